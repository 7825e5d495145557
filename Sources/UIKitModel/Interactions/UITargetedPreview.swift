import Foundation

/// Apple: UITargetedPreview — the view a context menu or drag lifts, with its parameters.
@MainActor @preconcurrency
open class UITargetedPreview: NSObject {
    /// Apple: view.
    public let view: UIView
    /// Apple: parameters.
    public let parameters: UIPreviewParameters

    /// Apple: init(view:) — the view must be in a window (the model does not check).
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// Apple: init(view:parameters:).
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

/// Apple: UIPreviewParameters — `backgroundColor`, `visiblePath`. Stored state.
@MainActor @preconcurrency
open class UIPreviewParameters: NSObject {
    /// Apple: backgroundColor.
    open var backgroundColor: UIColor!
    /// Apple: visiblePath.
    open var visiblePath: UIBezierPath?

    public override init() { super.init() }
}
