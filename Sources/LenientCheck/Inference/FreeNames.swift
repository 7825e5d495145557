import ExampleRunner
import SpecPages
import SwiftSyntax

/// The names a fragment uses but does not declare, found by a scope-aware walk of its syntax tree.
///
/// Local declarations (variables, parameters, closure parameters, `if let`, `for`, `case let`)
/// are visible from their declaration to the end of their scope; types, functions and the members
/// of types the fragment declares are visible everywhere, as Swift allows. Inside a class that
/// inherits from a model type, a name the model declares as a member counts as inherited.
struct FreeNames {
    /// One undeclared name and how the fragment uses it.
    struct Use: Hashable {
        var name: String
        /// Members read or written on it (`cell.accessories` → `accessories`).
        var members: Set<String> = []
        /// Members whose own members it reads with a plain `.`, neither `?.` nor `!.`
        /// (`cell.imageView.image` → `imageView`): the guide takes them for values that are there,
        /// not optionals.
        var chainedMembers: Set<String> = []
        /// Members read through `?.` or `!.` (`mainItem?.image` → `image`): the name holds an optional.
        var optionalMembers: Set<String> = []
        /// Members read on its elements (`contents[index].title`, `contents.first?.title`,
        /// `contents.filter { $0.title.isEmpty }`, `for content in contents { content.title }` →
        /// `title`): the name holds an array.
        var elementMembers: Set<String> = []
        /// Called as a function (`makeLayout()`): no value can stand in for it.
        var isCalled = false
        /// Passed by name where a function is expected (`ids.compactMap(recipeForID)`,
        /// `items.sorted(by: isBefore)`): a function the guide declares elsewhere, never a value.
        var isFunctionReference = false
        /// Used inside a top-level function the fragment declares (a host class's property can reach it).
        var inDeclaration = false
        /// Used inside a type the fragment declares (nothing outside the type can reach it).
        var inType = false
        /// The types the fragment declares (not extends) that it is used in, by their names as written
        /// at top level (`GalleryViewController`, `GalleryViewController.Header`).
        var declaringTypes: Set<String> = []
        /// Named by `#selector(name(_:))`: a method of the host taking this many arguments, which
        /// the guide declares elsewhere (``selectorArity(of:)``).
        var selectorArity: Int?
        /// Used as a truth value: a condition of `if`, `guard` or `while`, a ternary's condition, the
        /// operand of `!`, `&&` or `||`, or toggled (`showsFavourites.toggle()`): a `Bool`.
        var isCondition = false
        /// Used in a top-level statement.
        var inStatement = false
        /// The argument labels of each call of a member (`trailList.register(TrailCell.self,
        /// forCellReuseIdentifier: id)` → `register`: `_`, `forCellReuseIdentifier`), by member:
        /// which of the types with the member can take the call (``ModelVocabulary/accepts(_:_:of:)``).
        var memberCalls: [String: Set<CallShape>] = [:]
    }

    /// The argument labels a call writes (`_` for an unlabelled argument) and how many closures
    /// trail it.
    struct CallShape: Hashable {
        var labels: [String]
        var trailingClosures: Int

        init(labels: [String], trailingClosures: Int = 0) {
            self.labels = labels
            self.trailingClosures = trailingClosures
        }

        init(_ call: FunctionCallExprSyntax) {
            labels = call.arguments.map { $0.label?.text ?? "_" }
            trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        }
    }

