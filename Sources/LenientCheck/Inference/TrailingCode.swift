import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Adds code cellspec needs after a fragment (a host's closing brace, a call) without taking a page
/// line that belongs to something else: it goes at the end of the fragment's last line, or, when that
/// line ends in a `//` comment, on the line after it.
enum TrailingCode {
    static func append(_ code: String, to lines: [SpecExample.Line]) -> [SpecExample.Line] {
        guard var last = lines.last else { return lines }
        var result = lines
        let tree = Parser.parse(source: last.text)
        let endsInComment =
            (tree.endOfFileToken.leadingTrivia
            + (tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []))
            .contains { if case .lineComment = $0 { true } else { false } }
        if endsInComment {
            last.number += 1
            last.text = code
            last.isHidden = true
            result.append(last)
        } else {
            result[result.count - 1].text += (last.text.trimmingCharacters(in: .whitespaces).isEmpty ? "" : "; ") + code
        }
        return result
    }
}
