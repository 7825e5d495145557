import Testing

@testable import LenientCheck

/// YAML front matter is metadata: never a heading, never a block id, and blanking it keeps every
/// page line where it was.
@Suite struct FrontMatterTests {
    @Test func frontMatterIsBlankedLineForLine() {
        let source = "---\ntitle: Lists\ntags: [uikit]\n---\n\n## Cells\n"
        let blanked = FrontMatter.blanked(source)
        #expect(blanked == "\n\n\n\n\n## Cells\n")
        #expect(
            blanked.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func aThematicBreakOverProseIsNotFrontMatter() {
        let source = "---\nThis is a paragraph\nunder a rule\n---\n"
        #expect(FrontMatter.blanked(source) == source)
        #expect(FrontMatter.blanked("Intro\n---\nkey: value\n---\n") == "Intro\n---\nkey: value\n---\n")
    }

    @Test func blockIdsComeFromHeadingsNotFromFrontMatter() {
        let source = """
            ---
            date: 2021-01-02 10:00
            description: A post about cells
            tags: uikit
            ---

            Register the cell:
            ```swift
            let x = 1
            ```
            """
        let document = LenientDocumentReader.read(source, path: "post.md")
        #expect(document.blocks.count == 1)
        #expect(document.blocks.first?.example.id == "block")
        #expect(document.blocks.first?.example.location.line == 8)
        #expect(document.blocks.first?.example.heading == nil)
    }
}
