// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIFocusHaloEffect {
    /// UIKit: `enum Position: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-uifocushaloeffect.position.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    public enum Position: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-uifocushaloeffect.position-uifocushaloeffect.position.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        case automatic
        /// UIKit: `case inside` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-uifocushaloeffect.position-uifocushaloeffect.position.inside.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        case inside
        /// UIKit: `case outside` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-uifocushaloeffect.position-uifocushaloeffect.position.outside.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        case outside
    }
}

/// UIKit: `class UIFocusHaloEffect: UIFocusEffect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
open class UIFocusHaloEffect: UIFocusEffect {
    /// Storage of `containerView`, generated.
    private var modelStoredContainerView: Optional<UIView?> = nil
    /// UIKit: `weak var containerView: UIView? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-containerview.md:16).
    /// Stored: keeps what is set; a read before any set records `UIFocusHaloEffect.containerView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var containerView: UIView? {
        get {
            if let value = modelStoredContainerView { return value }
            ModelAvailability.require("UIFocusHaloEffect.containerView", introduced: 15)
            ModelFindings.unmodelled("UIFocusHaloEffect.containerView")
            return nil
        }
        set {
            modelStoredContainerView = newValue
        }
    }
    /// UIKit: `convenience init(path bezierPath: UIBezierPath)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-init(path:).md:16).
    /// Unmodelled: a call records `UIFocusHaloEffect.init(path:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(path bezierPath: UIBezierPath) {
        self.init()
        ModelAvailability.require("UIFocusHaloEffect.init(path:)", introduced: 15)
        ModelFindings.unmodelled("UIFocusHaloEffect.init(path:)")
    }
    /// UIKit: `convenience init(rect: CGRect)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-init(rect:).md:16).
    /// Unmodelled: a call records `UIFocusHaloEffect.init(rect:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(rect: CGRect) {
        self.init()
        ModelAvailability.require("UIFocusHaloEffect.init(rect:)", introduced: 15)
        ModelFindings.unmodelled("UIFocusHaloEffect.init(rect:)")
    }
    /// UIKit: `convenience init( roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-init(roundedrect:cornerradius:curve:).md:16).
    /// Unmodelled: a call records `UIFocusHaloEffect.init(roundedRect:cornerRadius:curve:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init()
        ModelAvailability.require("UIFocusHaloEffect.init(roundedRect:cornerRadius:curve:)", introduced: 15)
        ModelFindings.unmodelled("UIFocusHaloEffect.init(roundedRect:cornerRadius:curve:)")
    }
    /// Storage of `position`, generated.
    private var modelStoredPosition: Optional<UIFocusHaloEffect.Position> = nil
    /// UIKit: `var position: UIFocusHaloEffect.Position { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-position.md:16).
    /// Stored: keeps what is set; a read before any set records `UIFocusHaloEffect.position` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var position: UIFocusHaloEffect.Position {
        get {
            if let value = modelStoredPosition { return value }
            ModelAvailability.require("UIFocusHaloEffect.position", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusHaloEffect.position")
        }
        set {
            modelStoredPosition = newValue
        }
    }
    /// Storage of `referenceView`, generated.
    private var modelStoredReferenceView: Optional<UIView?> = nil
    /// UIKit: `weak var referenceView: UIView? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocushaloeffect-referenceview.md:16).
    /// Stored: keeps what is set; a read before any set records `UIFocusHaloEffect.referenceView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var referenceView: UIView? {
        get {
            if let value = modelStoredReferenceView { return value }
            ModelAvailability.require("UIFocusHaloEffect.referenceView", introduced: 15)
            ModelFindings.unmodelled("UIFocusHaloEffect.referenceView")
            return nil
        }
        set {
            modelStoredReferenceView = newValue
        }
    }
}
