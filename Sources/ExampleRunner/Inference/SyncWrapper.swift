import SpecPages
import SwiftSyntax

/// Rule 5 of ``ImplicitContext``: a fragment of plain statements runs in a synchronous closure.
///
/// Applies only when the fragment never says `await` and declares nothing that must stay at file
/// scope (types, functions, extensions), which a closure could not hold.
enum SyncWrapper {
    static func applies(to tree: SourceFileSyntax) -> Bool {
        let statementsOnly = tree.statements.allSatisfy { item in
            guard let declaration = item.item.as(DeclSyntax.self) else { return true }
            return declaration.is(VariableDeclSyntax.self)
        }
        let awaits = tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        return statementsOnly && !awaits && !tree.statements.isEmpty
    }

    /// The opening on the first line, the call after the last (``TrailingCode``), so line numbers stay.
    static func wrap(_ lines: [SpecExample.Line]) -> [SpecExample.Line] {
        guard !lines.isEmpty else { return lines }
        var wrapped = lines
        wrapped[0].text = "try { () throws -> Void in " + wrapped[0].text
        return TrailingCode.append("}()", to: wrapped)
    }
}
