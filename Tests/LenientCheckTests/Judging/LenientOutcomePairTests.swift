import ExampleRunner
import TestSupport
import Testing

@testable import LenientCheck

/// Outcome and diagnosis come only in the pairs the README documents, over every fixture document:
/// a *finding* is a document error or a model gap; a *not checkable* block says why (missing context,
/// not in the model, elided, unmodelled, unrelated compile error); a pass, a confirmation or advice
/// carries no diagnosis.
@Suite(.serialized) struct LenientOutcomePairTests {
    static let documented: [LenientResult.Outcome: Set<LenientResult.Diagnosis?>] = [
        .passed: [nil], .confirmed: [nil], .advice: [nil],
        .finding: [.documentError, .modelGap],
        .uncheckable: [.missingContext, .notInModel, .elided, .unmodelled, .unrelatedError],
    ]

    /// The table the report enforces (``LenientJudgement/documentedDiagnoses``) is the README's.
    @Test func theReportsTableIsTheDocumentedOne() {
        for (outcome, diagnoses) in Self.documented {
            #expect(LenientJudgement.documentedDiagnoses[outcome] == diagnoses, "\(outcome)")
        }
    }

    @Test func everyOutcomeComesWithADocumentedDiagnosis() async throws {
        let report = try await LenientOwnTokensTests.report.value
        var checked = 0
        for document in report.documents {
            for result in document.results where result.outcome != .unclassified {
                let allowed = try #require(Self.documented[result.outcome])
                let place = "\(document.path):\(result.block.location.line)"
                let pair = "\(result.outcome) with \(result.diagnosis?.rawValue ?? "no diagnosis")"
                #expect(allowed.contains(result.diagnosis), "\(place): \(pair)")
                #expect(result.isUncheckable == (result.outcome == .uncheckable), "\(place)")
                checked += 1
            }
        }
        #expect(checked > 20, "the fixtures hold classified blocks of every kind")
    }

    /// A ✅ block with a name nothing declares (`badgeLabel`, which two of its classes read, so no one
    /// member can be supplied) and an error of its own: once the missing code is there the error may or
    /// may not stand, so the block is not checkable, and says so in both fields (it was once a *finding*
    /// diagnosed *missing context*).
    @Test func anErrorBesideMissingContextIsNotCheckable() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/partial-context.md")
        ])
        let result = try #require(report.documents.first?.results.first)
        #expect(result.outcome == .uncheckable, "\(result.evidence)")
        #expect(result.diagnosis == .missingContext)
        #expect(result.evidence.contains { $0.contains("'badgeLabel'") })
    }
}