    /// Undeclared value names (lowercase), in order of first use.
    var values: [Use] = []
    /// Names used where no declaration reaches them although the block declares them as locals in
    /// another scope (`effectView` made in an `if` branch, read in the `else`): the guide's own scope
    /// error, which inference leaves for the compiler to report.
    var outOfScope: [String] = []
    /// Names used inside a type or extension that names a type nobody shows (`items` in `extension
    /// FocusViewController`, the guide's view controller): members of that type, inherited as far as
    /// inference knows, so nothing is supplied for them. When the compiler cannot find one, the guide's
    /// type lacks it only because inference made the type: not the guide's error.
    var membersOfUnshownTypes: Set<String> = []
    /// Undeclared type names (`Recipe`, `Section`), in order of first use.
    var types: [String] = []
    /// Members used on an undeclared type name itself: static values (`ListViewController.headerKind`)
    /// and nested types (`MountainsController.Mountain`), by type.
    var typeMembers: [String: Set<String>] = [:]
    /// Argument labels of calls to an undeclared type's initializers (`Mountain(name:height:)` →
    /// `["name", "height"]`, `_` for an unlabeled one), by type.
    var typeInitializers: [String: Set<[String]>] = [:]
    /// Implicit members passed to an undeclared type's initializer by argument label
    /// (`SidebarItem(title: name, kind: .header)` → `["kind": ["header"]]`), by type: that argument's
    /// type has those static members.
    var typeInitializerCases: [String: [String: [String]]] = [:]
    /// One argument of a call to a function the fragment never declares: its label (`_` for none) and,
    /// when it is written as an implicit member (`.photos`), that member's name.
    struct CallArgument: Hashable {
        var label: String
        var implicitMember: String?
    }
    /// The calls of undeclared lowercase names (`makeSection(for: .photos, columns: 3)`), their arguments
    /// in order, one entry per distinct shape, by name: the guide's own functions, not shown.
    var calledShapes: [String: [[CallArgument]]] = [:]
    /// Undeclared lowercase names called with a closure (`load(url) { image in … }`): a shape cannot
    /// type the closure's parameters, so these stay callable placeholders.
    var calledWithClosures: Set<String> = []
    /// Undeclared type names a `weak` or `unowned` variable is declared with (`weak var delegate:
    /// PhotoCellDelegate?`): Swift allows those only for classes and class-bound protocols.
    var classBoundTypes: Set<String> = []
    /// Type names the fragment's own types and extensions inherit from or conform to
    /// (`extension ListController: PhotoCellDelegate`).
    var inheritedNames: Set<String> = []
    /// Of those, the ones a class the fragment declares names first (`final class ShelfCell: BaseCell`):
    /// its superclass, or a protocol; any other inherited name can only be a protocol.
    var superclassPositionNames: Set<String> = []
    /// `self` or `super` used outside any type the fragment declares.
    var usesSelfAtTopLevel = false
    /// Members read through `self` outside any type the fragment declares (`self.dataSource`): a
    /// host class can have them as properties. Called ones (`self.reload()`) are not listed.
    var selfMembers: [Use] = []
    /// Methods called through `self` outside any type the fragment declares (`self.makeHeader()`):
    /// methods of the type the fragment is written from inside, which another block may show.
    var selfCalls: Set<String> = []
    /// Names read (not called) inside an extension of a type nobody shows, by that type
    /// (`items` in `extension FocusViewController: UICollectionViewDelegate`): stored properties of
    /// the guide's class, which inference gives the class it makes for it.
    var unshownTypeProperties: [String: Set<String>] = [:]
    /// Whether a type is marked `@Observable`.
    var usesObservable = false
    /// Every name the fragment uses, declared or not (for "is `tableView` nearby").
    var allNames: Set<String> = []
    /// Implicit members (`.main`) passed where a section identifier goes.
    var sectionCases: [String] = []
    /// Names switched over by section cases (`switch section { case .recents: … }`): a section
    /// identifier, whatever else the name would say (a layout's `section`).
    var switchedSections: Set<String> = []
    /// Generic arguments written for a diffable snapshot or data source: `<Section, Recipe.ID>`.
    var diffableArguments: (section: String, item: String)?
    /// The item type of the first cell registration written with generic arguments
    /// (`CellRegistration<PhotoCell, Photo>`): a data source serving it has items of that type.
    var registrationItem: String?
    /// The item type of the first section snapshot written with its generic argument
    /// (`NSDiffableDataSourceSectionSnapshot<Shelf>`): the block applies it to a data source whose
    /// items are of that type.
    var sectionSnapshotItem: String?
    /// How many generic arguments the fragment writes for an undeclared type (`ImagePrefetchController<String>`
    /// → 1), by type: the guide's type is generic, so what stands for it is too (``GenericPlaceholder``).
    var genericArity: [String: Int] = [:]

