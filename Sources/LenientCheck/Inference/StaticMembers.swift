import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// A type's static members shown without the type — `static func makeLayout() -> …`,
/// `static let badgeKind = "badge"`, `class func sectionProvider()` — are read as the file's own
/// functions and constants: Swift allows `static` only inside a type, and the guide left the type out.
/// The modifier is blanked before the block is compiled (same width, so columns keep), and a
/// declaration the document shares with its other blocks is shared without it
/// (``DocumentDeclarations``). One static member of the type calls another by its bare name
/// (`makeRedSection()` from `static func makeLayout()`), which still finds it.
///
/// A block that also shows members only a class body can have (`override func`, `lazy var`, an
/// `init`) is placed in a host class instead (``HostChoice``), where `static` is legal: it is left alone.
enum StaticMembers {
    static let modifiers: Set<Keyword> = [.static, .class]

    /// The lines with the top-level `static`/`class` modifiers blanked, and the names of the members
    /// that lost one (for the report).
    /// `tree` is the lines parsed, when the caller has it.
    static func blank(in lines: [SpecExample.Line], tree: SourceFileSyntax? = nil)
        -> (lines: [SpecExample.Line], blanked: [String])
    {
        let tree = tree ?? Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let declarations = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        guard !declarations.contains(where: isMemberOnly) else { return (lines, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var blanked: [String] = []
        for declaration in declarations {
            guard let modifier = staticModifier(of: declaration),
                adapted.blank(
                    from: converter.location(for: modifier.positionAfterSkippingLeadingTrivia),
                    to: converter.location(for: modifier.endPositionBeforeTrailingTrivia))
            else { continue }
            blanked += DocumentDeclarations.names(of: declaration)
        }
        return (adapted, blanked)
    }

    /// The lines with the `private`/`fileprivate` modifiers of top-level variables blanked, and the
    /// names of the variables that lost one, for a block whose statements run in the function inference
    /// writes for a fragment with no host (a host keeps a declaration before its statements as a
    /// member, modifier and all): a file's own variable beside statements
    /// (`private let imageCache = NSCache<NSURL, UIImage>()`) is then a local of that function, and a
    /// local takes no access modifier. Same width, so columns keep.
    static func blankAccess(in lines: [SpecExample.Line], tree: SourceFileSyntax) -> (
        lines: [SpecExample.Line], blanked: [String]
    ) {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var blanked: [String] = []
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for modifier in variable.modifiers
            where modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate) {
                if adapted.blank(
                    from: converter.location(for: modifier.positionAfterSkippingLeadingTrivia),
                    to: converter.location(for: modifier.endPositionBeforeTrailingTrivia))
                {
                    blanked += DocumentDeclarations.names(of: DeclSyntax(variable))
                }
            }
        }
        return (adapted, blanked)
    }

    /// The declaration without its `static`/`class` modifier, as the document shares it with other
    /// blocks; any other declaration as it is.
    static func unqualified(_ declaration: DeclSyntax) -> DeclSyntax {
        guard !isMemberOnly(declaration), staticModifier(of: declaration) != nil else { return declaration }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return DeclSyntax(function.with(\.modifiers, withoutStatic(function.modifiers)))
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return DeclSyntax(variable.with(\.modifiers, withoutStatic(variable.modifiers)))
        }
        return declaration
    }

    /// The `static`/`class` modifier of a top-level function or variable.
    private static func staticModifier(of declaration: DeclSyntax) -> DeclModifierSyntax? {
        guard declaration.is(FunctionDeclSyntax.self) || declaration.is(VariableDeclSyntax.self) else { return nil }
        let list = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        return list.first { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { modifiers.contains(keyword) } else { false }
        }
    }

    private static func withoutStatic(_ list: DeclModifierListSyntax) -> DeclModifierListSyntax {
        DeclModifierListSyntax(
            list.filter { modifier in
                if case .keyword(let keyword) = modifier.name.tokenKind { !modifiers.contains(keyword) } else { true }
            })
    }

    /// A declaration only a type's body can have: an initializer, or a member modifier
    /// (``HostChoice/memberModifiers``). An access modifier does not make a static member one
    /// (`private static let kind` is a private constant of the file once `static` goes).
    private static func isMemberOnly(_ declaration: DeclSyntax) -> Bool {
        if declaration.is(InitializerDeclSyntax.self) || declaration.is(DeinitializerDeclSyntax.self)
            || declaration.is(SubscriptDeclSyntax.self)
        {
            return true
        }
        if staticModifier(of: declaration) == nil { return HostChoice.hasMemberModifier(declaration) }
        let list = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        return list.contains { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind {
                HostChoice.memberModifiers.contains(keyword)
            } else {
                false
            }
        }
    }
}
