import SwiftSyntax

/// The methods a controller fragment declares and nothing in it calls are run once its view has
/// loaded, as the guide's `viewDidLoad`, not shown, calls them.
///
/// A guide often shows a controller's setup as methods alone (`func configureDataSource()`,
/// `func applyInitialSnapshot()`) and leaves out the `viewDidLoad` that calls them (Apple:
/// UIViewController.viewDidLoad() — called after the controller's view is loaded, where views and
/// data are usually set up). Loading the host's view runs nothing of such a fragment, so its code
/// would pass without having run. Its entry points — methods no code of the fragment calls, taking
/// no argument they need — are called in the order the guide declares them, once the view loaded.
///
/// Not when the fragment shows a view lifecycle method itself: what it calls is then the guide's
/// own choice. Not event handlers (`@objc`, `@IBAction`: a user's action calls them), overrides,
/// type methods, generic or `async` methods.
enum EntryPoints {
    static let methodName = "__cellspecEntries"

    /// The view lifecycle methods that call a controller's setup.
    static let lifecycleMethods: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews",
    ]

    struct Entry: Equatable {
        var name: String
        var throwsError: Bool
    }

    /// The entry points of the members fragment `tree`, in the order it declares them.
    static func entries(in tree: SourceFileSyntax) -> [Entry] {
        let functions = tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }
        guard !functions.contains(where: { lifecycleMethods.contains($0.name.text) }) else { return [] }
        let referenced = Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
                return token.text
            })
        return functions.compactMap { function in
            let modifiers = Set(function.modifiers.map(\.name.text))
            let attributes = Set(
                function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            let effects = function.signature.effectSpecifiers
            guard modifiers.isDisjoint(with: ["override", "static", "class", "mutating"]),
                attributes.isDisjoint(with: ["objc", "IBAction", "IBSegueAction"]),
                function.genericParameterClause == nil, effects?.asyncSpecifier == nil,
                function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }),
                function.body != nil, !referenced.contains(function.name.text),
                !function.name.text.hasPrefix("__")
            else { return nil }
            return Entry(name: function.name.text, throwsError: effects?.throwsClause != nil)
        }
    }

    /// The host member calling `entries`, in order.
    static func method(calling entries: [Entry]) -> String {
        let throwing = entries.contains(where: \.throwsError)
        let calls = entries.map { "_ = \($0.throwsError ? "try " : "")\($0.name)()" }.joined(separator: "; ")
        return "func \(methodName)() \(throwing ? "throws " : ""){ \(calls) }"
    }

    /// The statement calling the method of ``method(calling:)`` on `instance`.
    static func call(on instance: String, entries: [Entry]) -> String {
        "\(entries.contains(where: \.throwsError) ? "try " : "")\(instance).\(methodName)()"
    }
}
