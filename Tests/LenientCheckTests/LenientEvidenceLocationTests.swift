import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Where a lenient block's annotation and JUnit line point (``ExampleResult/lenientEvidenceLocation``):
/// the guide's own line the evidence quotes, inside the block, never another block's line or
/// inferred code.
@Suite struct LenientEvidenceLocationTests {
    static let guide = "notes/guide.md"

    /// A block whose fence opens at line 10 and whose code is lines 11–14.
    static func result(evidence: [Finding], findings: [Finding]) -> ExampleResult {
        let block = SpecExample(
            id: "block", classification: .illustration, origin: .markerParagraph, expectations: [], contexts: [],
            swiftVersion: 6, iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: guide, line: 10),
            codeColumn: 1,
            lines: (11...14).map { SpecExample.Line(text: "let line\($0) = \($0)", isHidden: false, number: $0) })
        let judgement = LenientJudgement(
            classification: "correct", classificationEvidence: "paragraph before: ✅", compiled: false,
            outcome: .finding, diagnosis: .documentError, isUncheckable: false, explanation: "it does not compile",
            evidence: evidence.map { LenientJudge.phrase($0) }, inferred: [], host: nil, guideReasons: [])
        return ExampleResult(block: block, judgement: judgement, compileFindings: findings, runs: [])
    }

    static func error(_ file: String, _ line: Int, _ message: String = "cannot convert value") -> Finding {
        Finding(kind: .compileError, message: message, location: SourceLocation(file: file, line: line, column: 5))
    }

    @Test func pointsAtTheGuidesOwnLineTheEvidenceQuotes() {
        let own = Self.error(Self.guide, 13)
        let result = Self.result(
            evidence: [own], findings: [Self.error(Self.guide, 12, "a warning nobody quotes"), own])
        #expect(result.lenientEvidenceLocation == SourceLocation(file: Self.guide, line: 13, column: 5))
    }

    @Test func neverAtInferredCodeOrAnotherBlocksLine() {
        let inferred = Self.error(LenientRunner.inferredFile(for: Self.guide), 3)
        let otherBlock = Self.error(Self.guide, 40)
        let otherDocument = Self.error("notes/other.md", 12)
        let result = Self.result(
            evidence: [inferred, otherBlock, otherDocument], findings: [inferred, otherBlock, otherDocument])
        #expect(result.lenientEvidenceLocation == nil)
    }

    @Test func aFindingTheEvidenceDoesNotQuoteIsNotWhereTheBlockFails() {
        let unquoted = Self.error(Self.guide, 12)
        let result = Self.result(
            evidence: [Self.error(LenientRunner.inferredFile(for: Self.guide), 3)], findings: [unquoted])
        #expect(result.lenientEvidenceLocation == nil)
    }

    @Test func aRunToRunValueInTheMessageIsQuotedNormalised() {
        let fault = Finding(
            kind: .fault, message: "item 6F9619FF-8B86-D011-B42D-00C04FC964FF is not in the snapshot",
            location: SourceLocation(file: Self.guide, line: 14, column: 1))
        var quoted = fault
        quoted.message = RandomIdentifiers.normalised(fault.message)
        #expect(quoted.message != fault.message, "the message holds a run-to-run value")
        var result = Self.result(evidence: [quoted], findings: [])
        result.runs = [ExampleResult.Run(iOSRelease: 18, findings: [fault], output: "", seconds: 0)]
        #expect(result.lenientEvidenceLocation?.line == 14)
    }

    @Test func evidenceInInferredCodeSaysItIsNotTheGuidesLine() {
        let inferred = Self.error(LenientRunner.inferredFile(for: Self.guide), 7)
        #expect(
            LenientJudge.phrase(inferred)
                == "compile error in the code inference supplied (its line 7): cannot convert value")
        #expect(LenientJudge.phrase(Self.error(Self.guide, 12)) == "compile error at line 12: cannot convert value")
    }
}
