import CommonMark
import ExampleRunner
import Foundation
import SpecPages

/// Renders one spec page through libcmark, putting each example, with its verdict, in place of its
/// code block, giving every heading a stable anchor, and pointing links between pages at their HTML.
struct PageRenderer {
    let page: SpecPage
    let report: SuiteReport
    let layout: SiteLayout

    func render() -> String {
        let resultsByLine = Dictionary(
            report.results(forPage: page.path).map { ($0.example.location.line, $0) },
            uniquingKeysWith: { first, _ in first })
        let contextsByLine = Dictionary(
            page.contextDefinitions.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        let diagnosticsByLine = Dictionary(grouping: page.diagnostics, by: \.location.line)
        var headingIndex = 0
        var exampleNumber = 0
        // The ✅/❌ sentence before an example states its claim: it moves into the example's caption.
        var claims: [Int: String] = [:]
        let body = CommonMarkConverter.renderHTML(
            page.source, kinds: [.heading, .paragraph, .codeBlock, .link, .image, .htmlBlock]
        ) { request in
            let node = request.node
            switch node.kind {
            case .paragraph:
                guard
                    let exampleLine = [node.endLine + 1, node.endLine + 2].first(where: { resultsByLine[$0] != nil }),
                    let claim = Self.claim(request.renderedHTML())
                else { return nil }
                claims[exampleLine] = claim
                return .html("")
            case .heading:
                defer { headingIndex += 1 }
                guard headingIndex < page.sections.count else { return nil }
                let section = page.sections[headingIndex]
                let heading = Self.anchored(request.renderedHTML(), anchor: section.anchor)
                // The contents follow the page's title.
                return .html(
                    headingIndex == 0 && section.level == 1 ? heading + Self.tableOfContents(page.sections) : heading)
            case .codeBlock:
                if let result = resultsByLine[node.startLine] {
                    exampleNumber += 1
                    let html = ExampleHTML(result: result, number: exampleNumber, claim: claims[node.startLine])
                        .render()
                    return .html(
                        APIUsage.linkTypes(
                            in: html, types: layout.apiTypes,
                            root: layout.rootPrefix(from: layout.outputPath(for: page))))
                }
                if let context = contextsByLine[node.startLine] {
                    return .html(ExampleHTML.context(context))
                }
                if let problems = diagnosticsByLine[node.startLine] {
                    return .html(ExampleHTML.unchecked(code: node.literal ?? "", problems: problems))
                }
                return nil
            case .htmlBlock:
                // Comments — the page's settings, markers for generated text — are for cellspec and
                // authors, not for readers, as on GitHub; other raw HTML is shown as text.
                let literal = (node.literal ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                let isComment = literal.hasPrefix("<!--") && literal.hasSuffix("-->")
                return SpecPageParser.isSettingsComment(node.literal ?? "") || isComment ? .html("") : nil
            case .link, .image:
                return Self.destination(node.url)
            default:
                return nil
            }
        }
        let path = layout.outputPath(for: page)
        let summary = PageSummary(results: report.results(forPage: page.path), diagnostics: page.diagnostics)
        return PageTemplate(title: page.title, outputPath: path, layout: layout, current: path)
            .wrap(summary.bannerHTML + body + navigationLinks(from: path))
    }

    /// "On this page": the page's sections below its title, each linked; none for a page with fewer than two.
    static func tableOfContents(_ sections: [SpecPage.Section]) -> String {
        let sections = sections.filter { $0.level == 2 || $0.level == 3 }
        guard sections.count >= 2 else { return "" }
        var html = "<nav class=\"toc\" aria-label=\"On this page\">\n<p class=\"toc-title\">On this page</p>\n<ol>\n"
        for section in sections {
            html +=
                "<li class=\"toc-level-\(section.level)\"><a href=\"#\(escapeHTML(section.anchor))\">\(escapeHTML(section.title))</a></li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }

    /// `<p>✅ Same cell, new title.</p>` → `Same cell, new title.`: the marker is said by the example's
    /// Do/Don't label. Nil for any other paragraph, and for one with a link (its links are rewritten
    /// only in place).
    static func claim(_ paragraphHTML: String) -> String? {
        var html = paragraphHTML.trimmingCharacters(in: .whitespacesAndNewlines)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>"), !html.contains("<a ") else { return nil }
        html = String(html.dropFirst(3).dropLast(4))
        guard let marker = html.unicodeScalars.first, marker == "✅" || marker == "❌" else { return nil }
        return String(String.UnicodeScalarView(html.unicodeScalars.dropFirst().drop { $0 == "\u{FE0F}" || $0 == " " }))
    }

    /// `<h2>Title</h2>` → `<h2 id="title"><a class="heading-anchor" href="#title">Title</a></h2>`.
    static func anchored(_ html: String, anchor: String) -> String {
        guard html.hasPrefix("<h"), let close = html.firstIndex(of: ">") else { return html }
        let tag = html[html.index(after: html.startIndex)..<close]
        let inner = html[html.index(after: close)...].replacingOccurrences(of: "</\(tag)>", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return
            "<\(tag) id=\"\(escapeHTML(anchor))\">\(inner) <a class=\"heading-anchor\" href=\"#\(escapeHTML(anchor))\" aria-label=\"Link to this section\">#</a></\(tag)>\n"
    }

    /// The destination a link or image gets: another page's HTML (``pageLink(_:)``), none for a
    /// script or local file (``LinkSafety``), or the page's own (nil).
    static func destination(_ url: String?) -> CommonMarkConverter.Edit? {
        guard let url else { return nil }
        if LinkSafety.isDangerous(url) { return .url("") }
        return pageLink(url).map { .url($0) }
    }

    /// A relative link to another page, `other.md#part` → `other.html#part`.
    static func pageLink(_ url: String) -> String? {
        guard !url.contains("://"), !url.hasPrefix("/"), !url.hasPrefix("#") else { return nil }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].hasSuffix(".md") else { return nil }
        let fragment = parts.count > 1 ? "#\(parts[1])" : ""
        return parts[0].dropLast(3) + ".html" + fragment
    }

    private func navigationLinks(from path: String) -> String {
        guard let index = layout.pages.firstIndex(where: { $0.path == page.path }) else { return "" }
        let root = layout.rootPrefix(from: path)
        func link(_ offset: Int, _ rel: String, _ label: String) -> String {
            let target = index + offset
            guard layout.pages.indices.contains(target) else { return "<span></span>" }
            let other = layout.pages[target]
            return
                "<a rel=\"\(rel)\" href=\"\(root)\(escapeHTML(layout.outputPath(for: other)))\">\(label) \(escapeHTML(other.title))</a>"
        }
        return
            "<nav class=\"page-links\" aria-label=\"Previous and next page\">\(link(-1, "prev", "←"))\(link(1, "next", "→"))</nav>\n"
    }
}
