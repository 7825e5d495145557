import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Swift found in the paragraphs of a document without code blocks (`Fixtures/lenient/scraped.txt`).
@Suite struct ProseCodeDetectorTests {
    static func prepared() throws -> [LenientRunner.Prepared] {
        let path = Fixtures.path("LenientCheckTests", "lenient/scraped.txt")
        let document = LenientDocumentReader.read(try String(contentsOfFile: path, encoding: .utf8), path: path)
        return LenientRunner.prepare(document, vocabulary: ImplicitContextTests.vocabulary).blocks
    }

    @Test func runsAreFoundSplitAndClassified() throws {
        let blocks = try Self.prepared()
        #expect(blocks.map(\.block.location.line) == [4, 10, 12, 17])
        #expect(blocks.map(\.classification.classification) == [.correct, .incorrect, .correct, .incorrect])
        #expect(blocks.map(\.source) == [.proseRun, .proseRun, .proseRun, .proseRun])
    }

    @Test func proseGluedToCodeIsCutOffAndAnOpenCallKeepsItsArguments() throws {
        let first = try #require(try Self.prepared().first)
        #expect(first.block.lines.map(\.text).last == "cell.contentConfiguration = content")
        #expect(first.block.lines.map(\.number) == Array(4...9))
        #expect(!first.hasSyntaxErrors)
    }

    @Test func aMarkedCommentAfterAClosingBraceStartsTheNextExample() throws {
        let blocks = try Self.prepared()
        #expect(blocks[2].block.lines.last?.text == "}")
        #expect(blocks[3].block.lines.map(\.text) == ["// ❌ Avoid: a string identifier", "let identifier = \"Cell\""])
    }

    /// API names a page's text breaks out of their sentences are prose; a call with an argument is code.
    @Test func namesOfAPIsOnLinesOfTheirOwnAreProse() {
        let runs = { (lines: [String]) in
            ProseCodeDetector.runs(
                in: LenientDocumentReader.read(lines.joined(separator: "\n") + "\n", path: "names.txt").proseLines
            )
            .map { $0.lines.map(\.text) }
        }
        #expect(
            runs(["The method", "makeContentView()", "creates the view, and", "updated(for:)", "returns a copy."])
                .isEmpty)
        #expect(runs(["Use", "SimpleCell.View", "and", "SimpleCell.Configuration", "instead."]).isEmpty)
        #expect(
            runs(["Then call", "configureFor(configuration: config)", "again."]) == [
                ["configureFor(configuration: config)"]
            ])
        #expect(
            runs(["Write", "cell.contentConfiguration = content", "last."]) == [["cell.contentConfiguration = content"]]
        )
    }

    @Test func proseGluedOntoTheLastLineOfARunIsCutOff() {
        let lastLine = { (lines: [String]) in
            let document = LenientDocumentReader.read(lines.joined(separator: "\n") + "\n", path: "glued.txt")
            return ProseCodeDetector.runs(in: document.proseLines).last?.lines.last?.text
        }
        let cast = lastLine([
            "let cell = collectionView.dequeueReusableCell(",
            "withReuseIdentifier: \"PhotoCell\", for: indexPath",
            ") as! PhotoCellApple's documentation says otherwise.",
        ])
        #expect(cast == ") as! PhotoCell", "cut where a capitalised word is glued onto a type name")
        let brackets = lastLine([
            "NSLayoutConstraint.activate([",
            "label.topAnchor.constraint(equalTo: contentView.topAnchor),",
            "])Other common mistakes follow.",
        ])
        #expect(brackets == "])", "cut after the closing brackets")
    }

    @Test func argumentsOnTheirOwnLineAreNotMistakenForGluedProse() throws {
        let source = [
            "Accessories:",
            "cell.accessories = [",
            ".delete(displayed: .whenEditing, actionHandler: { }),",
            ".label(text: \"99+\") // a badge",
            "]// ✅ Correct: the next example",
            "var config = UICollectionLayoutListConfiguration(appearance: .plain)",
        ].joined(separator: "\n")
        let runs = ProseCodeDetector.runs(in: LenientDocumentReader.read(source + "\n", path: "args.txt").proseLines)
        try #require(runs.count == 2)
        #expect(
            runs[0].lines.map(\.text) == [
                "cell.accessories = [", ".delete(displayed: .whenEditing, actionHandler: { }),",
                ".label(text: \"99+\") // a badge", "]",
            ])
        #expect(runs[0].lines.map(\.number) == [2, 3, 4, 5], "one line of code keeps its number, once")
        #expect(runs[1].lines.map(\.number) == [5, 6])
    }

    @Test func documentsWithCodeBlocksAreNotSearched() {
        let document = LenientDocumentReader.read("let x = 1\n\n```swift\nlet y = 2\n```\n", path: "p.md")
        #expect(document.proseLines.isEmpty)
    }

    @Test func linesNeedSyntaxProseLacks() {
        #expect(ProseCodeDetector.isCode("struct Item: Hashable {"))
        #expect(ProseCodeDetector.isCode("}"))
        #expect(!ProseCodeDetector.isCode("Passed"))
        #expect(!ProseCodeDetector.isCode("Common triggers and fixes:"))
        #expect(ProseCodeDetector.split("}apply vs reload").code == "}")
        #expect(
            ProseCodeDetector.split("let a = 1 let b = a").code.hasPrefix("let a = 1 ; let b = a"),
            "a flattened transcript line")
    }
}
