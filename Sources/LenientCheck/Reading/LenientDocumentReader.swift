import CommonMark
import ExampleRunner
import SpecPages

/// Reads any Markdown file for its candidate Swift blocks (see ``LenientDocument``).
public enum LenientDocumentReader {
    /// Fence languages read as Swift.
    static let swiftLanguages: Set<String> = ["swift", "swift3", "swift4", "swift5", "swift6"]

    /// The language a fence's info string names, as sites write it: its first word, up to a colon
    /// (Qiita and Zenn name the file after one, ```` ```swift:PhotoCell.swift ````; other sites put
    /// words after a space, ```` ```swift title="…" ````) or a comma, without the braces and dot of an
    /// attribute list (```` ```{.swift} ````, ```` ```.swift ````) or an HTML class's `language-`
    /// prefix, in lower case.
    static func language(ofInfo info: String) -> String {
        var word = Substring(info.split(whereSeparator: \.isWhitespace).first ?? "")
        word = word.drop { $0 == "{" || $0 == "." }
        word = word.prefix { $0 != ":" && $0 != "," && $0 != "}" }
        let lowered = word.lowercased()
        return lowered.hasPrefix("language-") ? String(lowered.dropFirst("language-".count)) : lowered
    }

    /// Reads a document; one nested past ``CommonMarkConverter/maximumDepth`` has no blocks and a ``LenientDocument/refusal``.
    public static func read(_ source: String, path: String) -> LenientDocument {
        let document: MarkdownNode
        do {
            document = try CommonMarkConverter.parse(FrontMatter.blanked(source))
        } catch {
            return refused(
                path: path, title: path.split(separator: "/").last.map(String.init) ?? path,
                at: SourceLocation(file: path, line: error.line, column: error.column), .pageTooDeep,
                SpecPageParser.tooDeepMessage)
        }
        var walker = LenientWalker(path: path)
        walker.visit(children: document.children)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        var result = LenientDocument(path: path, title: walker.title ?? fileName, blocks: walker.blocks)
        result.releasesNamed = walker.releasesNamed
        for block in walker.blocks {
            let lines = block.example.lines
            if let offset = SwiftCodeLimits.overlongBracketRunLine(in: lines.map(\.text).joined(separator: "\n")) {
                let line = lines.indices.contains(offset - 1) ? lines[offset - 1].number : block.example.location.line
                return refused(
                    path: path, title: result.title, at: SourceLocation(file: path, line: line), .codeTooDeep,
                    SwiftCodeLimits.message)
            }
        }
        // A block using an attribute that reaches past it is never compiled: the document is refused
        // at the attribute (``ForbiddenAttributes``).
        for block in walker.blocks {
            if let forbidden = forbiddenAttribute(in: block.example, path: path) {
                return refused(document: result, forbidden)
            }
        }
        if walker.codeBlockCount == 0 {
            let sourceLines = SourceLines.lines(of: source)
            result.proseLines = walker.paragraphs.flatMap { paragraph in
                (paragraph.lines).compactMap { number in
                    sourceLines.indices.contains(number - 1)
                        ? LenientDocument.ProseLine(
                            text: String(sourceLines[number - 1]), number: number, heading: paragraph.heading) : nil
                }
            }
            if let offset = SwiftCodeLimits.overlongBracketRunLine(
                in: result.proseLines.map(\.text).joined(separator: "\n"))
            {
                let line = result.proseLines[offset - 1].number
                return refused(
                    path: path, title: result.title, at: SourceLocation(file: path, line: line), .codeTooDeep,
                    SwiftCodeLimits.message)
            }
            for run in ProseCodeDetector.runs(in: result.proseLines) {
                let lines = run.lines.map { SpecExample.Line(text: $0.text, isHidden: false, number: $0.number) }
                if let forbidden = ForbiddenAttributes.diagnostics(
                    lines: lines, codeColumn: 1, file: path, blockLine: run.lines.first?.number ?? 1
                ).first {
                    return refused(document: result, forbidden)
                }
            }
        }
        return result
    }

