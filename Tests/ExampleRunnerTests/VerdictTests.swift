import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// Runs the fixture page with one example per outcome and checks each verdict and where it points.
@Suite(.serialized) struct VerdictTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "verdicts/verdicts.md")], timeout: .seconds(3)).1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func aCorrectExampleThatCompilesAndRunsCleanlyPasses() async throws {
        let result = try await result("correct-passes")
        #expect(result.verdict == .passed, "\(result.reasons)")
        #expect(result.runs.map(\.iOSRelease) == [18])
    }

    @Test func aCorrectExampleThatDoesNotCompileFailsAtTheErrorsLine() async throws {
        let result = try await result("correct-does-not-compile")
        #expect(result.verdict == .failed)
        let error = try #require(result.findings.first { $0.kind == .compileError })
        #expect(error.location?.file.hasSuffix("verdicts/verdicts.md") == true)
        #expect(error.location?.line == 16)
        #expect(error.location?.column == 29)
    }

    @Test func anIncorrectExampleWithItsDeclaredErrorPasses() async throws {
        let result = try await result("declared-error")
        #expect(result.verdict == .passed, "\(result.reasons)")
        #expect(result.findings.map(\.location?.line) == [22])
        #expect(result.reasons.first?.description.hasPrefix("confirmed: compile error at line 22") == true)
    }

    @Test func anIncorrectExampleThatCompilesCleanlyFails() async throws {
        let result = try await result("compiles-cleanly")
        #expect(result.verdict == .failed)
        #expect(result.reasons.contains { $0.description.hasPrefix("expected compile error containing “cannot find”") })
    }

    @Test func anIncorrectExampleFailingForAnotherReasonFails() async throws {
        let result = try await result("other-reason")
        #expect(result.verdict == .failed)
        #expect(
            result.reasons.contains { $0.description.hasPrefix("expected compile error containing “has no member”") })
        #expect(result.reasons.contains { $0.description.contains("unexpected compile error at line 35") })
    }

    @Test func aDeclaredDeprecationWarningPassesAndTheExampleStillRuns() async throws {
        let result = try await result("deprecated")
        #expect(result.verdict == .passed, "\(result.reasons)")
        #expect(result.compileFindings.map(\.kind) == [.compileWarning])
        #expect(result.compileFindings.first?.identifier == "DeprecatedDeclaration")
        #expect(result.runs.count == 1)
    }

    @Test func aRuleViolationIsReadFromTheModelsChannel() async throws {
        let result = try await result("mixed")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let violation = try #require(result.runs.first?.findings.first)
        #expect(violation.kind == .violation)
        #expect(violation.identifier == "cell.legacy-and-configuration-mixed")
    }

    @Test func aFailedExpectationPointsAtItsHiddenLine() async throws {
        let result = try await result("failed-expectation")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let assertion = try #require(result.runs.first?.findings.first)
        #expect(assertion.kind == .assertion)
        #expect(assertion.location?.line == 57)
        #expect(assertion.message == "value semantics: the original changed too")
    }

    @Test func aCrashIsReportedWithTheTrapsMessageAndLine() async throws {
        let result = try await result("crashes")
        #expect(result.verdict == .failed)
        let crash = try #require(result.findings.first)
        #expect(crash.kind == .crash)
        #expect(crash.message.contains("Index out of range"))
        #expect(crash.message.contains("SIGILL") || crash.message.contains("SIGTRAP"))
    }

    @Test func aHangIsKilledAtItsTimeout() async throws {
        let result = try await result("hangs")
        #expect(result.verdict == .failed)
        #expect(result.findings.map(\.kind) == [.timeout])
    }

    @Test func aSyntaxErrorIsConfirmedByCompilingTheExampleAlone() async throws {
        let result = try await result("syntax-error")
        #expect(result.verdict == .passed, "\(result.reasons)")
        // The parser reports the missing operand where the block ends: at its closing fence.
        #expect(result.compileFindings.map(\.location?.line) == [78])
    }

    @Test func infoPlistKeysReachTheModel() async throws {
        let result = try await result("info-plist-key")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test func swift6ExamplesAreCompiledInTheirOwnMergedBuild() async throws {
        let result = try await result("swift-6")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let report = try await Self.report.value
        // Swift 5: one pass that finds the correct example that does not compile, one without it.
        // Swift 6: one pass. Examples declared not to compile are only type-checked alone.
        #expect(report.mergedCompiles == 3)
        #expect(report.soloTypechecks == 5, "four declared not to compile, one that failed the merged build")
    }

    @Test func illustrationsAreSkippedWithTheirReason() async throws {
        let report = try await Self.report.value
        let skipped = report.results.filter { $0.verdict == .skipped }
        #expect(skipped.count == 1)
        #expect(skipped.first?.reasons.map(\.description) == ["illustration only: not checked"])
    }

    @Test func oneBadExampleNeverHidesTheOthers() async throws {
        let report = try await Self.report.value
        #expect(report.results.count == 14)
        #expect(report.passedCount == 8)
        #expect(report.failedCount == 5)
        #expect(report.markupDiagnostics.isEmpty)
    }
}
