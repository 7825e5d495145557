import Foundation

/// A recognizer that turns touches on a view into actions.
///
/// Apple: UIGestureRecognizer — `init(target:action:)`, `addTarget(_:action:)`,
/// `removeTarget(_:action:)`, `isEnabled`, `state`, `view`, `delegate`, `cancelsTouchesInView`;
/// iOS 14 has no `UIAction` initializer on gesture recognizers (only controls take actions).
/// "When a gesture recognizer recognizes its gesture, it sends an action message to each
/// target"; a disabled recognizer recognizes nothing (Apple: UIGestureRecognizer.isEnabled). The
/// model recognizes a gesture when told (``modelRecognize()``); a recognizer attached to a view
/// with user interaction off receives no touches (Apple: UIView.isUserInteractionEnabled).
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// Apple: UIGestureRecognizer.State.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// Apple: `recognized` is `ended`.
        public static let recognized: State = .ended
    }

    private var targets: [(target: AnyObject?, action: Selector)] = []
    /// Apple: UIGestureRecognizer.state (`.possible`).
    open internal(set) var state: State = .possible
    /// Apple: UIGestureRecognizer.isEnabled (true).
    open var isEnabled = true
    /// Apple: UIGestureRecognizer.cancelsTouchesInView (true). Stored state.
    open var cancelsTouchesInView = true
    /// Apple: UIGestureRecognizer.delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Apple: UIGestureRecognizer.view — set by `UIView.addGestureRecognizer(_:)`.
    open internal(set) weak var view: UIView?
    /// Apple: UIGestureRecognizer.name. Stored state.
    open var name: String?

    /// Apple: UIGestureRecognizer.init(target:action:).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    /// Apple: UIGestureRecognizer.init() — no target yet.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Apple: UIGestureRecognizer.addTarget(_:action:).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Apple: UIGestureRecognizer.removeTarget(_:action:) — nil matches all.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// Apple: UIGestureRecognizer.location(in:) — the model has no touches: the view's center.
    open func location(in view: UIView?) -> CGPoint {
        guard let view = view ?? self.view else { return .zero }
        return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    /// Model extension, not UIKit API: the user performs the gesture. Nothing happens when the
    /// recognizer is disabled, not attached, its view ignores user interaction, or its delegate's
    /// `gestureRecognizerShouldBegin(_:)` says no; otherwise the state becomes `.ended`
    /// (`.began` for continuous gestures) and every target's action is sent.
    @discardableResult
    public func modelRecognize() -> Bool {
        guard isEnabled, let view, view.isUserInteractionEnabled, !view.isHidden else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false {
            state = .failed
            return false
        }
        state = modelIsContinuous ? .began : .ended
        for entry in targets { entry.action.modelSend(to: entry.target, from: self) }
        return true
    }

    /// Whether the gesture is continuous (long press, pan): it begins rather than ends when recognized.
    var modelIsContinuous: Bool { false }
}

/// Apple: UIGestureRecognizerDelegate.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

extension UIView {
    /// Apple: UIView.gestureRecognizers.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { modelExtras.gestureRecognizers }
        set {
            for recognizer in modelExtras.gestureRecognizers ?? [] { recognizer.view = nil }
            modelExtras.gestureRecognizers = newValue
            for recognizer in newValue ?? [] { recognizer.view = self }
        }
    }

    /// Apple: UIView.addGestureRecognizer(_:) — "the view establishes a strong reference to the
    /// gesture recognizer"; a recognizer belongs to one view at a time.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        modelExtras.gestureRecognizers = (modelExtras.gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Apple: UIView.removeGestureRecognizer(_:).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        modelExtras.gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
