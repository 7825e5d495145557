import SwiftParser
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Where one fence holds several examples: marker comments on their own line or glued onto the code
/// before them, and names declared twice with no marker between the alternatives.
@Suite struct BlockSplitterTests {
    func block(_ code: String) -> SpecExample {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: 20 + $0)
        }
        return SpecExample(
            id: "b", classification: .correct, origin: .infoString, expectations: [], contexts: [], swiftVersion: 6,
            iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: "guide.md", line: 19), codeColumn: 1,
            lines: lines, heading: nil)
    }

    func split(_ code: String) -> [BlockSplitter.Part]? {
        let example = block(code)
        return BlockSplitter.split(
            example, tree: Parser.parse(source: example.lines.map(\.text).joined(separator: "\n")))
    }

    @Test func aMarkerGluedOntoTheLineBeforeStartsAPartAtItsColumn() throws {
        let parts = try #require(
            split(
                """
                // ✅ Correct: estimated
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)// ❌ Incorrect: circular
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                """))
        #expect(parts.count == 2)
        #expect(parts.map { $0.marker?.classification } == [.correct, .incorrect])
        #expect(parts[0].example.lines.map(\.number) == [20, 21, 22])
        #expect(parts[0].example.lines.last?.text == "let item = NSCollectionLayoutItem(layoutSize: itemSize)")
        #expect(parts[1].example.lines.map(\.number) == [22, 23])
        #expect(parts[1].example.lines.first?.text == "// ❌ Incorrect: circular")
        #expect(parts[1].example.location.line == 22)
    }

    @Test func aNameDeclaredTwiceWithoutMarkersSplitsBeforeItsCommentLines() throws {
        let parts = try #require(
            split(
                """
                // UICollectionViewCell
                var handler: ((Int) -> Void)?
                // UITableViewCell
                var handler: ((String) -> Void)?
                """))
        #expect(parts.map(\.byRedeclaration) == [true, true])
        #expect(parts.map { $0.example.lines.map(\.number) } == [[20, 21], [22, 23]])
        #expect(parts.allSatisfy { $0.marker == nil })
    }

    /// Two functions of one signature are alternatives: a block cannot declare both.
    @Test func aFunctionDeclaredTwiceWithTheSameSignatureSplits() throws {
        let parts = try #require(
            split(
                """
                // first way
                private func makeLayout() -> UICollectionViewLayout { listLayout() }

                // second way
                func makeLayout() -> UICollectionViewLayout { gridLayout() }
                """))
        #expect(parts.map { $0.example.lines.map(\.number) } == [[20, 21, 22], [23, 24]])
        #expect(split("func makeLayout() -> Int { 0 }\nfunc makeLayout(columns: Int) -> Int { columns }") == nil)
        #expect(split("func makeLayout() -> Int { 0 }\nfunc makeLayout() -> String { \"\" }") == nil)
    }

    @Test func overloadsAndSingleDeclarationsStayOneExample() {
        #expect(split("func tableView(_ t: Int) -> Int { 0 }\nfunc tableView(_ t: String) -> Int { 1 }") == nil)
        #expect(split("let a = 1\nlet b = a + 1") == nil)
    }
}
