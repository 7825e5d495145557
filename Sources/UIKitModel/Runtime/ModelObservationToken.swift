import Foundation

/// Remembers that an `@Observable` property read during a configuration update changed.
/// Model internals: `withObservationTracking`'s `onChange` may run on any thread, so it only flips
/// this flag; the cell reads it as "needs update" on the main actor.
final class ModelObservationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false

    func fire() {
        lock.lock()
        fired = true
        lock.unlock()
    }

    var hasFired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }
}
