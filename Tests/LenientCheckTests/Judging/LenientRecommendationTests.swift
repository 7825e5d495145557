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
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
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

/// The judge tells kinds of compile error apart by the compiler's names for them, and reads their
/// quoted arguments: what an API the model lacks is, whatever the wording around it.
@Suite struct LenientDiagnosticNameTests {
    func error(_ message: String, _ name: String) -> Finding {
        Finding(kind: .compileError, message: message, diagnostic: name)
    }

    @Test func aMissingMemberIsReadFromItsArguments() {
        let member = error(
            "value of type 'UIImage.SymbolConfiguration' (aka 'UIImageSymbolConfiguration') has no member 'tint'",
            "could_not_find_value_member")
        #expect(LenientJudge.missingAPI(member) == "UIImage.SymbolConfiguration.tint")
        let generic = error(
            "value of type 'UICollectionView.CellRegistration<UICollectionViewListCell, Int>' has no member 'x'",
            "could_not_find_value_member")
        #expect(LenientJudge.missingAPI(generic) == "UICollectionView.CellRegistration.x")
        let nested = error("'Style' is not a member type of class 'UIKitModel.UIGlassEffect'", "invalid_member_type")
        #expect(LenientJudge.missingMember(nested)?.type == "UIGlassEffect")
        #expect(LenientJudge.missingMember(nested)?.member == "Style")
    }

    @Test func theWordingAloneDecidesNothing() {
        // The same words under another diagnostic name are not a missing member.
        let other = error("value of type 'UIView' has no member 'x'", "some_other_error")
        #expect(LenientJudge.missingAPI(other) == nil)
        #expect(LenientJudge.missingAPI(error("cannot find 'UITab' in scope", "cannot_find_in_scope")) == "UITab")
    }

    @Test func deprecationsAreReadByName() {
        let renamed = Finding(
            kind: .compileWarning, message: "'o()' is renamed", diagnostic: "availability_deprecated_rename")
        #expect(LenientJudge.isDeprecation(renamed))
        #expect(
            !LenientJudge.isDeprecation(Finding(kind: .compileWarning, message: "deprecated words", diagnostic: "x")))
    }
}
