import Foundation

/// Enforces how a diffable data source may be applied: never while an apply is running, and
/// always from the same kind of thread. Model internals.
///
/// Apple (UICollectionViewDiffableDataSource; WWDC 2019 "Advances in UI Data Sources"): apply
/// from the main queue or from one background queue, consistently; mixing, or applying
/// reentrantly (e.g. from a cell provider), hits
/// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS`
/// (UIKIT-FACTS). The model's observable notion of a queue is main versus not main: whether the
/// code runs on the main dispatch queue (found with a queue-specific key), which is where the
/// main actor runs; a Swift 5 example's `DispatchQueue.global().async { dataSource.apply(…) }`
/// runs elsewhere. Two different background queues are not told apart.
struct ModelApplyGuard {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Model extension for unit tests: pretend the next applies run on this kind of queue.
    @TaskLocal static var simulatedThread: ThreadKind?

    static var currentThread: ThreadKind {
        simulatedThread ?? (DispatchQueue.getSpecific(key: mainQueueKey) == true ? .main : .background)
    }

    enum ThreadKind: String { case main, background }

    /// The advice UIKit's own warning and exception end with (UIKit's messages as reported in
    /// anyproto/anytype-swift#998: "applying updates in a non-thread confined manner is dangerous
    /// and can lead to deadlocks", "Deadlock detected: calling this method on the main queue with
    /// outstanding async updates is not permitted and will deadlock").
    static let mixedQueuesAdvice =
        "Please always submit updates either always on the main queue or always off the main queue."

    private(set) var threadKind: ThreadKind?
    private(set) var applying = false

    /// Starts an apply; false (after a fault) when it must not run.
    mutating func begin() -> Bool {
        let current = Self.currentThread
        if applying {
            ModelFindings.fault(
                .applyReentrantOrMixedThreads, "apply was called while another apply was running (reentrant).")
            return false
        }
        if let threadKind, threadKind != current {
            ModelFindings.fault(
                .applyReentrantOrMixedThreads,
                "Snapshots were applied on the \(threadKind.rawValue) queue before, now on a \(current.rawValue) queue. "
                    + Self.mixedQueuesAdvice)
            return false
        }
        threadKind = current
        applying = true
        return true
    }

    mutating func end() { applying = false }
}
