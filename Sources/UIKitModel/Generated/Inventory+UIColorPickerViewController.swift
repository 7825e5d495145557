// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIColorPickerViewController: UIViewController` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontroller.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
open class UIColorPickerViewController: UIViewController {
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<(any UIColorPickerViewControllerDelegate)?> = nil
    /// UIKit: `weak var delegate: (any UIColorPickerViewControllerDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontroller-delegate.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorPickerViewController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var delegate: (any UIColorPickerViewControllerDelegate)? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIColorPickerViewController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `selectedColor`, generated.
    private var modelStoredSelectedColor: Optional<UIColor> = nil
    /// UIKit: `var selectedColor: UIColor { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontroller-selectedcolor.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorPickerViewController.selectedColor` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var selectedColor: UIColor {
        get {
            if let value = modelStoredSelectedColor { return value }
            ModelFindings.unmodelledStop("UIColorPickerViewController.selectedColor")
        }
        set {
            modelStoredSelectedColor = newValue
        }
    }
    /// Storage of `supportsAlpha`, generated.
    private var modelStoredSupportsAlpha: Optional<Bool> = nil
    /// UIKit: `var supportsAlpha: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontroller-supportsalpha.md:16).
    /// Stored: keeps what is set; a read before any set records `UIColorPickerViewController.supportsAlpha` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var supportsAlpha: Bool {
        get {
            if let value = modelStoredSupportsAlpha { return value }
            ModelFindings.unmodelled("UIColorPickerViewController.supportsAlpha")
            return false
        }
        set {
            modelStoredSupportsAlpha = newValue
        }
    }
}
