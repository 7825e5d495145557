// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIColorPickerViewControllerDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func colorPickerViewController( _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontroller(_:didselect:continuously:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)

    /// UIKit: `optional func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontrollerdidfinish(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)

    /// UIKit: `optional func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontrollerdidselectcolor(_:)-deprecated.md:16).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// UIKit: `optional func colorPickerViewController( _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontroller(_:didselect:continuously:).md:16).
    /// Unmodelled: a call records `UIColorPickerViewControllerDelegate.colorPickerViewController(_:didSelect:continuously:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        ModelAvailability.require(
            "UIColorPickerViewControllerDelegate.colorPickerViewController(_:didSelect:continuously:)", introduced: 15)
        ModelFindings.unmodelled(
            "UIColorPickerViewControllerDelegate.colorPickerViewController(_:didSelect:continuously:)")
    }
    /// UIKit: `optional func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontrollerdidfinish(_:).md:16).
    /// Unmodelled: a call records `UIColorPickerViewControllerDelegate.colorPickerViewControllerDidFinish(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        ModelFindings.unmodelled("UIColorPickerViewControllerDelegate.colorPickerViewControllerDidFinish(_:)")
    }
    /// UIKit: `optional func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolorpickerviewcontrollerdelegate-colorpickerviewcontrollerdidselectcolor(_:)-deprecated.md:16).
    /// Unmodelled: a call records `UIColorPickerViewControllerDelegate.colorPickerViewControllerDidSelectColor(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        ModelFindings.unmodelled("UIColorPickerViewControllerDelegate.colorPickerViewControllerDidSelectColor(_:)")
    }
}
