import SwiftSyntax

/// Marks a reusable view subclass's own no-argument initializer `required`.
///
/// UIKit makes cells and reusable views with Objective-C's `alloc`/`initWithFrame:` (and
/// `initWithStyle:reuseIdentifier:` for table view cells) from a registered class. Swift can only
/// construct a subclass from its metatype through a `required` initializer, so UIKitModel declares a
/// `required convenience init()` on `UICollectionReusableView` and `UITableViewCell`, which calls
/// the designated initializer UIKit calls (`init(frame:)`, `init(style:reuseIdentifier:)`). Those
/// stay ordinary designated initializers, as in UIKit: a subclass's `override init(frame:)` compiles
/// unchanged and inherits the required `init()`. Only a subclass that declares `init()` itself must
/// say `required`: `override init()` becomes `required init()` (both words have eight letters, so
/// columns do not move), and an `init()` with neither word gets `required` in front.
/// Other views are left alone: their `init()` is not required, in UIKit or in the model.
final class RequiredInitializerRewriter: SyntaxRewriter {
    /// The model's classes whose `init()` is `required`.
    static let reusableViewClasses: Set<String> = [
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell",
    ]
    /// Classes declared in the example that descend from a reusable view.
    private let reusableSubclasses: Set<String>

    /// `superclasses` maps each class the example declares to its superclass's name.
    init(superclasses: [String: String]) {
        var found = Set<String>()
        for name in superclasses.keys {
            var current: String? = name
            var seen = Set<String>()
            while let next = current.flatMap({ superclasses[$0] }), seen.insert(next).inserted {
                if Self.reusableViewClasses.contains(next) || found.contains(next) {
                    found.insert(name)
                    break
                }
                current = next
            }
        }
        reusableSubclasses = found
        super.init(viewMode: .sourceAccurate)
    }

    /// The superclass (first inherited type) of every class declared in the trees.
    static func superclasses(in trees: [SourceFileSyntax]) -> [String: String] {
        var result: [String: String] = [:]
        for tree in trees {
            for item in tree.statements {
                guard let declaration = item.item.as(ClassDeclSyntax.self),
                    let first = declaration.inheritanceClause?.inheritedTypes.first
                else { continue }
                result[declaration.name.text] = first.type.trimmedDescription
            }
        }
        return result
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard reusableSubclasses.contains(node.name.text) else { return DeclSyntax(node) }
        return super.visit(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        guard Self.isDeclaredDirectly(in: reusableSubclasses, node), node.signature.parameterClause.parameters.isEmpty,
            node.optionalMark == nil,
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) })
        else { return DeclSyntax(node) }
        var modifiers = node.modifiers
        if let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }) {
            let old = modifiers[index]
            modifiers[index] = old.with(
                \.name,
                .keyword(.required, leadingTrivia: old.name.leadingTrivia, trailingTrivia: old.name.trailingTrivia))
            return DeclSyntax(node.with(\.modifiers, modifiers))
        }
        // No modifier to replace: `required` goes first, taking over the declaration's leading trivia.
        let leading = modifiers.first?.leadingTrivia ?? node.initKeyword.leadingTrivia
        var node = node
        if modifiers.isEmpty {
            node.initKeyword.leadingTrivia = []
        } else {
            modifiers[modifiers.startIndex].leadingTrivia = []
        }
        modifiers.insert(
            DeclModifierSyntax(leadingTrivia: leading, name: .keyword(.required), trailingTrivia: .space),
            at: modifiers.startIndex)
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }

    /// Whether the initializer is a member of one of `classes` itself: not of a struct, an enum or
    /// an extension (where `required` is not allowed), nor of a type nested in the class.
    private static func isDeclaredDirectly(in classes: Set<String>, _ node: InitializerDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let classDecl = parent.as(ClassDeclSyntax.self) { return classes.contains(classDecl.name.text) }
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }
}
