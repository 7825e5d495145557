import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// Whether a fence without a language holds Swift. One that parses as Swift does; one that does
/// not may still be Swift the guide left code out of, or wrote wrongly: a guide that never labels
/// its fences writes `func configure() { ... }` and broken code in them too. Its elisions blanked
/// (``Elision/find(in:)``), it is Swift when at least two of every three of its lines with a letter
/// are Swift on their own (``ProseCodeDetector/isCode(_:)``, brackets closed; an elided expression
/// read as `_`): a diagram, console output, a shell session or prose in a fence is not. Nor is an
/// inline code span the guide indented into a block (``isQuotedText(_:)``).
enum UnlabeledFence {
    static func isSwift(_ lines: [SpecExample.Line], tree: SourceFileSyntax) -> Bool {
        if isQuotedText(lines) { return false }
        if !tree.hasError { return !tree.statements.isEmpty }
        let (blanked, elided) = Elision.find(in: lines)
        if !Parser.parse(source: blanked.map(\.text).joined(separator: "\n")).hasError { return true }
        let eliding = Set(elided)
        // A line that elides an expression (`var content: UIListContentConfiguration = ...`) is code
        // with the elision standing for one (`_`), as it is not with the elision blanked.
        let worded = zip(lines, blanked).filter { $0.1.text.contains(where: \.isLetter) }
        guard !worded.isEmpty else { return false }
        let code = worded.filter { line, blank in
            ProseCodeDetector.isCode(blank.text)
                || (eliding.contains(line.number)
                    && ProseCodeDetector.isCode(
                        line.text.replacingOccurrences(of: "...", with: "_").replacingOccurrences(of: "…", with: "_")))
        }.count
        return code * 3 >= worded.count * 2
    }

    /// Whether the block is one span of inline code (`` `URL = "https://…"` `` on a line of its own,
    /// indented under a heading): Swift reads it as one raw identifier, a name nothing declares, where
    /// the guide quoted text. A name in backticks that could be a plain one (`` `default` ``) is Swift.
    static func isQuotedText(_ lines: [SpecExample.Line]) -> Bool {
        let text = lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard text.count == 1, let line = text.first, line.count > 2, line.first == "`", line.last == "`" else {
            return false
        }
        let quoted = line.dropFirst().dropLast()
        return !quoted.contains("`") && quoted.contains { !$0.isLetter && !$0.isNumber && $0 != "_" }
    }
}
