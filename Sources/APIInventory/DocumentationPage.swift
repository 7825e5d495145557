import CommonMark

/// One page of Apple's documentation as Markdown (a mirror of developer.apple.com's UIKit pages, see
/// `Inventory/README.md`): its breadcrumb, kind, iOS availability, Swift declarations and
/// relationships. Apple's prose (abstract, discussion) is read past, never kept.
///
/// A page reads, in order: the breadcrumb as a list (`UIKit`, `UIButton`, `UIButton.Configuration`,
/// `bordered()`; a deprecated symbol's last item ends ` Deprecated`), its kind as a paragraph
/// (`Type Method`), the title as a level-1 heading, the abstract, the platforms line
/// (`iOS 15.0+iPadOS 15.0+…`, or `iOS 2.0–15.0Deprecated…`), then one fenced `source` block per
/// declaration, and for a type `## Relationships` with `### Inherits From` / `### Conforms To` lists.
public struct DocumentationPage: Equatable, Sendable {
    /// The page's path, as diagnostics and inventory entries name it.
    public var path: String
    /// The breadcrumb's items, the framework first, ` Deprecated` dropped from the last.
    public var breadcrumb: [String]
    /// `Class`, `Instance Method`, `Case`, …: the line before the title.
    public var kind: String
    public var title: String
    /// iOS availability from the platforms line; empty when the line shows iOS without a version.
    public var availability: InventoryEntry.Availability
    /// False when the platforms line names other platforms but not iOS: not API on iOS.
    public var isOnIOS: Bool
    /// Each Swift declaration (one per `source` block), with the page line of its first line.
    public var declarations: [Declaration]
    /// `### Inherits From`: a class's superclass, or the protocols a protocol refines.
    public var inheritsFrom: [String]
    /// `### Conforms To`.
    public var conformsTo: [String]

    public struct Declaration: Equatable, Sendable {
        public var text: String
        public var line: Int
    }

    /// A page that cannot be read as a declaration page: where, and why.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var reason: String
        public var description: String { "\(path):\(line): \(reason)" }
    }

    /// Kinds of pages that declare nothing.
    public static let proseKinds: Set<String> = ["Article", "API Collection", "Sample Code", "Sample"]

    /// The platform names a platforms line is made of.
    static let platforms = ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"]

    /// The type the page's symbol belongs to (`UIButton.Configuration` for `bordered()`), `""` for a
    /// top-level symbol. For a type page the title is the full name and the owner its prefix; for
    /// a member, the last breadcrumb item before the page's that names a type (topic groups such as
    /// `Views and controls` are breadcrumb items too, and name none).
    public var owner: String {
        if isTypePage {
            guard let dot = title.lastIndex(of: ".") else { return "" }
            return String(title[..<dot])
        }
        return breadcrumb.dropFirst().dropLast().last(where: Self.isTypeName) ?? ""
    }

    /// Class, structure, enumeration or protocol pages.
    public var isTypePage: Bool { ["Class", "Structure", "Enumeration", "Protocol"].contains(kind) }

    /// A breadcrumb item that names a type: `UIButton`, `UIButton.Configuration`.
    static func isTypeName(_ item: String) -> Bool {
        guard let first = item.first, first.isLetter || first == "_" else { return false }
        return item.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// Reads `text`; nil for a page that declares nothing (an article, a collection, sample code).
    /// A page whose parts are not where a declaration page has them throws a ``Problem`` naming the line.
    public static func read(_ text: String, path: String) throws(Problem) -> DocumentationPage? {
        let document: MarkdownNode
        do {
            document = try CommonMarkConverter.parse(text)
        } catch {
            throw Problem(path: path, line: error.line, reason: "the Markdown nests too deeply to read")
        }
        let blocks = document.children
        guard let crumbs = blocks.first(where: { $0.kind == .list }) else {
            throw Problem(path: path, line: 1, reason: "no breadcrumb (the list that starts a page)")
        }
        var breadcrumb = crumbs.children.map { $0.plainText.trimmingSpaces() }
        guard let headingIndex = blocks.firstIndex(where: { $0.kind == .heading && $0.headingLevel == 1 }) else {
            throw Problem(path: path, line: crumbs.endLine, reason: "no title (a level-1 heading)")
        }
        guard
            let kindBlock = blocks[..<headingIndex].last,
            kindBlock.kind == .paragraph
        else {
            throw Problem(
                path: path, line: blocks[headingIndex].startLine,
                reason: "no kind (the paragraph before the title, such as `Instance Method`)")
        }
        let kind = kindBlock.plainText.trimmingSpaces()
        if proseKinds.contains(kind) { return nil }
        if let last = breadcrumb.last, last.hasSuffix(" Deprecated") {
            breadcrumb[breadcrumb.count - 1] = String(last.dropLast(" Deprecated".count)).trimmingSpaces()
        }
        let title = blocks[headingIndex].plainText.trimmingSpaces()
        // The declaration part: from the title to the first level-2 heading.
        let rest = blocks[(headingIndex + 1)...]
        let end = rest.firstIndex(where: { $0.kind == .heading && $0.headingLevel == 2 }) ?? blocks.endIndex
        let head = blocks[(headingIndex + 1)..<end]
        var availability = InventoryEntry.Availability()
        var isOnIOS = true
        if let line = head.first(where: { $0.kind == .paragraph && PlatformsLine(text: $0.plainText) != nil }) {
            let platforms = PlatformsLine(text: line.plainText)!
            if let iOS = platforms.iOS {
                availability.introduced = iOS.introduced
                availability.deprecated = iOS.deprecated
            } else {
                isOnIOS = false
            }
        }
        let declarations = head.filter { $0.kind == .codeBlock && $0.fenceInfo?.trimmingSpaces() == "source" }
            .map { Declaration(text: $0.literal ?? "", line: $0.contentStartLine) }
        if declarations.isEmpty {
            throw Problem(
                path: path, line: blocks[headingIndex].startLine,
                reason: "a \(kind) page without a declaration (no ``` source block after the title)")
        }
        return DocumentationPage(
            path: path, breadcrumb: breadcrumb, kind: kind, title: title, availability: availability,
            isOnIOS: isOnIOS, declarations: declarations,
            inheritsFrom: relationship("Inherits From", in: blocks[end...]),
            conformsTo: relationship("Conforms To", in: blocks[end...]))
    }

    /// The items of the list under `### <name>` in `## Relationships`.
    private static func relationship(_ name: String, in blocks: ArraySlice<MarkdownNode>) -> [String] {
        guard
            let start = blocks.firstIndex(where: {
                $0.kind == .heading && $0.plainText.trimmingSpaces() == "Relationships"
            })
        else { return [] }
        var inSection = false
        for block in blocks[(start + 1)...] {
            if block.kind == .heading {
                if block.headingLevel <= 2 { break }
                inSection = block.plainText.trimmingSpaces() == name
            } else if inSection, block.kind == .list {
                return block.children.map { $0.plainText.trimmingSpaces() }
            }
        }
        return []
    }
}

