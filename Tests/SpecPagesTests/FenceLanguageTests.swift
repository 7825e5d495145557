import Testing

@testable import SpecPages

/// A fence's language is read as GitHub reads it, and a label that only looks like Swift is an error
/// with what was meant, never a block silently taken for prose.
@Suite struct FenceLanguageTests {
    func parse(_ info: String, code: String = "let broken: Int = \"text\"") -> SpecPage {
        SpecPageParser.parse("# Page\n\n```\(info)\n\(code)\n```\n", path: "page.md")
    }

    @Test(arguments: ["Swift correct", "SWIFT correct", "swift correct"])
    func theLanguageIsCaseInsensitive(info: String) {
        let page = parse(info, code: "print(1)")
        #expect(page.examples.map(\.classification) == [.correct])
        #expect(page.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("swift,correct", "swift correct"), ("Swift:incorrect", "swift incorrect"), ("swift5", "swift swift=5"),
        ("swift6.0 correct", "swift swift=6"), ("swift4", "swift"), ("swfit correct", "swift"), ("swiftui", "swift"),
    ])
    func aLabelThatLooksLikeSwiftIsAMarkupErrorWithTheNearMiss(info: String, meant: String) throws {
        let page = parse(info)
        #expect(page.examples.isEmpty)
        let diagnostic = try #require(page.diagnostics.first)
        #expect(page.diagnostics.count == 1)
        #expect(diagnostic.identifier == .unknownLanguage)
        #expect(diagnostic.suggestion == meant)
        #expect((diagnostic.location.line, diagnostic.location.column) == (3, 4))
    }

    @Test(arguments: ["text", "objc", "xml", "sh", "diff", ""])
    func otherLanguagesStayProse(info: String) {
        let page = parse(info)
        #expect(page.examples.isEmpty)
        #expect(page.diagnostics.isEmpty)
    }
}
