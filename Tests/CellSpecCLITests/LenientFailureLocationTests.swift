import ExampleRunner
import Foundation
import LenientCheck
import TestSupport
import Testing

@testable import CellSpecCLI

/// A lenient block's error is reported inside the block it belongs to: the GitHub annotation and the
/// JUnit `line` of a document error stand at the guide's failing line, not at the block's fence.
@Suite(.serialized) struct LenientFailureLocationTests {
    static let guide = Fixtures.path("CellSpecCLITests", "lenient/failing-line.md")
    static let report: Task<SuiteReport, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).run(paths: [guide])
    }

    @Test func aDocumentErrorPointsAtTheGuidesFailingLine() async throws {
        let report = try await Self.report.value
        let slip = try #require(report.results.first { $0.example.location.line == 9 })
        #expect(slip.lenient?.outcome == .finding, "\(slip.lenient?.evidence ?? [])")
        #expect(slip.lenient?.diagnosis == .documentError)
        // `let label: String = total`, the block's third line, is where the guide's code fails.
        #expect(slip.failureLocation.line == 12)
        let annotations = GitHubAnnotations.commands(report)
        #expect(annotations.count == 1, "\(annotations)")
        #expect(annotations.first?.contains("failing-line.md,line=12,") == true, "\(annotations)")
        let junit = JUnitReport.document(report)
        #expect(junit.contains("<testcase name=\"totals\""))
        #expect(junit.contains("line=\"12\""), "\(junit)")
    }

    @Test func aPassingBlockStaysAtItsFence() async throws {
        let report = try await Self.report.value
        let counting = try #require(report.results.first { $0.example.location.line == 20 })
        #expect(counting.lenient?.outcome == .passed, "\(counting.lenient?.evidence ?? [])")
        #expect(JUnitReport.document(report).contains("line=\"20\""))
    }
}
