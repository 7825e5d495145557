import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How long each stage of one ``SuiteRunner`` run took, so the pipeline's timing breakdown and its
/// code name the same stages.
///
/// With `CELLSPEC_STAGE_TIMINGS` set to a path, a run writes them there as JSON (`cellspec bench`
/// reads them for its breakdown); nothing else is written or printed.
public struct StageTimings: Codable, Sendable, Equatable {
    public enum Stage: String, Codable, CaseIterable, Sendable {
        case keys, generation, model, compile, run, cache, judge
    }

    /// Seconds per stage.
    public var seconds: [String: Double] = [:]
    /// Seconds from the process's start to the runner's: starting cellspec and reading the pages.
    public var startedAfter: Double?
    /// Seconds from the process's start to the runner's end.
    public var endedAfter: Double?
    /// Runs a fork server forked, and runs started as programs of their own.
    public var forkedRuns: Int?
    public var startedRuns: Int?

    public init() {}

    public subscript(stage: Stage) -> Double { seconds[stage.rawValue] ?? 0 }

    /// The environment variable naming the file a run writes its timings to.
    public static let fileVariable = "CELLSPEC_STAGE_TIMINGS"

    mutating func measure<T>(_ stage: Stage, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { seconds[stage.rawValue, default: 0] += (ContinuousClock.now - start).seconds }
        return try body()
    }

    mutating func measure<T>(_ stage: Stage, _ body: () async throws -> T) async rethrows -> T {
        let start = ContinuousClock.now
        defer { seconds[stage.rawValue, default: 0] += (ContinuousClock.now - start).seconds }
        return try await body()
    }

    /// Records a stage timed apart (``duration(of:)``), one that overlaps another.
    mutating func record(_ stage: Stage, _ duration: Duration) {
        seconds[stage.rawValue, default: 0] += duration.seconds
    }

    /// How long `body` took.
    static func duration(of body: () async throws -> Void) async rethrows -> Duration {
        let start = ContinuousClock.now
        try await body()
        return ContinuousClock.now - start
    }

    func writeIfRequested() {
        guard let path = ProcessInfo.processInfo.environment[Self.fileVariable], !path.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Seconds since this process started (Linux: `/proc/self/stat`'s start time against
    /// `/proc/uptime`, to the kernel's clock tick); nil where that cannot be read.
    static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")"),
            let now = Double(uptime.split(separator: " ").first ?? "")
        else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
