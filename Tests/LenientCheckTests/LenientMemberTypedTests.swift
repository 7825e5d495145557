import TestSupport
import Testing

@testable import LenientCheck

/// Names typed by the members a block reads of them (`lenient/member-typed.md`, written for these
/// tests): the document's one struct that declares them all, as an array when its elements are read
/// and an optional when read through `?.` (``MemberTypedName``).
@Suite(.serialized) struct LenientMemberTypedTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/member-typed.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, `greenhouses` was an array of placeholders: switching over a placeholder's `climate`
    /// is not exhaustive, a compile error inference caused.
    @Test func readsOfElementsMakeAnArrayOfTheGuidesStruct() async throws {
        let block = try await result(30)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "greenhouses: [Greenhouse] (the guide's type that declares climate, plants, title, which the block "
                    + "reads of its elements)") == true, "\(block.context?.supplied ?? [])")
    }

    @Test func readsThroughOptionalChainingMakeAnOptional() async throws {
        let block = try await result(41)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "featured: Plant? (the guide's type that declares label, which the block reads through `?.`)") == true,
            "\(block.context?.supplied ?? [])")
    }

    /// Two of the guide's structs declare `name`: the name stays a placeholder.
    @Test func aMemberTwoStructsDeclareDecidesNothing() async throws {
        let block = try await result(48)
        #expect(
            block.context?.supplied.contains { $0.hasPrefix("somebody: placeholder") } == true,
            "\(block.context?.supplied ?? [])")
    }

    /// Elements passed to a closure (`crew.filter { $0.shift > 20 }`) or bound by a loop are read
    /// as the elements of an array of the guide's struct.
    @Test func readsOfElementsPassedToAClosureOrALoopMakeAnArray() async throws {
        let block = try await result(54)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains { $0.hasPrefix("crew: [Gardener]") }, "\(supplied)")
        #expect(supplied.contains { $0.hasPrefix("bed: [Plant]") }, "\(supplied)")
    }
}
