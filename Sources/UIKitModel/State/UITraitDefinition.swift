import Foundation

/// A trait a view can observe with `registerForTraitChanges(_:handler:)` (iOS 17).
///
/// Apple: UITraitDefinition — the system traits are types such as `UITraitUserInterfaceStyle`,
/// `UITraitHorizontalSizeClass`, `UITraitVerticalSizeClass`, `UITraitPreferredContentSizeCategory`,
/// `UITraitUserInterfaceIdiom`, `UITraitDisplayScale` and (iOS 18) `UITraitListEnvironment`;
/// `UITrait` is `any UITraitDefinition.Type`. The model knows the traits it keeps in a
/// `UITraitCollection`.
public protocol UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    static var identifier: String { get }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `static var affectsColorAppearance: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitdefinition-affectscolorappearance.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    static var affectsColorAppearance: Bool { get }

    /// UIKit: `static var name: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitdefinition-name.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    static var name: String { get }
    // cellspec:generated:end
}

/// Apple: UITrait.
public typealias UITrait = any UITraitDefinition.Type

/// Apple: UITraitUserInterfaceStyle (iOS 17).
public enum UITraitUserInterfaceStyle: UITraitDefinition { public static let identifier = "UITraitUserInterfaceStyle" }
/// Apple: UITraitHorizontalSizeClass (iOS 17).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
}
/// Apple: UITraitVerticalSizeClass (iOS 17).
public enum UITraitVerticalSizeClass: UITraitDefinition { public static let identifier = "UITraitVerticalSizeClass" }
/// Apple: UITraitPreferredContentSizeCategory (iOS 17).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
}
/// Apple: UITraitUserInterfaceIdiom (iOS 17).
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static let identifier = "UITraitUserInterfaceIdiom" }
/// Apple: UITraitDisplayScale (iOS 17).
public enum UITraitDisplayScale: UITraitDefinition { public static let identifier = "UITraitDisplayScale" }
/// Apple: UITraitListEnvironment (iOS 18).
public enum UITraitListEnvironment: UITraitDefinition { public static let identifier = "UITraitListEnvironment" }

extension UITraitCollection.Values {
    /// The value of one trait, for comparing before and after a change. Model internals.
    func modelValue(of trait: UITrait) -> AnyHashable? {
        switch trait.identifier {
        case UITraitUserInterfaceStyle.identifier: return userInterfaceStyle
        case UITraitHorizontalSizeClass.identifier: return horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: return verticalSizeClass
        case UITraitPreferredContentSizeCategory.identifier: return preferredContentSizeCategory
        case UITraitUserInterfaceIdiom.identifier: return userInterfaceIdiom
        case UITraitDisplayScale.identifier: return displayScale
        case UITraitListEnvironment.identifier: return listEnvironment
        default: return nil
        }
    }
}

/// Apple: UITraitChangeRegistration (iOS 17) — the token `registerForTraitChanges` returns, for
/// `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration of a view for trait changes. Model internals.
@MainActor
final class ModelTraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UIView, UITraitCollection) -> Void
    var last: UITraitCollection.Values

    init(traits: [UITrait], last: UITraitCollection.Values, handler: @escaping (UIView, UITraitCollection) -> Void) {
        self.traits = traits
        self.last = last
        self.handler = handler
    }
}

/// Apple: UITraitChangeObservable (iOS 17) — views register handlers for changes of chosen traits.
@MainActor @preconcurrency
public protocol UITraitChangeObservable: AnyObject {
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func registerForTraitChanges( _ traits: [UITrait], action: Selector ) -> any UITraitChangeRegistration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitchangeobservable-registerfortraitchanges(_:action:).md:16).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    // cellspec:generated:end
}

extension UIView: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIView {
    /// Apple: registerForTraitChanges(_:handler:) (iOS 17) — "the system calls the handler when
    /// any of the specified traits change", with the view and its *previous* trait collection;
    /// changes of other traits do not call it.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration
    {
        ModelAvailability.require("UIView.registerForTraitChanges(_:handler:)", introduced: 17)
        let registration = ModelTraitChangeRegistration(traits: traits, last: traitCollection.values) {
            view, previous in
            if let view = view as? Self { handler(view, previous) }
        }
        modelExtras.traitRegistrations.append(registration)
        return registration
    }

    /// Apple: registerForTraitChanges(_:target:action:) (iOS 17) — sends the action to the target
    /// (with the view as sender) when one of the traits changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        let object = target as AnyObject
        return registerForTraitChanges(traits) { [weak object] (view: Self, _: UITraitCollection) in
            action.modelSend(to: object, from: view)
        }
    }

    /// Apple: unregisterForTraitChanges(_:) (iOS 17).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        modelExtras.traitRegistrations.removeAll { $0 === registration }
    }
}

extension UIView {
    /// Calls the handlers whose traits changed since they last looked. Model internals.
    func modelNotifyTraitRegistrations() {
        guard !modelExtras.traitRegistrations.isEmpty else { return }
        let now = traitCollection.values
        for registration in modelExtras.traitRegistrations {
            let changed = registration.traits.contains {
                now.modelValue(of: $0) != registration.last.modelValue(of: $0)
            }
            let previous = UITraitCollection(values: registration.last)
            registration.last = now
            if changed { registration.handler(self, previous) }
        }
    }
}