/// A page's platforms line: `iOS 15.0+iPadOS 15.0+Mac Catalyst 15.0+tvOS 15.0+visionOS 1.0+`,
/// `iOS 2.0–15.0DeprecatediPadOS 2.0–15.0Deprecated…`, `iOSiPadOSMac CatalysttvOS` (no versions).
/// Only iOS's figures are kept.
struct PlatformsLine: Equatable {
    struct Figures: Equatable {
        var introduced: String?
        var deprecated: String?
    }
    /// nil when the line does not name iOS.
    var iOS: Figures?

    /// nil when `text` is not a platforms line: it must be made only of platform names, versions,
    /// `+`, `–`, `Deprecated` and `Beta`.
    init?(text: String) {
        var rest = Substring(text.trimmingSpaces())
        var found: [(platform: String, figures: Figures)] = []
        while !rest.isEmpty {
            // Longest name first: `iPadOS` is not `iOS`, and `macOS` would otherwise not be found.
            guard
                let platform = DocumentationPage.platforms.sorted(by: { $0.count > $1.count }).first(where: {
                    rest.hasPrefix($0)
                })
            else { return nil }
            rest = rest.dropFirst(platform.count).drop(while: { $0 == " " })
            var figures = Figures()
            let first = Self.version(&rest)
            if rest.hasPrefix("+") {
                rest = rest.dropFirst()
                figures.introduced = first
            } else if rest.hasPrefix("–") || rest.hasPrefix("-") {
                rest = rest.dropFirst()
                figures.introduced = first
                let second = Self.version(&rest)
                guard rest.hasPrefix("Deprecated") else { return nil }
                rest = rest.dropFirst("Deprecated".count)
                figures.deprecated = second
            } else if first != nil {
                return nil
            }
            if rest.hasPrefix("Beta") { rest = rest.dropFirst("Beta".count) }
            rest = rest.drop(while: { $0 == " " })
            found.append((platform, figures))
        }
        guard !found.isEmpty else { return nil }
        iOS = found.first(where: { $0.platform == "iOS" })?.figures
    }

    /// `15.0`, `13.1`, read off the front of `text`; nil when none is there.
    private static func version(_ text: inout Substring) -> String? {
        let digits = text.prefix(while: { $0.isNumber || $0 == "." })
        guard let first = digits.first, first.isNumber else { return nil }
        text = text.dropFirst(digits.count)
        return String(digits)
    }
}
