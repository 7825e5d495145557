import CommonMark

/// Reads a spec page with libcmark and finds its examples, context definitions and settings.
public enum SpecPageParser {
    /// The paragraph markers of the seed guides: a block right after a paragraph starting with one of
    /// these is classified by it.
    static let correctMarker: Character = "✅"
    static let incorrectMarker: Character = "❌"

    /// Why a page nested past ``CommonMarkConverter/maximumDepth`` is refused.
    public static let tooDeepMessage =
        "the page nests more than \(CommonMarkConverter.maximumDepth) levels deep here (lists, block quotes or emphasis inside each other); cellspec reads pages nested up to that depth"

    /// Whether an HTML block is a `<!-- cellspec: … -->` settings comment; returns its settings text.
    public static func isSettingsComment(_ html: String) -> Bool { settingsText(in: html) != nil }

    static func settingsText(in html: String) -> String? {
        var text = html.trimmingWhitespace()
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
        text = String(text.dropFirst(4).dropLast(3)).trimmingWhitespace()
        guard text.hasPrefix("cellspec:") else { return nil }
        return String(text.dropFirst("cellspec:".count))
    }

    /// Parses a page. `path` is how locations name the file.
    public static func parse(_ source: String, path: String) -> SpecPage {
        let document: MarkdownNode
        do {
            document = try CommonMarkConverter.parse(source)
        } catch {
            // Refused like a page too large to read: nothing of it is checked or rendered.
            let location = SourceLocation(file: path, line: error.line, column: error.column)
            return SpecPage(
                path: path, source: "", title: path, sections: [], examples: [], contextDefinitions: [],
                settings: PageSettings(),
                diagnostics: [MarkupDiagnostic(.pageTooDeep, at: location, tooDeepMessage)])
        }
        var walker = Walker(path: path, source: source)
        walker.visit(children: document.children)
        walker.finish()
        return walker.page
    }
}

/// One pass over the document, in order, remembering the nearest heading and the previous block.
private struct Walker {
    var page: SpecPage
    private var currentHeading: String?
    private var derivedIDs = DerivedIdentifiers(fallback: "example")
    private var explicitIDs: Set<String> = []
    private var sectionAnchors: [String: Int] = [:]

    init(path: String, source: String) {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        page = SpecPage(
            path: path, source: source, title: fileName, sections: [], examples: [], contextDefinitions: [],
            settings: PageSettings(), diagnostics: [])
        if source.allSatisfy(\.isWhitespace) {
            page.diagnostics.append(
                MarkupDiagnostic(.emptyPage, at: SourceLocation(file: path, line: 1), "the page is empty"))
        }
    }

    mutating func visit(children: [MarkdownNode]) {
        var previous: MarkdownNode?
        for node in children {
            switch node.kind {
            case .heading:
                visitHeading(node)
            case .codeBlock:
                visitCodeBlock(node, after: previous)
            case .htmlBlock:
                visitSettings(node)
            case .blockQuote, .list, .item:
                visit(children: node.children)
            default:
                break
            }
            previous = node
        }
    }

    mutating func finish() {
        if let title = page.sections.first(where: { $0.level == 1 })?.title { page.title = title }
        // Derived identifiers are numbered per heading; an explicit id that collides is reported.
        var seen: [String: SourceLocation] = [:]
        for example in page.examples {
            if let first = seen[example.id] {
                page.diagnostics.append(
                    MarkupDiagnostic(
                        .duplicateIdentifier, at: example.location,
                        "example id '\(example.id)' is already used at line \(first.line)"))
            } else {
                seen[example.id] = example.location
            }
        }
    }

    private mutating func visitHeading(_ node: MarkdownNode) {
        let title = node.plainText
        var anchor = Slug.make(title)
        let uses = sectionAnchors[anchor, default: 0]
        sectionAnchors[anchor] = uses + 1
        if uses > 0 { anchor += "-\(uses + 1)" }
        page.sections.append(
            SpecPage.Section(title: title, level: node.headingLevel, anchor: anchor, line: node.startLine))
        currentHeading = title
    }

    /// `<!-- cellspec: swift=6 ios=17,18 -->` sets the page's defaults.
    private mutating func visitSettings(_ node: MarkdownNode) {
        guard let text = SpecPageParser.settingsText(in: node.literal ?? "") else { return }
        let location = SourceLocation(file: page.path, line: node.startLine, column: node.startColumn)
        var markup = FenceMarkup.parse("settings " + text, at: location, diagnostics: &page.diagnostics)
        if markup.classification != nil || !markup.expectations.isEmpty || markup.id != nil || !markup.contexts.isEmpty
        {
            page.diagnostics.append(
                MarkupDiagnostic(.unknownAttribute, at: location, "page settings take only swift=, ios= and plist="))
            markup = FenceMarkup()
        }
        if let version = markup.swiftVersion { page.settings.swiftVersion = version }
        if let releases = markup.iOSReleases { page.settings.iOSReleases = releases }
        if let keys = markup.infoPlistKeys { page.settings.infoPlistKeys = keys }
    }

