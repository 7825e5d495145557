import Foundation

/// A method named for target-action, the value `#selector(…)` produces.
///
/// Apple: Selector (Objective-C runtime; Swift's `#selector` expression). Linux has no
/// Objective-C runtime, so a name alone cannot be called. The model's `Selector` carries the
/// method as well when it is made from one (`Selector("didTap:", Controller.didTap(_:))`), and
/// then target-action really calls it; a selector made from a name only compares equal by name and
/// calls nothing. The generator rewrites `#selector(didTap(_:))` to the form with the method.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C selector name, e.g. `didTap:`.
    public let name: String
    let invoke: (@MainActor @Sendable (AnyObject, Any?) -> Void)?

    /// Apple: Selector.init(_:) — a selector from its name.
    public init(_ name: String) {
        self.name = name
        self.invoke = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// Model extension, not UIKit API: a selector for a method taking no argument.
    ///
    /// `@preconcurrency`, like UIKit's Objective-C declarations: Swift 5 code passes an unapplied
    /// method of a main-actor class (`Controller.refresh`, what the generator writes for
    /// `#selector(refresh)`) without a Sendable warning, as it passes `#selector` to UIKit.
    @preconcurrency public init<Target: AnyObject>(
        _ name: String, _ method: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.name = name
        self.invoke = { target, _ in
            if let target = target as? Target { method(target)() }
        }
    }

    /// Model extension, not UIKit API: a selector for a method taking the sender
    /// (`@preconcurrency` as above).
    @preconcurrency public init<Target: AnyObject, Sender>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.name = name
        self.invoke = { target, sender in
            guard let target = target as? Target else { return }
            if let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// Whether calling it reaches a method (model: false for a selector made from a name only).
    public var modelIsCallable: Bool { invoke != nil }

    /// Calls the method on `target` with `sender`, as `UIApplication.sendAction(_:to:from:for:)`
    /// does. Returns false when the selector carries no method or the target is nil.
    @MainActor
    @discardableResult
    func modelSend(to target: AnyObject?, from sender: Any?) -> Bool {
        guard let invoke, let target else { return false }
        invoke(target, sender)
        return true
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
