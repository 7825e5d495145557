import Foundation

/// A trait of a trait collection: one of UIKit's (`UITraitUserInterfaceStyle`, …) or an app's own.
///
/// Apple: UITraitDefinition (iOS 17) — "Defining `defaultValue` is the minimum requirement to
/// conform to this protocol"; `Value` is the type of `defaultValue`; "the protocol defines default
/// implementations for `name` and `identifier`"; `affectsColorAppearance` is `true` only for a trait
/// that opts in, so its default is `false`
/// (developer.apple.com/documentation/uikit/uitraitdefinition-64c15). A custom trait is read with
/// `traitCollection[MyTrait.self]` and set through ``UIMutableTraits`` or `traitOverrides`
/// (developer.apple.com/documentation/uikit/providing-data-to-the-view-hierarchy-with-custom-traits).
/// The system traits the model keeps are the enums below; `UITrait` is `any UITraitDefinition.Type`.
public protocol UITraitDefinition {
    /// Apple: UITraitDefinition.Value — the type of the trait's value.
    associatedtype Value
    /// Apple: UITraitDefinition.defaultValue — the value of a collection that does not set the trait.
    static var defaultValue: Self.Value { get }
    /// Apple: UITraitDefinition.identifier — the trait's unique key.
    static var identifier: String { get }
    /// Apple: UITraitDefinition.name — a name for debugging.
    static var name: String { get }
    /// Apple: UITraitDefinition.affectsColorAppearance — whether a change redraws dynamic colors.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// Apple: UITraitDefinition.identifier — the protocol's default implementation; the model spells
    /// the type's full name, which tells two traits of the same name in different types apart.
    public static var identifier: String { String(reflecting: self) }
    /// Apple: UITraitDefinition.name — the protocol's default implementation: the type's name.
    public static var name: String { String(describing: self) }
    /// Apple: a trait affects color appearance only when it implements this to return `true`.
    public static var affectsColorAppearance: Bool { false }
}

/// Apple: UITrait.
public typealias UITrait = any UITraitDefinition.Type

/// Apple: UITraitUserInterfaceStyle (iOS 17); its value is a `UIUserInterfaceStyle`, unspecified by default.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
}
/// Apple: UITraitHorizontalSizeClass (iOS 17); its value is a `UIUserInterfaceSizeClass`, unspecified by default.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
/// Apple: UITraitVerticalSizeClass (iOS 17); its value is a `UIUserInterfaceSizeClass`, unspecified by default.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
/// Apple: UITraitPreferredContentSizeCategory (iOS 17); its value is a `UIContentSizeCategory`, unspecified by default.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIContentSizeCategory = .unspecified
}
/// Apple: UITraitUserInterfaceIdiom (iOS 17); its value is a `UIUserInterfaceIdiom`, unspecified by default.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
}
/// Apple: UITraitDisplayScale (iOS 17); its value is a `CGFloat`, 0 (unspecified) by default.
public enum UITraitDisplayScale: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitDisplayScale"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: CGFloat = 0
}
/// Apple: UITraitListEnvironment (iOS 18); its value is a `UIListEnvironment`, unspecified by default.
public enum UITraitListEnvironment: UITraitDefinition {
    /// Apple: UITraitDefinition.identifier.
    public static let identifier = "UITraitListEnvironment"
    /// Apple: UITraitDefinition.defaultValue — a system trait is unspecified until set.
    public static let defaultValue: UIListEnvironment = .unspecified
}

extension UITraitCollection.Values {
    /// One system trait's field: where `Values` keeps it, and how to read, write, compare and
    /// reset it without knowing its type. Model internals.
    struct SystemField: Sendable {
        let read: @Sendable (UITraitCollection.Values) -> AnyHashable
        /// Writes a value of the field's type; `false` when the value has another type.
        let write: @Sendable (inout UITraitCollection.Values, Any) -> Bool
        /// Takes the field from `top` when `top` sets it (not the unspecified value).
        let takeSet: @Sendable (inout UITraitCollection.Values, UITraitCollection.Values) -> Void
        /// Makes the field unspecified again.
        let reset: @Sendable (inout UITraitCollection.Values) -> Void