    private mutating func visitCodeBlock(_ node: MarkdownNode, after previous: MarkdownNode?) {
        let location = SourceLocation(file: page.path, line: node.startLine, column: node.startColumn)
        let infoLocation = location.shifted(by: 3)
        var diagnostics: [MarkupDiagnostic] = []
        let markup = FenceMarkup.parse(node.fenceInfo ?? "", at: infoLocation, diagnostics: &diagnostics)
        let marker = previous.flatMap(Self.marker(in:))
        guard FenceLanguage.isSwift(markup.language) else {
            if let meant = FenceLanguage.nearMiss(for: markup.language) {
                page.diagnostics.append(
                    MarkupDiagnostic(
                        .unknownLanguage, at: infoLocation,
                        "fence language '\(markup.language)' is not one cellspec reads, so the block would be prose",
                        suggestion: meant))
                return
            }
            // Blocks in other languages are prose; only attributes on them would be a mistake.
            if markup.classification != nil || marker != nil && !markup.language.isEmpty {
                page.diagnostics += diagnostics
            }
            return
        }
        page.diagnostics += diagnostics
        if node.isFenced && !node.isClosed {
            page.diagnostics.append(
                MarkupDiagnostic(
                    .unterminatedFence, at: location, "code fence is never closed; the rest of the page would be code"))
        }
        let lines = CodeBlockLines.lines(of: node, hiddenMarkup: true)
        if let offset = SwiftCodeLimits.overlongBracketRunLine(in: lines.map(\.text).joined(separator: "\n")) {
            let line = lines.indices.contains(offset - 1) ? lines[offset - 1].number : node.startLine
            page.diagnostics.append(
                MarkupDiagnostic(.codeTooDeep, at: location, SwiftCodeLimits.message + " (line \(line))"))
            return
        }
        // Code that will be compiled — a context, or an example that is not an illustration — must
        // not use an attribute that reaches past it (``ForbiddenAttributes``).
        if markup.defines != nil || (markup.classification ?? marker) != .illustration {
            let forbidden = ForbiddenAttributes.diagnostics(
                lines: lines, codeColumn: node.startColumn, file: page.path, blockLine: node.startLine)
            if !forbidden.isEmpty {
                page.diagnostics += forbidden
                return
            }
        }
        if let name = markup.defines {
            defineContext(name, markup: markup, lines: lines, node: node, at: location)
            return
        }
        var classification = markup.classification
        var origin = SpecExample.Origin.infoString
        if let marker {
            if let classification, classification != marker {
                page.diagnostics.append(
                    MarkupDiagnostic(
                        .conflictingClassification, at: location,
                        "the paragraph before marks this block \(marker.rawValue), its info string \(classification.rawValue)"
                    ))
            } else if classification == nil {
                origin = .markerParagraph
            }
            classification = classification ?? marker
        }
        guard let classification else {
            // A misspelt word or a broken info string was reported already; say nothing more about this block.
            if !diagnostics.isEmpty { return }
            page.diagnostics.append(
                MarkupDiagnostic(
                    .missingClassification, at: location,
                    "Swift block is not classified: add correct, incorrect or illustration to its info string, or put a ✅ or ❌ paragraph before it"
                ))
            return
        }
        // An expectation naming an unknown rule id was reported at the id; it still says how the example fails.
        if classification == .incorrect && markup.expectations.isEmpty
            && !diagnostics.contains(where: { $0.identifier == .unknownRule })
        {
            page.diagnostics.append(
                MarkupDiagnostic(
                    .missingExpectation, at: location,
                    "incorrect example does not say how it fails: add expect=error:\"…\", warning:\"…\", fault:ID, violation:ID or assertion"
                ))
            return
        }
        if classification != .incorrect && !markup.expectations.isEmpty {
            page.diagnostics.append(
                MarkupDiagnostic(.unexpectedExpectation, at: location, "only incorrect examples take expect="))
            return
        }
        page.examples.append(
            SpecExample(
                id: markup.id ?? derivedIDs.next(under: currentHeading), classification: classification, origin: origin,
                expectations: markup.expectations, contexts: markup.contexts,
                swiftVersion: markup.swiftVersion ?? page.settings.swiftVersion,
                iOSReleases: markup.iOSReleases ?? page.settings.iOSReleases,
                infoPlistKeys: markup.infoPlistKeys ?? page.settings.infoPlistKeys,
                location: location, codeColumn: node.startColumn, lines: lines, heading: currentHeading))
    }

    private mutating func defineContext(
        _ name: String, markup: FenceMarkup, lines: [SpecExample.Line], node: MarkdownNode, at location: SourceLocation
    ) {
        if markup.classification != nil || !markup.expectations.isEmpty || markup.id != nil {
            page.diagnostics.append(
                MarkupDiagnostic(
                    .unknownAttribute, at: location, "a context definition takes only defines= and context="))
        }
        page.contextDefinitions.append(
            ContextDefinition(
                name: name, contexts: markup.contexts, location: location, codeColumn: node.startColumn, lines: lines))
    }

    private static func marker(in node: MarkdownNode) -> SpecExample.Classification? {
        guard node.kind == .paragraph, let first = node.plainText.trimmingWhitespace().first else { return nil }
        switch first {
        case SpecPageParser.correctMarker: return .correct
        case SpecPageParser.incorrectMarker: return .incorrect
        default: return nil
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
