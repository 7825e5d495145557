import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion or to its time limit, with its output in files (so a child that
/// fills one pipe can never block on it), and reports how it ended.
///
/// The program leads a new process group (``ChildProcess``), so a timeout kills the whole group,
/// and whatever the program left running in its group is killed when it ends: an example's
/// background children never outlive it.
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

    func run(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil, timeout: Duration? = nil, channel: ModelChannel? = nil
    ) async throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }

        let start = ContinuousClock.now
        let child = try ChildProcess.spawn(
            executable.path, arguments: arguments, environment: environment, workingDirectory: workingDirectory?.path,
            standardOutput: out.fileDescriptor, standardError: err.fileDescriptor, channel: channel?.writeEnd)
        // Only the example's process (and what it starts) holds the write end now: the pipe ends with them.
        channel?.closeWriteEnd()
        let timedOut = TimeoutFlag()
        let pid = child.pid
        let watchdog = timeout.map { timeout in
            Watchdog(after: timeout) {
                timedOut.set()
                kill(-pid, SIGKILL)
            }
        }
        let (ended, end) = await child.wait()
        watchdog?.cancel()
        let elapsed = end - start
        // The leader has ended; its group's id stays reserved while any member lives, so this reaches
        // only what it left behind.
        kill(-child.pid, SIGKILL)
        let termination: Outcome.Termination =
            switch ended {
            case .signalled(SIGKILL) where timedOut.isSet: .timedOut
            case .signalled(let signal): .signalled(signal)
            case .exited(let status): .exited(status)
            }
        return Outcome(
            termination: termination, standardOutput: read(outURL), standardError: read(errURL),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    private func read(_ url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: outputLimit)) ?? nil
        let text = String(decoding: data ?? Data(), as: UTF8.self)
        let total = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return total > outputLimit ? text + "\n… (\(total - outputLimit) more bytes not kept)" : text
    }
}

/// Set once by the watchdog, read after the process ends.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
