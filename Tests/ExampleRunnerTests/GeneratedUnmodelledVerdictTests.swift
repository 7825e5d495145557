import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// Examples reaching members `cellspec inventory declare` wrote are not checkable in a strict run:
/// a read of a stored property before any set, and a member whose result the model cannot make,
/// which stops the example (`model.unmodelled-stop`); a stored property read after a set is checked.
@Suite(.serialized) struct GeneratedUnmodelledVerdictTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "unmodelled/generated.md")], timeout: .seconds(5)
        )
        .1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func aPropertyReadBeforeAnySetIsNotCheckable() async throws {
        let result = try await result("reads-unset-property")
        #expect(result.verdict == .notCheckable, "\(result.reasons)")
        #expect(result.unmodelledAPIs == ["UIStepper.autorepeat"])
    }

    @Test func aMemberThatStopsTheExampleIsNotCheckableNotFailed() async throws {
        let result = try await result("stops-at-member")
        #expect(result.verdict == .notCheckable, "\(result.reasons)")
        #expect(result.unmodelledAPIs == ["UIImage.imageFlippedForRightToLeftLayoutDirection()"])
        #expect(result.findings.contains { $0.identifier == "model.unmodelled-stop" })
        #expect(!result.findings.contains { $0.kind == .assertion }, "the example stopped before its check")
    }

    @Test func aStoredPropertyReadAfterASetIsChecked() async throws {
        let result = try await result("stored-after-set")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }
}
