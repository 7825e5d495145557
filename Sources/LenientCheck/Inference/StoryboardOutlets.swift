import SwiftSyntax

/// Rule 6 of ``ImplicitContext``, for a shown controller's outlets: a view controller whose stored
/// views are `@IBOutlet`s comes from a storyboard scene, so before its view loads, each outlet is
/// connected to a new view of its type, and those views are in the view hierarchy when `viewDidLoad()`
/// runs — as UIKit's nib loading connects them (the model's `UIViewController.modelStoryboardScene(_:)`).
///
/// Without this, a guide's storyboard controller (`@IBOutlet weak var tableView: UITableView!`, then
/// `UITableViewDiffableDataSource(tableView: tableView)` in `viewDidLoad()`) reads a nil outlet and
/// crashes, a fault in the storyboard the guide does not show, never in its code.
///
/// Only outlets to views the model can make as Interface Builder does are connected: a table view is
/// plain (Interface Builder's default style), a collection view has a flow layout (the layout a
/// collection view dragged into a scene has), any other model view class is made with `init(frame:)`.
/// A controller that overrides `loadView()` makes its own view and is left alone; so are outlets to
/// the guide's own classes (their initializers are the guide's) and to things that are not views
/// (an `NSLayoutConstraint` outlet stays nil).
public enum StoryboardOutlets {
    /// The method of the controller's extension that connects its outlets.
    static let methodName = "__cellspecConnectOutlets"

    /// An outlet a storyboard would connect: the property and the model view class it holds.
    public struct Outlet: Equatable, Sendable {
        public var property: String
        public var type: String
    }

    /// The outlets of each class declared at the top level of `tree`, as the guide wrote it (before
    /// ``RuntimeAttributes`` blanks `@IBOutlet`), by class name; classes without outlets are left out.
    static func outlets(in tree: SourceFileSyntax, vocabulary: ModelVocabulary) -> [String: [Outlet]] {
        var found: [String: [Outlet]] = [:]
        for controller in tree.statements.compactMap({ $0.item.as(ClassDeclSyntax.self) }) {
            let outlets = outlets(of: controller, vocabulary: vocabulary)
            if !outlets.isEmpty { found[controller.name.text] = outlets }
        }
        return found
    }

    /// The outlets of `controller`, in order.
    static func outlets(of controller: ClassDeclSyntax, vocabulary: ModelVocabulary) -> [Outlet] {
        let members = controller.memberBlock.members.map(\.decl)
        let makesItsOwnView = members.contains {
            $0.as(FunctionDeclSyntax.self)?.name.text == "loadView"
        }
        guard !makesItsOwnView else { return [] }
        return outlets(among: members, vocabulary: vocabulary)
    }

    /// The outlets of a controller shown as its members alone (`@IBOutlet weak var collectionView:
    /// UICollectionView!`, then `viewDidLoad()`), which inference places in a host controller: none
    /// when the fragment makes the view itself (`loadView()`).
    static func memberOutlets(in tree: SourceFileSyntax, vocabulary: ModelVocabulary) -> [Outlet] {
        let members = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        guard !members.contains(where: { $0.as(FunctionDeclSyntax.self)?.name.text == "loadView" }) else { return [] }
        return outlets(among: members, vocabulary: vocabulary)
    }

    /// A `loadView()` for the host controller standing for the guide's: it connects `outlets` as
    /// ``connection(of:outlets:)`` does, then loads the scene, so the outlets are set when the
    /// fragment's `viewDidLoad()` reads them. Nil without outlets.
    static func loadingScene(outlets: [Outlet]) -> String? {
        guard !outlets.isEmpty else { return nil }
        return "override func loadView() { \(connecting(outlets)); super.loadView() }"
    }

    /// The `@IBOutlet` stored views among `members`, in order.
    private static func outlets(among members: [DeclSyntax], vocabulary: ModelVocabulary) -> [Outlet] {
        members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap { variable -> [Outlet] in
            guard isOutlet(variable), variable.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.initializer == nil, binding.accessorBlock == nil,
                    let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation.flatMap({ wrapped($0.type) }),
                    type == "UIView" || vocabulary.isSubclass(type, of: "UIView")
                else { return nil }
                return Outlet(property: property, type: type)
            }
        }
    }

    /// An extension of the controller class `name` whose method connects `outlets` as the scene would:
    /// each to a new view, handed to the controller as its scene's views. Nil without outlets.
    static func connection(of name: String, outlets: [Outlet]) -> String? {
        guard !outlets.isEmpty else { return nil }
        return "extension \(name) { func \(methodName)() { \(connecting(outlets)) } }"
    }

    /// Statements that make a view for each outlet, set the property, and hand the views to the
    /// controller (`self`) as its scene's.
    private static func connecting(_ outlets: [Outlet]) -> String {
        let made = outlets.enumerated().map { index, outlet in
            "let outlet\(index) = \(make(outlet.type)); self.\(outlet.property) = outlet\(index)"
        }
        let views = outlets.indices.map { "outlet\($0)" }.joined(separator: ", ")
        return made.joined(separator: "; ") + "; __cellspecStoryboardScene(self, [\(views)])"
    }

    /// How Interface Builder makes a view of the model class `type` that a scene holds.
    static func make(_ type: String) -> String {
        switch type {
        case "UITableView": "UITableView(frame: .zero, style: .plain)"
        case "UICollectionView":
            "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
        default: "\(type)(frame: .zero)"
        }
    }

    /// Whether the property is marked `@IBOutlet` (the attribute Interface Builder connects).
    private static func isOutlet(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IBOutlet"
        }
    }

    /// The class an outlet's type holds: `UITableView!` and `UITableView?` hold `UITableView`.
    private static func wrapped(_ type: TypeSyntax) -> String? {
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return optional.wrappedType.as(IdentifierTypeSyntax.self)?.name.text
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optional.wrappedType.as(IdentifierTypeSyntax.self)?.name.text
        }
        return nil
    }
}
