// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIColorWell: UIControl` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorwell.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
open class UIColorWell: UIControl {
    /// Storage of `selectedColor`, generated.
    private var modelStoredSelectedColor: Optional<UIColor?> = nil
    /// UIKit: `var selectedColor: UIColor? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorwell-selectedcolor.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorWell.selectedColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var selectedColor: UIColor? {
        get {
            if let value = modelStoredSelectedColor { return value }
            ModelFindings.unmodelled("UIColorWell.selectedColor")
            return nil
        }
        set {
            modelStoredSelectedColor = newValue
        }
    }
    /// Storage of `supportsAlpha`, generated.
    private var modelStoredSupportsAlpha: Optional<Bool> = nil
    /// UIKit: `var supportsAlpha: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorwell-supportsalpha.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorWell.supportsAlpha` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var supportsAlpha: Bool {
        get {
            if let value = modelStoredSupportsAlpha { return value }
            ModelFindings.unmodelled("UIColorWell.supportsAlpha")
            return false
        }
        set {
            modelStoredSupportsAlpha = newValue
        }
    }
    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String?> = nil
    /// UIKit: `var title: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorwell-title.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorWell.title` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var title: String? {
        get {
            if let value = modelStoredTitle { return value }
            ModelFindings.unmodelled("UIColorWell.title")
            return nil
        }
        set {
            modelStoredTitle = newValue
        }
    }
}
