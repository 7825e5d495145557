import Foundation
import SpecPages

/// Everything one check run concluded, in page order: of a strict check (`check`, `build`) or of a
/// lenient one (`check --lenient`), whose results carry the lenient judgement
/// (``ExampleResult/lenient``). Every writer (human, JSON, JUnit, GitHub), `merge` and the exit
/// status read this one model.
///
/// Its JSON encoding is the `--format json` report, documented field by field in the README
/// ("JSON report"). Any change to the encoded shape must raise ``currentSchemaVersion``.
public struct SuiteReport: Codable, Sendable {
    /// The version of the JSON shape this build writes and reads.
    public static let currentSchemaVersion = 3

    /// Which check produced a report.
    public enum Mode: String, Codable, Sendable {
        /// Spec pages with cellspec's markup (`check`, `build`).
        case strict
        /// Guides written without it (`check --lenient`).
        case lenient
    }

    /// A document a lenient check read, whether or not any of its blocks was selected.
    public struct Document: Hashable, Codable, Sendable {
        public var path: String
        /// Unlabeled code blocks that do not parse as Swift, skipped.
        public var skippedNonSwiftBlocks: Int

        public init(path: String, skippedNonSwiftBlocks: Int) {
            self.path = path
            self.skippedNonSwiftBlocks = skippedNonSwiftBlocks
        }
    }

    /// The JSON shape's version; readers refuse versions they do not know.
    public var schemaVersion = SuiteReport.currentSchemaVersion
    public var mode = Mode.strict
    /// The documents a lenient check read, in order; empty in a strict report. In the JSON report
    /// each comes with its counts (``summary(forPage:)``).
    public var documents: [Document] = []
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
    /// Of those, how many started so although fork servers were in use: no server could be started
    /// for the binary, or the one taken could not run the example within its limit and grace and was
    /// discarded (``ForkServerPool``). With servers, every started run is one of these; not in the JSON report.
    public var serverDeclinedRuns = 0
    /// What the examples' sandbox lacked on this machine, as one sentence; nil when they had all of
    /// it (see `ExampleSandbox.Level`). In the JSON report as `sandbox`, absent when nil.
    public var sandboxShortfall: String? = nil

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, mode, documents, results, markupDiagnostics, toolchainVersion, modelKey, modelBuildSeconds
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

    /// The counts the JSON report's `summary` holds and the human summary prints: by verdict, and in a
    /// lenient report by outcome too.
    public struct Summary: Hashable, Codable, Sendable {
        public var examples = 0
        public var passed = 0
        public var failed = 0
        public var skipped = 0
        public var notCheckable = 0
        /// Lenient only: the blocks, and how many of them compiled (after inference), were classified,
        /// and came to each outcome.
        public var lenient: LenientCounts?

        public init(_ results: [ExampleResult], mode: Mode) {
            examples = results.count
            passed = results.count { $0.verdict == .passed }
            failed = results.count { $0.verdict == .failed }
            skipped = results.count { $0.verdict == .skipped }
            notCheckable = results.count { $0.verdict == .notCheckable }
            if mode == .lenient { lenient = LenientCounts(results.compactMap(\.lenient)) }
        }
    }

    /// A lenient check's counts by outcome (``LenientJudgement``).
    public struct LenientCounts: Hashable, Codable, Sendable {
        public var blocks = 0
        public var classified = 0
        /// Classified blocks that compiled after inference.
        public var compiled = 0
        public var passed = 0
        public var confirmed = 0
        public var findings = 0
        public var advice = 0
        public var notCheckable = 0
        public var unclassified = 0
        /// Unclassified blocks that compiled; with ``compiled``, every block whose result says `compiled: true`.
        public var unclassifiedCompiled = 0
        /// Unclassified blocks that compiled and ran without an error, deprecation, fault or violation.
        public var unclassifiedClean = 0

        public init(_ judgements: [LenientJudgement]) {
            blocks = judgements.count
            classified = judgements.count { $0.outcome != .unclassified }
            compiled = judgements.count { $0.outcome != .unclassified && $0.compiled }
            passed = judgements.count { $0.outcome == .passed }
            confirmed = judgements.count { $0.outcome == .confirmed }
            findings = judgements.count { $0.outcome == .finding }
            advice = judgements.count { $0.outcome == .advice }
            notCheckable = judgements.count { $0.outcome == .uncheckable }
            unclassified = judgements.count { $0.outcome == .unclassified }
            unclassifiedCompiled = judgements.count { $0.outcome == .unclassified && $0.compiled }
            unclassifiedClean = judgements.count { $0.outcome == .unclassified && $0.compiled && $0.diagnosis == nil }
        }
    }

    /// The run's counts.
    public var summary: Summary { Summary(results, mode: mode) }

    /// A document's counts: its results' (a lenient report's documents; any page's in a strict one).
    public func summary(forPage path: String) -> Summary { Summary(results(forPage: path), mode: mode) }

    /// The report with the derived `summary` (and, in a lenient report, each document's) beside the
    /// stored fields; decoding reads the stored fields only.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(mode, forKey: .mode)
        try container.encode(results, forKey: .results)
        try container.encode(markupDiagnostics, forKey: .markupDiagnostics)
        try container.encode(toolchainVersion, forKey: .toolchainVersion)
        try container.encode(modelKey, forKey: .modelKey)
        try container.encode(modelBuildSeconds, forKey: .modelBuildSeconds)
        try container.encode(compileSeconds, forKey: .compileSeconds)
        try container.encode(runSeconds, forKey: .runSeconds)
        try container.encode(mergedCompiles, forKey: .mergedCompiles)
        try container.encode(soloTypechecks, forKey: .soloTypechecks)
        try container.encode(typecheckBatches, forKey: .typecheckBatches)
        try container.encode(cacheHits, forKey: .cacheHits)
        try container.encodeIfPresent(sandboxShortfall, forKey: .sandboxShortfall)
        var derived = encoder.container(keyedBy: DerivedKeys.self)
        try derived.encode(summary, forKey: .summary)
        try container.encode(
            documents.map { EncodedDocument(document: $0, summary: summary(forPage: $0.path)) }, forKey: .documents)
    }

    private enum DerivedKeys: String, CodingKey { case summary }

    /// A lenient report's document as the JSON holds it: its path, skipped blocks and counts.
    private struct EncodedDocument: Encodable {
        var document: Document
        var summary: Summary

        private enum CodingKeys: String, CodingKey { case path, skippedNonSwiftBlocks, summary }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(document.path, forKey: .path)
            try container.encode(document.skippedNonSwiftBlocks, forKey: .skippedNonSwiftBlocks)
            try container.encode(summary, forKey: .summary)
        }
    }
}

extension SuiteReport {
    /// A report of results checked outside ``SuiteRunner`` (a lenient check's); timings start at 0.
    public init(
        mode: Mode, documents: [Document], results: [ExampleResult], markupDiagnostics: [MarkupDiagnostic],
        toolchainVersion: String, modelKey: String
    ) {
        self.init(
            mode: mode, documents: documents, results: results, markupDiagnostics: markupDiagnostics,
            toolchainVersion: toolchainVersion, modelKey: modelKey, modelBuildSeconds: 0, compileSeconds: 0,
            runSeconds: 0, mergedCompiles: 0, soloTypechecks: 0)
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
