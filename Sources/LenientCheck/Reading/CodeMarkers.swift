import ExampleRunner
import SpecPages
import SwiftSyntax

/// The ✅/❌, GOOD/BAD, RIGHT/WRONG markers in a block's comments, read from the syntax tree's trivia.
enum CodeMarkers {
    static func find(in tree: SourceFileSyntax) -> [LenientMarker] {
        var markers: [LenientMarker] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia + token.trailingTrivia {
                let text: String
                switch piece {
                case .lineComment(let comment), .docLineComment(let comment):
                    text = String(comment.drop { $0 == "/" })
                case .blockComment(let comment), .docBlockComment(let comment):
                    text = String(comment.dropFirst(2).dropLast(2).drop { $0 == "*" })
                default:
                    continue
                }
                if let marker = LenientMarkerWords.commentMarker(in: text) { markers.append(marker) }
            }
        }
        return markers
    }
}
