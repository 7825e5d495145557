import SpecPages
import SwiftParser
import SwiftSyntax

/// Whether an example's generated file declares anything another file of its module could see or
/// be changed by: then its page is compiled into a library of its own (``BuildPart``), so that no
/// other page's examples type-check, resolve or run differently beside it.
///
/// The generator makes every top-level declaration `fileprivate` (``ExampleSourceGenerator``), so
/// most examples reach nothing outside their file, and pages of such examples share a merged
/// build. What it cannot narrow reaches the whole module:
/// - an extension that declares a conformance (its members stay `internal`): page X's
///   `extension UIColor: Themed { static var brandAccent … }` would make page Y's
///   `let color: UIColor = .brandAccent` compile, and an extension of a model type can shadow the
///   model's own member for every page (`mutating func appendItems` on a snapshot);
/// - operator and precedence-group declarations, and macros, which are module-wide;
/// - an import beyond the implicit `Foundation` and `UIKitModel`, whose extension members Swift
///   makes visible to every file of the module;
/// - attributes that place symbols or code by name (`@_silgen_name`, `@_cdecl`, `@section`,
///   `@used`, `@_dynamicReplacement`, …), which could replace another page's functions or the
///   harness's; pages that use them are refused before they compile, and this keeps them apart
///   should one get through;
/// - a `#if` at file scope, whose clauses this does not evaluate.
enum ModuleVisibility {
    /// Whether `source`, a file whose top-level imports start with `header`, reaches beyond itself.
    static func reachesOtherFiles(_ source: String, header: String) -> Bool {
        if header != ExampleSourceGenerator.implicitImportLines { return true }
        // Most files spell none of these: no parse needed.
        let words = ["extension", "operator", "precedencegroup", "macro", "#if"]
        guard words.contains(where: { source.contains($0) }) || ForbiddenAttributes.mayHaveForbiddenAttribute(source)
        else { return false }
        let tree = Parser.parse(source: source)
        for item in tree.statements {
            switch item.item {
            case .decl(let declaration):
                if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    let narrowed = extensionDecl.modifiers.contains {
                        [.keyword(.fileprivate), .keyword(.private)].contains($0.name.tokenKind)
                    }
                    if !narrowed || extensionDecl.inheritanceClause != nil { return true }
                } else if declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self)
                    || declaration.is(MacroDeclSyntax.self) || declaration.is(IfConfigDeclSyntax.self)
                {
                    return true
                } else if let importDecl = declaration.as(ImportDeclSyntax.self) {
                    let module = importDecl.path.first?.name.text ?? ""
                    if !ExampleSourceGenerator.implicitImports.contains(module) || !importDecl.attributes.isEmpty {
                        return true
                    }
                }
            default:
                continue
            }
        }
        let finder = PlacingAttributeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}

/// Finds an attribute the page parser refuses (`ForbiddenAttributes.names`) anywhere in a tree.
private final class PlacingAttributeFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if ForbiddenAttributes.names.contains(name) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
