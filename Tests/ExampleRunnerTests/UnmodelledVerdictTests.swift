import CellSpecCLI
import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// Examples that call members the model declares but does not implement are not checkable: never
/// passed, never failed, each reason naming the member (`model.unmodelled-api`).
@Suite(.serialized) struct UnmodelledVerdictTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "unmodelled/unmodelled.md")], timeout: .seconds(5)
        )
        .1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func aCorrectExampleReachingAnUnmodelledMemberIsNotCheckable() async throws {
        let result = try await result("loads-a-nib")
        #expect(result.verdict == .notCheckable, "\(result.reasons)")
        #expect(result.unmodelledAPIs == ["UINib.instantiate(withOwner:options:)"])
        #expect(result.reasons.map(\.kind) == [.unmodelled])
        #expect(
            result.reasons.first?.description == "not checkable: unmodelled `UINib.instantiate(withOwner:options:)`")
        #expect(result.reasons.first?.identifier == "model.unmodelled-api")
        // The expectation after the unmodelled call failed, and still fails nothing.
        #expect(result.findings.contains { $0.kind == .assertion })
    }

    @Test func anIncorrectExampleReachingOneIsNotCheckableEither() async throws {
        let result = try await result("reads-orientation")
        #expect(result.verdict == .notCheckable, "\(result.reasons)")
        #expect(result.unmodelledAPIs == ["UIDevice.orientation"])
    }

    @Test func everyMemberIsNamedOnce() async throws {
        let result = try await result("two-members")
        #expect(result.verdict == .notCheckable)
        #expect(result.unmodelledAPIs == ["UIDevice.orientation", "UINib.instantiate(withOwner:options:)"])
        #expect(result.reasons.count == 2)
    }

    @Test func aModelledMemberIsCheckedAsUsual() async throws {
        let result = try await result("modelled")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test func theSummaryCountsThemApartAndTheRunSucceeds() async throws {
        let report = try await Self.report.value
        #expect(report.notCheckableCount == 3)
        #expect(report.failedCount == 0)
        #expect(report.succeeded)
    }

    @Test func theHumanReportWarnsAtTheFenceAndCountsThemApart() async throws {
        let report = try await Self.report.value
        let lines = ReportPrinter.diagnostics(report)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    ": warning: correct example 'loads-a-nib' is not checkable: unmodelled `UINib.instantiate(withOwner:options:)` [model.unmodelled-api]"
                )
            })
        #expect(!lines.contains { $0.contains("error:") })
        #expect(ReportPrinter.summary(report).hasSuffix(", 3 not checkable (unmodelled API)"))
    }
}
