// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// UIKit: `enum Bounce: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.bounce.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public enum Bounce: Int {
        /// UIKit: `case always` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.bounce-uicollectionlayoutsectionorthogonalscrollingproperties.bounce.always.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case always
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.bounce-uicollectionlayoutsectionorthogonalscrollingproperties.bounce.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case automatic
        /// UIKit: `case never` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.bounce-uicollectionlayoutsectionorthogonalscrollingproperties.bounce.never.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case never
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// UIKit: `struct DecelerationRate: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.decelerationrate.md:16).
    /// Declared from the inventory; its members say what each does.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit: `static let automatic: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.decelerationrate-automatic.md:17).
        /// Unmodelled: reading records `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 17.0)
        public static var automatic: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
            get {
                ModelAvailability.require(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic", introduced: 17)
                ModelFindings.unmodelledStop(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic")
            }
        }
        /// UIKit: `static let fast: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.decelerationrate-fast.md:17).
        /// Unmodelled: reading records `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 17.0)
        public static var fast: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
            get {
                ModelAvailability.require(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast", introduced: 17)
                ModelFindings.unmodelledStop(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast")
            }
        }
        /// UIKit: `static let normal: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-uicollectionlayoutsectionorthogonalscrollingproperties.decelerationrate-normal.md:17).
        /// Unmodelled: reading records `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 17.0)
        public static var normal: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
            get {
                ModelAvailability.require(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal", introduced: 17)
                ModelFindings.unmodelledStop(
                    "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal")
            }
        }
    }
}

/// UIKit: `class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject, NSCopying, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
@MainActor @preconcurrency
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// Storage of `bounce`, generated.
    private var modelStoredBounce: Optional<UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce> = nil
    /// UIKit: `var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-bounce.md:16).
    /// Stored: keeps what is set; a read before any set records `UICollectionLayoutSectionOrthogonalScrollingProperties.bounce` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce {
        get {
            if let value = modelStoredBounce { return value }
            ModelAvailability.require("UICollectionLayoutSectionOrthogonalScrollingProperties.bounce", introduced: 17)
            ModelFindings.unmodelledStop("UICollectionLayoutSectionOrthogonalScrollingProperties.bounce")
        }
        set {
            modelStoredBounce = newValue
        }
    }
    /// Storage of `decelerationRate`, generated.
    private var modelStoredDecelerationRate:
        Optional<UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate> = nil
    /// UIKit: `var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutsectionorthogonalscrollingproperties-decelerationrate.md:16).
    /// Stored: keeps what is set; a read before any set records `UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
        get {
            if let value = modelStoredDecelerationRate { return value }
            ModelAvailability.require(
                "UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate", introduced: 17)
            ModelFindings.unmodelledStop("UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate")
        }
        set {
            modelStoredDecelerationRate = newValue
        }
    }
}
