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
/// read as `_`): a diagram, console output, a shell session or prose in a fence is not.
enum UnlabeledFence {
    static func isSwift(_ lines: [SpecExample.Line], tree: SourceFileSyntax) -> Bool {
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
}
