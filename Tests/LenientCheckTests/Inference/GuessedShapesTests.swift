import Testing

@testable import LenientCheck

/// Names a fragment never declares, guessed from the shape of their use, through the whole lenient
/// check (fixture `lenient/guessed-shapes.md`).
@Suite(.serialized) struct LenientGuessedShapesTests {
    static let fixture = JudgedFixture("lenient/guessed-shapes.md")

    func result(_ line: Int) async throws -> LenientResult { try await Self.fixture.result(line) }

    @Test func anImageViewReadThroughAPlainDotIsTheGuidesOwnCellsView() async throws {
        let block = try await result(9)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        let cell = block.context?.supplied.first { $0.hasPrefix("cell: ") }
        #expect(cell?.contains("imageView: UIImageView") == true, "\(cell ?? "no cell supplied")")
        #expect(cell?.contains("UITableViewCell") == false)
    }

    @Test func implicitMembersPassedToAGuessedInitializerAreItsCases() async throws {
        let block = try await result(18)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.context?.supplied.contains("SettingsRow: placeholder type with init(title:style:)") == true)
    }
}
