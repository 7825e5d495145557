// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIImageReader {
    /// UIKit: `struct Configuration: Equatable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public struct Configuration {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration-init().md:17).
        /// Unmodelled: a call records `UIImageReader.Configuration.init()` and keeps every property at its starting value.
        @available(iOS, introduced: 17.0)
        public init() {
            ModelAvailability.require("UIImageReader.Configuration.init()", introduced: 17)
            ModelFindings.unmodelled("UIImageReader.Configuration.init()")
        }
        /// Storage of `pixelsPerInch`, generated.
        private var modelStoredPixelsPerInch: Optional<Double> = nil
        /// UIKit: `var pixelsPerInch: Double { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration-pixelsperinch.md:17).
        /// Stored: keeps what is set; a read before any set records `UIImageReader.Configuration.pixelsPerInch` and returns `0` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var pixelsPerInch: Double {
            get {
                if let value = modelStoredPixelsPerInch { return value }
                ModelAvailability.require("UIImageReader.Configuration.pixelsPerInch", introduced: 17)
                ModelFindings.unmodelled("UIImageReader.Configuration.pixelsPerInch")
                return 0
            }
            set {
                modelStoredPixelsPerInch = newValue
            }
        }
        /// Storage of `preferredThumbnailSize`, generated.
        private var modelStoredPreferredThumbnailSize: Optional<CGSize> = nil
        /// UIKit: `var preferredThumbnailSize: CGSize { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration-preferredthumbnailsize.md:17).
        /// Stored: keeps what is set; a read before any set records `UIImageReader.Configuration.preferredThumbnailSize` and returns `.zero` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var preferredThumbnailSize: CGSize {
            get {
                if let value = modelStoredPreferredThumbnailSize { return value }
                ModelAvailability.require("UIImageReader.Configuration.preferredThumbnailSize", introduced: 17)
                ModelFindings.unmodelled("UIImageReader.Configuration.preferredThumbnailSize")
                return .zero
            }
            set {
                modelStoredPreferredThumbnailSize = newValue
            }
        }
        /// Storage of `prefersHighDynamicRange`, generated.
        private var modelStoredPrefersHighDynamicRange: Optional<Bool> = nil
        /// UIKit: `var prefersHighDynamicRange: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration-prefershighdynamicrange.md:17).
        /// Stored: keeps what is set; a read before any set records `UIImageReader.Configuration.prefersHighDynamicRange` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var prefersHighDynamicRange: Bool {
            get {
                if let value = modelStoredPrefersHighDynamicRange { return value }
                ModelAvailability.require("UIImageReader.Configuration.prefersHighDynamicRange", introduced: 17)
                ModelFindings.unmodelled("UIImageReader.Configuration.prefersHighDynamicRange")
                return false
            }
            set {
                modelStoredPrefersHighDynamicRange = newValue
            }
        }
        /// Storage of `preparesImagesForDisplay`, generated.
        private var modelStoredPreparesImagesForDisplay: Optional<Bool> = nil
        /// UIKit: `var preparesImagesForDisplay: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-uiimagereader.configuration-preparesimagesfordisplay.md:17).
        /// Stored: keeps what is set; a read before any set records `UIImageReader.Configuration.preparesImagesForDisplay` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var preparesImagesForDisplay: Bool {
            get {
                if let value = modelStoredPreparesImagesForDisplay { return value }
                ModelAvailability.require("UIImageReader.Configuration.preparesImagesForDisplay", introduced: 17)
                ModelFindings.unmodelled("UIImageReader.Configuration.preparesImagesForDisplay")
                return false
            }
            set {
                modelStoredPreparesImagesForDisplay = newValue
            }
        }
    }
}

/// UIKit: `struct UIImageReader` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public struct UIImageReader {
    /// UIKit: `var configuration: UIImageReader.Configuration { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-configuration.md:14).
    /// Unmodelled: reading records `UIImageReader.configuration` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    public var configuration: UIImageReader.Configuration {
        get {
            ModelAvailability.require("UIImageReader.configuration", introduced: 17)
            ModelFindings.unmodelledStop("UIImageReader.configuration")
        }
    }
    /// UIKit: `func image(contentsOf fileURL: URL) async -> UIImage?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-image(contentsof:)-1p5sc.md:14).
    /// Unmodelled: a call records `UIImageReader.image(contentsOf:)` and returns `nil`.
    @available(iOS, introduced: 17.0)
    public func image(contentsOf fileURL: URL) async -> UIImage? {
        ModelAvailability.require("UIImageReader.image(contentsOf:)", introduced: 17)
        ModelFindings.unmodelled("UIImageReader.image(contentsOf:)")
        return nil
    }
    /// UIKit: `func image(data: Data) async -> UIImage?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-image(data:)-5c16z.md:14).
    /// Unmodelled: a call records `UIImageReader.image(data:)` and returns `nil`.
    @available(iOS, introduced: 17.0)
    public func image(data: Data) async -> UIImage? {
        ModelAvailability.require("UIImageReader.image(data:)", introduced: 17)
        ModelFindings.unmodelled("UIImageReader.image(data:)")
        return nil
    }
    /// UIKit: `init(configuration: UIImageReader.Configuration)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-init(configuration:).md:14).
    /// Unmodelled: a call records `UIImageReader.init(configuration:)` and keeps every property at its starting value.
    @available(iOS, introduced: 17.0)
    public init(configuration: UIImageReader.Configuration) {
        ModelAvailability.require("UIImageReader.init(configuration:)", introduced: 17)
        ModelFindings.unmodelled("UIImageReader.init(configuration:)")
    }
    /// UIKit: `static let default: UIImageReader` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagereader-default.md:14).
    /// Unmodelled: reading records `UIImageReader.default` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    public static var `default`: UIImageReader {
        get {
            ModelAvailability.require("UIImageReader.default", introduced: 17)
            ModelFindings.unmodelledStop("UIImageReader.default")
        }
    }
}
