// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIImagePickerControllerDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontrollerdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func imagePickerController( _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontrollerdelegate-imagepickercontroller(_:didfinishpickingmediawithinfo:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

    /// UIKit: `optional func imagePickerControllerDidCancel(_ picker: UIImagePickerController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontrollerdelegate-imagepickercontrollerdidcancel(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// UIKit: `optional func imagePickerController( _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontrollerdelegate-imagepickercontroller(_:didfinishpickingmediawithinfo:).md:16).
    /// Unmodelled: a call records `UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        ModelFindings.unmodelled(
            "UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:)")
    }
    /// UIKit: `optional func imagePickerControllerDidCancel(_ picker: UIImagePickerController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontrollerdelegate-imagepickercontrollerdidcancel(_:).md:16).
    /// Unmodelled: a call records `UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        ModelFindings.unmodelled("UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:)")
    }
}
