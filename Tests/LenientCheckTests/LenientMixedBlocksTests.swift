import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Blocks as authors write them: ❌/✅ halves in one fence, a type declared once and used later,
/// the same name declared by both blocks of a pair, elided bodies, and reasons that do and do not
/// fit what the compiler says.
@Suite(.serialized) struct LenientMixedBlocksTests {
    static let run: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/mixed.md")
        ])
    }
    static let document: Task<LenientJudgedDocument, Error> = Task {
        try #require(try await run.value.documents.first)
    }

    func result(_ line: Int) async throws -> LenientResult {
        try #require(
            try await Self.document.value.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aFenceWithBadAndGoodHalvesIsTwoExamples() async throws {
        let bad = try await result(9)
        #expect(bad.classification.classification == .incorrect)
        #expect(bad.block.lines.map(\.number) == Array(9...12))
        #expect(bad.outcome == .confirmed)
        #expect(bad.evidence.first?.contains("'listGroupedCell()' is deprecated") == true)
        let good = try await result(13)
        #expect(good.classification.classification == .correct)
        #expect(good.outcome == .passed)
    }

    @Test func aTypeDeclaredInAnEarlierBlockIsVisibleLater() async throws {
        let later = try await result(29)
        #expect(later.outcome == .passed)
        #expect(later.context?.supplied.contains("Planet: declared at line 21") == true)
    }

    @Test func twoBlocksDeclaringTheSameNameEachUseTheirOwn() async throws {
        #expect(try await result(40).outcome == .advice)
        let counted = try await result(50)
        #expect(counted.outcome == .passed)
        #expect(counted.context?.supplied.contains { $0.hasPrefix("Badge") } == false)
    }

    @Test func elidedCodeIsNotCheckableNeverTheGuidesError() async throws {
        let layout = try await result(63)
        #expect(layout.outcome == .uncheckable)
        #expect(layout.diagnosis == .elided)
        #expect(layout.explanation?.contains("line 65") == true)
        #expect(try await result(71).outcome == .passed, "an elided body that returns nothing compiles as an empty one")
    }

    @Test func anUnrelatedCompileErrorConfirmsNothing() async throws {
        let unrelated = try await result(80)
        #expect(unrelated.outcome == .uncheckable)
        #expect(unrelated.diagnosis == .unrelatedError)
        #expect(unrelated.explanation?.contains("loses its selection") == true)
    }

    @Test func aMissingModelAPIIsAModelGapNotAFinding() async throws {
        let gap = try await result(87)
        #expect(gap.outcome == .uncheckable)
        #expect(gap.diagnosis == .notInModel)
        #expect(
            gap.explanation?.hasPrefix("model gap: `UIListContentConfiguration.sparkleCell` is not in the model")
                == true)
    }

    @Test func aCommentThatOnlyStartsWithDontIsNotAMarker() async throws {
        let result = try await result(94)
        #expect(result.classification.classification == .correct)
        #expect(result.outcome == .passed)
    }

    /// "Before:" alone claims nothing against the code a migration starts from: a clean run is
    /// reported as it ran, neither a verdict for the guide nor a preference it did not state.
    @Test func theCodeBeforeAMigrationThatNamesNoFailureIsReportedAsItRan() async throws {
        let before = try await result(105)
        #expect(before.outcome == .unclassified)
        #expect(before.classification.classification == nil)
        #expect(before.diagnosis == nil)
        #expect(before.compiled)
        #expect(before.explanation?.contains("the code before a migration") == true)
    }

    @Test func summary() async throws {
        let document = try #require(try await Self.run.value.report.summary.lenient)
        #expect((document.blocks, document.classified, document.passed, document.confirmed) == (12, 10, 5, 1))
        #expect((document.findings, document.advice, document.notCheckable) == (0, 1, 3))
    }
}

/// Data sources and snapshots a block uses without writing their generic arguments take those the
/// document's earlier blocks wrote, with the declarations of those types.
@Suite struct LenientDocumentTypesTests {
    @Test func aDataSourceKeepsTheDocumentsItemType() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/document-types.md")
        ])
        let results = try #require(report.documents.first).results
        let reading = try #require(results.first { $0.block.location.line == 19 })
        #expect(reading.outcome == .passed, "\(reading.evidence)")
        let supplied = reading.context?.supplied ?? []
        #expect(supplied.contains { $0.hasPrefix("data source and snapshot: <Section, Fruit>") }, "\(supplied)")
        #expect(supplied.contains("Fruit: declared at line 8"), "\(supplied)")
        let own = try #require(results.first { $0.block.location.line == 31 })
        #expect(own.outcome == .passed, "\(own.evidence)")
        #expect(own.context?.supplied.contains { $0.hasPrefix("data source and snapshot") } == false)
    }
}
