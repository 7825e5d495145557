import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What happens after an example's last statement and before its run ends: the work it started is
/// let finish, as an app's run loop lets it. Model runtime, not UIKit API.
///
/// An app does not end when a method returns: a `Task { … }` started on the main actor, a
/// `DispatchQueue.main.async` block, a detached task or a background queue's block that hops back to
/// the main queue all run while the main run loop turns (Apple: DispatchQueue.main, the queue of the
/// main thread, which an app's main run loop serves; Task.init, a task inherits the actor context it
/// is made in, so one made on the main actor waits for the main queue). An
/// example's run used to end at its return, so that work was dropped, or cut off at a point that
/// depended on the machine's load. Now, after an example that never awaits (most do not), the main
/// queue is drained, and drained again for as long as
/// another thread of the process is running (work on the way back to the main queue), up to
/// ``limit``; a timer that has not fired by then (`Task.sleep`, `asyncAfter`) and work still running
/// at the limit are cut off as before, and the runner reports lines they send after the end
/// (`channel.after-end`). An example that awaits ends inside a task on the main actor, where the
/// run loop cannot be turned; its run ends at its return, as before.
@_spi(CellSpecHarness) public enum ExampleAftermath {
    /// How long the work an example started may go on after it returns.
    public static let limit: TimeInterval = 1

    /// Set on the main queue once the main queue has run everything enqueued before it.
    private final class Sentinel: @unchecked Sendable {
        var reached = false
    }

    /// Lets the work a synchronous example started finish: called on the main thread, outside any
    /// main-queue block, so running the main run loop drains the main queue.
    @MainActor static func letStartedWorkFinish() {
        guard canStartThread() else { return }
        let deadline = Date(timeIntervalSinceNow: limit)
        repeat {
            let sentinel = Sentinel()
            DispatchQueue.main.async { sentinel.reached = true }
            while !sentinel.reached && Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
            }
        } while otherThreadsRunning() && Date() < deadline
    }

    /// Whether the process may start a thread: false once its process limit is reached (an example
    /// that forked until refused). Dispatch then retries starting one without end, so the run loop
    /// must not be turned; and no work waiting for a thread could run anyway.
    static func canStartThread() -> Bool {
        #if os(Linux)
            var thread = pthread_t()
            guard pthread_create(&thread, nil, { _ in nil }, nil) == 0 else { return false }
            pthread_join(thread, nil)
        #endif
        return true
    }

    /// Whether a thread of this process other than the calling one is running or ready to run (state
    /// `R` in `/proc/self/task/*/stat`): work that may still hop back to the main queue. False where
    /// `/proc` cannot be read (then the main queue is drained once).
    static func otherThreadsRunning() -> Bool {
        #if os(Linux)
            guard let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
                let ownThread = own.split(separator: "/").last,
                let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
            else { return false }
            for thread in threads where thread != ownThread {
                guard let stat = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { continue }
                // `pid (name) S …`: the state follows the name, which may itself hold parentheses.
                let state = stat[stat.index(after: close)...].first { !$0.isWhitespace }
                if state == "R" { return true }
            }
            return false
        #else
            return false
        #endif
    }
}
