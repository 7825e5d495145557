import SpecPages
import Testing

@testable import LenientCheck

/// Prose written into a code block in a script without letter case (``ProseLines``).
@Suite struct ProseLinesTests {
    func blank(_ text: String) -> (lines: [SpecExample.Line], blanked: [Int]) {
        ProseLines.blank(
            in: text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                SpecExample.Line(text: String($0.element), isHidden: false, number: 20 + $0.offset)
            })
    }

    @Test func aSentenceBetweenTwoVersionsOfACallIsBlanked() {
        let result = blank("shelf.reload(books)\n同じ意味\nshelf.reload(books, animated: false)")
        #expect(result.blanked == [21])
        #expect(result.lines[1].text.isEmpty)
        #expect(result.lines[0].text == "shelf.reload(books)")
    }

    @Test func swiftWithNamesInThoseScriptsIsCode() {
        #expect(blank("let 책장 = Shelf()\nprint(책장)").blanked.isEmpty)
        #expect(blank("let title = \"\"\"\n책장의 제목\n\"\"\"").blanked.isEmpty, "a string literal's line")
        #expect(blank("shelf.reload()\nReload").blanked.isEmpty, "a cased word may be a name")
    }
}
