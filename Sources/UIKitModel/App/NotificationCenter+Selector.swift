import Foundation

/// Target-selector observers of notifications, which Linux's Foundation lacks (it has no
/// Objective-C runtime to send a selector).
///
/// Apple: NotificationCenter.addObserver(_:selector:name:object:) — "The method that aSelector
/// specifies must have one and only one argument (an instance of NSNotification)"; the center
/// sends it synchronously when a matching notification is posted, and "If your app targets iOS 9.0
/// and later … you don't need to unregister an observer": the center does not keep the observer
/// alive. `removeObserver(_:)` and `removeObserver(_:name:object:)` unregister it. The model's
/// selector carries its method (``Selector``); one made from a name only calls nothing, and a post
/// that reaches one is recorded as unmodelled (`model.unmodelled-api`).
extension NotificationCenter {
    /// Apple: NotificationCenter.addObserver(_:selector:name:object:).
    @MainActor
    public func addObserver(
        _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let weakObserver = ModelWeakObserver(observer)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let box = ModelNotificationBox(notification)
            MainActor.assumeIsolated {
                guard let observer = weakObserver.object else { return }
                if !aSelector.modelSend(to: observer, from: box.notification) {
                    ModelFindings.unmodelled(
                        "NotificationCenter.addObserver(_:selector:name:object:) with a selector naming no method")
                }
            }
        }
        ModelSelectorObservers.shared.add(token, observer: observer, name: aName, center: self)
    }

    /// Apple: NotificationCenter.removeObserver(_:) — removes every registration of `observer`,
    /// its target-selector ones included.
    @MainActor
    public func removeObserver(_ observer: AnyObject) {
        for token in ModelSelectorObservers.shared.remove(observer: observer, name: nil, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Apple: NotificationCenter.removeObserver(_:name:object:) — for `observer`'s target-selector
    /// registrations, those under `aName` (all of them when it is nil).
    @MainActor
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in ModelSelectorObservers.shared.remove(observer: observer, name: aName, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// Carries a notification into the main actor's closure. Notifications are posted and delivered on
/// the main thread in the model's examples.
private struct ModelNotificationBox: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
}

/// The observer, held weakly (Apple: the center does not keep it alive), carried into the
/// center's closure; it is only read on the main thread.
private final class ModelWeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The target-selector registrations, by observer, so they can be removed. Model extension.
@MainActor
final class ModelSelectorObservers {
    static let shared = ModelSelectorObservers()

    private struct Entry {
        weak var observer: AnyObject?
        let token: NSObjectProtocol
        let name: NSNotification.Name?
        weak var center: NotificationCenter?
    }

    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) {
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(observer: observer, token: token, name: name, center: center))
    }

    /// Removes and returns the tokens of `observer`'s registrations with `center` (under `name`, or all).
    func remove(observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) -> [NSObjectProtocol] {
        let matching = { (entry: Entry) in
            entry.observer === observer && entry.center === center && (name == nil || entry.name == name)
        }
        let tokens = entries.filter(matching).map(\.token)
        entries.removeAll(where: matching)
        return tokens
    }
}
