import Foundation
import SwiftParser
import TestSupport
import Testing

@testable import LenientCheck

/// A cell class is shown at the sizes the document lays its cells out at (``CellExercise/showsOnlyFixedSizes(in:)``).
@Suite(.serialized) struct CellSizingTests {
    func fixedOnly(_ blocks: String...) -> Bool {
        CellExercise.showsOnlyFixedSizes(in: blocks.map { Parser.parse(source: $0) })
    }

    @Test func aDocumentWhoseLayoutsFixEveryHeightShowsOnlyFixedSizes() {
        #expect(
            fixedOnly(
                "class ShelfCell: UICollectionViewCell {}", "let height = NSCollectionLayoutDimension.absolute(60)"))
        #expect(fixedOnly("layout.itemSize = CGSize(width: 100, height: 100)"), "a flow layout's item size")
    }

    @Test func anEstimatedDimensionOrAListAnywhereSizesCellsFromTheirContent() {
        #expect(
            !fixedOnly(
                "let a = NSCollectionLayoutDimension.absolute(60)", "let b = NSCollectionLayoutDimension.estimated(44)")
        )
        #expect(
            !fixedOnly(
                "let height = NSCollectionLayoutDimension.absolute(60)\nlet list = UICollectionLayoutListConfiguration(appearance: .plain)"
            ))
        #expect(!fixedOnly("class ShelfCell: UICollectionViewCell {}"), "no layout shown: the self-sizing list stays")
    }

    func document(_ fixture: String) async throws -> LenientJudgedDocument {
        let runner = LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5)))
        return try #require(
            try await runner.judge(paths: [Fixtures.path("LenientCheckTests", fixture)]).documents.first)
    }

    @Test func aCellOfADocumentOfFixedSizesIsShownAtAFixedHeight() async throws {
        let document = try await document("lenient/fixed-sizes.md")
        let cell = try #require(document.results.first { $0.block.location.line == 5 })
        #expect(cell.outcome == .passed, "\(cell.explanation ?? "") \(cell.evidence)")
        #expect(
            cell.context?.supplied.contains(
                "shown in a list of rows of a fixed height, as no layout shown for them sizes a cell from its content: BookCell"
            ) == true)
    }

    /// A block whose own layout fixes every size shows its cells at a fixed height, though another
    /// block of the document estimates heights; a cell subclass it registers only as a supplementary
    /// view is not shown as a cell.
    @Test func aBlocksOwnFixedLayoutShowsItsCellsAtAFixedHeight() async throws {
        let document = try await document("lenient/own-layout.md")
        let block = try #require(document.results.first { $0.block.location.line == 11 })
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "shown in a list of rows of a fixed height, as no layout shown for them sizes a cell from its content: TileCell"
            ) == true, "\(block.context?.supplied ?? [])")
    }

    @Test func aClassRegisteredOnlyAsASupplementaryViewIsNoCell() {
        let tree = Parser.parse(
            source: """
                class Ribbon: UICollectionViewCell {}
                class Tile: UICollectionViewCell {}
                class Both: UICollectionViewCell {}
                class Badge: UICollectionViewCell {}
                view.register(Ribbon.self, forSupplementaryViewOfKind: "ribbon", withReuseIdentifier: "r")
                view.register(Both.self, forSupplementaryViewOfKind: "both", withReuseIdentifier: "b")
                view.register(Both.self, forCellWithReuseIdentifier: "b")
                let badges = UICollectionView.SupplementaryRegistration<Badge>(elementKind: "badge") { _, _, _ in }
                """)
        #expect(RegisteredClasses.supplementaryOnly(in: tree) == ["Ribbon", "Badge"])
        #expect(CellExercise.declaredCells(in: tree) == ["Tile", "Both"])
    }

    @Test func theSameCellInADocumentThatSizesCellsFromContentIsMeasured() async throws {
        let document = try await document("lenient/self-sized.md")
        let cell = try #require(document.results.first { $0.block.location.line == 5 })
        #expect(cell.outcome == .finding, "\(cell.explanation ?? "")")
        #expect(cell.evidence.contains { $0.contains("[self-sizing.subview-outside-content-view]") })
        #expect(cell.context?.supplied.contains("shown in a self-sizing list: BookCell") == true)
    }

    /// With no layout shown, a cell placing its views by frames (no constraint anywhere) is not
    /// written to be sized from its content: it is shown at a fixed height; one using Auto Layout is
    /// measured.
    @Test func aCellLaidOutByFramesIsShownAtAFixedHeightWhereNoLayoutIsShown() async throws {
        let document = try await document("lenient/frame-cells.md")
        let frames = try #require(document.results.first { $0.block.location.line == 6 })
        #expect(frames.outcome == .unclassified && frames.compiled && frames.diagnosis == nil, "\(frames.evidence)")
        #expect(frames.context?.supplied.contains { $0.hasPrefix("shown in a list of rows of a fixed height") } == true)
        let constrained = try #require(document.results.first { $0.block.location.line == 28 })
        #expect(constrained.context?.supplied.contains("shown in a self-sizing list: BadgeCell") == true)
        #expect(constrained.evidence.contains { $0.contains("[self-sizing.incomplete-vertical-chain]") })
    }

    /// A second attempt, with the types the compiler asked for, keeps the block's fixed height.
    @Test func aRetypedAttemptKeepsTheFixedHeight() async throws {
        let document = try await document("lenient/frame-cells.md")
        let block = try #require(document.results.first { $0.block.location.line == 48 })
        #expect(block.compiled && block.diagnosis == nil, "\(block.evidence)")
        #expect(block.context?.supplied.contains("Swatch: placeholder type with all: [Swatch]") == true)
        #expect(block.context?.supplied.contains { $0.hasPrefix("shown in a list of rows of a fixed height") } == true)
    }
}
