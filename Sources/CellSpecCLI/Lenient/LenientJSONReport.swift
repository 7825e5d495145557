import ExampleRunner
import Foundation
import LenientCheck
import SpecPages

/// The lenient check as one versioned JSON document (`check --lenient --format json`, and the file
/// `--report` writes). README, "Checking guides written without cellspec", documents it field by field.
public struct LenientJSONReport: Encodable, Sendable {
    public static let schemaVersion = 1

    struct Summary: Encodable, Sendable {
        var blocks = 0
        var classified = 0
        var compiled = 0
        var passed = 0
        var confirmed = 0
        var findings = 0
        var advice = 0
        var notCheckable = 0
        var unclassified = 0

        mutating func add(_ other: Summary) {
            blocks += other.blocks
            classified += other.classified
            compiled += other.compiled
            passed += other.passed
            confirmed += other.confirmed
            findings += other.findings
            advice += other.advice
            notCheckable += other.notCheckable
            unclassified += other.unclassified
        }
    }

    struct Evidence: Encodable, Sendable {
        var kind: String
        var id: String?
        /// The compiler's name for a compiler diagnostic (``Finding/diagnostic``).
        var diagnostic: String?
        var message: String
        var line: Int?
    }

    struct Block: Encodable, Sendable {
        var id: String
        var line: Int
        var column: Int
        var classification: String
        var classificationEvidence: String
        /// The simulated iOS releases the block ran on (`--ios`).
        var iOSReleases: [Int]
        var compiled: Bool
        var outcome: String
        var diagnosis: String?
        var explanation: String?
        var evidence: [String]
        var findings: [Evidence]
        var inferred: [String]
        var host: String?
        var reasons: [String]
    }

    struct Document: Encodable, Sendable {
        var path: String
        var summary: Summary
        var skippedNonSwiftBlocks: Int
        var blocks: [Block]
    }

    var schemaVersion = Self.schemaVersion
    var kind = "cellspec-lenient-report"
    var summary = Summary()
    var documents: [Document] = []
    var unreadable: [String]
    /// What the blocks' sandbox lacked (``LenientReport/sandboxShortfall``); absent when nothing did.
    var sandbox: String?

    public init(_ report: LenientReport) {
        unreadable = report.unreadable
        sandbox = report.sandboxShortfall
        for document in report.documents {
            let blocks = document.results.map(Self.block)
            let summary = Summary(
                blocks: document.found, classified: document.classified,
                compiled: document.results.count(where: \.compiled),
                passed: document.passed, confirmed: document.confirmed, findings: document.findings,
                advice: document.advice,
                notCheckable: document.uncheckable, unclassified: document.unclassified)
            documents.append(
                Document(
                    path: document.path, summary: summary, skippedNonSwiftBlocks: document.skippedNonSwiftBlocks,
                    blocks: blocks))
            self.summary.add(summary)
        }
    }

    static func block(_ result: LenientResult) -> Block {
        let (classification, evidence): (String, String) =
            switch result.classification {
            case .classified(let classification, let evidence): (classification.rawValue, evidence)
            case .unclassified(let reason): ("unclassified", reason)
            }
        let outcome = result.outcome == .uncheckable ? "not-checkable" : result.outcome.rawValue
        return Block(
            id: result.block.id, line: result.block.location.line, column: result.block.location.column,
            classification: classification, classificationEvidence: evidence,
            iOSReleases: result.block.iOSReleases, compiled: result.compiled,
            outcome: outcome,
            diagnosis: result.diagnosis?.rawValue, explanation: result.explanation, evidence: result.evidence,
            findings: result.findings.map {
                Evidence(
                    kind: $0.kind.rawValue, id: $0.identifier, diagnostic: $0.diagnostic, message: $0.message,
                    line: $0.location.flatMap { $0.file == result.block.location.file ? $0.line : nil })
            },
            inferred: result.context?.supplied ?? [], host: result.context?.host, reasons: result.reasons)
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
