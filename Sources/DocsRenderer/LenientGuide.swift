import SpecPages

/// A guide a lenient check read, as the lenient site renders it: its path as the report names it and
/// its text, read again when the site is written.
public struct LenientGuide: Sendable {
    public var path: String
    /// The guide's text; empty when it could not be read (``unreadable``).
    public var source: String
    /// Why the guide could not be read when the site was written (a `merge` on another machine): its
    /// page then shows the report's blocks alone.
    public var unreadable: String?

    public init(path: String, source: String, unreadable: String? = nil) {
        self.path = path
        self.source = source
        self.unreadable = unreadable
    }

    /// The YAML front matter the guide opens with, shown apart.
    var frontMatter: DocumentFrontMatter? { DocumentFrontMatter(source) }

    /// The text rendered as Markdown: the front matter's lines blanked, every other line where it was.
    var displayedSource: String { DocumentFrontMatter.blanked(source) }

    /// The guide's title and sections, read as a spec page's are; its code is not read as examples
    /// (the report holds the blocks).
    var page: SpecPage {
        var page = SpecPageParser.parse(displayedSource, path: path)
        if unreadable != nil || page.source.isEmpty && !source.isEmpty {
            page.title = path.split(separator: "/").last.map(String.init) ?? path
            page.sections = []
        }
        // A guide with no level-1 heading is titled by its front matter, as a static site generator titles it.
        if !page.sections.contains(where: { $0.level == 1 }), let title = frontMatter?.title { page.title = title }
        page.source = displayedSource
        page.examples = []
        page.contextDefinitions = []
        page.diagnostics = []
        return page
    }
}