        init<Value: Hashable & Sendable>(_ field: WritableKeyPath<UITraitCollection.Values, Value> & Sendable) {
            let unspecified = UITraitCollection.Values()[keyPath: field]
            read = { $0[keyPath: field] }
            write = { values, value in
                guard let value = value as? Value else { return false }
                values[keyPath: field] = value
                return true
            }
            takeSet = { values, top in
                if top[keyPath: field] != unspecified { values[keyPath: field] = top[keyPath: field] }
            }
            reset = { $0[keyPath: field] = unspecified }
        }
    }

    /// The system traits the model keeps, by `UITraitDefinition.identifier`; every other trait is a
    /// custom one, kept in `custom`. Model internals.
    static let systemFields: [String: SystemField] = [
        UITraitUserInterfaceStyle.identifier: SystemField(\.userInterfaceStyle),
        UITraitHorizontalSizeClass.identifier: SystemField(\.horizontalSizeClass),
        UITraitVerticalSizeClass.identifier: SystemField(\.verticalSizeClass),
        UITraitPreferredContentSizeCategory.identifier: SystemField(\.preferredContentSizeCategory),
        UITraitUserInterfaceIdiom.identifier: SystemField(\.userInterfaceIdiom),
        UITraitDisplayScale.identifier: SystemField(\.displayScale),
        UITraitListEnvironment.identifier: SystemField(\.listEnvironment),
    ]

    /// The value of one trait, for comparing before and after a change: a system trait's, or a
    /// custom trait's when the collection sets it. Model internals.
    func modelValue(of trait: UITrait) -> AnyHashable? {
        if let field = Self.systemFields[trait.identifier] { return field.read(self) }
        return custom[trait.identifier]
    }

    /// The trait's value: the system trait's field, the custom value the collection sets, or the
    /// trait's `defaultValue` (Apple: "the default value for this trait in a trait collection when
    /// no value has been set"). Model internals.
    func value<Trait: UITraitDefinition>(of trait: Trait.Type) -> Trait.Value {
        if let value = modelValue(of: trait)?.base as? Trait.Value { return value }
        if let value = custom[trait.identifier]?.value as? Trait.Value { return value }
        return trait.defaultValue
    }

    /// Sets one trait's value. Model internals.
    mutating func set<Trait: UITraitDefinition>(_ value: Trait.Value, for trait: Trait.Type) {
        if let field = Self.systemFields[trait.identifier], field.write(&self, value) { return }
        custom[trait.identifier] = ModelTraitValue(value)
    }

    /// Whether the collection sets the trait (a system trait not unspecified, or a custom value).
    /// Model internals.
    func sets(_ trait: UITrait) -> Bool {
        modelValue(of: trait) != UITraitCollection.Values().modelValue(of: trait)
    }

    /// Makes the trait unspecified again. Model internals.
    mutating func remove(_ trait: UITrait) {
        if let field = Self.systemFields[trait.identifier] {
            field.reset(&self)
        } else {
            custom[trait.identifier] = nil
        }
    }

    /// These values with every trait `top` sets taken from `top`, as `init(traitsFrom:)` combines
    /// collections (Apple: specified values of later collections win). Model internals.
    func overridden(by top: UITraitCollection.Values) -> UITraitCollection.Values {
        var merged = self
        for field in Self.systemFields.values { field.takeSet(&merged, top) }
        merged.custom.merge(top.custom) { _, top in top }
        return merged
    }
}

/// A custom trait's value as a trait collection keeps it. Two values are equal when their type is
/// `Equatable` and `==` says so (Apple: "the system frequently tests trait values for equality, so
/// structures need an efficient implementation of `Equatable`"); objects that are not `Equatable`
/// are equal when identical; other values when they print the same. Model internals.
struct ModelTraitValue: Hashable, @unchecked Sendable {
    let value: Any

    init(_ value: Any) { self.value = value }

    static func == (lhs: ModelTraitValue, rhs: ModelTraitValue) -> Bool {
        if let equatable = lhs.value as? any Equatable { return equatable.modelEquals(rhs.value) }
        if type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass {
            return (lhs.value as AnyObject) === (rhs.value as AnyObject)
        }
        return String(reflecting: lhs.value) == String(reflecting: rhs.value)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: value))) }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one. Model internals.
    fileprivate func modelEquals(_ other: Any) -> Bool { (other as? Self) == self }
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
