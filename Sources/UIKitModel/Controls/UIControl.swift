import Foundation

/// The base of controls: target-action and `UIAction` handlers for control events, and the
/// enabled, selected and highlighted states.
///
/// Apple: UIControl — `addTarget(_:action:for:)`, `removeTarget(_:action:for:)`,
/// `addAction(_:for:)` / `removeAction(_:for:)` (iOS 14), `sendActions(for:)`, `isEnabled`,
/// `isSelected`, `isHighlighted`, `state`. "If the control is disabled, it ignores touch events"
/// (Apple: UIControl.isEnabled): the model's user-event entry points (``modelSendUserEvent(_:)``)
/// do nothing on a disabled control or one with user interaction off; `sendActions(for:)` sends
/// regardless, as a program call.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// Apple: UIControl.Event.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var applicationReserved: UIControl.Event { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:26).
        /// Unmodelled: reading records `UIControl.Event.applicationReserved` and returns `[]`.
        public static var applicationReserved: UIControl.Event {
            get {
                ModelFindings.unmodelled("UIControl.Event.applicationReserved")
                return []
            }
        }

        /// UIKit: `static var systemReserved: UIControl.Event { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:27).
        /// Unmodelled: reading records `UIControl.Event.systemReserved` and returns `[]`.
        public static var systemReserved: UIControl.Event {
            get {
                ModelFindings.unmodelled("UIControl.Event.systemReserved")
                return []
            }
        }
        // cellspec:generated:end
    }

    /// Apple: UIControl.State.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var application: UIControl.State { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:59).
        /// Unmodelled: reading records `UIControl.State.application` and returns `[]`.
        public static var application: UIControl.State {
            get {
                ModelFindings.unmodelled("UIControl.State.application")
                return []
            }
        }

        /// UIKit: `static var reserved: UIControl.State { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:60).
        /// Unmodelled: reading records `UIControl.State.reserved` and returns `[]`.
        public static var reserved: UIControl.State {
            get {
                ModelFindings.unmodelled("UIControl.State.reserved")
                return []
            }
        }
        // cellspec:generated:end
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actions: [(action: UIAction, events: Event)] = []

    /// Apple: UIControl.isEnabled (true).
    open var isEnabled = true
    /// Apple: UIControl.isSelected (false).
    open var isSelected = false
    /// Apple: UIControl.isHighlighted (false).
    open var isHighlighted = false
    /// Apple: UIControl.contentHorizontalAlignment. Stored state.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Apple: UIControl.contentVerticalAlignment. Stored state.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Apple: UIControl.ContentHorizontalAlignment.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Apple: UIControl.ContentVerticalAlignment.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// Apple: UIControl.init(frame:primaryAction:) (iOS 14) — "the primary action is added for
    /// `.primaryActionTriggered`".
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Apple: UIControl.state — normal, or the union of highlighted, disabled and selected.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Apple: UIControl.addTarget(_:action:for:) — "the control does not retain the object in the
    /// target parameter"; a nil target sends the action up the responder chain (the model has no
    /// responder chain: such an action reaches nobody).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        targetActions.append(
            TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    /// Apple: UIControl.removeTarget(_:action:for:) — a nil target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Apple: UIControl.allTargets.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) as AnyHashable } })
    }

    /// Apple: UIControl.addAction(_:for:) (iOS 14) — "If you add the same action more than once,
    /// the control sends the action only once" (actions are identified by identity).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action === action }) {
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Apple: UIControl.removeAction(_:for:) (iOS 14).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Apple: UIControl.removeAction(identifiedBy:for:) (iOS 14).
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actions where entry.action.identifier == identifier {
            removeAction(entry.action, for: controlEvents)
        }
    }

    /// Apple: UIControl.sendActions(for:) — calls the handlers of the `UIAction`s (whose `sender`
    /// is this control) and the target-action pairs registered for the events.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.modelPerform(sender: self)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action, to: entry.target, for: nil)
        }
    }

    /// Apple: UIControl.sendAction(_:to:for:) — calls the action method on the target.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.modelSend(to: target as AnyObject?, from: self)
    }

    /// Apple: UIControl.sendAction(_:) (iOS 14) — performs the action with this control as sender.
    open func sendAction(_ action: UIAction) {
        action.modelPerform(sender: self)
    }

    /// Model extension, not UIKit API: the user triggers `events` on the control, as a touch
    /// would. Ignored when the control is disabled, hidden or has user interaction off (Apple:
    /// UIControl.isEnabled, UIView.isUserInteractionEnabled).
    public func modelSendUserEvent(_ events: Event) {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        sendActions(for: events)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var allControlEvents: UIControl.Event { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:89).
    /// Unmodelled: reading records `UIControl.allControlEvents` and returns `[]`.
    @available(iOS, introduced: 2.0)
    open var allControlEvents: UIControl.Event {
        get {
            ModelFindings.unmodelled("UIControl.allControlEvents")
            return []
        }
    }

    /// UIKit: `func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:76).
    /// Unmodelled: a call records `UIControl.beginTracking(_:with:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        ModelFindings.unmodelled("UIControl.beginTracking(_:with:)")
        return false
    }

    /// UIKit: `func cancelTracking(with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:79).
    /// Unmodelled: a call records `UIControl.cancelTracking(with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func cancelTracking(with event: UIEvent?) {
        ModelFindings.unmodelled("UIControl.cancelTracking(with:)")
    }

    /// UIKit: `var contextMenuInteraction: UIContextMenuInteraction? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:97).
    /// Unmodelled: reading records `UIControl.contextMenuInteraction` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open var contextMenuInteraction: UIContextMenuInteraction? {
        get {
            ModelFindings.unmodelled("UIControl.contextMenuInteraction")
            return nil
        }
    }

    /// UIKit: `func contextMenuInteraction( _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint ) -> UIContextMenuConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-contextmenuinteraction(_:configurationformenuatlocation:).md:14).
    /// Unmodelled: a call records `UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        ModelFindings.unmodelled("UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)")
        return nil
    }

    /// UIKit: `func contextMenuInteraction( _ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-contextmenuinteraction(_:previewfordismissingmenuwithconfiguration:).md:14).
    /// Unmodelled: a call records `UIControl.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled("UIControl.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)")
        return nil
    }

    /// UIKit: `func contextMenuInteraction( _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-contextmenuinteraction(_:previewforhighlightingmenuwithconfiguration:).md:14).
    /// Unmodelled: a call records `UIControl.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled("UIControl.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)")
        return nil
    }

    /// UIKit: `func contextMenuInteraction( _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-contextmenuinteraction(_:willdisplaymenufor:animator:).md:14).
    /// Unmodelled: a call records `UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        ModelFindings.unmodelled("UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)")
    }

    /// UIKit: `func contextMenuInteraction( _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-contextmenuinteraction(_:willendfor:animator:).md:14).
    /// Unmodelled: a call records `UIControl.contextMenuInteraction(_:willEndFor:animator:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        ModelFindings.unmodelled("UIControl.contextMenuInteraction(_:willEndFor:animator:)")
    }

    /// UIKit: `func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:77).
    /// Unmodelled: a call records `UIControl.continueTracking(_:with:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        ModelFindings.unmodelled("UIControl.continueTracking(_:with:)")
        return false
    }

    /// UIKit: `var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:72).
    /// Unmodelled: reading records `UIControl.effectiveContentHorizontalAlignment` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        get {
            ModelFindings.unmodelledStop("UIControl.effectiveContentHorizontalAlignment")
        }
    }

    /// UIKit: `func endTracking(_ touch: UITouch?, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:78).
    /// Unmodelled: a call records `UIControl.endTracking(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        ModelFindings.unmodelled("UIControl.endTracking(_:with:)")
    }

    /// UIKit: `func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:659).
    /// Unmodelled: a call records `UIControl.enumerateEventHandlers(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        ModelFindings.unmodelled("UIControl.enumerateEventHandlers(_:)")
    }

    /// Storage of `isContextMenuInteractionEnabled`, generated.
    private var modelStoredIsContextMenuInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var isContextMenuInteractionEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:99).
    /// Stored: keeps what is set; a read before any set records `UIControl.isContextMenuInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var isContextMenuInteractionEnabled: Bool {
        get {
            if let value = modelStoredIsContextMenuInteractionEnabled { return value }
            ModelFindings.unmodelled("UIControl.isContextMenuInteractionEnabled")
            return false
        }
        set {
            modelStoredIsContextMenuInteractionEnabled = newValue
        }
    }

    /// Storage of `isSymbolAnimationEnabled`, generated.
    private var modelStoredIsSymbolAnimationEnabled: Optional<Bool> = nil
    /// UIKit: `var isSymbolAnimationEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-issymbolanimationenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UIControl.isSymbolAnimationEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var isSymbolAnimationEnabled: Bool {
        get {
            if let value = modelStoredIsSymbolAnimationEnabled { return value }
            ModelAvailability.require("UIControl.isSymbolAnimationEnabled", introduced: 17)
            ModelFindings.unmodelled("UIControl.isSymbolAnimationEnabled")
            return false
        }
        set {
            modelStoredIsSymbolAnimationEnabled = newValue
        }
    }

    /// UIKit: `var isTouchInside: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:75).
    /// Unmodelled: reading records `UIControl.isTouchInside` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isTouchInside: Bool {
        get {
            ModelFindings.unmodelled("UIControl.isTouchInside")
            return false
        }
    }

    /// UIKit: `var isTracking: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:74).
    /// Unmodelled: reading records `UIControl.isTracking` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isTracking: Bool {
        get {
            ModelFindings.unmodelled("UIControl.isTracking")
            return false
        }
    }

    /// UIKit: `func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIControl.swift:103).
    /// Unmodelled: a call records `UIControl.menuAttachmentPoint(for:)` and returns `.zero`.
    @available(iOS, introduced: 14.0)
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        ModelFindings.unmodelled("UIControl.menuAttachmentPoint(for:)")
        return .zero
    }

    /// UIKit: `func performPrimaryAction()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-performprimaryaction().md:16).
    /// Unmodelled: a call records `UIControl.performPrimaryAction()` and does nothing.
    @available(iOS, introduced: 17.4)
    open func performPrimaryAction() {
        ModelAvailability.require("UIControl.performPrimaryAction()", introduced: 17)
        ModelFindings.unmodelled("UIControl.performPrimaryAction()")
    }

    /// Storage of `toolTip`, generated.
    private var modelStoredToolTip: Optional<String?> = nil
    /// UIKit: `var toolTip: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-tooltip.md:16).
    /// Stored: keeps what is set; a read before any set records `UIControl.toolTip` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var toolTip: String? {
        get {
            if let value = modelStoredToolTip { return value }
            ModelAvailability.require("UIControl.toolTip", introduced: 15)
            ModelFindings.unmodelled("UIControl.toolTip")
            return nil
        }
        set {
            modelStoredToolTip = newValue
        }
    }

    /// UIKit: `var toolTipInteraction: UIToolTipInteraction? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontrol-tooltipinteraction.md:16).
    /// Unmodelled: reading records `UIControl.toolTipInteraction` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var toolTipInteraction: UIToolTipInteraction? {
        get {
            ModelAvailability.require("UIControl.toolTipInteraction", introduced: 15)
            ModelFindings.unmodelled("UIControl.toolTipInteraction")
            return nil
        }
    }
    // cellspec:generated:end
}

