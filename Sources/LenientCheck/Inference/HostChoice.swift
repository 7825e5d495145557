import ExampleRunner
import SpecPages
import SwiftSyntax

/// The class a fragment written from inside a type is placed in (rule 3 of ``ImplicitContext``).
struct HostChoice: Hashable {
    enum Kind: Hashable {
        /// The fragment is members (`override func`, `lazy var`): it becomes the class's body.
        case members
        /// The fragment is statements using `self`: they become the body of a method.
        case statements
        /// The fragment is an enum's body shown without the enum (`case list, grid` and the enum's
        /// methods): it becomes the body of an enum.
        case enumBody
    }

    /// The enum an enum's body is placed in.
    static let enumName = "__CellSpecEnum"

    static let className = "__CellSpecHost"

    /// The host instance a statement run after the fragment reads (``wrap(_:properties:awaits:then:)``).
    static let instanceName = "__cellspecHost"

    var superclass: String
    var kind: Kind
    /// For statements after member declarations (`lazy var registration = …` then
    /// `dataSource = …`): the index of the line where the statements start. The declarations stay
    /// members of the host, so `self.registration` finds them; the statements become the method.
    var statementsStartLine: Int?
    /// For statements followed by methods only a class declares (`tableView.isEditing = true`, then the
    /// data source's `func tableView(_:canMoveRowAt:)`): the 0-based line where those methods start.
    /// The statements become the method; the methods stay members of the host, as in the guide's
    /// class (``trailingMembersStart(in:vocabulary:)``).
    var membersStartLine: Int?
    /// For members shown with declarations only a file can hold (`import UIKit` before them, an
    /// `extension` after): the 0-based lines where the host's body starts and, when file-level
    /// declarations follow, where they start. The host holds the members alone.
    var bodyStartLine = 0
    var bodyEndLine: Int?
    /// The protocols the host adopts because the fragment makes it a table or collection view's data
    /// source or delegate (`collectionView.dataSource = self`), as the guide's controller does.
    var adopted: [String] = []
    /// The guide's class the fragment is written from inside (``EnclosingClass``), which the host
    /// subclasses; ``superclass`` is then the model class that class inherits from, which decides how
    /// the host is made and shown.
    var enclosing: String?
    /// Whether any member the host does not have reads as a placeholder (`self.store`): not when the
    /// fragment slips the name of one it has (``NameSlip``), so the compiler reports the slip.
    var looksUpAnyMember = true
    /// Whether the fragment declares a designated initializer and no `init(coder:)`: a class that does
    /// inherits none of its superclass's initializers, and Swift asks it for the `required init?(coder:)`
    /// of `UIView` and `UIViewController` (Apple: both are `required`, from `NSCoding`). The guide's class
    /// has it, or its storyboard would not load it; the members shown alone leave it out, so the host
    /// inference writes around them adds it (``RequiredInitializer/member``).
    var needsCoderInitializer = false
    /// Whether the fragment declares an initializer that takes no argument (`init()`), which the host
    /// is made with: a class declaring an initializer inherits none of its superclass's.
    var madeWithoutArguments = false
    /// Whether the host is shown as a window's root view controller (``ControllerExercise``), not only
    /// loaded: a table or collection view controller whose data source methods the fragment overrides,
    /// which UIKit calls only as the view lays out its rows or items.
    var isPresented = false
    /// The data source methods the fragment overrides that UIKit asks per item (`collectionView(_:cellForItemAt:)`)
    /// when the fragment shows no count of items and is all such methods: the controller's own count is
    /// none (Apple: `collectionView(_:numberOfItemsInSection:)`, `tableView(_:numberOfRowsInSection:)`
    /// are the controller's override points; the model's controllers answer 0 until a subclass
    /// overrides them), so UIKit asks none of them and a clean run checked nothing of the block.
    var unaskedMethods: [String] = []

