import ExampleRunner
import Foundation
import TestSupport
import Testing

@testable import CellSpecCLI

/// The human report and the JSON report of one run agree on every count (issue 28, item 6): for a
/// strict run of the verdict fixture and a lenient run of the mixed fixture, the closing summary line
/// and each lenient document's line say what the JSON's `summary` objects hold.
@Suite(.serialized) struct SummaryConsistencyTests {
    /// `cellspec: 12 passed, 1 failed, 2 skipped, 1 not checkable` as numbers by their label.
    static func counts(inSummary line: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        let body = line.hasPrefix("cellspec: ") ? String(line.dropFirst("cellspec: ".count)) : line
        for part in body.components(separatedBy: ", ") {
            let words = part.split(separator: " ")
            guard let number = words.first.flatMap({ Int($0) }), words.count > 1 else { continue }
            counts[words[1] == "not" ? "not checkable" : String(words[1])] = number
        }
        return counts
    }

    /// The JSON report's `summary` (or a document's), decoded from the written document.
    static func jsonSummary(_ report: SuiteReport) throws -> (run: [String: Any], documents: [[String: Any]]) {
        let root = try #require(try JSONSerialization.jsonObject(with: report.encodedJSON()) as? [String: Any])
        let documents = try #require(root["documents"] as? [[String: Any]]).compactMap {
            $0["summary"] as? [String: Any]
        }
        return (try #require(root["summary"] as? [String: Any]), documents)
    }

    static func expectSummaryLineAgrees(_ report: SuiteReport) throws {
        let (json, _) = try jsonSummary(report)
        let human = counts(inSummary: ReportPrinter.summary(report))
        #expect(human["passed"] == json["passed"] as? Int)
        #expect(human["failed"] == json["failed"] as? Int)
        #expect(human["skipped"] == json["skipped"] as? Int)
        #expect((human["not checkable"] ?? 0) == json["notCheckable"] as? Int)
        #expect(json["examples"] as? Int == report.results.count)
    }

    @Test func strictSummaryAgreesWithTheJSON() async throws {
        let report = try await ReportFixture.normalized()
        #expect(report.failedCount > 0 && report.passedCount > 0 && report.skippedCount > 0)
        try Self.expectSummaryLineAgrees(report)
    }

    @Test func lenientSummariesAgreeWithTheJSON() async throws {
        let report = try await LenientFormatTests.report.value
        try Self.expectSummaryLineAgrees(report)
        let (_, documents) = try Self.jsonSummary(report)
        let lines = ReportPrinter.documentSummaries(report)
        #expect(lines.count == documents.count && !lines.isEmpty)
        for (line, summary) in zip(lines, documents) {
            let json = try #require(summary["lenient"] as? [String: Int])
            // `mixed.md: 12 blocks found, 10 classified, 9 compiled (90% of classified), 3 passed, …;
            // 2 unclassified (2 compiled, 1 run cleanly)`: the parenthesised counts are the unclassified ones'.
            let text = line.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
            let parts = text.replacingOccurrences(of: "; ", with: ", ").replacingOccurrences(of: " (", with: ", ")
                .replacingOccurrences(of: ")", with: "")
            var human: [String: Int] = [:]
            var afterUnclassified = false
            for part in parts.components(separatedBy: ", ") {
                let words = part.split(separator: " ")
                guard let number = words.first.flatMap({ Int($0) }), words.count > 1 else { continue }
                let label = words.dropFirst().joined(separator: " ")
                if label == "unclassified" { afterUnclassified = true }
                let key = afterUnclassified && label != "unclassified" ? "unclassified \(label)" : label
                human[key] = number
            }
            #expect(human["blocks found"] == json["blocks"], "\(line)")
            #expect(human["classified"] == json["classified"], "\(line)")
            #expect(human["compiled"] == json["compiled"], "\(line)")
            #expect(human["passed"] == json["passed"], "\(line)")
            #expect(human["confirmed"] == json["confirmed"], "\(line)")
            #expect(human["findings"] == json["findings"], "\(line)")
            #expect(human["advice"] == json["advice"], "\(line)")
            #expect(human["not checkable"] == json["notCheckable"], "\(line)")
            #expect(human["unclassified"] == json["unclassified"], "\(line)")
            #expect(human["unclassified compiled"] == json["unclassifiedCompiled"], "\(line)")
            #expect(human["unclassified run cleanly"] == json["unclassifiedClean"], "\(line)")
        }
        // The verdict counts and the outcome counts are two views of one table.
        let (run, _) = try Self.jsonSummary(report)
        let outcomes = try #require(run["lenient"] as? [String: Int])
        #expect(
            run["passed"] as? Int
                == (outcomes["passed"] ?? -1) + (outcomes["confirmed"] ?? -1) + (outcomes["advice"] ?? -1))
        #expect(run["failed"] as? Int == outcomes["findings"])
        #expect(run["notCheckable"] as? Int == outcomes["notCheckable"])
        #expect(run["skipped"] as? Int == outcomes["unclassified"])
    }
}
