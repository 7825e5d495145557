import SwiftSyntax

/// Marks a reusable view subclass's overrides of the initializers UIKit calls dynamically as `required`.
///
/// UIKit makes cells and reusable views with Objective-C's `alloc`/`initWithFrame:` (and
/// `initWithStyle:reuseIdentifier:`, `initWithReuseIdentifier:` for table view cells and
/// header/footer views) from a registered class. Swift can only construct a subclass from its
/// metatype through a `required` initializer, so UIKitModel declares those `required` on its reusable
/// views, and an example's `override init(frame:)` in a cell subclass must then say `required` instead
/// of `override` (Swift implies the override). Both words have eight letters, so columns do not move.
/// Other views are left alone: their `init(frame:)` is not required, in UIKit or in the model.
final class RequiredInitializerRewriter: SyntaxRewriter {
    /// The model's reusable view classes whose dynamically called initializers are `required`.
    static let reusableViewClasses: Set<String> = [
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell",
        "UITableViewHeaderFooterView",
    ]
    /// Argument labels of the initializers the model declares `required`.
    static let dynamicInitializers: Set<[String]> = [["frame"], ["style", "reuseIdentifier"], ["reuseIdentifier"]]

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
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        guard Self.dynamicInitializers.contains(labels), node.optionalMark == nil,
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
            let index = node.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
        else { return DeclSyntax(node) }
        var modifiers = node.modifiers
        let old = modifiers[index]
        modifiers[index] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia, trailingTrivia: old.name.trailingTrivia))
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }
}
