// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundview.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class UIPopoverBackgroundView: UIView {
    /// Storage of `arrowDirection`, generated.
    private var modelStoredArrowDirection: Optional<UIPopoverArrowDirection> = nil
    /// UIKit: `var arrowDirection: UIPopoverArrowDirection { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundview-arrowdirection.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPopoverBackgroundView.arrowDirection` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var arrowDirection: UIPopoverArrowDirection {
        get {
            if let value = modelStoredArrowDirection { return value }
            ModelFindings.unmodelled("UIPopoverBackgroundView.arrowDirection")
            return []
        }
        set {
            modelStoredArrowDirection = newValue
        }
    }
    /// Storage of `arrowOffset`, generated.
    private var modelStoredArrowOffset: Optional<CGFloat> = nil
    /// UIKit: `var arrowOffset: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundview-arrowoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPopoverBackgroundView.arrowOffset` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var arrowOffset: CGFloat {
        get {
            if let value = modelStoredArrowOffset { return value }
            ModelFindings.unmodelled("UIPopoverBackgroundView.arrowOffset")
            return 0
        }
        set {
            modelStoredArrowOffset = newValue
        }
    }
    /// UIKit: `class var wantsDefaultContentAppearance: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundview-wantsdefaultcontentappearance-deprecated.md:16).
    /// Unmodelled: reading records `UIPopoverBackgroundView.wantsDefaultContentAppearance` and returns `false`.
    open class var wantsDefaultContentAppearance: Bool {
        get {
            ModelFindings.unmodelled("UIPopoverBackgroundView.wantsDefaultContentAppearance")
            return false
        }
    }
}
