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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:19).
    /// Unmodelled: a call records `UITargetedPreview.retargetedPreview(with:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        ModelFindings.unmodelledStop("UITargetedPreview.retargetedPreview(with:)")
    }

    /// UIKit: `var size: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:18).
    /// Unmodelled: reading records `UITargetedPreview.size` and returns `.zero`.
    @available(iOS, introduced: 13.0)
    open var size: CGSize {
        get {
            ModelFindings.unmodelled("UITargetedPreview.size")
            return .zero
        }
    }

    /// UIKit: `var target: UIPreviewTarget { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:15).
    /// Unmodelled: reading records `UITargetedPreview.target` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var target: UIPreviewTarget {
        get {
            ModelFindings.unmodelledStop("UITargetedPreview.target")
        }
    }
    // cellspec:generated:end
}

/// Apple: UIPreviewParameters — `backgroundColor`, `visiblePath`. Stored state.
@MainActor @preconcurrency
open class UIPreviewParameters: NSObject {
    /// Apple: backgroundColor.
    open var backgroundColor: UIColor!
    /// Apple: visiblePath.
    open var visiblePath: UIBezierPath?

    public override init() { super.init() }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `convenience init(textLineRects: [NSValue])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPreviewParameters.swift:4).
    /// Unmodelled: a call records `UIPreviewParameters.init(textLineRects:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        ModelFindings.unmodelled("UIPreviewParameters.init(textLineRects:)")
    }

    /// Storage of `shadowPath`, generated.
    private var modelStoredShadowPath: Optional<UIBezierPath?> = nil
    /// UIKit: `var shadowPath: UIBezierPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPreviewParameters.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIPreviewParameters.shadowPath` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var shadowPath: UIBezierPath? {
        get {
            if let value = modelStoredShadowPath { return value }
            ModelFindings.unmodelled("UIPreviewParameters.shadowPath")
            return nil
        }
        set {
            modelStoredShadowPath = newValue
        }
    }
    // cellspec:generated:end
}
