import ExampleRunner
import SpecPages

/// A declaration another block of the document shows, lent to a block that uses it
/// (``DocumentDeclarations``), as it is compiled before the block: at the guide's own lines.
///
/// The guide wrote it, so a diagnostic or a trap in it names the page line it stands on (`line 48`,
/// in the block that declares it), not a line of the code inference supplied: Swift's
/// `#sourceLocation` maps each line of it to its page line, and the runtime's `Fatal error` message
/// names that line too. A declaration cellspec had to change — its body left out because it needs
/// what the guide does not show, or completed with the `init?(coder:)` Swift asks for
/// (``RequiredInitializer``) — is no longer the guide's text line for line, and stands in the
/// inferred file, at its lines there; it is still the guide's code, lent.
struct LentCode: Sendable, Hashable {
    /// The declaration's ``DocumentDeclarations/Entry/id``.
    var entry: Int
    /// The page line the declaration starts on, as the report names it.
    var pageLine: Int
    /// Its index in ``ImplicitContext/prelude``, where its source is.
    var preludeIndex: Int
    /// The file its lines are attributed to: the page, or the document's inferred file.
    var file: String
    /// Its lines, each with the number it has in `file`.
    var lines: [SpecExample.Line]

    /// Whether it is compiled at its page lines.
    var isAtPageLines: Bool { !file.hasSuffix(LenientRunner.inferredFile(for: "")) }

    /// Whether `location` is on one of its lines.
    func contains(_ location: SourceLocation?) -> Bool {
        guard let location, location.file == file else { return false }
        return lines.contains { $0.number == location.line }
    }

    /// The lent code `location` is in, if any.
    static func containing(_ location: SourceLocation?, in lent: [LentCode]) -> LentCode? {
        lent.first { $0.contains(location) }
    }

    /// `source` lent from the page lines `pageLines` (one per line of it, when it is the guide's text
    /// line for line), else at the inferred file's lines from `inferredLine` on.
    init(
        entry: Int, pageLine: Int, preludeIndex: Int, source: String, page: String, pageLines: [Int]?, inferredLine: Int
    ) {
        self.entry = entry
        self.pageLine = pageLine
        self.preludeIndex = preludeIndex
        let texts = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let pageLines, pageLines.count == texts.count {
            file = page
            lines = zip(texts, pageLines).map { SpecExample.Line(text: $0, isHidden: true, number: $1) }
        } else {
            file = LenientRunner.inferredFile(for: page)
            lines = texts.enumerated().map { SpecExample.Line(text: $1, isHidden: true, number: inferredLine + $0) }
        }
    }

    /// A function another block shows alone that the block calls through `self` (`self.makeHeader()`,
    /// both written from inside the guide's class): lent as a member of the type inference wrote around
    /// the block, in an extension of it, as the guide's class has it. The extension's first and last
    /// lines stand for the function's first and last page lines.
    static func hostMember(_ source: String, pageLines: [Int]?, host: String) -> (source: String, pageLines: [Int]?) {
        let lent = "extension \(host) {\n\(source)\n}"
        return (lent, pageLines.flatMap { lines in lines.first.map { [$0] + lines + [lines.last ?? $0] } })
    }
}
