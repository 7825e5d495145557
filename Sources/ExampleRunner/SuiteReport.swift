import Foundation
import SpecPages

/// Everything one check run concluded, in page order.
///
/// Its JSON encoding is the `--format json` report, documented field by field in the README
/// ("JSON report"). Any change to the encoded shape must raise ``currentSchemaVersion``.
public struct SuiteReport: Codable, Sendable {
    /// The version of the JSON shape this build writes and reads.
    public static let currentSchemaVersion = 2

    /// The JSON shape's version; readers refuse versions they do not know.
    public var schemaVersion = SuiteReport.currentSchemaVersion
    public var results: [ExampleResult]
    public var markupDiagnostics: [MarkupDiagnostic]
    public var toolchainVersion: String
    public var modelKey: String
    public var modelBuildSeconds: Double
    public var compileSeconds: Double
    public var runSeconds: Double
    /// How many whole-module compiles of several examples ran (one per language mode when all compile).
    public var mergedCompiles: Int
    /// How many examples were type-checked alone to confirm a compile failure.
    public var soloTypechecks: Int
    /// How many type-checks of several examples at once ran (each example in its own file).
    public var typecheckBatches: Int = 0
    /// How many examples' compile findings and runs came from the result cache.
    public var cacheHits: Int = 0
    /// How many runs a fork server forked (``ForkServer``); how this check ran, not in the JSON report.
    public var forkedRuns = 0
    /// How many runs started as programs of their own (no server, or one that could not run them);
    /// not in the JSON report.
    public var startedRuns = 0
    /// What the examples' sandbox lacked on this machine, as one sentence; nil when they had all of
    /// it (see `ExampleSandbox.Level`). In the JSON report as `sandbox`, absent when nil.
    public var sandboxShortfall: String? = nil

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, results, markupDiagnostics, toolchainVersion, modelKey, modelBuildSeconds
        case compileSeconds, runSeconds, mergedCompiles, soloTypechecks, typecheckBatches, cacheHits
        case sandboxShortfall = "sandbox"
    }

    public var passedCount: Int { results.count { $0.verdict == .passed } }
    public var failedCount: Int { results.count { $0.verdict == .failed } }
    public var skippedCount: Int { results.count { $0.verdict == .skipped } }
    /// Examples that called a member the model declares but does not implement: neither passed nor failed.
    public var notCheckableCount: Int { results.count { $0.verdict == .notCheckable } }

    /// Whether the run is green: no failed example and no markup problem.
    public var succeeded: Bool { failedCount == 0 && markupDiagnostics.isEmpty }

    public func results(forPage path: String) -> [ExampleResult] {
        results.filter { $0.example.location.file == path }
    }
}

extension SuiteReport {
    /// The problem with a JSON report that this build cannot read.
    public struct UnsupportedSchema: Error, CustomStringConvertible {
        public var version: Int
        public var description: String {
            "report schema version \(version) is not supported (this build reads version \(SuiteReport.currentSchemaVersion))"
        }
    }

    /// Reads a report written by `--format json`, refusing a schema version this build does not know.
    public static func decodeJSON(_ data: Data) throws -> SuiteReport {
        struct Version: Decodable { var schemaVersion: Int }
        let version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
        guard version == currentSchemaVersion else { throw UnsupportedSchema(version: version) }
        return try JSONDecoder().decode(SuiteReport.self, from: data)
    }

    /// The `--format json` document: stable key order, two-space indentation, one trailing newline.
    public func encodedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
