import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Whether a fence without a language holds Swift. One that parses as Swift does; one that does
/// not may still be Swift the guide left code out of, or wrote wrongly: a guide that never labels
/// its fences writes `func configure() { ... }` and broken code in them too. Its elisions blanked
/// (``Elision/find(in:)``), it is Swift when at least two of every three of its lines with a letter
/// are Swift on their own (``ProseCodeDetector/isCode(_:)``, brackets closed): a diagram, console
/// output, a shell session or prose in a fence is not.
enum UnlabeledFence {
    static func isSwift(_ lines: [SpecExample.Line], tree: SourceFileSyntax) -> Bool {
        if !tree.hasError { return !tree.statements.isEmpty }
        let blanked = Elision.find(in: lines).lines
        if !Parser.parse(source: blanked.map(\.text).joined(separator: "\n")).hasError { return true }
        let worded = blanked.map(\.text).filter { $0.contains(where: \.isLetter) }
        guard !worded.isEmpty else { return false }
        let code = worded.filter(ProseCodeDetector.isCode).count
        return code * 3 >= worded.count * 2
    }
}
