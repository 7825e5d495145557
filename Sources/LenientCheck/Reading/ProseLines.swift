import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Lines of prose written into a code block in a script without letter case — Chinese, Japanese,
/// Korean: `等价于` ("is the same as") between two versions of a call. Every Swift statement has an
/// ASCII character (a keyword, an operator, a bracket, a literal's quote); a line whose every token has
/// none and whose text has a letter of such a script is a sentence, not code, even where Swift would
/// read it as a name (`cannot find '等价于' in scope` is no error of the guide's Swift). Such a line is
/// blanked before the block is compiled, and the report names it.
enum ProseLines {
    /// The lines with each prose line blanked, and the page lines blanked.
    static func blank(in lines: [SpecExample.Line]) -> (lines: [SpecExample.Line], blanked: [Int]) {
        let tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        // A name or a character Swift does not know, never text inside a string literal's lines.
        var tokensByLine: [Int: [String]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            switch token.tokenKind {
            case .identifier, .unknown: tokensByLine[line, default: []].append(token.text)
            default: tokensByLine[line, default: []].append("\u{0}")
            }
        }
        var adapted = lines
        var blanked: [Int] = []
        for (line, tokens) in tokensByLine.sorted(by: { $0.key < $1.key }) where lines.indices.contains(line - 1) {
            guard !tokens.contains(where: { $0.unicodeScalars.contains(where: \.isASCII) }),
                tokens.contains(where: { $0.contains { $0.isLetter && !$0.isCased } })
            else { continue }
            adapted[line - 1].text = ""
            blanked.append(lines[line - 1].number)
        }
        return (adapted, blanked)
    }
}
