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

/// Counts the runs of a check across the builds and tasks that run them: the runs planned so far
/// (each build adds its own once it is linked) and those finished.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var planned = 0
    private var finished = 0

    /// `runs` more to come; every run planned so far.
    func plan(_ runs: Int) -> Int {
        lock.withLock {
            planned += runs
            return planned
        }
    }

    /// One more finished; how many are, of how many planned so far.
    func next() -> (done: Int, total: Int) {
        lock.withLock {
            finished += 1
            return (finished, planned)
        }
    }
}
