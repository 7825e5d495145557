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

    /// A statement showing a new controller of the class `name`.
    static func present(_ name: String) -> String {
        "\(functionName)(\(name)())"
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
