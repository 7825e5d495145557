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
    /// `tree` is the lines parsed, when the caller has it.
    static func blank(in lines: [SpecExample.Line], tree: SourceFileSyntax? = nil)
        -> (lines: [SpecExample.Line], blanked: [Int])
    {
        let tree = tree ?? Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        // Only names and characters Swift does not know; a line with any other token (a keyword, a
        // bracket, text inside a string literal's lines) is code.
        var namesByLine: [Int: [String]] = [:]
        var codeLines = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            switch token.tokenKind {
            case .identifier, .unknown: namesByLine[line, default: []].append(token.text)
            default: codeLines.insert(line)
            }
        }
        var adapted = lines
        var blanked: [Int] = []
        for (line, tokens) in namesByLine.sorted(by: { $0.key < $1.key })
        where !codeLines.contains(line) && lines.indices.contains(line - 1) {
            guard !tokens.contains(where: { $0.unicodeScalars.contains(where: \.isASCII) }),
                tokens.contains(where: { $0.contains { $0.isLetter && !$0.isCased } })
            else { continue }
            adapted[line - 1].text = ""
            blanked.append(lines[line - 1].number)
        }
        return (adapted, blanked)
    }
}
