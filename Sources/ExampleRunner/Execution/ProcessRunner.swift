import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion or to its time limit, with its output in files (so a child that
/// fills one pipe can never block on it), and reports how it ended.
///
/// The program runs in a new process group (``ChildProcess``); a timeout kills the whole group and
/// everything the program started (``ProcessTree``), and whatever the program left running in its
/// group is killed when it ends: an example's background children never outlive it.
struct ProcessRunner: Sendable {
    struct Outcome: Sendable {
        enum Termination: Equatable, Sendable {
            case exited(Int32)
            case signalled(Int32)
            case timedOut
        }

        var termination: Termination
        var standardOutput: String
        var standardError: String
        var seconds: Double
    }

    /// How much of each output stream is kept.
    var outputLimit = 256 * 1024
    /// Whether the program stops what it started when sent SIGINT: the Swift driver does, and runs
    /// each compiler job in a process group of its own, out of reach of its leash's group kill.
    var stopsJobsOnInterrupt = false

    func run(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil, timeout: Duration? = nil, channel: ModelChannel? = nil
    ) async throws -> Outcome {
        let out = try OutputFile()
        let err = try OutputFile()
        defer {
            out.release()
            err.release()
        }

        let start = ContinuousClock.now
        let child = try ChildProcess.spawn(
            executable.path, arguments: arguments, environment: environment, workingDirectory: workingDirectory?.path,
            standardOutput: out.descriptor, standardError: err.descriptor, channel: channel?.writeEnd, limit: timeout,
            stopsJobsOnInterrupt: stopsJobsOnInterrupt)
        // Only the example's process (and what it starts) holds the write end now: the pipe ends with them.
        channel?.closeWriteEnd()
        let timedOut = TimeoutFlag()
        let pid = child.pid
        let watchdog = timeout.map { timeout in
            Watchdog(after: timeout) {
                timedOut.set()
                ProcessTree.killAll(from: pid)
            }
        }
        let (ended, end) = await child.wait()
        watchdog?.cancel()
        let elapsed = end - start
        child.killGroup()
        // The child's own watchdog (``Leash``) fires only past the limit, if this one could not.
        let pastLimit = timeout.map { elapsed >= $0 } ?? false
        let termination: Outcome.Termination =
            switch ended {
            case .signalled(SIGKILL) where timedOut.isSet || pastLimit: .timedOut
            case .signalled(let signal): .signalled(signal)
            case .exited(let status): .exited(status)
            }
        return Outcome(
            termination: termination, standardOutput: out.read(limit: outputLimit),
            standardError: err.read(limit: outputLimit),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

/// Set once by the watchdog, read after the process ends.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