    static func find(in tree: SourceFileSyntax, vocabulary: ModelVocabulary, visible: Set<String> = []) -> FreeNames {
        let declared = DeclaredNames(viewMode: .sourceAccurate)
        declared.walk(tree)
        let walker = FreeNameWalker(
            everywhere: declared.names.union(declared.functions).union(visible), vocabulary: vocabulary)
        walker.functionsOnly = declared.functions.subtracting(declared.names).subtracting(visible)
        let locals = LocalDeclarations(viewMode: .sourceAccurate)
        locals.walk(tree)
        walker.locals = locals.names
        walker.walk(tree)
        return walker.result
    }
}

/// Every local a fragment declares with `let`/`var` in any scope outside type bodies, except one
/// whose value reads a name of its own (`let item = item ?? fallback` shadows what the guide does not
/// show). Optional bindings are left out: `if let selected` and `if let cell = cell` read an outer name.
private final class LocalDeclarations: SyntaxVisitor {
    var names = Set<String>()
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) != true {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let readsItself =
                    binding.initializer?.value.tokens(viewMode: .sourceAccurate).contains { token in
                        token.tokenKind == .identifier(name)
                    } ?? false
                if !readsItself { names.insert(name) }
            }
        }
        return .visitChildren
    }
}

/// Names visible everywhere in a fragment: its types, members and generic parameters (`names`), and its
/// functions (`functions`). A name only functions declare (`func tableView(_:canMoveRowAt:)`), read as a
/// value whose member the fragment uses (`tableView.isEditing`), is a property the fragment does not show.
private final class DeclaredNames: SyntaxVisitor {
    var names = Set<String>()
    var functions = Set<String>()
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isGlobalOrMember(node) { functions.insert(node.name.text) }
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Stored and computed properties of the fragment's types are visible in the whole type.
        if node.parent?.is(MemberBlockItemSyntax.self) == true {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) }
            }
        }
        return .visitChildren
    }

    private func isGlobalOrMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
            || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}

private final class FreeNameWalker: SyntaxVisitor {
    private let everywhere: Set<String>
    private let vocabulary: ModelVocabulary
    private var scopes: [Set<String>] = [[]]
    /// For each enclosing type the fragment declares: the members it inherits from the model (empty
    /// when it inherits nothing).
    private var typeStack: [TypeScope] = []

    /// What a type the fragment declares or extends sees of the model: the members of the model types
    /// it names (`UICollectionViewCell`), and, when it names a type neither the model nor the fragment
    /// declares (`extension FocusViewController`, `class ShelfCell: BaseCell`), every member the model
    /// has anywhere — that type may inherit any of them, so none is supplied, but one the compiler
    /// then cannot find is the unshown type's (``FreeNames/membersOfUnshownTypes``).
    struct TypeScope {
        var known: Set<String> = []
        var assumed: Set<String> = []
        /// The name of the type the fragment declares here; nil for an extension.
        var declared: String?
        /// The type an extension extends when the model does not declare it (`FocusViewController`).
        var unshownExtension: String?
        func contains(_ name: String) -> Bool { known.contains(name) || assumed.contains(name) }
    }

