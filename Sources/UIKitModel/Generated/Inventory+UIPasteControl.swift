// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPasteControl {
    /// UIKit: `class Configuration: NSObject, NSCoding, NSObjectProtocol, NSSecureCoding, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// Storage of `imagePlacement`, generated.
        private var modelStoredImagePlacement: Optional<NSDirectionalRectEdge> = nil
        /// UIKit: `var imagePlacement: NSDirectionalRectEdge { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-imageplacement.md:15).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.imagePlacement` and returns `[]` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var imagePlacement: NSDirectionalRectEdge {
            get {
                if let value = modelStoredImagePlacement { return value }
                ModelAvailability.require("UIPasteControl.Configuration.imagePlacement", introduced: 16)
                ModelFindings.unmodelled("UIPasteControl.Configuration.imagePlacement")
                return []
            }
            set {
                modelStoredImagePlacement = newValue
            }
        }
        /// Storage of `baseBackgroundColor`, generated.
        private var modelStoredBaseBackgroundColor: Optional<UIColor?> = nil
        /// UIKit: `var baseBackgroundColor: UIColor? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-basebackgroundcolor.md:17).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.baseBackgroundColor` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var baseBackgroundColor: UIColor? {
            get {
                if let value = modelStoredBaseBackgroundColor { return value }
                ModelAvailability.require("UIPasteControl.Configuration.baseBackgroundColor", introduced: 16)
                ModelFindings.unmodelled("UIPasteControl.Configuration.baseBackgroundColor")
                return nil
            }
            set {
                modelStoredBaseBackgroundColor = newValue
            }
        }
        /// Storage of `baseForegroundColor`, generated.
        private var modelStoredBaseForegroundColor: Optional<UIColor?> = nil
        /// UIKit: `var baseForegroundColor: UIColor? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-baseforegroundcolor.md:17).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.baseForegroundColor` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var baseForegroundColor: UIColor? {
            get {
                if let value = modelStoredBaseForegroundColor { return value }
                ModelAvailability.require("UIPasteControl.Configuration.baseForegroundColor", introduced: 16)
                ModelFindings.unmodelled("UIPasteControl.Configuration.baseForegroundColor")
                return nil
            }
            set {
                modelStoredBaseForegroundColor = newValue
            }
        }
        /// Storage of `cornerRadius`, generated.
        private var modelStoredCornerRadius: Optional<CGFloat> = nil
        /// UIKit: `var cornerRadius: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-cornerradius.md:17).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.cornerRadius` and returns `0` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var cornerRadius: CGFloat {
            get {
                if let value = modelStoredCornerRadius { return value }
                ModelAvailability.require("UIPasteControl.Configuration.cornerRadius", introduced: 16)
                ModelFindings.unmodelled("UIPasteControl.Configuration.cornerRadius")
                return 0
            }
            set {
                modelStoredCornerRadius = newValue
            }
        }
        /// Storage of `cornerStyle`, generated.
        private var modelStoredCornerStyle: Optional<UIButton.Configuration.CornerStyle> = nil
        /// UIKit: `var cornerStyle: UIButton.Configuration.CornerStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-cornerstyle.md:17).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.cornerStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var cornerStyle: UIButton.Configuration.CornerStyle {
            get {
                if let value = modelStoredCornerStyle { return value }
                ModelAvailability.require("UIPasteControl.Configuration.cornerStyle", introduced: 16)
                ModelFindings.unmodelledStop("UIPasteControl.Configuration.cornerStyle")
            }
            set {
                modelStoredCornerStyle = newValue
            }
        }
        /// Storage of `displayMode`, generated.
        private var modelStoredDisplayMode: Optional<UIPasteControl.DisplayMode> = nil
        /// UIKit: `var displayMode: UIPasteControl.DisplayMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.configuration-displaymode.md:17).
        /// Stored: keeps what is set; a read before any set records `UIPasteControl.Configuration.displayMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var displayMode: UIPasteControl.DisplayMode {
            get {
                if let value = modelStoredDisplayMode { return value }
                ModelAvailability.require("UIPasteControl.Configuration.displayMode", introduced: 16)
                ModelFindings.unmodelledStop("UIPasteControl.Configuration.displayMode")
            }
            set {
                modelStoredDisplayMode = newValue
            }
        }
    }
}

extension UIPasteControl {
    /// UIKit: `enum DisplayMode: Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-uipastecontrol.displaymode.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum DisplayMode {
    }
}

/// UIKit: `class UIPasteControl: UIControl` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UIPasteControl: UIControl {
    /// UIKit: `var configuration: UIPasteControl.Configuration { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipastecontrol-configuration.md:16).
    /// Unmodelled: reading records `UIPasteControl.configuration` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var configuration: UIPasteControl.Configuration {
        get {
            ModelAvailability.require("UIPasteControl.configuration", introduced: 16)
            ModelFindings.unmodelledStop("UIPasteControl.configuration")
        }
    }
}
