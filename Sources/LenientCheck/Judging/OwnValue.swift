import SpecPages
import SwiftSyntax

/// Whether the value a member is looked up on is made by the guide's own code alone, so that the type
/// the compiler looked the member up on is the guide's choice, not inference's.
///
/// `cell.textLabel` inside `UICollectionViewDiffableDataSource<Section, Item>(collectionView: view) {
/// collectionView, indexPath, item in let cell = collectionView.dequeueReusableCell(…) … }`: `cell`
/// holds what `dequeueReusableCell` gives back on the cell provider's own `collectionView`, a
/// parameter the guide's call of a UIKit initializer types, so the `UICollectionViewCell` the compiler
/// names is the guide's. The same two lines with `collectionView` a value inference made are not:
/// inference chose it to be a collection view.
///
/// The value's expression is followed through the names the guide wrote, innermost scope first:
/// - a closure's parameter is the guide's when the guide wrote the call the closure is given to, with
///   its generic arguments (every name of its called expression the guide's, none supplied): not a
///   cell provider inference wrapped the block in, on the guide's own lines, nor a registration whose
///   cell type the compiler inferred;
/// - a local is followed into the expression it was bound to;
/// - a type name is the guide's unless inference made it up;
/// - any other name (a value inference supplied, a member of a host, a name bound in a condition, a
///   function's parameter) ends the walk with no answer: the type may then be inference's.
enum OwnValue {
    /// Whether the member lookup at `location` in `compiled` is on a value the guide's own code makes;
    /// `written` is the identifiers of the block as the guide wrote it (inference may wrap the guide's
    /// lines in code of its own on the same lines, such as a cell provider's closure).
    static func holdsMemberLookup(
        at location: SpecPages.SourceLocation?, in compiled: SpecExample, written: Set<String>,
        context: ImplicitContext
    ) -> Bool {
        guard let token = ErrorOwnership.node(at: location, in: compiled),
            let access = token.parent?.as(MemberAccessExprSyntax.self)
                ?? token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let base = access.base
        else { return false }
        let walk = Walk(
            hiddenLines: Set(compiled.lines.indices.filter { compiled.lines[$0].isHidden }.map { $0 + 1 }),
            written: written, supplied: InferenceInvolvement.suppliedNames(context),
            converter: SourceLocationConverter(fileName: "", tree: token.root))
        return walk.isOwn(Syntax(base))
    }

    private struct Walk {
        let hiddenLines: Set<Int>
        let written: Set<String>
        let supplied: Set<String>
        let converter: SourceLocationConverter

        /// Whether every name `expression` reads (not the members it reads them through) is the guide's.
        func isOwn(_ expression: Syntax, followed: Set<String> = []) -> Bool {
            let references = expression.tokens(viewMode: .sourceAccurate).compactMap {
                $0.parent?.as(DeclReferenceExprSyntax.self)
            }
            return references.allSatisfy { reference in
                if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id { return true }
                let name = reference.baseName.text
                guard written.contains(name) || name.hasPrefix("$") else { return false }
                if name.first?.isUppercase == true { return !supplied.contains(name) }
                return isOwn(name, at: Syntax(reference), followed: followed)
            }
        }

        /// Whether the innermost declaration of `name` visible at `use` is the guide's, and what it holds is.
        private func isOwn(_ name: String, at use: Syntax, followed: Set<String>) -> Bool {
            var node = use.parent
            while let current = node {
                if let closure = current.as(ClosureExprSyntax.self),
                    name.hasPrefix("$") || closure.parameterNames?.contains(name) == true
                {
                    return isGivenToTheGuidesCall(closure)
                }
                if let items = current.as(CodeBlockItemListSyntax.self),
                    let initializer = binding(of: name, in: items, before: use)
                {
                    guard !followed.contains(name), !isHidden(initializer) else { return false }
                    return isOwn(Syntax(initializer), followed: followed.union([name]))
                }
                if current.is(DeclSyntax.self) && !current.is(VariableDeclSyntax.self) { return false }
                node = current.parent
            }
            return false
        }

        /// The value the last `let`/`var` of `items` before `use` binds `name` to.
        private func binding(of name: String, in items: CodeBlockItemListSyntax, before use: Syntax) -> ExprSyntax? {
            items.filter { $0.endPosition <= use.position }.reversed().lazy.compactMap { item -> ExprSyntax? in
                item.item.as(VariableDeclSyntax.self)?.bindings.first {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }?.initializer?.value
            }.first
        }

        /// Whether the closure is an argument (or trailing closure) of a call whose called expression
        /// the guide wrote (every name of it the guide's, none supplied) with its generic arguments: the
        /// call types its parameters. Without them the compiler infers the arguments (Apple's
        /// `UICollectionView.CellRegistration { cell, … in }` page lost `<UICollectionViewListCell, Int>`
        /// when it became Markdown, and `cell` became a `UICollectionViewCell`): the type is the compiler's.
        private func isGivenToTheGuidesCall(_ closure: ClosureExprSyntax) -> Bool {
            let argument = closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent ?? closure.parent
            guard let call = argument?.as(FunctionCallExprSyntax.self), !isHidden(call.calledExpression),
                call.calledExpression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftAngle })
            else {
                return false
            }
            return call.calledExpression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                guard case .identifier(let name) = token.tokenKind else { return true }
                return written.contains(name) && !supplied.contains(name)
            }
        }

        private func isHidden(_ node: some SyntaxProtocol) -> Bool {
            hiddenLines.contains(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
        }
    }
}
