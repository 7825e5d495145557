import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a process to its end and measures it: wall time, and peak memory as the kernel reports it for
/// the process and every process it waited for (`wait4`'s `ru_maxrss`, the largest resident set of
/// any one of them, as `/usr/bin/time` reports it).
struct MeasuredProcess {
    struct Measurement {
        var seconds: Double
        /// Kibibytes.
        var peakMemory: Int
        var status: Int32
        /// User and system CPU time of the process and every process it waited for.
        var cpuSeconds: Double = 0
    }

    /// Runs `executable` with output sent to `log` (appended) or discarded, with cellspec's
    /// environment plus `environment`.
    static func run(
        _ executable: String, _ arguments: [String], log: String? = nil, environment: [String: String] = [:]
    ) throws
        -> Measurement
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let sink = log ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 1, sink, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, sink, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Measurement(
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            peakMemory: Int(usage.ru_maxrss), status: exitStatus,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
    }

    /// Runs several at once, at most `limit` at a time; the wall time is the whole batch's, the peak
    /// memory the largest of any one process.
    static func runAll(_ commands: [(String, [String])], limit: Int, log: String? = nil) throws -> Measurement {
        let start = ContinuousClock.now
        let results = ConcurrentResults(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: max(1, limit)) { worker in
            var index = worker
            while index < commands.count {
                results.set(index, Result { try run(commands[index].0, commands[index].1, log: log) })
                index += max(1, limit)
            }
        }
        let measured = try results.values.map { try $0!.get() }
        let elapsed = ContinuousClock.now - start
        return Measurement(
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            peakMemory: measured.map(\.peakMemory).max() ?? 0, status: measured.map(\.status).max() ?? 0,
            cpuSeconds: measured.map(\.cpuSeconds).reduce(0, +))
    }
}

/// Results filled in from several threads.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<MeasuredProcess.Measurement, Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<MeasuredProcess.Measurement, Error>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