    private func scope(inheriting types: [String]) -> TypeScope {
        var scope = TypeScope()
        for type in types {
            if vocabulary.types.contains(type) {
                scope.known.formUnion(vocabulary.inheritedMembers(of: type))
            } else {
                scope.assumed.formUnion(vocabulary.inheritedMembers(of: type))
            }
        }
        return scope
    }
    private var functionDepth = 0
    private var uses: [String: Int] = [:]
    var result = FreeNames()
    /// The locals the fragment declares in any scope (``LocalDeclarations``).
    var locals = Set<String>()
    /// Names only the fragment's functions declare, nothing else (``DeclaredNames``).
    var functionsOnly = Set<String>()

    init(everywhere: Set<String>, vocabulary: ModelVocabulary) {
        self.everywhere = everywhere
        self.vocabulary = vocabulary
        super.init(viewMode: .sourceAccurate)
    }

    private func declare(_ name: String) { scopes[scopes.count - 1].insert(name) }
    private func isDeclared(_ name: String) -> Bool {
        everywhere.contains(name) || scopes.contains { $0.contains(name) }
    }

    // MARK: Scopes

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([]); return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Set(node.parameterNames ?? []))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    private func enterFunction(_ parameters: FunctionParameterListSyntax?) {
        var names = Set<String>()
        for parameter in parameters ?? [] { names.insert((parameter.secondName ?? parameter.firstName).text) }
        scopes.append(names)
        functionDepth += 1
    }
    private func leaveFunction() {
        scopes.removeLast()
        functionDepth -= 1
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveFunction() }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(nil)
        declare(
            node.parameters?.name.text
                ?? (node.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue"))
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { leaveFunction() }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.catchItems.isEmpty ? ["error"] : [])
        return .visitChildren
    }
    override func visitPost(_ node: CatchClauseSyntax) { scopes.removeLast() }

    /// A class may inherit an unshown class's members; a struct or an enum only conforms to protocols,
    /// so an unknown name in its clause (`Hashable`, the guide's `Identifiable`-like protocol) brings
    /// no members it could have inherited.
    private func enterType(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, isClass: Bool = false) {
        var scope = scope(inheriting: inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
        if !isClass { scope.assumed = [] }
        scope.declared = name.text
        typeStack.append(scope)
        scopes.append([])
    }
    private func leaveType() {
        typeStack.removeLast()
        scopes.removeLast()
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.inheritanceClause, isClass: true); return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.inheritanceClause); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.inheritanceClause); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension of a model type sees that type's members.
        let extended = node.extendedType.trimmedDescription
        var scope = scope(inheriting: [extended])
        if !vocabulary.types.contains(extended), node.extendedType.is(IdentifierTypeSyntax.self) {
            scope.unshownExtension = extended
        }
        typeStack.append(scope)
        scopes.append([])
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    // MARK: Declarations

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // A variable is in scope after its own initializer (``visitPost(_:)`` of its binding).
        if node.parent?.as(PatternBindingSyntax.self)?.initializer == nil { declare(node.identifier.text) }
        return .visitChildren
    }

    /// A variable's initializer cannot see the variable: Swift looks a name up past it, so in
    /// `let listLayout = listLayout()` the call is of a function declared elsewhere, which is free.
    override func visitPost(_ node: PatternBindingSyntax) {
        if node.initializer != nil, let name = node.pattern.as(IdentifierPatternSyntax.self) {
            declare(name.identifier.text)
        }
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let cell` reads `cell` before it declares the unwrapped one.
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            name != "self"
        {
            use(name, node: Syntax(node))
        }
        return .visitChildren
    }

    // MARK: Uses

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parent = node.parent
        if let member = parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        if parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        switch node.baseName.tokenKind {
        case .keyword(.self), .keyword(.super):
            if typeStack.isEmpty { result.usesSelfAtTopLevel = true }
        case .identifier(let name):
            result.allNames.insert(name)
            if name.first?.isUppercase == true {
                // A type used as a value: `SectionBackgroundView.self`, `Section.main`.
                noteType(name)
            } else {
                use(name, node: Syntax(node))
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), case .identifier(let type) = base.baseName.tokenKind,
            type.first?.isUppercase == true, !isDeclared(type),
            case .identifier(let member) = node.declName.baseName.tokenKind
        {
            result.typeMembers[type, default: []].insert(member)
        }
        if typeStack.isEmpty, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            let name = node.declName.baseName.text
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            if isCalled, !everywhere.contains(name) { result.selfCalls.insert(name) }
            if !everywhere.contains(name), !isCalled, !result.selfMembers.contains(where: { $0.name == name }) {
                var use = FreeNames.Use(name: name)
                use.inDeclaration = true
                result.selfMembers.append(use)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        result.allNames.insert(name)
        if let inherited = node.parent?.as(InheritedTypeSyntax.self) {
            result.inheritedNames.insert(name)
            let list = inherited.parent?.as(InheritedTypeListSyntax.self)
            if list?.first?.id == inherited.id, list?.parent?.parent?.is(ClassDeclSyntax.self) == true {
                result.superclassPositionNames.insert(name)
            }
        }
        if let variable = node.ancestorVariable,
            variable.modifiers.contains(where: { ["weak", "unowned"].contains($0.name.text) })
        {
            result.classBoundTypes.insert(name)
        }
        noteDiffableArguments(name, node.genericArgumentClause)
        noteType(name)
        noteArity(name, node.genericArgumentClause)
        return .visitChildren
    }

    private func noteArity(_ name: String, _ clause: GenericArgumentClauseSyntax?) {
        guard let clause, result.genericArity[name] == nil else { return }
        result.genericArity[name] = clause.arguments.count
    }

    private func noteType(_ name: String) {
        if !isDeclared(name) && !vocabulary.declares(type: name)
            && !result.types.contains(name) && name.first?.isUppercase == true
        {
            result.types.append(name)
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "Observable" { result.usesObservable = true }
        return .visitChildren
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        let name =
            node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let name { noteDiffableArguments(name, node.genericArgumentClause) }
        if let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            noteArity(name, node.genericArgumentClause)
        }
        return .visitChildren
    }

    /// `UICollectionView.CellRegistration<PhotoCell, Photo>` written as a type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text.first?.isUppercase == true,
            !isDeclared(base.name.text)
        {
            result.typeMembers[base.name.text, default: []].insert(node.name.text)
        }
        noteDiffableArguments(node.name.text, node.genericArgumentClause)
        return .visitChildren
    }

    /// `case .hero:` in a switch over a section identifier (`switch sectionKind`) names a section.
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.subject.trimmedDescription.lowercased().contains("section") else { return .visitChildren }
        for element in node.cases {
            guard let label = element.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) else { continue }
            for item in label.caseItems {
                guard
                    let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                        MemberAccessExprSyntax.self),
                    member.base == nil
                else { continue }
                let name = member.declName.baseName.text
                if !result.sectionCases.contains(name) { result.sectionCases.append(name) }
                if let subject = node.subject.as(DeclReferenceExprSyntax.self) {
                    result.switchedSections.insert(subject.baseName.text)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
            case .identifier(let function) = callee.baseName.tokenKind,
            function.first?.isLowercase == true, !isDeclared(function)
        {
            // A closure argument's parameters need a type to be read: such calls keep no shape.
            let takesClosure =
                node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty
                || node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
            if takesClosure { result.calledWithClosures.insert(function) }
            let shape = node.arguments.map { argument in
                FreeNames.CallArgument(
                    label: argument.label?.text ?? "_",
                    implicitMember: FreeNames.implicitMember(argument.expression))
            }
            if !(result.calledShapes[function] ?? []).contains(shape) {
                result.calledShapes[function, default: []].append(shape)
            }
        }
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            case .identifier(let type) = callee.baseName.tokenKind,
            type.first?.isUppercase == true, !isDeclared(type), !node.arguments.isEmpty
        {
            result.typeInitializers[type, default: []].insert(node.arguments.map { $0.label?.text ?? "_" })
            for argument in node.arguments {
                guard let label = argument.label?.text, let name = FreeNames.implicitMember(argument.expression)
                else { continue }
                if !(result.typeInitializerCases[type]?[label] ?? []).contains(name) {
                    result.typeInitializerCases[type, default: [:]][label, default: []].append(name)
                }
            }
        }
        // `.main` in `appendSections([.main])` or `toSection: .main` names a section.
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        for argument in node.arguments
        where callee.lowercased().contains("section") || argument.label?.text == "toSection" {
            if argument.label?.text != nil && argument.label?.text != "toSection" { continue }
            for member in argument.expression.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = member.tokenKind,
                    member.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                    member.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)
                        .map({ [.leftSquare, .comma, .leftParen, .colon].contains($0.tokenKind) }) ?? true,
                    !result.sectionCases.contains(name)
                {
                    result.sectionCases.append(name)
                }
            }
        }
        return .visitChildren
    }

    private func noteDiffableArguments(_ name: String, _ clause: GenericArgumentClauseSyntax?) {
        if name == "CellRegistration", result.registrationItem == nil, let clause, clause.arguments.count == 2 {
            result.registrationItem = clause.arguments.last?.argument.trimmedDescription
        }
        if name == "NSDiffableDataSourceSectionSnapshot", result.sectionSnapshotItem == nil, let clause,
            clause.arguments.count == 1
        {
            result.sectionSnapshotItem = clause.arguments.first?.argument.trimmedDescription
        }
        guard result.diffableArguments == nil, let clause, WellKnownName.diffableGenericTypes.contains(name),
            clause.arguments.count == 2
        else { return }
        let arguments = clause.arguments.map(\.argument.trimmedDescription)
        result.diffableArguments = (arguments[0], arguments[1])
    }

    private func use(_ name: String, node: Syntax) {
        // A function's name whose member is read (`tableView.isEditing` beside `func tableView(…)`) names a
        // property: Swift finds no member of a function.
        let propertyBesideFunctions =
            functionsOnly.contains(name) && !scopes.contains { $0.contains(name) }
            && node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        guard !isDeclared(name) || propertyBesideFunctions, !vocabulary.toolchain.values.contains(name),
            name.first?.isLowercase == true || name.first == "_"
        else {
            return
        }
        if let extended = typeStack.last?.unshownExtension, node.is(DeclReferenceExprSyntax.self),
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        {
            result.unshownTypeProperties[extended, default: []].insert(name)
        }
        // Inside a class or extension of a model type, the type's members (and its superclasses') are inherited.
        if typeStack.contains(where: { $0.contains(name) }) {
            if !typeStack.contains(where: { $0.known.contains(name) }) { result.membersOfUnshownTypes.insert(name) }
            return
        }
        if locals.contains(name) {
            if !result.outOfScope.contains(name) { result.outOfScope.append(name) }
            return
        }
        let index: Int
        if let existing = uses[name] {
            index = existing
        } else {
            index = result.values.count
            uses[name] = index
            result.values.append(FreeNames.Use(name: name))
        }
        if !typeStack.isEmpty {
            result.values[index].inType = true
            let names = typeStack.map(\.declared)
            if !names.contains(nil) {
                result.values[index].declaringTypes.insert(names.compactMap { $0 }.joined(separator: "."))
            }
        } else if functionDepth > 0 {
            result.values[index].inDeclaration = true
        } else {
            result.values[index].inStatement = true
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            result.values[index].isCalled = true
        }
        if FreeNames.isFunctionArgument(node) { result.values[index].isFunctionReference = true }
        if FreeNames.isTruthValue(node) { result.values[index].isCondition = true }
        if let arity = FreeNames.selectorArity(of: node) { result.values[index].selectorArity = arity }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            result.values[index].members.insert(member.declName.baseName.text)
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                result.values[index].memberCalls[member.declName.baseName.text, default: []].insert(
                    FreeNames.CallShape(call))
            }
            if let next = member.parent?.as(MemberAccessExprSyntax.self), next.base?.id == member.id {
                result.values[index].chainedMembers.insert(member.declName.baseName.text)
            }
        }
        if let unwrapped = node.parent,
            unwrapped.is(OptionalChainingExprSyntax.self) || unwrapped.is(ForceUnwrapExprSyntax.self),
            let member = FreeNames.memberRead(on: unwrapped)
        {
            result.values[index].optionalMembers.insert(member)
        }
        if let element = FreeNames.element(of: node), let member = FreeNames.memberRead(on: element) {
            result.values[index].elementMembers.insert(member)
        }
        result.values[index].elementMembers.formUnion(FreeNames.membersOfElementsPassedOn(node))
    }
}

extension FreeNames {
    /// An element of the array `node` names: `node[…]`, `node.first`, `node.last`.
    static func element(of node: Syntax) -> Syntax? {
        if let subscripted = node.parent?.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == node.id {
            return Syntax(subscripted)
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            ["first", "last"].contains(member.declName.baseName.text)
        {
            return Syntax(member)
        }
        return nil
    }

    /// The members read on the elements of the sequence `node` names, through the closure a
    /// higher-order function of it passes them to (`tracks.filter { $0.id > 0 }`,
    /// `tracks.map { track in track.title }`, `tracks.sorted { $0.rank < $1.rank }`) or the variable a
    /// `for` loop over it binds (`for track in tracks { print(track.title) }`).
    static func membersOfElementsPassedOn(_ node: Syntax) -> Set<String> {
        if let loop = node.parent?.as(ForStmtSyntax.self), loop.sequence.id == node.id,
            let variable = loop.pattern.as(IdentifierPatternSyntax.self)
        {
            return ElementReads.members(of: [variable.identifier.text], in: Syntax(loop.body))
        }
        guard let method = node.parent?.as(MemberAccessExprSyntax.self), method.base?.id == node.id,
            higherOrderFunctions.contains(method.declName.baseName.text),
            let call = method.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == method.id
        else { return [] }
        // `reduce(into:_:)` passes the element second; comparisons (`sorted(by:)`, `min(by:)`) pass two.
        let positions: [Int] =
            switch method.declName.baseName.text {
            case "reduce": [1]
            case "sorted", "sort", "min", "max": [0, 1]
            default: [0]
            }
        let closures =
            call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 }
        var members: Set<String> = []
        for closure in closures {
            let names: [String]
            if let written = closure.parameterNames {
                names = positions.compactMap { written.indices.contains($0) ? written[$0] : nil }
            } else {
                names = positions.map { "$\($0)" }
            }
            members.formUnion(ElementReads.members(of: Set(names), in: Syntax(closure.statements)))
        }
        return members
    }

    /// The member read on `node`, with `.`, `?.` or `!.`.
    static func memberRead(on node: Syntax) -> String? {
        var base = node
        if let unwrapped = node.parent,
            unwrapped.as(OptionalChainingExprSyntax.self)?.expression.id == node.id
                || unwrapped.as(ForceUnwrapExprSyntax.self)?.expression.id == node.id
        {
            base = unwrapped
        }
        guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id else { return nil }
        return member.declName.baseName.text
    }
}

extension FreeNames {
    /// The standard library's functions that take a function: a bare name passed to one is a function.
    static let higherOrderFunctions: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "sorted", "sort", "first", "last", "firstIndex",
        "lastIndex", "contains", "allSatisfy", "reduce", "min", "max", "drop", "prefix", "removeAll", "partition",
        "mapValues", "compactMapValues",
    ]

    /// `node` is a whole argument of a call to one of ``higherOrderFunctions``
    /// (`ids.compactMap(recipeForID)`, `items.sorted(by: isBefore)`).
    /// The argument count of the method `#selector(…)` names, when `node` is that name:
    /// `#selector(refresh)` → 0, `#selector(shelfDidChange(_:))` → 1.
    static func selectorArity(of node: Syntax) -> Int? {
        guard let reference = node.as(DeclReferenceExprSyntax.self),
            let argument = node.parent?.as(LabeledExprSyntax.self), argument.expression.id == node.id,
            let macro = argument.parent?.parent?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector"
        else { return nil }
        return reference.argumentNames?.arguments.count ?? 0
    }

    /// `node`, a name, stands where only a `Bool` can: the whole condition of `if`, `guard` or
    /// `while`, a ternary's condition, the operand of a prefix `!` or of `&&`/`||`, or the base of
    /// `.toggle()`.
    static func isTruthValue(_ node: Syntax) -> Bool {
        // `if let flag` reads an optional, not a truth value.
        guard node.is(DeclReferenceExprSyntax.self), let parent = node.parent else { return false }
        if let condition = parent.as(ConditionElementSyntax.self), condition.condition.id == node.id { return true }
        if let ternary = parent.as(TernaryExprSyntax.self), ternary.condition.id == node.id { return true }
        if let prefix = parent.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            member.declName.baseName.text == "toggle",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
        {
            return true
        }
        // In a sequence not yet folded (`a && b`, `x = flag ? y : z`), the neighbouring operators say,
        // when nothing binding tighter stands on the other side (`x == y && flag` compares `y`).
        if let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) {
            let elements = Array(list)
            let position = list.distance(from: list.startIndex, to: index)
            let logical = { (element: ExprSyntax) in
                element.as(BinaryOperatorExprSyntax.self).map { ["&&", "||"].contains($0.operator.text) } ?? false
            }
            let before = position > 0 ? elements[position - 1] : nil
            let after = position + 1 < elements.count ? elements[position + 1] : nil
            let openBefore = before.map { logical($0) || $0.is(AssignmentExprSyntax.self) } ?? true
            let openAfter = after.map { logical($0) || $0.is(UnresolvedTernaryExprSyntax.self) } ?? true
            return openBefore && openAfter && (before.map(logical) == true || after != nil)
        }
        return false
    }

    static func isFunctionArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.expression.id == node.id,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return higherOrderFunctions.contains(member.declName.baseName.text)
    }
}

