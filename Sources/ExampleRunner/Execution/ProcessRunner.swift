import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion or to its time limit, with its output in files (so a child that
/// fills one pipe can never block on it), and reports how it ended.
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
        workingDirectory: URL? = nil, timeout: Duration? = nil
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

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err

        let start = ContinuousClock.now
        let timedOut = TimeoutFlag()
        var watchdog: Task<Void, Never>?
        defer { watchdog?.cancel() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            if let timeout {
                let pid = process.processIdentifier
                watchdog = Task.detached {
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    if process.isRunning {
                        timedOut.set()
                        kill(pid, SIGKILL)
                    }
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let termination: Outcome.Termination =
            if timedOut.isSet {
                .timedOut
            } else if process.terminationReason == .uncaughtSignal {
                .signalled(process.terminationStatus)
            } else {
                .exited(process.terminationStatus)
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

/// Set once from the timeout task, read after the process ends.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
