import Foundation

/// Where a check run is, for a live progress line (`SuiteRunner.Options.progress`): reported from
/// whichever task reached the step, so a receiver must be safe to call from any thread.
public enum SuiteProgress: Sendable, Equatable {
    /// The examples to check are known: `total` of them, `cached` taken from the result cache.
    case planned(total: Int, cached: Int)
    /// The model is built (or was already).
    case modelBuilt
    /// Every example that needed it was compiled; `runs` example processes are to come.
    case compiled(runs: Int)
    /// One more example process ended: `done` of `total`.
    case ran(done: Int, total: Int)
}

/// Counts finished runs across the tasks that run them.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// One more; the new count.
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
