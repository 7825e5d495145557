import SpecPages
import Testing

@testable import DocsRenderer

/// Highlighting comes from swift-syntax's classification; hidden lines and findings' marks wrap it.
@Suite struct HighlightedCodeTests {
    /// The lines of a page's one example; indices in `hidden` are written as hidden lines.
    static func lines(_ texts: [String], hidden: Set<Int> = []) -> [SpecExample.Line] {
        let code = texts.enumerated().map { hidden.contains($0) ? "# \($1)" : $1 }.joined(separator: "\n")
        let page = SpecPageParser.parse("# Lines\n\n```swift correct\n\(code)\n```\n", path: "lines.md")
        return page.examples.first?.lines ?? []
    }

    @Test func tokensAreClassifiedBySwiftSyntax() {
        let html = HighlightedCode(
            lines: Self.lines(["let cell = UICollectionViewCell() // new", "cell.tag = \"<1>\".count"])
        ).html()
        #expect(
            html.contains(
                "<span class=\"k\">let</span> cell = <span class=\"t\">UICollectionViewCell</span>() <span class=\"c\">// new</span>\n"
            ), "a capitalised name in an expression is a type")
        #expect(
            html.contains("<span class=\"s\">&quot;&lt;1&gt;&quot;</span>"),
            "string literals are classified and escaped")
    }

    @Test func hiddenLinesKeepTheirLineBreakInsideTheirSpan() {
        let html = HighlightedCode(lines: Self.lines(["let a = 1", "print(a)"], hidden: [0])).html()
        #expect(
            html
                == "<span class=\"hidden-line\"><span class=\"k\">let</span> a = <span class=\"n\">1</span>\n</span>print(a)\n"
        )
    }

    @Test func aMarkWithAColumnUnderlinesTheTokenThere() {
        let mark = HighlightedCode.Mark(lineIndex: 1, offset: 5, title: "no member 'txt'")
        let html = HighlightedCode(lines: Self.lines(["var c = 1", "cell.txt = c"]), marks: [mark]).html()
        #expect(html.contains("cell.<mark class=\"finding\" title=\"no member &#39;txt&#39;\">txt</mark> = c"))
    }

    @Test func aMarkWithoutAColumnUnderlinesTheLinesTextWithoutIndentation() {
        let mark = HighlightedCode.Mark(lineIndex: 0, offset: nil, title: "fault")
        let html = HighlightedCode(lines: Self.lines(["    go()"]), marks: [mark]).html()
        #expect(html == "    <mark class=\"finding\" title=\"fault\">go()</mark>\n")
    }
}

/// Type names in example code link to their pages of the API reference, and each lists the examples using it.
@Suite struct APILinkTests {
    @Test func typeTokensOnTheReferenceBecomeLinksAndOthersStay() {
        let html =
            "<span class=\"t\">UIListContentConfiguration</span>.cell() <span class=\"t\">Recipe</span> <span class=\"k\">let</span>"
        let linked = APIUsage.linkTypes(
            in: html, types: ["UIListContentConfiguration"], root: "../")
        #expect(
            linked
                == "<a class=\"api-link\" href=\"../api/UIListContentConfiguration.html\"><span class=\"t\">UIListContentConfiguration</span></a>.cell() <span class=\"t\">Recipe</span> <span class=\"k\">let</span>"
        )
    }

    @Test func backticksInDocCommentsAreCode() {
        #expect(
            APIReferencePage.prose("Calls `updated(for:)` on <each>")
                == "Calls <code>updated(for:)</code> on &lt;each&gt;")
        #expect(APIReferencePage.prose("one ` alone") == "one ` alone")
        #expect(APIReferencePage.prose("`a` and ` b") == "<code>a</code> and ` b")
    }
}

extension APILinkTests {
    @Test func eachTypeListsTheExamplesThatLinkToItInPageOrder() {
        let link =
            #"<a class="api-link" href="api/UICellAccessory.html"><span class="t">UICellAccessory</span></a>"#
        let html = """
            <figure class="example context" id="context-listCell">\(link)</figure>
            <figure class="example correct passed" id="example-first"><pre>\(link) \(link)</pre></figure>
            <figure class="example incorrect passed" id="example-second"><pre>none</pre></figure>
            <figure class="example correct passed" id="example-third"><pre>\(link)</pre></figure>
            """
        let usage = APIUsage(pages: [("lists.html", "Lists", html)])
        #expect(
            usage.uses["UICellAccessory"] == [
                APIUsage.Use(href: "lists.html#example-first", label: "Lists, Example 1"),
                APIUsage.Use(href: "lists.html#example-third", label: "Lists, Example 3"),
            ])
    }
}
