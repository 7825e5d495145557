import SwiftSyntax

/// Rule 6 of ``ImplicitContext``, for view controllers: a view controller class the fragment
/// declares is shown as a window's root view controller, so its view loads and its appearance
/// methods run, as they would in an app.
///
/// A guide's view controller is only ever declared in its block; nothing makes one. Shown in a
/// window, it goes through UIKit's own path: the window installs the controller's view as its content
/// view, which loads it (`loadView()`, then `viewDidLoad()`; Apple: UIWindow.rootViewController,
/// UIViewController.view), the controller is told its view appears (`viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, which UIKit calls as the window shows its root view controller's view), and the
/// window lays out. Faults and violations raised on the way point into the block.
///
/// A controller whose diffable data source is a stored property made on its collection view
/// (`lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView:
/// collectionView) { … }`) is then shown with items when its own code applied none — a guide often
/// elides the `viewDidLoad()` that would — so its cell provider runs as UIKit runs it for each cell
/// the collection view displays (Apple: UICollectionViewDiffableDataSource). The items are ones
/// inference can make (``ImplicitContext/makeItems(_:)``) in the first case of the section type the
/// block declares; without both, the controller is only shown.
enum ControllerExercise {
    static let functionName = "__cellspecPresent"

    /// The model's view controller class a guide's controllers subclass directly.
    static let controllerClasses: Set<String> = ["UIViewController"]

    /// The view controller classes a fragment declares at top level, in order, that inference can
    /// make as the app would with `Name()`: not generic, a direct `UIViewController` subclass, declaring
    /// no initializer (so it inherits `init()`), and never made by the fragment itself.
    static func declaredControllers(in tree: SourceFileSyntax) -> [String] {
        let called = Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind,
                    token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                else { return nil }
                return name
            })
        return tree.statements.compactMap { item -> String? in
            guard let declaration = item.item.as(ClassDeclSyntax.self), declaration.genericParameterClause == nil,
                let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                controllerClasses.contains(superclass),
                !declaration.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }),
                !called.contains(declaration.name.text)
            else { return nil }
            return declaration.name.text
        }
    }

    static let fillName = "__cellspecFill"

    /// A statement showing a new controller of the class `name`: first connecting its outlets when
    /// it has an extension from ``StoryboardOutlets/connection(of:outlets:)``, then filling its data
    /// source when it has one from ``dataSourceFill(of:in:items:)``.
    static func present(_ name: String, fills: Bool = false, connects: Bool = false) -> String {
        guard fills || connects else { return "\(functionName)(\(name)())" }
        return "do { let controller = \(name)(); "
            + (connects ? "controller.\(StoryboardOutlets.methodName)(); " : "")
            + "\(functionName)(controller)"
            + (fills ? "; controller.\(fillName)()" : "") + " }"
    }

    /// An extension of the controller class `name` whose method shows its data source with two items
    /// (``CellExercise/showFunction``, which applies them only to an empty snapshot): an extension in
    /// the block's file reaches the controller's `private` properties. Nil when the controller declares no
    /// collection view data source made on a collection view, or its section or item values cannot
    /// be made. `items` makes two identifiers of a type, or nil.
    static func dataSourceFill(of name: String, in tree: SourceFileSyntax, items: (String) -> String?) -> String? {
        guard
            let controller = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: {
                $0.name.text == name
            })
        else { return nil }
        for member in controller.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                generic.expression.trimmedDescription == "UICollectionViewDiffableDataSource",
                generic.genericArgumentClause.arguments.count == 2,
                let collectionView = call.arguments.first(where: { $0.label?.text == "collectionView" })?.expression
            else { continue }
            let arguments = generic.genericArgumentClause.arguments.map(\.argument.trimmedDescription)
            guard let section = firstValue(of: arguments[0], in: controller, tree: tree),
                let made = items(arguments[1])
            else { return nil }
            return "extension \(name) { func \(fillName)() { "
                + CellExercise.show(
                    dataSource: property, collectionView: collectionView.trimmedDescription, section: section,
                    items: made) + " } }"
        }
        return nil
    }

    /// A value of the section type `type`: the first case of an enum of that name the controller or the
    /// block declares (`Section.list`), or a value of a standard library type.
    private static func firstValue(of type: String, in controller: ClassDeclSyntax, tree: SourceFileSyntax) -> String? {
        let nested = controller.memberBlock.members.map { Syntax($0.decl) }
        let topLevel = tree.statements.map { Syntax($0.item) }
        for candidate in nested + topLevel {
            guard let enumeration = candidate.as(EnumDeclSyntax.self), enumeration.name.text == type,
                enumeration.genericParameterClause == nil
            else { continue }
            let cases = enumeration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            guard let first = cases.first?.elements.first, first.parameterClause == nil else { return nil }
            return "\(type).\(first.name.text)"
        }
        return ["Int": "0", "String": "\"main\""][type]
    }

    /// The function that shows a controller (a per-example declaration, like the placeholder).
    static let function = """
        @MainActor fileprivate func \(functionName)(_ controller: UIViewController) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.viewWillAppear(false)
            window.layoutIfNeeded()
            controller.viewDidAppear(false)
            ModelRunLoop.run()
        }
        """
}
