// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIInputView {
    /// UIKit: `enum Style: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-uiinputview.style.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum Style: Int {
        /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-uiinputview.style-uiinputview.style.default.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case `default`
        /// UIKit: `case keyboard` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-uiinputview.style-uiinputview.style.keyboard.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case keyboard
    }
}

/// UIKit: `class UIInputView: UIView` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UIInputView: UIView {
    /// Storage of `allowsSelfSizing`, generated.
    private var modelStoredAllowsSelfSizing: Optional<Bool> = nil
    /// UIKit: `var allowsSelfSizing: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-allowsselfsizing.md:16).
    /// Stored: keeps what is set; a read before any set records `UIInputView.allowsSelfSizing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var allowsSelfSizing: Bool {
        get {
            if let value = modelStoredAllowsSelfSizing { return value }
            ModelFindings.unmodelled("UIInputView.allowsSelfSizing")
            return false
        }
        set {
            modelStoredAllowsSelfSizing = newValue
        }
    }
    /// UIKit: `init( frame: CGRect, inputViewStyle: UIInputView.Style )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-init(frame:inputviewstyle:).md:16).
    /// Unmodelled: a call records `UIInputView.init(frame:inputViewStyle:)` and makes the object with `init()`.
    @available(iOS, introduced: 7.0)
    public convenience init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        self.init()
        ModelFindings.unmodelled("UIInputView.init(frame:inputViewStyle:)")
    }
    /// UIKit: `var inputViewStyle: UIInputView.Style { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiinputview-inputviewstyle.md:16).
    /// Unmodelled: reading records `UIInputView.inputViewStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var inputViewStyle: UIInputView.Style {
        get {
            ModelFindings.unmodelledStop("UIInputView.inputViewStyle")
        }
    }
}
