import Foundation

/// An alert or action sheet: a title, a message, the actions the person chooses from and, for an
/// alert, text fields.
///
/// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller — stored state: the
/// title and message, `preferredStyle`, the actions in the order added (`addAction(_:)`, `actions`),
/// `preferredAction`, and the text fields `addTextField(configurationHandler:)` makes, each passed
/// to the handler once (`textFields`). Presenting it is `UIViewController.present(_:animated:completion:)`.
/// Nobody taps an action in the model, so no action's handler runs by itself.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// Apple: UIAlertController.Style.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// Apple: UIAlertController.message. Stored state.
    open var message: String?
    /// Apple: UIAlertController.preferredStyle — set when the controller is made.
    open private(set) var preferredStyle: Style = .actionSheet
    /// Apple: UIAlertController.actions — "The actions appear in the order in which you added them."
    open private(set) var actions: [UIAlertAction] = []
    /// Apple: UIAlertController.preferredAction — "The action object you assign to this property must
    /// have already been added to the alert controller's list of actions." Stored state.
    open var preferredAction: UIAlertAction?
    private var storedTextFields: [UITextField] = []

    /// Apple: UIAlertController.init(title:message:preferredStyle:).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Apple: UIAlertController.addAction(_:) — adds the action to `actions`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Apple: UIAlertController.addTextField(configurationHandler:) — "You can add a text field only if
    /// the preferredStyle property is set to UIAlertController.Style.alert"; the handler configures
    /// the new field, which `textFields` then holds. On an action sheet UIKit raises an exception the
    /// model does not model: that call is recorded as unmodelled.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            ModelFindings.unmodelled("UIAlertController.addTextField(configurationHandler:) on an action sheet")
            return
        }
        let field = UITextField(frame: .zero)
        storedTextFields.append(field)
        configurationHandler?(field)
    }

    /// Apple: UIAlertController.textFields — the text fields in the order added; nil when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `severity`, generated.
    private var modelStoredSeverity: Optional<UIAlertControllerSeverity> = nil
    /// UIKit: `var severity: UIAlertControllerSeverity { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uialertcontroller-severity.md:16).
    /// Stored: keeps what is set; a read before any set records `UIAlertController.severity` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var severity: UIAlertControllerSeverity {
        get {
            if let value = modelStoredSeverity { return value }
            ModelAvailability.require("UIAlertController.severity", introduced: 16)
            ModelFindings.unmodelledStop("UIAlertController.severity")
        }
        set {
            modelStoredSeverity = newValue
        }
    }
    // cellspec:generated:end
}

/// One button of an alert or action sheet.
///
/// Apple: https://developer.apple.com/documentation/uikit/uialertaction — stored state: `title`,
/// `style` and `isEnabled` (true by default). The handler runs when the person taps the action, which
/// never happens by itself in the model; ``modelTap()`` stands for the tap.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// Apple: UIAlertAction.Style.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// Apple: UIAlertAction.title.
    open private(set) var title: String?
    /// Apple: UIAlertAction.style.
    open private(set) var style: Style = .default
    /// Apple: UIAlertAction.isEnabled — true by default. Stored state.
    open var isEnabled = true
    private var handler: ((UIAlertAction) -> Void)?

    /// Apple: UIAlertAction.init(title:style:handler:).
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Model extension, not UIKit API: the person taps the action. An enabled action's handler runs
    /// (Apple: UIAlertAction.init(title:style:handler:) — "A block to execute when the user selects
    /// the action"); a disabled one does nothing.
    public func modelTap() {
        guard isEnabled else { return }
        handler?(self)
    }
}
