import SwiftParser
import SwiftSyntax

/// Rewrites the Objective-C interop that Linux cannot compile into what UIKitModel offers.
///
/// UIKit code leans on the Objective-C runtime, which Swift on Linux does not have:
/// - `#selector(toggle)`, `#selector(self.toggle(_:))`, `#selector(Controller.toggle(_:))` become the
///   model's `Selector` made from the method itself, `Selector("toggle:", Controller.toggle(_:))`, so
///   target-action (`UIControl.addTarget(_:action:for:)`, `UIBarButtonItem(…target:action:)`) really
///   calls it. The selector's name is the one Objective-C gives the method (`toggleWith…:` for a first
///   argument label). A bare name is looked up in the type declaration (or extension) around the
///   expression; `#selector(getter: …)`, `#selector(setter: …)` and a selector outside any type
///   become a name-only `Selector`, which compares by name and calls nothing.
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` are dropped: the declarations they mark
///   are ordinary Swift.
/// - `@UIApplicationMain`, and `@main` on a class adopting `UIApplicationDelegate`, are dropped: the
///   harness has its own entry point. With `launchesApplicationDelegates`, a statement launching the
///   delegate, `UIApplication.shared.modelLaunch(delegate: AppDelegate())` (what `UIApplicationMain`
///   does), follows the class on its closing line, so the delegate's launch methods run before the
///   code after it, and no line moves.
///
/// - `override func`s in an extension of a class declared in the same file, which only
///   Objective-C dispatch allows, are reached through an override in the class
///   (``ExtensionOverrideRewriter``).
///
/// Not rewritten: `@objc optional` protocol requirements (callers' `delegate?.method?()` needs
/// Objective-C's optional methods), `#keyPath`, and `perform(_:)`/`responds(to:)`, which Linux's
/// `NSObject` lacks; such code still fails to compile, at its own line.
///
/// Dropped attributes leave blanks of their width, so lines and columns of the code around them do
/// not move; only the text after a rewritten `#selector` on its line shifts.
public final class ObjCInteropRewriter: SyntaxRewriter {
    /// Attributes that only mean something to the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "UIApplicationMain", "NSApplicationMain",
    ]

    private let launchesApplicationDelegates: Bool
    /// Blanks for dropped attributes that ended an attribute list, put before the next token.
    private var pendingTrivia: Trivia = []
    /// More attribute names to drop from the next attribute list visited (an app delegate's `@main`).
    private var droppedFromNextList: Set<String> = []
    /// App delegate classes whose entry attribute was dropped, in source order.
    private(set) var applicationDelegates: [String] = []

    init(launchesApplicationDelegates: Bool) {
        self.launchesApplicationDelegates = launchesApplicationDelegates
        super.init(viewMode: .sourceAccurate)
    }

    /// The source with its Objective-C interop rewritten (see the type's documentation).
    public static func rewrite(source: String, launchesApplicationDelegates: Bool = false) -> String {
        rewrite(Parser.parse(source: source), launchesApplicationDelegates: launchesApplicationDelegates).description
    }

    /// Whether `source` holds what this can rewrite (an attribute, a `#selector` or an `override`):
    /// a tree without any of them comes out of ``rewrite(_:launchesApplicationDelegates:)`` as it
    /// went in, so it need not be walked. Scanned as bytes: walking every node of every example in a
    /// debug build was about a tenth of generating the sources.
    static func mayRewrite(_ source: String) -> Bool {
        let bytes = source.utf8
        return bytes.contains(UInt8(ascii: "@")) || bytes.firstRange(of: "#selector".utf8) != nil
            || bytes.firstRange(of: "override".utf8) != nil
    }

    /// The tree with its Objective-C interop rewritten (see the type's documentation).
    public static func rewrite(_ tree: SourceFileSyntax, launchesApplicationDelegates: Bool = false) -> SourceFileSyntax
    {
        let rewriter = ObjCInteropRewriter(launchesApplicationDelegates: launchesApplicationDelegates)
        return ExtensionOverrideRewriter.rewrite(rewriter.rewrite(tree).cast(SourceFileSyntax.self))
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var file = super.visit(node)
        guard launchesApplicationDelegates, !applicationDelegates.isEmpty else { return file }
        var statements: [CodeBlockItemSyntax] = []
        var launched = Set<String>()
        for item in file.statements {
            statements.append(item)
            guard let declaration = item.item.as(ClassDeclSyntax.self),
                applicationDelegates.contains(declaration.name.text),
                launched.insert(declaration.name.text).inserted
            else { continue }
            let launch = Self.expression("UIApplication.shared.modelLaunch(delegate: \(declaration.name.text)())")
            statements.append(
                CodeBlockItemSyntax(leadingTrivia: .space, item: .expr(launch), semicolon: .semicolonToken()))
        }
        file.statements = CodeBlockItemListSyntax(statements)
        return file
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let adopted = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let names = node.attributes.compactMap(Self.attributeName)
        let isEntry =
            names.contains("UIApplicationMain") || (names.contains("main") && adopted.contains("UIApplicationDelegate"))
        if isEntry {
            applicationDelegates.append(node.name.text)
            // `@main` stays elsewhere; on an app delegate it goes like `@UIApplicationMain`. The class's
            // own attribute list is the first thing `super.visit` visits.
            droppedFromNextList = ["main"]
        }
        return super.visit(node)
    }

    public override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        let extra = droppedFromNextList
        droppedFromNextList = []
        let (kept, trailingBlanks) = dropping(node, also: extra)
        let visited = super.visit(kept)
        // Blanks of attributes that ended the list go before the token after it, not into the list.
        pendingTrivia = pendingTrivia + trailingBlanks
        return visited
    }

    public override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard !pendingTrivia.isEmpty else { return token }
        var token = token
        token.leadingTrivia = pendingTrivia + token.leadingTrivia
        pendingTrivia = []
        return token
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", node.arguments.count == 1, let argument = node.arguments.first else {
            return super.visit(node)
        }
        let method = argument.label == nil ? Self.methodReference(argument.expression) : nil
        let name: String
        if let method {
            name = Self.objectiveCName(method.reference)
        } else if let reference = Self.lastReference(in: argument.expression) {
            // `getter:`/`setter:` name the property's accessor.
            let property = reference.baseName.text
            switch argument.label?.text {
            case "setter": name = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            default: name = property
            }
        } else {
            return super.visit(node)
        }
        var replacement = "Selector(\"\(name)\")"
        if let method, let type = method.type ?? Self.enclosingType(of: Syntax(node)) {
            replacement = "Selector(\"\(name)\", \(type).\(method.reference.trimmedDescription))"
        }
        return Self.expression(replacement).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    /// The list without the dropped attributes; each leaves blanks of its width before what follows:
    /// before the next kept attribute, or, for those that ended the list, the returned trivia.
    private func dropping(_ list: AttributeListSyntax, also extra: Set<String>) -> (AttributeListSyntax, Trivia) {
        var kept: [AttributeListSyntax.Element] = []
        var pending: Trivia = []
        for element in list {
            if let name = Self.attributeName(element), Self.droppedAttributes.contains(name) || extra.contains(name) {
                let width = element.trimmedLength.utf8Length
                pending = pending + element.leadingTrivia + Trivia.spaces(width) + element.trailingTrivia
                continue
            }
            var element = element
            element.leadingTrivia = pending + element.leadingTrivia
            pending = []
            kept.append(element)
        }
        return (AttributeListSyntax(kept), pending)
    }

    private static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The method a selector's argument names: its reference (`toggle(_:)`) and, when written, its type.
    private static func methodReference(_ expression: ExprSyntax) -> (
        type: String?, reference: DeclReferenceExprSyntax
    )? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : (nil, reference)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if let baseReference = base.as(DeclReferenceExprSyntax.self),
            baseReference.baseName.tokenKind == .keyword(.self)
        {
            return (nil, member.declName)
        }
        // `Type.method` or `Module.Type.method`: a type's name starts with a capital letter.
        guard base.trimmedDescription.split(separator: ".").last?.first?.isUppercase == true,
            base.trimmedDescription != "Self"
        else { return nil }
        return (base.trimmedDescription, member.declName)
    }

    private static func lastReference(in expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        return expression.as(MemberAccessExprSyntax.self)?.declName
    }

    /// Prepositions that join a method's name to its first argument label without "With", as the
    /// Swift compiler's Objective-C name inference does (`move(to:)` is `moveTo:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C selector of a Swift method reference: `toggle` → `toggle`, `toggle(_:)` →
    /// `toggle:`, `show(item:)` → `showWithItem:`, `move(to:animated:)` → `moveTo:animated:`.
    static func objectiveCName(_ reference: DeclReferenceExprSyntax) -> String {
        let base = reference.baseName.text
        guard let labels = reference.argumentNames?.arguments.map(\.name.text), !labels.isEmpty else { return base }
        var name = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                guard label != "_" else { name += ":"; continue }
                let firstWord = String(label.prefix { !$0.isUppercase })
                if !prepositions.contains(firstWord) { name += "With" }
                name += label.prefix(1).uppercased() + label.dropFirst()
            } else if label != "_" {
                name += label
            }
            name += ":"
        }
        return name
    }

    /// The name of the type whose declaration or extension holds the node (`Outer.Inner` when nested).
    static func enclosingType(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let declaration = parent.asProtocol(NamedDeclSyntax.self),
                parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                    || parent.is(ActorDeclSyntax.self)
            {
                names.insert(declaration.name.text, at: 0)
            } else if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                break
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
