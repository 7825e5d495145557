import ExampleRunner
import SpecPages
import SwiftSyntax

/// Where an error stands in a call of one of the guide's own functions: the document declares
/// `func createSection(at:with:)` once, the block calls `createSection(at: 0, with: group, snapshot:
/// current)`, and the compiler's error is inside that call. The signature is the guide's, so the
/// mismatch is the guide's error, whatever inference alone would make of the call
/// (``DocumentDeclarations``).
enum CallSites {
    /// Whether the error at `location` (in the block as compiled, `compiled`) is inside a call whose
    /// callee is one of `functions`, named bare (`createSection(…)`) or on `self`.
    static func isCall(of functions: Set<String>, at location: SpecPages.SourceLocation?, in compiled: SpecExample)
        -> Bool
    {
        guard !functions.isEmpty, let location, location.file == compiled.location.file,
            let node = ErrorOwnership.node(at: location, in: compiled)
        else { return false }
        return sequence(first: node, next: \.parent).contains { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self) else { return false }
            let callee =
                call.calledExpression.as(DeclReferenceExprSyntax.self)
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { access in
                    access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                        ? access.declName : nil
                }
            return callee.map { functions.contains($0.baseName.text) } ?? false
        }
    }
}
