import ExampleRunner
import SpecPages

/// A Markdown document written without cellspec's markup — a blog post, a team guide, an instruction
/// file — read for its Swift code blocks and for what the prose around each block says about it.
///
/// The strict reader (``SpecPageParser``) rejects what it cannot classify; this one never does: it
/// keeps every candidate block with the evidence it found, and leaves deciding to the lenient check.
public struct LenientDocument: Hashable, Sendable {
    /// A code block that may hold Swift.
    public struct Block: Hashable, Sendable {
        /// How the block was written.
        public enum Source: String, Hashable, Sendable {
            /// A fence whose info string names Swift.
            case swiftFence
            /// A fence or indented block with no language: kept only if its text parses as Swift.
            case unlabeledFence
            /// Lines of a paragraph that parse as Swift, in a document with no code blocks at all
            /// (text scraped from a web page, where the fences were lost).
            case proseRun
        }

        /// A block found in prose by the lenient check: `lines` are (text, page line) pairs.
        public static func proseRun(
            path: String, id: String, lines: [(text: String, number: Int)], proseMarker: LenientMarker?,
            heading: String?
        ) -> Block {
            let first = lines.first?.number ?? 1
            let example = SpecExample(
                id: id, classification: .illustration, origin: .markerParagraph, expectations: [], contexts: [],
                swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [],
                location: SourceLocation(file: path, line: first), codeColumn: 1,
                lines: lines.map { SpecExample.Line(text: $0.text, isHidden: false, number: $0.number) },
                heading: heading)
            return Block(source: .proseRun, proseMarker: proseMarker, example: example)
        }

        public var source: Source
        /// The classification the prose right before the block gives, with the words that gave it.
        public var proseMarker: LenientMarker?
        /// The block's code as an example; its classification is decided later (``SpecExample/Classification/illustration`` until then).
        public var example: SpecExample
    }

    /// One line of a paragraph, as written in the source.
    public struct ProseLine: Hashable, Sendable {
        public var text: String
        public var number: Int
        /// The nearest heading above it.
        public var heading: String?
    }

    public var path: String
    public var title: String
    public var blocks: [Block]
    /// Every paragraph line, in order: where the lenient check looks for Swift when the document has
    /// no code blocks (only filled then).
    public var proseLines: [ProseLine] = []
    /// The iOS releases the document's prose names (`iOS 26`), as major versions: code it shows may
    /// use API of any of them.
    public var releasesNamed: Set<Int> = []
    /// Why the document could not be read at all (it nests too deeply); it then has no blocks.
    public var refusal: MarkupDiagnostic?
}
