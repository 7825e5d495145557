import CCmark

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only place that calls libcmark. It parses Markdown into ``MarkdownNode`` values and renders
/// HTML, and frees every C object it makes before returning.
public enum CommonMarkConverter {
    /// What a caller of ``renderHTML(_:kinds:replacing:)`` may do with a node.
    public enum Edit: Equatable, Sendable {
        /// Put this HTML, unescaped, in place of the node and its children.
        case html(String)
        /// Give a link or image this destination.
        case url(String)
    }

    /// A node offered to the caller of ``renderHTML(_:kinds:replacing:)``.
    public struct NodeReplacement {
        /// The node, as ``parse(_:)`` would return it (with its children).
        public let node: MarkdownNode
        private let renderer: () -> String

        init(node: MarkdownNode, renderer: @escaping () -> String) {
            self.node = node
            self.renderer = renderer
        }

        /// The HTML libcmark renders for this node alone.
        public func renderedHTML() -> String { renderer() }
    }

    /// How deeply blocks and inlines may nest in a document ``parse(_:)`` returns. Real pages nest
    /// a dozen levels; the limit keeps every walk over a ``MarkdownNode`` (including the recursive
    /// ones: ``MarkdownNode/plainText``, `==`, releasing the tree) far from the stack's end. markdown-it
    /// stops at 100 levels too (its `maxNesting`).
    public static let maximumDepth = 100

    /// A document nested deeper than ``maximumDepth``: where the first node past the limit starts.
    public struct NestingTooDeep: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
    }

    /// Parses a CommonMark document. Throws, instead of returning a partial tree, when the document
    /// nests deeper than ``maximumDepth``.
    public static func parse(_ source: String) throws(NestingTooDeep) -> MarkdownNode {
        let lines = SourceLines(source)
        let (tree, tooDeep) = withDocument(source) { document in node(from: document, lines: lines) }
        if let tooDeep { throw tooDeep }
        return tree
    }

    /// Renders a document to HTML. `replacement` is asked about every node of the given kinds, in document
    /// order, and may edit it; the children of a node replaced by HTML are not offered. Raw HTML written in
    /// the document itself is never passed through: it is rendered as text unless `replacement` replaces it.
    public static func renderHTML(
        _ source: String, kinds: Set<MarkdownNode.Kind>, replacing replacement: (NodeReplacement) -> Edit?
    ) -> String {
        let lines = SourceLines(source)
        return withDocument(source) { document in
            var edits: [(OpaquePointer, String?)] = []
            let iterator = cmark_iter_new(document)
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(current)
                let isRawHTML = type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE
                guard kinds.contains(kind(of: type)) else {
                    if isRawHTML { edits.append((current, nil)) }
                    continue
                }
                // Past the depth limit a node's children are left out; the page was refused by `parse` anyway.
                let value = node(from: current, lines: lines).tree
                let edit = replacement(NodeReplacement(node: value) { render(current) })
                if isRawHTML, edit == nil { edits.append((current, nil)) }
                switch edit {
                case .html(let html)?:
                    edits.append((current, html))
                    cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
                case .url(let url)?:
                    cmark_node_set_url(current, url)
                case nil:
                    break
                }
            }
            for (target, html) in edits { replace(target, withHTML: html) }
            return render(document, options: CMARK_OPT_UNSAFE)
        }
    }

    // MARK: - C

    private static func withDocument<T>(_ source: String, _ body: (OpaquePointer) -> T) -> T {
        let utf8 = Array(source.utf8)
        let document = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8)
            }
        }!
        defer { cmark_node_free(document) }
        return body(document)
    }

    private static func render(_ node: OpaquePointer, options: Int32 = CMARK_OPT_DEFAULT) -> String {
        guard let buffer = cmark_render_html(node, options) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// Replaces a node by raw HTML (a block or inline HTML node), or its raw HTML by escaped text.
    private static func replace(_ target: OpaquePointer, withHTML html: String?) {
        let type = cmark_node_get_type(target)
        let isBlock = type.rawValue < CMARK_NODE_FIRST_INLINE.rawValue
        let replacementType: cmark_node_type
        let content: String
        if let html {
            replacementType = isBlock ? CMARK_NODE_HTML_BLOCK : CMARK_NODE_HTML_INLINE
            content = html
        } else if isBlock {
            // A raw HTML block from the page becomes a paragraph of text showing the markup.
            replacementType = CMARK_NODE_PARAGRAPH
            content = String(cString: cmark_node_get_literal(target))
        } else {
            replacementType = CMARK_NODE_TEXT
            content = String(cString: cmark_node_get_literal(target))
        }
        guard let fresh = cmark_node_new(replacementType) else { return }
        if replacementType == CMARK_NODE_PARAGRAPH {
            let text = cmark_node_new(CMARK_NODE_TEXT)!
            cmark_node_set_literal(text, content)
            cmark_node_append_child(fresh, text)
        } else {
            cmark_node_set_literal(fresh, content)
        }
        if cmark_node_replace(target, fresh) == 1 {
            cmark_node_free(target)
        } else {
            cmark_node_free(fresh)
        }
    }

    /// Copies the tree under `root` without recursion (the stack holds the open containers), leaving
    /// out what lies deeper than ``maximumDepth`` and saying where that began.
    private static func node(from root: OpaquePointer, lines: SourceLines) -> (
        tree: MarkdownNode, tooDeep: NestingTooDeep?
    ) {
        var open: [MarkdownNode] = []
        var tooDeep: NestingTooDeep?
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                let finished = open.removeLast()
                if open.isEmpty { return (finished, tooDeep) }
                open[open.count - 1].children.append(finished)
                continue
            }
            let value = shallowNode(from: current, lines: lines)
            if open.count > maximumDepth {
                // Inline nodes may have no position of their own: the innermost block's is used.
                let placed = value.startLine > 0 ? value : open.last { $0.startLine > 0 } ?? value
                tooDeep = tooDeep ?? NestingTooDeep(line: max(placed.startLine, 1), column: max(placed.startColumn, 1))
                if !value.kind.isLeaf { cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT) }
                continue
            }
            if value.kind.isLeaf {
                if open.isEmpty { return (value, nil) }
                open[open.count - 1].children.append(value)
            } else {
                open.append(value)
            }
        }
        return (open.first ?? shallowNode(from: root, lines: lines), tooDeep)
    }

    /// A node's own fields, without its children.
    private static func shallowNode(from pointer: OpaquePointer, lines: SourceLines) -> MarkdownNode {
        var value = MarkdownNode(
            kind: kind(of: cmark_node_get_type(pointer)),
            startLine: Int(cmark_node_get_start_line(pointer)),
            startColumn: Int(cmark_node_get_start_column(pointer)),
            endLine: Int(cmark_node_get_end_line(pointer)),
            endColumn: Int(cmark_node_get_end_column(pointer))
        )
        switch value.kind {
        case .text, .code, .htmlBlock, .htmlInline:
            value.literal = cmark_node_get_literal(pointer).map { String(cString: $0) }
        case .codeBlock:
            value.literal = cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
            let fence = lines.fence(at: value.startLine)
            value.isFenced = fence != nil
            if let fence {
                value.fenceInfo = cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
                value.isClosed = value.endLine > value.startLine && lines.closes(fence, at: value.endLine)
            }
        case .heading:
            value.headingLevel = Int(cmark_node_get_heading_level(pointer))
        case .link, .image:
            value.url = cmark_node_get_url(pointer).map { String(cString: $0) }
        default:
            break
        }
        return value
    }

    private static func kind(of type: cmark_node_type) -> MarkdownNode.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: .customBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: .customInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .unknown
        }
    }
}
