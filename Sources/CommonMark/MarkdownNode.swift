/// One node of a CommonMark document, as libcmark parsed it, with its place in the source.
///
/// Values of this type hold no reference to libcmark: ``CommonMarkConverter`` copies everything out
/// of the C tree and frees it before returning.
public struct MarkdownNode: Equatable, Sendable {
    /// The CommonMark node types (libcmark's `cmark_node_type`).
    public enum Kind: String, Equatable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
        case thematicBreak, text, softBreak, lineBreak, code, htmlInline, customInline, emphasis
        case strong, link, image, unknown

        /// Whether libcmark's iterator enters this node without leaving it: it never has children.
        var isLeaf: Bool {
            switch self {
            case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .htmlInline: true
            default: false
            }
        }
    }

    public var kind: Kind
    /// The literal text of text, code, code block and HTML nodes.
    public var literal: String?
    /// The info string of a fenced code block (`swift correct` in ```` ```swift correct ````).
    public var fenceInfo: String?
    /// Whether a code block is fenced (as opposed to indented).
    public var isFenced: Bool
    /// Whether a fenced code block is closed by a fence before its container ends.
    public var isClosed: Bool
    /// The level of a heading, 1 to 6.
    public var headingLevel: Int
    /// The destination of a link or image.
    public var url: String?
    /// 1-based source position of the first and last character of a block.
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
    public var children: [MarkdownNode]

    public init(
        kind: Kind, literal: String? = nil, fenceInfo: String? = nil, isFenced: Bool = false,
        isClosed: Bool = true, headingLevel: Int = 0, url: String? = nil, startLine: Int = 0,
        startColumn: Int = 0, endLine: Int = 0, endColumn: Int = 0, children: [MarkdownNode] = []
    ) {
        self.kind = kind
        self.literal = literal
        self.fenceInfo = fenceInfo
        self.isFenced = isFenced
        self.isClosed = isClosed
        self.headingLevel = headingLevel
        self.url = url
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.children = children
    }

    /// The text a reader sees in this node, without markup: text and code spans, with breaks as spaces.
    public var plainText: String {
        switch kind {
        case .text, .code: return literal ?? ""
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }

    /// For a fenced code block, the line of its first content line; for an indented one, its first line.
    public var contentStartLine: Int { isFenced ? startLine + 1 : startLine }
}
