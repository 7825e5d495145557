import ModelContract
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A rule whose basis is a recommendation (`registration.string-identifier`: UIKit accepts a string
/// registration) never makes a guide's sound code an error, and never confirms a ❌ block as a failure:
/// the sound block passes with the recommendation named, the ❌ block is advice.
@Suite(.serialized) struct LenientRecommendationTests {
    static let report: Task<LenientReport, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).run(paths: [
            Fixtures.path("LenientCheckTests", "lenient/recommendations.md")
        ])
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func theRuleIsARecommendation() {
        #expect(ModelRule.stringIdentifier.basis == .recommendation)
        #expect(ModelRule.registrationCreatedInProvider.basis == .behaviour)
    }

    @Test func soundCodeThatDepartsFromARecommendationPasses() async throws {
        let result = try await result(8)
        #expect(result.outcome == .passed, "\(result.evidence)")
        #expect(result.evidence.first?.contains("`registration.string-identifier`") == true, "\(result.evidence)")
        #expect(result.findings.contains { $0.identifier == "registration.string-identifier" })
    }

    @Test func anIncorrectBlockShowingOnlyTheDepartureIsAdvice() async throws {
        let result = try await result(18)
        #expect(result.outcome == .advice, "\(result.evidence)")
        #expect(result.explanation?.contains("recommendation") == true)
    }
}
