import CommonMark
import Foundation
import Testing

@testable import SpecPages

/// Pages nested past what cellspec reads, and code past what swift-syntax reads in reasonable time,
/// are refused at their line; the other pages, and the other examples, are still read.
@Suite struct PageDepthTests {
    static let tooDeep: [(name: String, source: String, line: Int)] = [
        ("quotes", "# Q\n\n" + String(repeating: "> ", count: 10_000) + "x\n", 3),
        ("list markers", "# L\n\n" + String(repeating: "- ", count: 3_000) + "x\n", 3),
        ("indented lists", (0..<300).map { String(repeating: "  ", count: $0) + "- item\n" }.joined(), 50),
    ]

    @Test(arguments: tooDeep.map(\.name))
    func aPageNestedTooDeeplyIsRefusedAtItsLine(name: String) throws {
        let fixture = try #require(Self.tooDeep.first { $0.name == name })
        let page = SpecPageParser.parse(fixture.source, path: "deep.md")
        #expect(page.diagnostics.map(\.identifier) == [.pageTooDeep])
        #expect(page.diagnostics.first?.location.line == fixture.line)
        #expect(page.examples.isEmpty)
        #expect(page.source.isEmpty, "nothing reads the refused page's text again")
        #expect(MarkupDiagnostic.Identifier.pageTooDeep.meansUnreadable)
    }

    @Test func aDeepPageInADirectoryDoesNotStopTheOthers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-depth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.tooDeep[0].source.utf8).write(to: directory.appendingPathComponent("a-deep.md"))
        try Data("# Good\n\n```swift correct id=good\nprint(1)\n```\n".utf8).write(
            to: directory.appendingPathComponent("b-good.md"))
        let suite = SpecSuite.load(paths: [directory.path])
        #expect(suite.diagnostics.map(\.identifier) == [.pageTooDeep])
        #expect(suite.checkableExamples.map(\.id) == ["good"])
    }

    @Test func nestingWellInsideTheLimitIsRead() {
        let page = SpecPageParser.parse(
            "# Nested\n\n" + String(repeating: "> ", count: 40) + "✅ Fine.\n" + String(repeating: "> ", count: 40)
                + "\n"
                + String(repeating: "> ", count: 40) + "```swift\n" + String(repeating: "> ", count: 40) + "print(1)\n"
                + String(repeating: "> ", count: 40) + "```\n",
            path: "nested.md")
        #expect(page.diagnostics.isEmpty)
        #expect(page.examples.count == 1)
    }

    @Test func aLongRunOfSquareBracketsIsRefusedBeforeSwiftSyntaxReadsIt() throws {
        let run = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
        let page = SpecPageParser.parse(
            "# Brackets\n\n```swift correct id=fine\nlet grid = [[[1, 2]], [[3]]]\n```\n\n```swift correct id=deep\nlet a = 1\nlet x = \(run)\n```\n",
            path: "brackets.md")
        #expect(page.examples.map(\.id) == ["fine"])
        let diagnostic = try #require(page.diagnostics.first)
        #expect(diagnostic.identifier == .codeTooDeep)
        #expect(diagnostic.location.line == 7)
        #expect(diagnostic.message.hasSuffix("(line 9)"))
    }

    @Test func theBracketRunCountsOnlyDirectlyNestedOpenings() {
        #expect(SwiftCodeLimits.overlongBracketRunLine(in: "[[[ [( [[[[") == nil)
        #expect(SwiftCodeLimits.overlongBracketRunLine(in: "a\n[[[[ [( [[[[[") == 2)
        #expect(SwiftCodeLimits.overlongBracketRunLine(in: "a\r\nb\r\n[[[[ [( [[[[[") == 3, "CRLF ends a line too")
        #expect(SwiftCodeLimits.overlongBracketRunLine(in: String(repeating: "[1, ", count: 50)) == nil)
        #expect(SwiftCodeLimits.overlongBracketRunLine(in: String(repeating: "a[", count: 50)) == nil)
    }
}
