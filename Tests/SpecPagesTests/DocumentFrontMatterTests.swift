import SpecPages
import Testing

/// YAML front matter is read apart from the document, and blanked line for line.
@Suite struct DocumentFrontMatterTests {
    @Test func frontMatterIsFoundAndBlankedLineForLine() throws {
        let source = "---\ntitle: Rows\ntags: [a, b]\n---\n# Rows\n"
        let frontMatter = try #require(DocumentFrontMatter(source))
        #expect(frontMatter.lineCount == 4)
        #expect(frontMatter.text == "---\ntitle: Rows\ntags: [a, b]\n---")
        #expect(DocumentFrontMatter.blanked(source) == "\n\n\n\n# Rows\n")
        #expect(frontMatter.title == "Rows")
        #expect(DocumentFrontMatter("---\ntitle: \"Quoted: yes\"\n---\n")?.title == "Quoted: yes")
        #expect(DocumentFrontMatter("---\ndate: 2020\n---\n")?.title == nil)
    }

    /// Dashes around prose are a thematic break and a heading, not metadata.
    @Test func dashesAroundProseAreNotFrontMatter() {
        let source = "---\nA sentence of prose\n---\n"
        #expect(DocumentFrontMatter(source) == nil)
        #expect(DocumentFrontMatter.blanked(source) == source)
        #expect(DocumentFrontMatter("# Title\n---\nkey: value\n---\n") == nil, "only on the first line")
    }
}
