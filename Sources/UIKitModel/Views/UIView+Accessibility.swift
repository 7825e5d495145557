import Foundation

/// Apple: UIAccessibilityTraits — what an accessibility element is and how it behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// A custom action offered to assistive technologies (the VoiceOver rotor's Actions).
///
/// Apple: UIAccessibilityCustomAction — `init(name:actionHandler:)` (iOS 13), `name`,
/// `actionHandler`, which returns whether the action succeeded.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
    /// Apple: UIAccessibilityCustomAction.name.
    open var name: String
    /// Apple: UIAccessibilityCustomAction.image (iOS 14). Stored state.
    open var image: UIImage?
    /// Apple: UIAccessibilityCustomAction.actionHandler.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Apple: UIAccessibilityCustomAction.init(name:actionHandler:).
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Apple: UIAccessibilityCustomAction.init(name:image:actionHandler:).
    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Model extension, not UIKit API: the user chooses the action (VoiceOver's rotor). Returns
    /// the handler's result, false without a handler.
    @discardableResult
    public func modelPerform() -> Bool { actionHandler?(self) ?? false }
}

extension UIView {
    /// Apple: UIAccessibility.isAccessibilityElement — "The default value … is false unless the
    /// receiver is a standard UIKit control" (UIKit controls, labels and image views with an image
    /// answer true). The model answers true for `UILabel`, `UIControl` subclasses and
    /// `UIImageView` unless set.
    public var isAccessibilityElement: Bool {
        get { modelExtras.isAccessibilityElement ?? (self is UILabel || self is UIControl) }
        set { modelExtras.isAccessibilityElement = newValue }
    }

    /// Apple: UIAccessibility.accessibilityHint. Stored state.
    public var accessibilityHint: String? {
        get { modelExtras.accessibilityHint }
        set { modelExtras.accessibilityHint = newValue }
    }

    /// Apple: UIAccessibility.accessibilityValue. Stored state.
    public var accessibilityValue: String? {
        get { modelExtras.accessibilityValue }
        set { modelExtras.accessibilityValue = newValue }
    }

    /// Apple: UIAccessibilityIdentification.accessibilityIdentifier. Stored state.
    public var accessibilityIdentifier: String? {
        get { modelExtras.accessibilityIdentifier }
        set { modelExtras.accessibilityIdentifier = newValue }
    }

    /// Apple: UIAccessibility.accessibilityTraits (`.none` by default). Stored state.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { modelExtras.accessibilityTraits }
        set { modelExtras.accessibilityTraits = newValue }
    }

    /// Apple: UIAccessibility.accessibilityCustomActions (nil by default). Stored state; the model
    /// runs an action with ``UIAccessibilityCustomAction/modelPerform()``.
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { modelExtras.accessibilityCustomActions }
        set { modelExtras.accessibilityCustomActions = newValue }
    }

    /// Apple: UIAccessibility.accessibilityElementsHidden (false). Stored state.
    public var accessibilityElementsHidden: Bool {
        get { modelExtras.accessibilityElementsHidden }
        set { modelExtras.accessibilityElementsHidden = newValue }
    }
}
