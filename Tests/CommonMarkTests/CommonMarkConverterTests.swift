import CommonMark
import Testing

@Suite struct CommonMarkConverterTests {
    let source = """
        # Title

        Some *text* with `code`.

        ```swift correct
        let a = 1
        ```

            indented code

        ```swift
        never closed
        """

    @Test func headingsAndParagraphsCarryTheirLines() throws {
        let document = try CommonMarkConverter.parse(source)
        #expect(document.kind == .document)
        let heading = document.children[0]
        #expect(heading.kind == .heading)
        #expect(heading.headingLevel == 1)
        #expect(heading.plainText == "Title")
        #expect(heading.startLine == 1)
        #expect(document.children[1].plainText == "Some text with code.")
        #expect(document.children[1].startLine == 3)
    }

    @Test func codeBlocksKnowTheirFenceInfoAndWhetherTheyAreClosed() throws {
        let blocks = try CommonMarkConverter.parse(source).children.filter { $0.kind == .codeBlock }
        #expect(blocks.count == 3)
        #expect(blocks[0].isFenced && blocks[0].isClosed)
        #expect(blocks[0].fenceInfo == "swift correct")
        #expect(blocks[0].literal == "let a = 1\n")
        #expect(blocks[0].startLine == 5)
        #expect(blocks[0].contentStartLine == 6)
        #expect(!blocks[1].isFenced)
        #expect(blocks[1].contentStartLine == 9)
        #expect(blocks[2].isFenced && !blocks[2].isClosed)
    }

    @Test func renderingReplacesChosenNodesAndRewritesLinks() {
        let html = CommonMarkConverter.renderHTML(
            "# Hi\n\n[next](next.md)\n\n```swift\nx\n```\n", kinds: [.codeBlock, .link]
        ) { request in
            switch request.node.kind {
            case .codeBlock: return .html("<div>replaced</div>")
            case .link: return .url("next.html")
            default: return nil
            }
        }
        #expect(html == "<h1>Hi</h1>\n<p><a href=\"next.html\">next</a></p>\n<div>replaced</div>\n")
    }

    @Test func rawHTMLFromThePageIsShownAsTextNeverPassedThrough() {
        let html = CommonMarkConverter.renderHTML("<script>alert(1)</script>\n\nand <b>bold</b>\n", kinds: []) { _ in
            nil
        }
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
    }

    @Test func aReplacedNodesChildrenAreNotOffered() {
        var offered: [MarkdownNode.Kind] = []
        _ = CommonMarkConverter.renderHTML("# A <i>x</i>\n", kinds: [.heading, .text]) { request in
            offered.append(request.node.kind)
            return request.node.kind == .heading ? .html("<h1>A</h1>") : nil
        }
        #expect(offered == [.heading])
    }

    /// 10,000 nested block quotes and 3,000 nested list markers used to overflow the stack while the
    /// tree was copied out of cmark (SIGSEGV); now the copy is iterative and the depth bounded.
    @Test(arguments: [
        ("quotes", "# Q\n\n" + String(repeating: "> ", count: 10_000) + "x\n", 3, 201),
        ("list markers", "# L\n\n" + String(repeating: "- ", count: 3_000) + "x\n", 3, 101),
        (
            "emphasis", String(repeating: "*a ", count: 3_000) + "x" + String(repeating: "*", count: 3_000) + "\n", 1,
            nil
        ),
    ])
    func deepNestingIsRefusedWhereItGoesPastTheLimit(name: String, source: String, line: Int, column: Int?) {
        #expect(throws: CommonMarkConverter.NestingTooDeep.self, "\(name)") { try CommonMarkConverter.parse(source) }
        do {
            _ = try CommonMarkConverter.parse(source)
        } catch {
            #expect(error.line == line)
            if let column { #expect(error.column == column) }
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        // The document, 98 block quotes, a paragraph and its text: 100 levels below the document.
        let source = String(repeating: "> ", count: CommonMarkConverter.maximumDepth - 2) + "deep enough\n"
        var node = try CommonMarkConverter.parse(source)
        var depth = 0
        while let child = node.children.first {
            node = child
            depth += 1
        }
        #expect(depth == CommonMarkConverter.maximumDepth)
        #expect(node.literal == "deep enough")
    }

    @Test func renderingADeepDocumentDoesNotRecurse() {
        let source =
            "# " + String(repeating: "*a ", count: 3_000) + "x" + String(repeating: "*", count: 3_000) + "\n\n"
            + String(repeating: "> ", count: 3_000) + "x\n"
        var offered = 0
        let html = CommonMarkConverter.renderHTML(source, kinds: [.heading, .blockQuote]) { request in
            offered += 1
            _ = request.node.plainText
            return nil
        }
        #expect(html.hasPrefix("<h1>"))
        #expect(offered > 1)
    }

    @Test func linesEndAtLFCRLFOrCRAsCommonMarkCountsThem() {
        #expect(SourceLines.lines(of: "") == [""])
        #expect(SourceLines.lines(of: "a\nb") == ["a", "b"])
        #expect(SourceLines.lines(of: "a\r\nb\r\n") == ["a", "b", ""])
        #expect(SourceLines.lines(of: "a\rb\n\nc") == ["a", "b", "", "c"])
        #expect(SourceLines.lines(of: "é\r\n✅ \u{1F600}\r\r\n") == ["é", "✅ \u{1F600}", "", ""])
    }
}