/// Apple: UIEvent — the model delivers no touch events; the type exists for signatures.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var allTouches: Set<UITouch>? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:57).
    /// Unmodelled: reading records `UIEvent.allTouches` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var allTouches: Set<UITouch>? {
        get {
            ModelFindings.unmodelled("UIEvent.allTouches")
            return nil
        }
    }

    /// UIKit: `var buttonMask: UIEvent.ButtonMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:55).
    /// Unmodelled: reading records `UIEvent.buttonMask` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var buttonMask: UIEvent.ButtonMask {
        get {
            ModelFindings.unmodelled("UIEvent.buttonMask")
            return []
        }
    }

    /// UIKit: `func coalescedTouches(for touch: UITouch) -> [UITouch]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:62).
    /// Unmodelled: a call records `UIEvent.coalescedTouches(for:)` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        ModelFindings.unmodelled("UIEvent.coalescedTouches(for:)")
        return nil
    }

    /// UIKit: `var modifierFlags: UIKeyModifierFlags { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:53).
    /// Unmodelled: reading records `UIEvent.modifierFlags` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var modifierFlags: UIKeyModifierFlags {
        get {
            ModelFindings.unmodelled("UIEvent.modifierFlags")
            return []
        }
    }

    /// UIKit: `func predictedTouches(for touch: UITouch) -> [UITouch]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:64).
    /// Unmodelled: a call records `UIEvent.predictedTouches(for:)` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        ModelFindings.unmodelled("UIEvent.predictedTouches(for:)")
        return nil
    }

    /// UIKit: `var subtype: UIEvent.EventSubtype { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:50).
    /// Unmodelled: reading records `UIEvent.subtype` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var subtype: UIEvent.EventSubtype {
        get {
            ModelFindings.unmodelledStop("UIEvent.subtype")
        }
    }

    /// UIKit: `var timestamp: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:52).
    /// Unmodelled: reading records `UIEvent.timestamp` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var timestamp: TimeInterval {
        get {
            ModelFindings.unmodelled("UIEvent.timestamp")
            return 0
        }
    }

    /// UIKit: `func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:60).
    /// Unmodelled: a call records `UIEvent.touches(for:)` and returns `nil`.
    @available(iOS, introduced: 3.2)
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        ModelFindings.unmodelled("UIEvent.touches(for:)")
        return nil
    }

    /// UIKit: `func touches(for view: UIView) -> Set<UITouch>?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:59).
    /// Unmodelled: a call records `UIEvent.touches(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func touches(for view: UIView) -> Set<UITouch>? {
        ModelFindings.unmodelled("UIEvent.touches(for:)")
        return nil
    }

    /// UIKit: `func touches(for window: UIWindow) -> Set<UITouch>?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:58).
    /// Unmodelled: a call records `UIEvent.touches(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        ModelFindings.unmodelled("UIEvent.touches(for:)")
        return nil
    }

    /// UIKit: `var type: UIEvent.EventType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:48).
    /// Unmodelled: reading records `UIEvent.type` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var type: UIEvent.EventType {
        get {
            ModelFindings.unmodelledStop("UIEvent.type")
        }
    }
    // cellspec:generated:end
}
