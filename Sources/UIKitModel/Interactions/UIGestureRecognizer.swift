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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `allowedPressTypes`, generated.
    private var modelStoredAllowedPressTypes: Optional<[NSNumber]> = nil
    /// UIKit: `var allowedPressTypes: [NSNumber]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:30).
    /// Stored: keeps what is set; a read before any set records `UIGestureRecognizer.allowedPressTypes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var allowedPressTypes: [NSNumber] {
        get {
            if let value = modelStoredAllowedPressTypes { return value }
            ModelFindings.unmodelled("UIGestureRecognizer.allowedPressTypes")
            return []
        }
        set {
            modelStoredAllowedPressTypes = newValue
        }
    }

    /// Storage of `allowedTouchTypes`, generated.
    private var modelStoredAllowedTouchTypes: Optional<[NSNumber]> = nil
    /// UIKit: `var allowedTouchTypes: [NSNumber]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:28).
    /// Stored: keeps what is set; a read before any set records `UIGestureRecognizer.allowedTouchTypes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var allowedTouchTypes: [NSNumber] {
        get {
            if let value = modelStoredAllowedTouchTypes { return value }
            ModelFindings.unmodelled("UIGestureRecognizer.allowedTouchTypes")
            return []
        }
        set {
            modelStoredAllowedTouchTypes = newValue
        }
    }

    /// UIKit: `var buttonMask: UIEvent.ButtonMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:42).
    /// Unmodelled: reading records `UIGestureRecognizer.buttonMask` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var buttonMask: UIEvent.ButtonMask {
        get {
            ModelFindings.unmodelled("UIGestureRecognizer.buttonMask")
            return []
        }
    }

    /// UIKit: `func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-canbeprevented(by:).md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.canBePrevented(by:)` and returns `false`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizer.canBePrevented(by:)")
        return false
    }

    /// UIKit: `func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-canprevent(_:).md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.canPrevent(_:)` and returns `false`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizer.canPrevent(_:)")
        return false
    }

    /// Storage of `delaysTouchesBegan`, generated.
    private var modelStoredDelaysTouchesBegan: Optional<Bool> = nil
    /// UIKit: `var delaysTouchesBegan: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:26).
    /// Stored: keeps what is set; a read before any set records `UIGestureRecognizer.delaysTouchesBegan` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var delaysTouchesBegan: Bool {
        get {
            if let value = modelStoredDelaysTouchesBegan { return value }
            ModelFindings.unmodelled("UIGestureRecognizer.delaysTouchesBegan")
            return false
        }
        set {
            modelStoredDelaysTouchesBegan = newValue
        }
    }

    /// Storage of `delaysTouchesEnded`, generated.
    private var modelStoredDelaysTouchesEnded: Optional<Bool> = nil
    /// UIKit: `var delaysTouchesEnded: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:27).
    /// Stored: keeps what is set; a read before any set records `UIGestureRecognizer.delaysTouchesEnded` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var delaysTouchesEnded: Bool {
        get {
            if let value = modelStoredDelaysTouchesEnded { return value }
            ModelFindings.unmodelled("UIGestureRecognizer.delaysTouchesEnded")
            return false
        }
        set {
            modelStoredDelaysTouchesEnded = newValue
        }
    }

    /// UIKit: `func ignore( _ button: UIPress, for event: UIPressesEvent )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-ignore(_:for:)-8qqor.md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.ignore(_:for:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        ModelFindings.unmodelled("UIGestureRecognizer.ignore(_:for:)")
    }

    /// UIKit: `func ignore( _ touch: UITouch, for event: UIEvent )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-ignore(_:for:)-5f685.md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.ignore(_:for:)` and does nothing.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ModelFindings.unmodelled("UIGestureRecognizer.ignore(_:for:)")
    }

    /// UIKit: `func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:37).
    /// Unmodelled: a call records `UIGestureRecognizer.location(ofTouch:in:)` and returns `.zero`.
    @available(iOS, introduced: 3.2)
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIGestureRecognizer.location(ofTouch:in:)")
        return .zero
    }

    /// UIKit: `var modifierFlags: UIKeyModifierFlags { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:40).
    /// Unmodelled: reading records `UIGestureRecognizer.modifierFlags` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var modifierFlags: UIKeyModifierFlags {
        get {
            ModelFindings.unmodelled("UIGestureRecognizer.modifierFlags")
            return []
        }
    }

    /// UIKit: `var numberOfTouches: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:36).
    /// Unmodelled: reading records `UIGestureRecognizer.numberOfTouches` and returns `0`.
    @available(iOS, introduced: 3.2)
    open var numberOfTouches: Int {
        get {
            ModelFindings.unmodelled("UIGestureRecognizer.numberOfTouches")
            return 0
        }
    }

    /// UIKit: `func require(toFail otherGestureRecognizer: UIGestureRecognizer)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:34).
    /// Unmodelled: a call records `UIGestureRecognizer.require(toFail:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        ModelFindings.unmodelled("UIGestureRecognizer.require(toFail:)")
    }

    /// Storage of `requiresExclusiveTouchType`, generated.
    private var modelStoredRequiresExclusiveTouchType: Optional<Bool> = nil
    /// UIKit: `var requiresExclusiveTouchType: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:32).
    /// Stored: keeps what is set; a read before any set records `UIGestureRecognizer.requiresExclusiveTouchType` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.2)
    open var requiresExclusiveTouchType: Bool {
        get {
            if let value = modelStoredRequiresExclusiveTouchType { return value }
            ModelFindings.unmodelled("UIGestureRecognizer.requiresExclusiveTouchType")
            return false
        }
        set {
            modelStoredRequiresExclusiveTouchType = newValue
        }
    }

    /// UIKit: `func reset()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-reset().md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.reset()` and does nothing.
    open func reset() {
        ModelFindings.unmodelled("UIGestureRecognizer.reset()")
    }

    /// UIKit: `func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-shouldberequiredtofail(by:).md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.shouldBeRequiredToFail(by:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizer.shouldBeRequiredToFail(by:)")
        return false
    }

    /// UIKit: `func shouldReceive(_ event: UIEvent) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-shouldreceive(_:).md:14).
    /// Unmodelled: a call records `UIGestureRecognizer.shouldReceive(_:)` and returns `false`.
    @available(iOS, introduced: 13.4)
    open func shouldReceive(_ event: UIEvent) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizer.shouldReceive(_:)")
        return false
    }

    /// UIKit: `func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigesturerecognizer-shouldrequirefailure(of:).md:16).
    /// Unmodelled: a call records `UIGestureRecognizer.shouldRequireFailure(of:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizer.shouldRequireFailure(of:)")
        return false
    }
    // cellspec:generated:end
}

/// Apple: UIGestureRecognizerDelegate.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:52).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:58).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool

    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:56).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool

    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:54).
    /// A requirement.
    @available(iOS, introduced: 3.2)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:50).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // cellspec:generated:end
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