extension FreeNames {
    /// The member an expression names without a base (`.photos` → `photos`), nil for any other expression.
    static func implicitMember(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }
}

extension IdentifierTypeSyntax {
    /// The variable declaration whose type annotation this type is written in (`weak var delegate:
    /// PhotoCellDelegate?`), through optionals; nil anywhere else.
    fileprivate var ancestorVariable: VariableDeclSyntax? {
        var node: Syntax = Syntax(self)
        while let parent = node.parent {
            if parent.is(TypeAnnotationSyntax.self) {
                return parent.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            }
            guard parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            else { return nil }
            node = parent
        }
        return nil
    }
}

/// The members read on the given names inside one body, not inside the closures it holds (their
/// `$0` is their own). Used by ``FreeNames/membersOfElementsPassedOn(_:)``.
private final class ElementReads: SyntaxVisitor {
    let names: Set<String>
    var members: Set<String> = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    static func members(of names: Set<String>, in body: Syntax) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let walker = ElementReads(names: names)
        walker.walk(body)
        return walker.members
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.baseName.text), let member = FreeNames.memberRead(on: Syntax(node)) {
            members.insert(member)
        }
        return .skipChildren
    }
}

extension ClosureExprSyntax {
    /// The names the closure gives its parameters, in order (`cell, item in` → `cell`, `item`); nil
    /// when it writes none and uses `$0`, `$1`.
    var parameterNames: [String]? {
        switch signature?.parameterClause {
        case .simpleInput(let list): list.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }
}
