import Foundation

/// Runs an action at a deadline on a thread of its own, unless cancelled first.
///
/// A time limit must hold however busy Swift's concurrency threads are: a `Task.sleep` watchdog
/// resumes only when a cooperative thread is free, and on a two-core machine a render or a
/// swift-syntax pass running elsewhere in the process can hold both for seconds, letting an example
/// outlive its limit by as much. A plain thread waiting on a condition has no such dependency.
final class Watchdog: @unchecked Sendable {
    private let condition = NSCondition()
    private var cancelled = false

    init(after delay: Duration, action: @escaping @Sendable () -> Void) {
        let deadline = Date(timeIntervalSinceNow: delay.seconds)
        let thread = Thread { [self] in
            condition.lock()
            while !cancelled && condition.wait(until: deadline) {}
            let fire = !cancelled
            condition.unlock()
            if fire { action() }
        }
        thread.name = "cellspec-watchdog"
        thread.start()
    }

    /// Stops the action from running, if it has not run yet.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.signal()
        condition.unlock()
    }
}