    /// Names that mean the fragment was written in a cell.
    static let cellSignals: Set<String> = [
        "contentView", "defaultContentConfiguration", "configurationState", "updateConfiguration", "prepareForReuse",
        "setNeedsUpdateConfiguration", "automaticallyUpdatesContentConfiguration",
        "automaticallyUpdatesBackgroundConfiguration",
        "accessories", "isSelected", "isHighlighted", "configurationUpdateHandler", "contentConfiguration",
        "backgroundConfiguration", "updateConfigurationUsingState", "layoutSubviews", "textLabel", "detailTextLabel",
    ]
    /// Names that mean the fragment was written in a view controller.
    static let controllerSignals: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "view", "navigationItem", "navigationController",
        "present", "collectionView", "dataSource", "tableView", "configureDataSource", "applySnapshot",
    ]
    /// Free names that can only be members of an enclosing type.
    static let memberSignals: Set<String> = cellSignals.union([
        "view", "navigationItem", "navigationController", "present",
    ])
    static let memberModifiers: Set<Keyword> = [.override, .lazy, .required, .convenience, .weak, .unowned]
    /// Access modifiers a variable can have only as a member (`private var dataSource: …` is a local
    /// otherwise, and locals take none); of them, a function has `private` or `fileprivate` only as a member.
    static let accessModifiers: Set<Keyword> = [.private, .fileprivate, .internal, .public, .open]

    /// Whether a declaration can only be a member: `override`, `lazy` & co., a variable with an access
    /// modifier, a `private` or `fileprivate` function, or a function or variable whose code names
    /// `Self` (`return Self.makeGridSection()`), which Swift allows only inside a type. A signature's
    /// `-> Self` alone is a reference page's listing shape (`class func horizontal(…) -> Self`), not code.
    static func hasMemberModifier(_ declaration: DeclSyntax) -> Bool {
        let code: [Syntax] =
            declaration.as(FunctionDeclSyntax.self).map { [$0.body.map(Syntax.init)].compactMap { $0 } }
            ?? declaration.as(VariableDeclSyntax.self)?.bindings.flatMap { binding in
                [binding.initializer.map(Syntax.init), binding.accessorBlock.map(Syntax.init)].compactMap { $0 }
            } ?? []
        if code.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) } }) {
            return true
        }
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let keywords = modifiers.compactMap {
            if case .keyword(let keyword) = $0.name.tokenKind { keyword } else { nil }
        }
        return keywords.contains(where: memberModifiers.contains)
            || (declaration.is(VariableDeclSyntax.self) && keywords.contains(where: accessModifiers.contains))
            // `private func layout()`; `open class func custom(…)` is an API's listing, not an app's member.
            || (declaration.is(FunctionDeclSyntax.self)
                && keywords.contains(where: { $0 == .private || $0 == .fileprivate }))
    }

    /// `declarationsNeedValues`: the fragment's functions or types use undeclared names that only a
    /// host's properties can give them (a local of the entry function is not visible there).
    static func choose(
        tree: SourceFileSyntax, names: FreeNames, vocabulary: ModelVocabulary, declarationsNeedValues: Bool
    ) -> HostChoice? {
        let items = tree.statements.map(\.item)
        // `case list, grid` outside any switch: swift-syntax reads it, and what follows, as a switch
        // case the file cannot have.
        if tree.statements.first?.unexpectedBeforeItem?.first?.is(SwitchCaseSyntax.self) == true {
            return HostChoice(superclass: "enum", kind: .enumBody)
        }
        var declaredFunctions = Set<String>()
        var onlyMembers = !items.isEmpty
        var hasMemberOnly = false
        var cannotNest = false
        let fileLevel = fileLevelRun(in: tree)
        for item in items {
            guard let declaration = item.as(DeclSyntax.self) else {
                onlyMembers = false
                continue
            }
            if let function = declaration.as(FunctionDeclSyntax.self) { declaredFunctions.insert(function.name.text) }
            if declaration.is(InitializerDeclSyntax.self) || declaration.is(DeinitializerDeclSyntax.self)
                || declaration.is(SubscriptDeclSyntax.self)
            {
                hasMemberOnly = true
            }
            if hasMemberModifier(declaration) { hasMemberOnly = true }
            if isFileLevel(declaration) { cannotNest = true }
        }
        let freeNames = Set(names.values.map(\.name))
        let kind: Kind
        var body: (start: Int, end: Int?) = (0, nil)
        if (hasMemberOnly || declarationsNeedValues) && onlyMembers && !cannotNest {
            kind = .members
        } else if hasMemberOnly && onlyMembers, let fileLevel {
            // Members with an `import` before them or an `extension` after: the host holds the members.
            kind = .members
            body = fileLevel
        } else if !cannotNest
            && (names.usesSelfAtTopLevel || declarationsNeedValues || !freeNames.isDisjoint(with: memberSignals))
        {
            kind = .statements
        } else {
            return nil
        }
        let statementsStartLine = kind == .statements ? Self.statementsStart(after: tree) : nil
        let used = names.allNames.union(declaredFunctions)
        let overridden = Set(
            items.compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
                $0.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            }.map(\.name.text))
        let cellScore = used.intersection(cellSignals).count
        let controllerScore = used.intersection(controllerSignals).count
        let superclass: String
        if cellScore > controllerScore || (cellScore > 0 && controllerScore == 0) {
            superclass =
                used.contains("tableView") || used.contains("textLabel")
                ? "UITableViewCell" : "UICollectionViewListCell"
        } else if overridden.contains("tableView") && vocabulary.types.contains("UITableViewController") {
            // `override func tableView(_:cellForRowAt:)`: written in a table view controller. Without
            // `override`, the class adopts the protocol itself: a `UITableViewController` subclass would
            // have to override what its superclass implements.
            superclass = "UITableViewController"
        } else if overridden.contains("collectionView") && vocabulary.types.contains("UICollectionViewController") {
            // `override func collectionView(_:cellForItemAt:)`: written in a collection view controller,
            // the one class UIKit gives that implements the data source's methods to override.
            superclass = "UICollectionViewController"
        } else {
            superclass = "UIViewController"
        }
        // The model's declarations decide over the names above: `override func awakeFromNib()` reading
        // `bounds` and setting `backgroundView` is a cell's, whatever the lists say.
        var chosen =
            bestByMembers(
                freeNames.union(overridden).union(membersOfSelf(in: tree)), over: superclass, vocabulary: vocabulary)
            ?? superclass
        // The superclass the fragment's `super.init(…)` names by its labels decides over all of the above.
        if kind == .members, let call = superInitializerCall(in: tree) {
            chosen = initializedSuperclass(call, over: chosen, vocabulary: vocabulary) ?? chosen
        }
        let initializers = items.compactMap { $0.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        let declaresCoder = initializers.contains {
            $0.signature.parameterClause.parameters.first?.firstName.text == "coder"
        }
        var choice = HostChoice(
            superclass: chosen, kind: kind, statementsStartLine: statementsStartLine, bodyStartLine: body.start,
            bodyEndLine: body.end,
            adopted: chosen == "UIViewController" ? SelfAsDataSource.protocols(in: tree) : [])
        if kind == .statements, statementsStartLine == nil {
            choice.membersStartLine = trailingMembersStart(in: tree, vocabulary: vocabulary)
        }
        choice.needsCoderInitializer = kind == .members && !designated.isEmpty && !declaresCoder
        choice.unaskedMethods = Self.unaskedMethods(items, superclass: chosen, kind: kind)
        choice.isPresented =
            kind == .members && choice.unaskedMethods.isEmpty
            && ((chosen == "UICollectionViewController" && overridden.contains("collectionView"))
                || (chosen == "UITableViewController" && overridden.contains("tableView")))
        choice.madeWithoutArguments =
            kind == .members
            && initializers.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
        return choice
    }

    /// ``unaskedMethods``: the overridden per-item methods of a fragment that is all overrides of a
    /// table or collection view controller's data source methods and overrides no count of items.
    static func unaskedMethods(_ items: [CodeBlockItemSyntax.Item], superclass: String, kind: Kind) -> [String] {
        let view = ["UICollectionViewController": "collectionView", "UITableViewController": "tableView"][superclass]
        guard kind == .members, let view else { return [] }
        let functions = items.compactMap { $0.as(FunctionDeclSyntax.self) }
        guard functions.count == items.count,
            functions.allSatisfy({
                $0.name.text == view && $0.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            })
        else { return [] }
        let signatures = functions.map { function in
            "\(view)(" + function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
        }
        let counts = ["\(view)(_:numberOfItemsInSection:)", "\(view)(_:numberOfRowsInSection:)"]
        return signatures.contains(where: counts.contains) ? [] : signatures
    }

    /// The 0-based line where the fragment's last statement is followed, on lines of their own, by
    /// functions only a class declares: one that overrides, has a member's modifier, or is a method of
    /// a protocol the model declares, with its labels (`func tableView(_:canMoveRowAt:)` is
    /// `UITableViewDataSource`'s). Nil when the fragment does not have that shape. As local functions
    /// they would hide the statements' names (`tableView.isEditing` reads the local function
    /// `tableView`) and never be called by UIKit; the guide's class holds them as its methods.
    ///
    /// Apple: UITableViewDataSource, UICollectionViewDataSource and their delegates — "adopt" the
    /// protocol in the object UIKit calls; a local function is no object's method.
    static func trailingMembersStart(in tree: SourceFileSyntax, vocabulary: ModelVocabulary) -> Int? {
        let items = Array(tree.statements)
        guard let lastStatement = items.lastIndex(where: { !$0.item.is(DeclSyntax.self) }),
            lastStatement < items.count - 1
        else { return nil }
        let trailing = items[(lastStatement + 1)...]
        let functions = trailing.compactMap { $0.item.as(FunctionDeclSyntax.self) }
        guard functions.count == trailing.count else { return nil }
        let onlyMembers = functions.contains { function in
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            // `override` is one of the member's modifiers.
            return hasMemberModifier(DeclSyntax(function))
                || !vocabulary.protocols(declaring: function.name.text, labels: labels).isEmpty
        }
        guard onlyMembers, let first = trailing.first else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let start = converter.location(for: first.positionAfterSkippingLeadingTrivia).line
        let previousEnd = converter.location(for: items[lastStatement].endPositionBeforeTrailingTrivia).line
        return start > previousEnd ? start - 1 : nil
    }

    /// The classes a fragment's `super.init(…)` can name, in the order they are tried: the first that
    /// declares an initializer taking the call's labels itself.
    static let initializedCandidates = [
        "UICollectionViewController", "UITableViewController", "UIViewController", "UIView", "UITableViewCell",
        "UICollectionViewListCell", "UICollectionViewCell", "UICollectionReusableView",
    ]

    /// The first `super.init(…)` call of the fragment, as its labels and trailing closures shape it.
    static func superInitializerCall(in tree: SourceFileSyntax) -> FreeNames.CallShape? {
        for call in tree.descendants(FunctionCallExprSyntax.self) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                access.base?.as(SuperExprSyntax.self) != nil, access.declName.baseName.tokenKind == .keyword(.`init`)
            else { continue }
            return FreeNames.CallShape(call)
        }
        return nil
    }

    /// The class whose initializer a `super.init(…)` call with `call`'s shape is (`super.init(collectionViewLayout:)`
    /// is a `UICollectionViewController`'s, `super.init(style:reuseIdentifier:)` a `UITableViewCell`'s), when
    /// `current` has no initializer taking it: the first of ``initializedCandidates`` that declares one
    /// itself (the model's declarations, ``ModelVocabulary/methodParameters``). Nil when `current` takes
    /// it, or none does.
    static func initializedSuperclass(_ call: FreeNames.CallShape, over current: String, vocabulary: ModelVocabulary)
        -> String?
    {
        guard vocabulary.accepts(call, "init", of: current) == false else { return nil }
        return initializedCandidates.first { candidate in
            (vocabulary.methodParameters[candidate]?["init"] ?? []).contains { ModelVocabulary.matches(call, $0) }
        }
    }

    /// The members the fragment reaches through `self` or `super` (`self.selectedBackgroundView`,
    /// `super.awakeFromNib()`): the host's, whatever it is.
    static func membersOfSelf(in tree: SourceFileSyntax) -> Set<String> {
        Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard token.tokenKind == .keyword(.self) || token.tokenKind == .keyword(.super),
                    let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    access.base?.firstToken(viewMode: .sourceAccurate)?.id == token.id
                else { return nil }
                return access.declName.baseName.text
            })
    }

    /// The classes a guide writes fragments from inside, in the order a tie between them is decided.
    /// A collection or table view controller is chosen by what the fragment overrides, above, never by the
    /// names it reads: a controller's `collectionView` is as often its own property.
    static let hostCandidates = [
        "UIViewController", "UICollectionViewListCell", "UITableViewCell", "UICollectionReusableView", "UIView",
    ]

    /// The candidate host (``hostCandidates``) whose members, its own and inherited as the model declares
    /// them (``ModelVocabulary/inheritedMembers(of:)``), include at least two more of `names` — what the
    /// fragment uses without declaring it and the methods it overrides — than `current`'s do; nil when
    /// none does.
    static func bestByMembers(_ names: Set<String>, over current: String, vocabulary: ModelVocabulary) -> String? {
        let known = hostCandidates.filter { vocabulary.types.contains($0) }
        let scores = known.map { names.intersection(vocabulary.inheritedMembers(of: $0)).count }
        // The first of the best, in the order of the candidates.
        guard let top = scores.max(), let best = scores.firstIndex(of: top),
            let currentScore = known.firstIndex(of: current).map({ scores[$0] })
        else { return nil }
        // One name more is no evidence: a fragment's `imageView` is as often the app's own view as a table
        // cell's legacy one.
        return top >= currentScore + 2 ? known[best] : nil
    }

    /// Declarations a type's body cannot hold: they stay at file level.
    static func isFileLevel(_ declaration: DeclSyntax) -> Bool {
        declaration.is(ExtensionDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            || declaration.is(ImportDeclSyntax.self) || declaration.is(OperatorDeclSyntax.self)
    }

    /// When the fragment's file-level declarations all come before its other items or all after
    /// them, each on lines of their own: the 0-based line where the other items start and, when
    /// file-level ones follow, the line where those start. Nil when it has none, or they are mixed in.
    private static func fileLevelRun(in tree: SourceFileSyntax) -> (start: Int, end: Int?)? {
        let items = Array(tree.statements)
        let atFileLevel = items.map { $0.item.as(DeclSyntax.self).map(isFileLevel) ?? false }
        guard let first = atFileLevel.firstIndex(of: false), let last = atFileLevel.lastIndex(of: false),
            !atFileLevel[first...last].contains(true), atFileLevel.contains(true)
        else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let startLine = { (item: CodeBlockItemSyntax) in
            converter.location(for: item.positionAfterSkippingLeadingTrivia).line
        }
        let endLine = { (item: CodeBlockItemSyntax) in
            converter.location(for: item.endPositionBeforeTrailingTrivia).line
        }
        if first > 0 && startLine(items[first]) <= endLine(items[first - 1]) { return nil }
        if last < items.count - 1 && startLine(items[last + 1]) <= endLine(items[last]) { return nil }
        return (startLine(items[first]) - 1, last < items.count - 1 ? startLine(items[last + 1]) - 1 : nil)
    }

    /// Whether a top-level item can only be a member: `override`, `lazy` & co., an initializer.
    private static func isMemberOnly(_ item: CodeBlockItemSyntax) -> Bool {
        guard let declaration = item.item.as(DeclSyntax.self) else { return false }
        if declaration.is(InitializerDeclSyntax.self) || declaration.is(DeinitializerDeclSyntax.self) { return true }
        return hasMemberModifier(declaration)
    }

    /// The 0-based line where statements start after leading member-only declarations, when they
    /// start on a line of their own; nil when the fragment does not have that shape.
    private static func statementsStart(after tree: SourceFileSyntax) -> Int? {
        let items = Array(tree.statements)
        guard let first = items.firstIndex(where: { !isMemberOnly($0) }), first > 0,
            !items[first...].contains(where: isMemberOnly)
        else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let start = converter.location(for: items[first].positionAfterSkippingLeadingTrivia).line
        let previousEnd = converter.location(for: items[first - 1].endPositionBeforeTrailingTrivia).line
        return start > previousEnd ? start - 1 : nil
    }

    /// The host class's opening: a member the guide's class had but the fragment does not show
    /// (`self.createHeroSection()`) is a placeholder, as an undeclared value is.
    static func opening(_ superclass: String, adopting adopted: [String] = [], looksUp: Bool = true) -> String {
        let placeholder = PlaceholderSource.placeholderType
        let inherits = ([superclass] + adopted).joined(separator: ", ")
        guard looksUp else { return "final class \(className): \(inherits) { " }
        return "@dynamicMemberLookup final class \(className): \(inherits) { "
            + "subscript(dynamicMember name: String) -> \(placeholder) { \(placeholder)() };"
    }

    /// The host of a fragment written from inside `enclosing`, a class the guide shows
    /// (``EnclosingClass/canEnclose(_:)`` holds for `tree`): the choice made from the fragment's names,
    /// its superclass the guide's class; or, for a fragment that chose no host (`func createLayout()`
    /// reading the class's nested `Section`, which inference no longer guesses), one holding its
    /// declarations as members, or its statements as a method's body.
    static func enclosed(in enclosing: EnclosingClass, chosen: HostChoice?, tree: SourceFileSyntax) -> HostChoice {
        var host: HostChoice
        if let chosen {
            host = chosen
        } else if tree.statements.allSatisfy({ $0.item.is(DeclSyntax.self) }) {
            host = HostChoice(superclass: enclosing.superclass, kind: .members)
        } else {
            host = HostChoice(
                superclass: enclosing.superclass, kind: .statements, statementsStartLine: statementsStart(after: tree))
        }
        host.superclass = enclosing.superclass
        host.enclosing = enclosing.name
        // The guide's class adopts what it adopts; adopting it again is an error of inference's making.
        host.adopted = []
        return host
    }

    /// Whether the host is shown in a list by ``CellExercise`` (it needs that function).
    func isShown(awaits: Bool) -> Bool { CellExercise.cellClasses.contains(superclass) && !awaits }

    /// Whether the host is a view controller holding the fragment as its members, whose view is
    /// loaded when it is used, so the fragment's entry points (``EntryPoints``) run after it.
    var loadsControllerMembers: Bool {
        kind == .members && Self.controllerClasses.contains(superclass)
    }

    /// The view controller classes a host can be, whose view is loaded when the host is used.
    static let controllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController",
    ]

    /// The host's opening on the first line, its close and a use of it after the last (``TrailingCode``).
    /// Statements go in a method that is `async` only when they `await` (`awaits`): otherwise it is
    /// synchronous, like `viewDidLoad`, so `apply(_:)` picks its synchronous overload.
    ///
    /// `then`: a statement run on the host once its code has run, the host being
    /// ``instanceName`` (``CellExercise/show(dataSource:collectionView:section:items:)`` of a data
    /// source the fragment made); not for a cell shown in a list, whose host the list makes.
    ///
    /// `entries`: the methods a controller's members fragment declares and nothing calls
    /// (``EntryPoints``), run once the view loaded.
    func wrap(
        _ lines: [SpecExample.Line], properties: [String], awaits: Bool, then epilogue: String? = nil,
        entries: [EntryPoints.Entry] = []
    ) -> [SpecExample.Line] {
        guard !lines.isEmpty else { return lines }
        let entries = loadsControllerMembers ? entries : []
        let members =
            (properties + (entries.isEmpty ? [] : [EntryPoints.method(calling: entries)])
            + (needsCoderInitializer ? [RequiredInitializer.member] : []))
            .map { "\($0); " }.joined()
        let header: String
        var footer: String
        switch kind {
        case .members:
            header = "\(Self.opening(enclosing ?? superclass, adopting: adopted, looksUp: looksUpAnyMember)) \(members)"
            footer = "}"
        case .statements:
            let method = "func __cellspecBody() \(awaits ? "async " : "")throws { "
            header =
                "\(Self.opening(enclosing ?? superclass, adopting: adopted, looksUp: looksUpAnyMember)) \(members)"
                + (statementsStartLine == nil ? method : "")
            footer = "} }"
        case .enumBody:
            header = "enum \(Self.enumName): Hashable, CaseIterable { "
            footer = "}"
        }
        let make: String =
            if madeWithoutArguments {
                "\(Self.className)()"
            } else {
                switch superclass {
                case "UITableViewCell": "\(Self.className)(style: .default, reuseIdentifier: nil)"
                case "UIViewController", "UITableViewController": "\(Self.className)()"
                case "UICollectionViewController":
                    "\(Self.className)(collectionViewLayout: UICollectionViewFlowLayout())"
                default: "\(Self.className)(frame: .zero)"
                }
            }
        let shown = isShown(awaits: awaits)
        var use: String =
            switch (kind, superclass) {
            case (.enumBody, _): "_ = \(Self.enumName).allCases"
            // A cell is shown in a list (``CellExercise``): its statements run as it is configured.
            case (.statements, _) where shown:
                CellExercise.display(Self.className, configure: "try $0.__cellspecBody()")
            case (.members, _) where shown: CellExercise.display(Self.className)
            case (.statements, _): "try \(awaits ? "await " : "")\(make).__cellspecBody()"
            // Shown in a window: its view lays out, so UIKit asks the overridden data source methods.
            case (.members, _) where isPresented:
                "do { let \(Self.instanceName) = \(make); \(Self.instanceName).loadViewIfNeeded(); "
                    + (entries.isEmpty ? "" : EntryPoints.call(on: Self.instanceName, entries: entries) + "; ")
                    + "\(ControllerExercise.functionName)(\(Self.instanceName)) }"
            // The view loading cycle runs `loadView()` and `viewDidLoad()`, as showing the controller would,
            // then the fragment's setup methods, as the guide's `viewDidLoad` would.
            case (.members, let controller) where Self.controllerClasses.contains(controller) && entries.isEmpty:
                "\(make).loadViewIfNeeded()"
            case (.members, let controller) where Self.controllerClasses.contains(controller):
                "do { let \(Self.instanceName) = \(make); \(Self.instanceName).loadViewIfNeeded(); "
                    + EntryPoints.call(on: Self.instanceName, entries: entries) + " }"
            default: "_ = \(make)"
            }
        if let epilogue, !shown, kind != .enumBody {
            let host = Self.instanceName
            let run: String =
                switch (kind, superclass) {
                case (.statements, _): "try \(awaits ? "await " : "")\(host).__cellspecBody(); "
                case (.members, let controller) where Self.controllerClasses.contains(controller):
                    "\(host).loadViewIfNeeded(); "
                        + (entries.isEmpty ? "" : EntryPoints.call(on: host, entries: entries) + "; ")
                default: ""
                }
            use = "do { let \(host) = \(make); \(run)\(epilogue) }"
        }
        var wrapped = lines
        if case .statements = kind, let start = statementsStartLine, wrapped.indices.contains(start), start > 0 {
            wrapped[start].text = "func __cellspecBody() \(awaits ? "async " : "")throws { " + wrapped[start].text
        } else if case .statements = kind, let start = membersStartLine, wrapped.indices.contains(start), start > 0 {
            // The method closes before the members that follow the statements.
            wrapped[start].text = "}; " + wrapped[start].text
            footer = "}"
        }
        let bodyStart = wrapped.indices.contains(bodyStartLine) ? bodyStartLine : 0
        wrapped[bodyStart].text = header + wrapped[bodyStart].text
        if let end = bodyEndLine, wrapped.indices.contains(end), end > bodyStart {
            wrapped[end].text = "\(footer) " + wrapped[end].text
            return TrailingCode.append(use, to: wrapped)
        }
        return TrailingCode.append("\(footer); \(use)", to: wrapped)
    }
}
