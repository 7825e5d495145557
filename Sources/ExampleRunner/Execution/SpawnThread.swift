import Foundation

/// The one thread every child is started from.
///
/// Linux sends a child its parent-death signal (see ``Leash``) when the *thread* that started it
/// ends, not the process, and the threads Swift's concurrency runs on come and go. This thread
/// lives as long as the process, so a child's parent-death signal means cellspec itself has ended.
final class SpawnThread: @unchecked Sendable {
    static let shared = SpawnThread()

    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [self] in
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job()
            }
        }
        thread.name = "cellspec-spawn"
        thread.start()
    }

    /// Runs `start` on this thread and waits for it.
    func run(_ start: @escaping @Sendable () throws -> pid_t) throws -> pid_t {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Result<pid_t, Error>?>(nil)
        condition.lock()
        jobs.append {
            let outcome = Result { try start() }
            result.withLock { $0 = outcome }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