    private static func forbiddenAttribute(in example: SpecExample, path: String) -> MarkupDiagnostic? {
        ForbiddenAttributes.diagnostics(
            lines: example.lines, codeColumn: example.codeColumn, file: path, blockLine: example.location.line
        ).first
    }

    private static func refused(document: LenientDocument, _ diagnostic: MarkupDiagnostic) -> LenientDocument {
        var refused = LenientDocument(path: document.path, title: document.title, blocks: [])
        refused.refusal = diagnostic
        return refused
    }

    private static func refused(
        path: String, title: String, at location: SourceLocation, _ identifier: MarkupDiagnostic.Identifier,
        _ message: String
    ) -> LenientDocument {
        var document = LenientDocument(path: path, title: title, blocks: [])
        document.refusal = MarkupDiagnostic(identifier, at: location, message)
        return document
    }
}

private struct LenientWalker {
    let path: String
    var title: String?
    var blocks: [LenientDocument.Block] = []
    private var currentHeading: String?
    /// Code blocks of any language: a document with none may hold its code in paragraphs.
    var codeBlockCount = 0
    var paragraphs: [(lines: ClosedRange<Int>, heading: String?)] = []
    /// The iOS releases the prose names (`iOS 26`, `iOS 17.4+`): major versions.
    var releasesNamed: Set<Int> = []
    private var derivedIDs = DerivedIdentifiers(fallback: "block")

    init(path: String) { self.path = path }

    mutating func visit(children: [MarkdownNode]) {
        var previous: MarkdownNode?
        for node in children {
            switch node.kind {
            case .heading:
                currentHeading = node.plainText
                releasesNamed.formUnion(LenientDocumentReader.releases(namedIn: node.plainText))
                if node.headingLevel == 1 && title == nil { title = node.plainText }
                // In text saved from a web page, a code line over a line of dashes reads as a heading.
                paragraphs.append((node.startLine...max(node.startLine, node.endLine), currentHeading))
            case .codeBlock:
                codeBlockCount += 1
                visitCodeBlock(node, after: previous)
            case .paragraph where node.endLine >= node.startLine:
                paragraphs.append((node.startLine...node.endLine, currentHeading))
                releasesNamed.formUnion(LenientDocumentReader.releases(namedIn: node.plainText))
            case .blockQuote, .list, .item:
                visit(children: node.children)
            default:
                break
            }
            previous = node
        }
    }

    private mutating func visitCodeBlock(_ node: MarkdownNode, after previous: MarkdownNode?) {
        let language = LenientDocumentReader.language(ofInfo: node.fenceInfo ?? "")
        let source: LenientDocument.Block.Source
        if LenientDocumentReader.swiftLanguages.contains(language) {
            source = .swiftFence
        } else if language.isEmpty {
            source = .unlabeledFence
        } else {
            return
        }
        // The paragraph or heading right before the block; a heading counts only when nothing came between.
        let marker = previous.flatMap { node -> LenientMarker? in
            switch node.kind {
            case .paragraph: return LenientMarkerWords.proseMarker(in: node.plainText)
            case .heading: return LenientMarkerWords.headingMarker(in: node.plainText)
            default: return nil
            }
        }
        let lines = CodeBlockLines.lines(of: node, hiddenMarkup: false)
        let location = SourceLocation(file: path, line: node.startLine, column: node.startColumn)
        let example = SpecExample(
            id: derivedIDs.next(under: currentHeading), classification: .illustration, origin: .markerParagraph,
            expectations: [], contexts: [],
            swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [], location: location, codeColumn: node.startColumn,
            lines: lines, heading: currentHeading)
        blocks.append(LenientDocument.Block(source: source, proseMarker: marker, example: example))
    }
}

extension LenientDocumentReader {
    /// The major iOS versions `text` names: each `iOS` followed by a number, with or without a space.
    static func releases(namedIn text: String) -> Set<Int> {
        var found: Set<Int> = []
        var rest = Substring(text)
        while let range = rest.range(of: "iOS") {
            rest = rest[range.upperBound...]
            let digits = rest.drop { $0 == " " || $0 == "\u{00A0}" }.prefix { $0.isASCII && $0.isNumber }
            if let release = Int(digits), (2...99).contains(release) { found.insert(release) }
        }
        return found
    }
}
