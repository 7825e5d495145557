import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// What a fragment needs to compile, inferred from its syntax tree, and the fragment adapted to it.
///
/// The rules, in order:
/// 1. Names it uses but never declares (``FreeNames``) get values: well-known UIKit names get a model
///    object of the type their use implies (``WellKnownName``); other lowercase names get a typed
///    placeholder (``PlaceholderSource/placeholder``) — or a `Bool`, number or array where the name
///    says so (`isExpanded`, `count`, `items`); names called as functions get nothing.
/// 2. Type names it never declares get a section enum (`Section`, with the cases it names) or the
///    placeholder type; a `UI…`/`NS…` name the model lacks is left alone and reported as a model gap.
/// 3. A fragment that only makes sense inside a type — members such as `override func`, `lazy var`,
///    `init`, or statements using `self`, `view` or a member the model declares — is placed inside a
///    host class: a `UICollectionViewListCell` (or `UITableViewCell`) subclass when its content is a
///    cell's, a `UITableViewController` subclass when it overrides `tableView(_:…)` methods, otherwise a
///    `UIViewController` subclass — or whichever candidate the model's declarations say has at least two
///    more of the names it uses (through `self` and `super` too) and the methods it overrides
///    (``HostChoice/bestByMembers(_:over:vocabulary:)``). Its undeclared names become the host's `lazy`
///    properties.
/// 4. Top-level functions are made `@MainActor`, as UIKit code is.
/// 5. Statements that never `await` run synchronously, as they were written to: the generator
///    does that for every example (``ExampleSourceGenerator``), and a host's method is `async` only
///    when the fragment awaits.
/// 6. Cell classes the fragment declares, and a cell host, are shown in a self-sizing list
///    (``CellExercise``); view controller classes it declares are shown as a window's root view
///    controller (``ControllerExercise``). In a cell host, views the fragment uses but never adds or lays out
///    themselves (`titleLabel` in a fragment of constraints) are in its content view, with
///    constraints, as the guide's whole cell would have them.
/// 7. Item types it declares with their own `hash(into:)` or `==` are edited as an app edits an
///    item (``HashableExercise``).
/// 8. A fragment that dequeues a cell at top level runs inside a cell provider (``CellProviderPlacement``);
///    a `cell` used with views no UIKit cell has is the guide's own cell class (``CellSubviews``); a
///    snapshot inference made holds the identifiers inference made that the fragment updates
///    (``SnapshotContents``).
///
/// The host's opening line is written on the fragment's first line and its closing on a line after
/// the last, so every line keeps its number in the page.
public struct ImplicitContext: Sendable, Hashable {
    /// Declarations and statements that run before the fragment (a per-example context).
    public var prelude: [String]
    /// The fragment as compiled.
    public var lines: [SpecExample.Line]
    /// What was supplied, for the report: `cell: UICollectionViewListCell`, `item: placeholder`.
    public var supplied: [String]
    /// Undeclared names nothing was supplied for.
    public var unresolved: [String]
    /// The class the fragment was placed in a subclass of, if any (`UICollectionViewListCell`, or the
    /// guide's own class it is written from inside, ``EnclosingClass``).
    public var host: String?
    /// The type inference wrote around the fragment (``HostChoice/className``, or
    /// ``HostChoice/enumName`` for an enum's body), when it wrote one: code the block reads through
    /// `self` that another block shows is lent into it in an extension.
    var hostTypeName: String?
    /// The host's overridden data source methods UIKit asks none of (``HostChoice/unaskedMethods``).
    var unaskedMethods: [String] = []
    /// UIKit types the fragment needs that the model does not have (`UITableView`).
    public var modelGaps: [String] = []
    /// The type given to each supplied value, by name (``Retyping`` reads the compiler's errors against it).
    public var valueTypes: [String: String] = [:]
    /// Values that are nil until the fragment assigns them: a type the compiler asked for with no
    /// value the model's declarations let inference make. A crash reading one is inference's, not the guide's.
    public var nilValues: [String] = []
    /// Undeclared names that are slips of a name the block declares (``NameSlip``), with the name meant:
    /// the guide's typos, given nothing, so the compiler reports them as the guide's errors.
    public var nearMisses: [String: String] = [:]
    /// The declarations of the document's other blocks in ``prelude``, and the lines each is compiled at.
    var lent: [LentCode] = []
    /// The types a placeholder's members and calls were also given, because the compiler asked for them
    /// where the model needed one (``Retyping/placeholderResults``): a diagnostic quoting one of them,
    /// where the guide never wrote it, is about what a placeholder became, not the guide's code.
    public var placeholderResultTypes: [String] = []

    /// `visible` names are declared outside the fragment, where it can see them (other blocks of its document).
    /// `documentProperties`: the implied host's stored properties other blocks declare, with their types
    /// and page lines (``DocumentDeclarations/properties(for:block:free:)``).
    /// `retyping`: what the compiler said about a first attempt (the types its names must have).
    /// `documentNames`: every name the document's blocks declare, members included: a name the block
    /// uses that is a slip of one of them (``NameSlip``) is the guide's typo, whichever block declares it.
    /// `lentTypeMembers`: the members the declarations the block borrows read of types, by type.
    /// `documentValues`: the types the borrowed declarations declare, to make values of (the block's own
    /// are added). `memberTyped`: the names the document's structs type by the members the block reads
    /// (``MemberTypedName``).
    public static func infer(
        lines original: [SpecExample.Line], vocabulary: ModelVocabulary, visible: Set<String> = [],
        retyping: Retyping = Retyping(), documentDiffable: (section: String, item: String)? = nil,
        documentProperties: [String: (type: String, line: Int)] = [:],
        outlets: [String: [StoryboardOutlets.Outlet]] = [:], hostOutlets: [StoryboardOutlets.Outlet] = [],
        documentNames: Set<String> = [], enclosing: EnclosingClass? = nil, fixedCellSizes: Bool = false,
        lentTypeMembers: [String: Set<String>] = [:], documentValues: DocumentValues = DocumentValues(),
        memberTyped: [String: MemberTypedName] = [:]
    ) -> ImplicitContext {
        let original = retyping.insertions(in: original)
        let code = original.map(\.text).joined(separator: "\n")
        let tree = Parser.parse(source: code)
        // Written from inside a class the guide shows: its members are the host's, not free names.
        let enclosing = enclosing.flatMap { EnclosingClass.canEnclose(tree) ? $0 : nil }
        var names = FreeNames.find(in: tree, vocabulary: vocabulary, visible: visible.union(enclosing?.members ?? []))
        // A type the block leaves free has the members the code it borrows reads of it too
        // (`Photo.samples` in the guide's class, which the block's extension borrows).
        for (type, members) in lentTypeMembers where names.types.contains(type) {
            names.typeMembers[type, default: []].formUnion(members)
        }
        var builder = Builder(names: names, vocabulary: vocabulary, tree: tree)
        builder.retyping = retyping
        builder.documentDiffable = documentDiffable
        builder.documentProperties = documentProperties
        builder.outlets = outlets
        builder.hostOutlets = hostOutlets
        builder.documentNames = documentNames
        builder.enclosing = enclosing
        builder.fixedCellSizes = fixedCellSizes
        builder.documentValues = documentValues
        builder.documentValues.add(tree)
        builder.memberTyped = memberTyped
        var context = builder.build(original)
        for (position, type) in retyping.annotations.sorted(by: {
            ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column)
        }) {
            context.supplied.append(
                "the local at line \(position.line) annotated as \(type) (the type the compiler asked for)")
        }
        // What was written into the guide's lines beside its code (``OptionalBinding``, ``ClosureParameters``).
        for line in Set(retyping.inserted.keys.map(\.line)).sorted() {
            let texts = retyping.inserted.filter { $0.key.line == line }.sorted { $0.key.column < $1.key.column }
            context.supplied.append(
                "line \(line) given what Swift needs to type it: "
                    + texts.map { "`\($0.value)`" }.joined(separator: ", "))
        }
        return context
    }
}

private struct Builder {
    let names: FreeNames
    let vocabulary: ModelVocabulary
    let tree: SourceFileSyntax
    /// The section and item types the document's other blocks give their data sources and snapshots.
    var documentDiffable: (section: String, item: String)?
    /// The stored properties of the implied host that the document's other blocks declare, by name.
    var documentProperties: [String: (type: String, line: Int)] = [:]
    /// Every name the document declares, members included (``ImplicitContext/infer(lines:vocabulary:visible:retyping:documentDiffable:documentProperties:outlets:documentNames:enclosing:fixedCellSizes:)``).
    var documentNames: Set<String> = []
    /// Values of the types the document declares (``DocumentValues``).
    var documentValues = DocumentValues()
    /// Names the document's structs type by the members the block reads (``MemberTypedName``).
    var memberTyped: [String: MemberTypedName] = [:]
    /// The guide's class the fragment is written from inside, which its host subclasses.
    var enclosing: EnclosingClass?
    /// The `@IBOutlet` views of the block's classes, read before the attribute was blanked.
    var outlets: [String: [StoryboardOutlets.Outlet]] = [:]
    /// The outlets of a controller shown as its members alone (``StoryboardOutlets/memberOutlets(in:vocabulary:)``).
    var hostOutlets: [StoryboardOutlets.Outlet] = []
    /// Whether the document lays its cells out only at sizes it fixes (``CellExercise/showsOnlyFixedSizes(in:)``).
    var fixedCellSizes = false
    var declarations: [String] = []
    var statements: [String] = []
    var supplied: [String] = []
    var unresolved: [String] = []
    var needsPlaceholder = false
    /// Names supplied as locals before the fragment's statements.
    var localValues: Set<String> = []
    var modelGaps: [String] = []
    var retyping = Retyping()
    var valueTypes: [String: String] = [:]
    var nilValues: [String] = []
    var nearMisses: [String: String] = [:]
    var placeholderResultTypes: [String] = []

    /// Model view classes a cell's undeclared views can be (``WellKnownName/viewSuffixes``).
    static let viewTypes: Set<String> = ["UILabel", "UIImageView", "UIStackView", "UIView"]

    /// The statements that run after the fragment (rules 6 and 7), with the functions they need:
    /// a supplied cell is laid out, cell classes are shown, a data source inference made is shown
    /// with items, item types are edited, and pending configuration updates run (a handler the
    /// fragment set is called, as UIKit calls it before the cell is displayed), so run-time rules
    /// get their chance.
    mutating func exercises(host: HostChoice?, diffable: (section: String, item: String), sectionMadeHere: Bool)
        -> [String]
    {
        var statements: [String] = []
        if host == nil && supplied.contains(where: { $0.hasPrefix("cell:") }) {
            statements.append("cell.layoutIfNeeded()")
        }
        let shownCells = host == nil ? CellExercise.declaredCells(in: tree) : []
        if !shownCells.isEmpty || host?.isShown(awaits: Self.awaits(tree)) == true {
            declarations.append(CellExercise.function(selfSizing: !fixedCellSizes))
            supplied.append(
                (fixedCellSizes
                    ? "shown in a list of rows of a fixed height, as no layout shown for them sizes a cell from its content: "
                    : "shown in a self-sizing list: ")
                    + (shownCells.isEmpty ? ["the cell"] : shownCells).joined(separator: ", "))
            statements += shownCells.map { CellExercise.display($0) }
        }
        if host?.isPresented == true {
            declarations.append(ControllerExercise.function)
            supplied.append(
                "shown as a window's root view controller: the \(host?.superclass ?? "") the block overrides the data "
                    + "source methods of, so its view lays out and UIKit asks them")
        }
        let shownControllers = host == nil ? ControllerExercise.declaredControllers(in: tree) : []
        if !shownControllers.isEmpty {
            declarations.append(ControllerExercise.function)
            supplied.append("shown as a window's root view controller: \(shownControllers.joined(separator: ", "))")
            for controller in shownControllers {
                let fill = ControllerExercise.dataSourceFill(of: controller, in: tree, items: makeItems)
                if let fill {
                    if !declarations.contains(CellExercise.showFunction) {
                        declarations.append(CellExercise.showFunction)
                    }
                    declarations.append(fill)
                    supplied.append("\(controller)'s data source shown with two items when its code applies none")
                }
                let outlets = outlets[controller] ?? []
                if let connection = StoryboardOutlets.connection(of: controller, outlets: outlets) {
                    declarations.append(connection)
                    supplied.append(
                        "\(controller)'s outlets connected as its storyboard scene would: "
                            + outlets.map { "\($0.property): \($0.type)" }.joined(separator: ", "))
                }
                statements.append(
                    ControllerExercise.present(controller, fills: fill != nil, connects: !outlets.isEmpty))
            }
        }
        // A data source on a collection view, both made by inference, with identifiers it can make too.
        if host == nil, localValues.isSuperset(of: ["dataSource", "collectionView"]),
            let section = SnapshotContents.makeSection(diffable.section, madeHere: sectionMadeHere),
            let items = makeItems(diffable.item)
        {
            statements += shows(
                dataSource: "dataSource", on: "collectionView", section: section, items: items,
                note: "dataSource shown with two items")
        }
        let edits = host == nil ? HashableExercise.edits(in: tree) : []
        if !edits.isEmpty {
            declarations.append(HashableExercise.function)
            supplied.append("edited as an item: " + edits.map(\.type).joined(separator: ", "))
            statements += edits.map(\.statement)
        }
        return statements + ["ModelRunLoop.run()"]
    }

    /// Two distinct identifiers of an item type inference can make: the placeholder (or a type name
    /// standing for it) or `AnyHashable`.
    func makeItems(_ type: String) -> String? {
        if type == "AnyHashable" { return "[AnyHashable(1), AnyHashable(2)]" }
        if let literals = Self.distinctValues[type] { return literals }
        let placeholders = supplied.contains("\(type): placeholder type") || type == PlaceholderSource.placeholderType
        return placeholders ? "[\(type)(), \(type)()]" : nil
    }

    /// The statements showing the data source the fragment makes on a collection view inference made
    /// (``CellExercise/show(dataSource:collectionView:section:items:kinds:)``), after registering the
    /// cells its provider dequeues by an identifier the fragment never registers, with its
    /// supplementary views of the fragment's kinds (``SupplementaryExercise``); `note` goes in the report.
    mutating func shows(
        dataSource: String, on collectionView: String, section: String, items: String, note: String
    ) -> [String] {
        if !declarations.contains(CellExercise.showFunction) { declarations.append(CellExercise.showFunction) }
        let kinds = SupplementaryExercise.shownKinds(
            in: tree, declared: LocalNames.declared(in: tree).union(documentNames))
        supplied.append(note + SupplementaryExercise.summary(of: kinds))
        let registrations = CellProviderPlacement.providerRegistrations(in: tree, on: collectionView)
        if !registrations.isEmpty {
            supplied.append(
                "the cells the data source dequeues by identifier registered, as the guide does where the block does not show"
            )
        }
        return registrations + [
            CellExercise.show(
                dataSource: dataSource, collectionView: collectionView, section: section, items: items, kinds: kinds)
        ]
    }

    /// Two distinct values of the standard library's identifier types.
    static let distinctValues = ["Int": "[1, 2]", "String": "[\"first\", \"second\"]", "UUID": "[UUID(), UUID()]"]

    /// Whether the fragment is a function's body, shown alone: a top-level statement of it is
    /// `return`, or it returns a value from a branch (`switch style { case .grid: return makeGrid() … }`).
    static func returnsAtTopLevel(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
            || CellProviderPlacement.returnsValue(in: Syntax(tree))
    }

    /// `lines` placed in a closure called at once (`_ = { () in … }()`), whose result type Swift infers
    /// from what the fragment returns: the body of a function the guide does not show, with a result
    /// of a type inference does not know. Swift cannot infer one from `nil` (`guard … else { return
    /// nil }` in a provider's body): then the result is any optional value, and `nil` follows the
    /// fragment when it does not end in a `return` (the provider's result is past what the guide shows).
    static func inReturningClosure(_ lines: [SpecExample.Line], tree: SourceFileSyntax) -> [SpecExample.Line] {
        guard let first = lines.first else { return lines }
        var lines = lines
        guard CellProviderPlacement.returnsNil(in: Syntax(tree)) else {
            lines[0].text = "_ = { () in " + first.text
            return TrailingCode.append("}()", to: lines)
        }
        lines[0].text = "_ = { () -> Any? in " + first.text
        // What the provider returns after the fragment (a cell, a section) is not the guide's to show.
        let endsInReturn = tree.statements.last?.item.is(ReturnStmtSyntax.self) == true
        return TrailingCode.append(endsInReturn ? "}()" : "return nil }()", to: lines)
    }

    /// A member `name` of the fragment's type `type` (as written at top level, `Outer.Inner` for a nested
    /// one) that the fragment uses and does not show, holding `value`: an extension can add no stored
    /// property, so a computed one reads and writes a static one. A subclass of a model class is the
    /// main actor's, as its static storage then is; any other type's storage is left unisolated.
    static func unshownMember(
        _ name: String, of type: String, value: WellKnownName.Value, tree: SourceFileSyntax, vocabulary: ModelVocabulary
    ) -> String {
        let outermost = type.split(separator: ".").first.map(String.init) ?? type
        let subclassesModel = tree.statements.contains { item in
            guard let declaration = item.item.as(ClassDeclSyntax.self), declaration.name.text == outermost,
                let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            else { return false }
            return vocabulary.types.contains(superclass)
        }
        let storage = "__cellSpecStored_\(name)"
        return """
            extension \(type) {
                \(subclassesModel && type == outermost ? "" : "nonisolated(unsafe) ")static var \(storage): \(value.type) = \(value.expression)
                var \(name): \(value.type) { get { Self.\(storage) } set { Self.\(storage) = newValue } }
            }
            """
    }

    static func awaits(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
    }

    init(names: FreeNames, vocabulary: ModelVocabulary, tree: SourceFileSyntax) {
        self.names = names
        self.vocabulary = vocabulary
        self.tree = tree
    }

    mutating func build(_ original: [SpecExample.Line]) -> ImplicitContext {
        // A type named as the model's but for letter case (`NsCollectionLayoutSection`) is the guide's slip of
        // that name, never a type inference makes up: the compiler's error stands, and the judge names it.
        let misspelt = Set(names.types.filter { vocabulary.lowercasedTypes.contains($0.lowercased()) })
        let sectionName = names.types.first {
            ($0 == "Section" || $0.hasSuffix("Section")) && !misspelt.contains($0)
        }
        var typeDeclarations: [String] = []
        // Classes inference made for types the block extends, at their index in `typeDeclarations`.
        var extendedClasses: [(index: Int, type: String)] = []
        for (type, members) in retyping.extendedConstants.sorted(by: { $0.key < $1.key }) {
            typeDeclarations.append(ExtendedConstants.declaration(of: type, members: members.sorted()))
            supplied += members.sorted().map { ExtendedConstants.summary(of: type, member: $0) }
        }
        // A class the block registers is a subclass of what its registration requires (``RegisteredClasses``),
        // or of the subclass of it its name says (`CustomListCell` in a `CellRegistration`: a list cell).
        let registeredSuperclasses = RegisteredClasses.superclasses(in: tree).reduce(into: [String: String]()) {
            result, registered in
            let (type, required) = registered
            let byName = WellKnownName.superclass(forUndeclaredType: type)
            result[type] =
                byName.map { $0 == required || vocabulary.isSubclass($0, of: required) } == true ? byName : required
        }
        for label in retyping.labelledSubscripts.sorted() {
            typeDeclarations.append(LabelledSubscripts.declaration(label: label))
            supplied.append(LabelledSubscripts.summary(label: label))
        }
        for type in names.types {
            let ownMembers = (retyping.ownTypeMembers[type] ?? []).sorted()
            if misspelt.contains(type) {
                continue
            } else if type == sectionName {
                let numbered = names.typeInitializers[type]?.contains(["rawValue"]) == true
                typeDeclarations.append(
                    PlaceholderSource.section(named: type, cases: names.sectionCases + ownMembers, rawValues: numbered))
                supplied.append(
                    "\(type): enum of sections"
                        + (numbered ? " numbered from 0 (the block makes one from a number)" : ""))
            } else if WellKnownName.isUIKitName(type) {
                unresolved.append(type)
                modelGaps.append(type)
            } else {
                let guess = ImplicitContext.guessedType(
                    type, names: names, ownMembers: ownMembers, memberTypes: retyping.staticMemberTypes[type] ?? [:],
                    superclass: retyping.superclasses[type] ?? registeredSuperclasses[type]
                        ?? ImplicitContext.initializedSuperclass(of: type, names: names, vocabulary: vocabulary))
                if names.unshownTypeProperties[type] != nil { extendedClasses.append((typeDeclarations.count, type)) }
                typeDeclarations.append(guess.declaration)
                needsPlaceholder = true
                supplied.append("\(type): \(guess.summary)")
            }
        }
        let declarationsNeedValues = names.values.contains { $0.inDeclaration && !$0.isCalled }
        var host = HostChoice.choose(
            tree: tree, names: names, vocabulary: vocabulary, declarationsNeedValues: declarationsNeedValues)
        // The report says the host is a subclass of the guide's class (``ImplicitContext/host``).
        if let enclosing { host = HostChoice.enclosed(in: enclosing, chosen: host, tree: tree) }
        // Without written generic arguments, items are those of the fragment's cell registration when
        // inference makes that type (so it is surely `Hashable`), or `AnyHashable`: identifiers of any type fit.
        // Where the compiler said identifiers must be `Sendable`, which `AnyHashable` is not (a data
        // source that is a property of a main-actor host, read in its closures), they are placeholders.
        let registrationItem = names.registrationItem.flatMap {
            (names.types.contains($0) && $0 != sectionName) || Self.distinctValues[$0] != nil ? $0 : nil
        }
        // Then the generic arguments the document's other blocks write (a data source declared in one
        // block and applied to in the next).
        let written = names.diffableArguments ?? (registrationItem == nil ? documentDiffable : nil)
        // Then the item type of a section snapshot the block writes (`NSDiffableDataSourceSectionSnapshot<Shelf>`)
        // and applies to the data source: Swift accepts the type written there only if it is `Hashable`.
        let ownItem = registrationItem ?? names.sectionSnapshotItem
        let diffable =
            written
            ?? (
                sectionName ?? PlaceholderSource.sectionType,
                ownItem ?? retyping.itemType
                    ?? (retyping.sendableItems ? PlaceholderSource.placeholderType : "AnyHashable")
            )
        if written == nil, registrationItem == nil, let item = names.sectionSnapshotItem {
            supplied.append("item identifiers of type \(item), as the block's section snapshot writes them")
        } else if written == nil, ownItem == nil, let item = retyping.itemType {
            supplied.append("item identifiers of type \(item), as the block uses them")
        }
        if let documentDiffable, written.map({ $0 == documentDiffable }) == true, names.diffableArguments == nil {
            supplied.append(
                "data source and snapshot: <\(documentDiffable.section), \(documentDiffable.item)>, as the document's other blocks declare them"
            )
        }
        if written == nil && sectionName == nil {
            typeDeclarations.append(
                PlaceholderSource.section(named: PlaceholderSource.sectionType, cases: names.sectionCases))
        }

        let laysOutViews = tree.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("addSubview")
                || $0.tokenKind == .identifier("translatesAutoresizingMaskIntoConstraints")
        }
        // A fragment dequeuing a cell with no provider shown runs in one, when its items can be made.
        let sectionMadeHere = diffable.section == sectionName || written == nil
        let provider =
            host == nil && sectionMadeHere && makeItems(diffable.item) != nil && !Self.awaits(tree)
            ? CellProviderPlacement.placement(in: tree, free: Set(names.values.map(\.name))) : nil
        let providerBound = provider?.parametersOnly(in: tree, vocabulary: vocabulary) ?? []
        var hostProperties: [String] = []
        // A data source inference makes, whose supplementary view provider the block assigns, is built on
        // a collection view inference makes too, though the block names none: it is then shown with
        // headers of the block's kinds (``SupplementaryExercise``), which needs the collection view.
        let declaredVariables = Set(
            tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
                .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        var valued = names
        if SupplementaryExercise.assignsProvider(in: tree), !declaredVariables.contains("collectionView"),
            let dataSource = names.values.first(where: { $0.name == "dataSource" }),
            !(names.values + names.selfMembers).contains(where: { $0.name == "collectionView" }),
            retyping.types["dataSource"] == nil, documentProperties["dataSource"] == nil
        {
            valued.values.append(
                FreeNames.Use(
                    name: "collectionView", inDeclaration: dataSource.inDeclaration, inType: dataSource.inType,
                    inStatement: dataSource.inStatement))
        }
        let context = WellKnownName.Context(
            names: valued, vocabulary: vocabulary, sectionType: diffable.section, itemType: diffable.item,
            sectionValue: SnapshotContents.makeSection(diffable.section, madeHere: sectionMadeHere))
        // A class inference made for a type the block extends (`extension FocusViewController:
        // UICollectionViewDelegate`) has the stored properties the extension reads and its superclass
        // lacks (`items`), valued as undeclared names are: the guide's class declares them.
        var propertiesOfExtended: Set<String> = []
        for (index, type) in extendedClasses {
            guard let superclass = retyping.superclasses[type] ?? WellKnownName.superclass(forUndeclaredType: type)
            else { continue }
            let inheritedHere = vocabulary.inheritedMembers(of: superclass)
            // A slip of a name the guide declares (`pictureCont` for `pictureCount`) stays the guide's error.
            let declaredNames = LocalNames.declared(in: tree).union(documentNames)
            var properties: [String] = []
            for name in (names.unshownTypeProperties[type] ?? []).sorted()
            where !inheritedHere.contains(name) && NameSlip.intended(for: name, declared: declaredNames) == nil {
                guard let value = self.value(for: FreeNames.Use(name: name), in: context) else { continue }
                if value.usesPlaceholder { needsPlaceholder = true }
                if let declaration = value.declaration, !declarations.contains(declaration) {
                    declarations.append(declaration)
                }
                properties.append("lazy var \(name): \(value.type) = \(value.expression)")
                supplied.append("\(name): \(value.summary), a property of \(type)")
                valueTypes[name] = value.type
                propertiesOfExtended.insert(name)
            }
            guard !properties.isEmpty else { continue }
            if let entry = supplied.firstIndex(of: "\(type): empty \(superclass) subclass") {
                supplied[entry] = "\(type): \(superclass) subclass (the block extends it)"
            }
            typeDeclarations[index] =
                ImplicitContext.guessedType(
                    type, names: names, memberTypes: retyping.staticMemberTypes[type] ?? [:],
                    superclass: retyping.superclasses[type] ?? registeredSuperclasses[type], properties: properties
                ).declaration
        }
        // Supply collectionView first: a supplied data source is built on it.
        let ordered = valued.values.sorted {
            ($0.name == "collectionView" ? 0 : 1) < ($1.name == "collectionView" ? 0 : 1)
        }
        // In a host, what its superclass declares is inherited, not supplied.
        let inherited =
            (host.map { vocabulary.inheritedMembers(of: $0.superclass) } ?? []).union(enclosing?.members ?? [])
        // A member the fragment declares itself (`lazy var registration`, read as `self.registration`) needs no
        // value (`declaredVariables`).
        let selfMembers =
            host == nil
            ? []
            : names.selfMembers.filter { member in
                !names.values.contains { $0.name == member.name } && !declaredVariables.contains(member.name)
            }
        // A slip of a name the block declares, or that another block of the document declares (a
        // property of the controller the document shows in full, misspelt in a fragment of it).
        let declaredHere = LocalNames.declared(in: tree).union(documentNames)
        for use in ordered + selfMembers
        where !inherited.contains(use.name) && !providerBound.contains(use.name)
            && !propertiesOfExtended.contains(use.name)
        {
            if let intended = NameSlip.intended(for: use.name, declared: declaredHere) {
                unresolved.append(use.name)
                nearMisses[use.name] = intended
                continue
            }
            // A function Swift 2 removed (`println`), which the guide calls and does not declare: the
            // compiler's error stands, and the judge names today's function.
            if use.isCalled, OlderSwiftFunctions.today(for: use.name) != nil { continue }
            // `#selector(shelfDidChange(_:))` names a method of the host the guide does not show.
            if let arity = use.selectorArity, host != nil, !use.inType {
                let parameters = (0..<arity).map { "_ argument\($0): Any" }.joined(separator: ", ")
                hostProperties.append("func \(use.name)(\(parameters)) {}")
                supplied.append("\(use.name): a method of the host the selector names (the guide does not show it)")
                continue
            }
            // A function of the guide's called with an implicit member, or where no value can be put in
            // scope (inside a function or type the fragment declares, with no host): made from its calls.
            if use.isCalled, !use.isFunctionReference, GuessedFunctions.canDeclare(use.name, names: names),
                GuessedFunctions.passesImplicitMembers(use.name, names: names) || (host == nil && !use.inStatement),
                let shapes = names.calledShapes[use.name]
            {
                declarations += GuessedFunctions.declarations(named: use.name, shapes: shapes)
                declarations += GuessedFunctions.emptyValues.filter { !declarations.contains($0) }
                needsPlaceholder = true
                supplied.append(
                    "\(use.name): a function the guide declares elsewhere (a placeholder taking what its calls pass; "
                        + "an empty one where the code asks for an array, a string or a snapshot)")
                continue
            }
            guard var value = self.value(for: use, in: context) else {
                unresolved.append(use.name)
                continue
            }
            if value.usesPlaceholder { needsPlaceholder = true }
            if let declaration = value.declaration, !declarations.contains(declaration) {
                declarations.append(declaration)
            }
            if use.inType && !use.inStatement && !use.inDeclaration {
                // Inside one class or struct the fragment declares: a member the guide's type has and
                // the fragment does not show, added in an extension.
                guard use.declaringTypes.count == 1, let type = use.declaringTypes.first else {
                    unresolved.append(use.name)
                    continue
                }
                declarations.append(
                    Self.unshownMember(use.name, of: type, value: value, tree: tree, vocabulary: vocabulary))
                supplied.append("\(use.name): \(value.summary), a member of \(type) the block does not show")
                valueTypes[use.name] = value.type
                continue
            } else if let host {
                if CellExercise.cellClasses.contains(host.superclass) && Self.viewTypes.contains(value.type)
                    && !laysOutViews
                {
                    value.expression = CellSubviews.inContentView(value.expression)
                    value.summary += " in contentView"
                }
                hostProperties.append("lazy var \(use.name): \(value.type) = \(value.expression)")
            } else if use.inStatement && !use.inDeclaration && !use.inType {
                statements.append("var \(use.name): \(value.type) = \(value.expression)")
                localValues.insert(use.name)
            } else {
                unresolved.append(use.name)
                continue
            }
            supplied.append("\(use.name): \(value.summary)")
            valueTypes[use.name] = value.type
        }
        if let provider, localValues.contains(provider.collectionView) {
            statements += provider.registrationStatements
            supplied += provider.registrations.map {
                "\($0.cellClass) registered for \"\($0.identifier)\" (the guide registers it where the block does not show)"
            }
        }
        // The table cells the fragment dequeues from a table view inference made, registered as the guide does.
        for table in localValues.sorted() where valueTypes[table] == "UITableView" {
            let registrations = CellProviderPlacement.tableRegistrations(in: tree, on: table)
            guard !registrations.isEmpty else { continue }
            statements += registrations
            supplied.append(
                "the cells \(table) dequeues by identifier registered, as the guide does where the block does not show")
        }
        // A snapshot inference made holds the identifiers inference made that the fragment updates, and
        // the sections it appends items to when it appends none itself.
        let snapshotType = "NSDiffableDataSourceSnapshot<\(diffable.section), \(diffable.item)>"
        func isItem(_ name: String) -> Bool {
            guard let itemType = valueTypes[name], !itemType.hasPrefix("[") else { return false }
            return diffable.item == "AnyHashable" || itemType == diffable.item
        }
        func section() -> String? {
            SnapshotContents.makeSection(diffable.section, madeHere: sectionMadeHere)
                ?? documentValues.make(diffable.section, named: "section", other: { _ in nil })
        }
        for (name, type) in valueTypes.sorted(by: { $0.key < $1.key })
        where type == snapshotType && localValues.contains(name) {
            guard
                let (sections, items) = SnapshotContents.presumed(
                    in: tree, snapshot: name, supplied: localValues, isItem: isItem, fallbackSection: section)
            else { continue }
            statements.append(SnapshotContents.fill(name, sections: sections, items: items))
            supplied.append(
                "\(name) holds \((sections + items).joined(separator: ", ")) (the sections and items the block "
                    + "presumes, which the guide's app appended)")
        }
        // A snapshot the block takes from a data source inference made (`var snapshot =
        // dataSource.snapshot()`) holds what the block presumes the guide's app applied: the sections it
        // appends to and the items it updates (``SnapshotContents``), made before the block runs.
        for (snapshot, dataSource) in SnapshotContents.takenSnapshots(in: tree)
        where localValues.contains(dataSource)
            && WellKnownName.diffableDataSourceTypes.contains(where: {
                valueTypes[dataSource] == "\($0)<\(diffable.section), \(diffable.item)>"
            })
        {
            guard
                let (sections, items) = SnapshotContents.presumed(
                    in: tree, snapshot: snapshot, supplied: localValues, isItem: isItem, fallbackSection: section)
            else { continue }
            statements.append(
                SnapshotContents.applied(to: dataSource, type: snapshotType, sections: sections, items: items))
            supplied.append(
                "\(dataSource) shows \((sections + items).joined(separator: ", ")) (what the block's snapshot presumes "
                    + "the guide's app applied)")
        }
        // `@Observable` is Observation's macro; fragments leave their imports out.
        if names.usesObservable && !tree.statements.contains(where: { $0.item.is(ImportDeclSyntax.self) }) {
            declarations.append("import Observation")
            supplied.append("import Observation")
        }
        if needsPlaceholder || host != nil {
            declarations.append(PlaceholderSource.placeholder(identifiedBy: retyping.identifierType ?? "UUID"))
            if let identifier = retyping.identifierType {
                supplied.append("placeholders identified by a \(identifier) (the block reads their id as one)")
            }
            // Members and calls of a placeholder read where the model's signatures need another type.
            let results = retyping.placeholderResults.sorted().map { type in
                (type: type, value: ImplicitContext.made(type, context: context) ?? Elision.filledBody)
            }
            // The type names inference declared as the placeholder itself (`Mountain: placeholder type`).
            let aliases = Set(
                supplied.filter { $0.hasSuffix(": placeholder type") }.map {
                    String($0.dropLast(": placeholder type".count))
                }
                    + [PlaceholderSource.placeholderType])
            // The model's types are the main actor's; Foundation's and the standard library's are not.
            let isolated = { (type: String) in
                type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
                    .contains { self.vocabulary.types.contains(String($0)) }
            }
            if let extra = PlaceholderSource.results(results, aliases: aliases, isolated: isolated) {
                declarations.append(extra)
                placeholderResultTypes = results.map(\.type)
                supplied.append(
                    "placeholder members and calls also of type \(results.map(\.type).joined(separator: ", ")) (the types the compiler asked for)"
                )
            }
            // Implicit members compared with a placeholder (`$0.type == .currentNetwork`): values of its type.
            let compared = (retyping.ownTypeMembers[PlaceholderSource.placeholderType] ?? []).sorted()
            if !compared.isEmpty {
                let type = PlaceholderSource.placeholderType
                declarations.append(
                    "fileprivate extension \(type) { "
                        + compared.map { "static let \($0) = \(type)()" }.joined(separator: "; ") + " }")
            }
        }
        declarations += typeDeclarations
        // `self.companyLis` for the host's `companyList`: the host must not read it as a placeholder.
        if !nearMisses.isEmpty,
            nearMisses.keys.contains(where: { slip in names.selfMembers.contains { $0.name == slip } })
        {
            host?.looksUpAnyMember = false
        }
        var original = original
        if host == nil {
            let access = StaticMembers.blankAccess(in: original, tree: tree)
            original = access.lines
            if !access.blanked.isEmpty {
                supplied.append(
                    "\(access.blanked.joined(separator: ", ")): the file's own, run as locals (a local takes no access modifier)"
                )
            }
        }
        var lines = MainActorAnnotator.annotate(original, tree: tree, skip: host != nil)
        if let host {
            // A host made a view's data source gets the required methods the fragment does not show.
            var requirements = SelfAsDataSource.requirements(of: host.adopted, declaredIn: tree)
            // The outlets of a controller shown as members are connected as its storyboard scene would.
            let sceneOutlets =
                host.kind == .members && host.superclass == "UIViewController" && host.enclosing == nil
                ? hostOutlets : []
            if let loading = StoryboardOutlets.loadingScene(outlets: sceneOutlets) {
                requirements.append(loading)
                supplied.append(
                    "the host's outlets connected as its storyboard scene would: "
                        + sceneOutlets.map { "\($0.property): \($0.type)" }.joined(separator: ", "))
            }
            // A data source the fragment makes on the host's collection view, both properties
            // inference gave the host, is shown with two items when the fragment applies none, as
            // at top level: its cell provider runs as UIKit runs it.
            var shows: String?
            let entries = host.loadsControllerMembers ? EntryPoints.entries(in: tree) : []
            if !entries.isEmpty {
                supplied.append(
                    "run once the view loaded, as the guide's viewDidLoad would: "
                        + entries.map { "\($0.name)()" }.joined(separator: ", "))
            }
            if let section = SnapshotContents.makeSection(diffable.section, madeHere: sectionMadeHere),
                !Self.awaits(tree),
                !host.isShown(awaits: false),
                valueTypes["dataSource"]?.hasPrefix("UICollectionViewDiffableDataSource<") == true,
                valueTypes["collectionView"] == "UICollectionView",
                CellExercise.assigns("dataSource", in: tree) || SupplementaryExercise.assignsProvider(in: tree),
                let items = makeItems(diffable.item)
            {
                let instance = HostChoice.instanceName
                shows = self.shows(
                    dataSource: "\(instance).dataSource", on: "\(instance).collectionView", section: section,
                    items: items, note: "dataSource shown with two items when the block applies none"
                ).joined(separator: "; ")
            }
            // Statements returning a value are the body of one of the host's methods with a result
            // the guide does not show (a layout's section provider calling the host's factories).
            if host.kind == .statements, host.statementsStartLine == nil, host.membersStartLine == nil,
                !Self.awaits(tree),
                CellProviderPlacement.returnsValue(in: Syntax(tree))
            {
                lines = Self.inReturningClosure(lines, tree: tree)
                supplied.append("placed in a closure in the host: the block returns a value")
            }
            if host.needsCoderInitializer {
                supplied.append(
                    "the host's required init?(coder:): the block declares an initializer of its own, and Swift asks "
                        + "for it in the class the guide does not show")
            }
            lines = host.wrap(
                lines, properties: hostProperties + requirements, awaits: Self.awaits(tree), then: shows,
                entries: entries)
            if !host.adopted.isEmpty {
                supplied.append(
                    "the host adopts \(host.adopted.joined(separator: ", ")), as the guide's controller does (it assigns `self`)"
                )
            }
        } else if let provider, let items = makeItems(diffable.item) {
            lines = provider.wrap(
                lines, section: diffable.section, item: diffable.item,
                sectionValue: "\(diffable.section).allCases[0]", items: items)
            declarations.append(CellExercise.showFunction)
            supplied.append(
                "run in a cell provider of a data source inference made, shown with two items (the guide shows no provider)"
            )
        } else if Self.returnsAtTopLevel(tree) && !Self.awaits(tree), !lines.isEmpty {
            // `…; return layout`: the body of a function the guide does not show. In a closure called
            // at once, the value's type is inferred from what the fragment returns.
            lines = Self.inReturningClosure(lines, tree: tree)
            supplied.append("placed in a closure: the block returns a value")
        }
        let exercise = exercises(host: host, diffable: diffable, sectionMadeHere: sectionMadeHere)
        lines = TrailingCode.append(exercise.joined(separator: "; "), to: lines)
        // A member of a type nobody shows, which the compiler cannot find on what inference made for it.
        unresolved += names.membersOfUnshownTypes.subtracting(unresolved).subtracting(propertiesOfExtended).sorted()
        var built = ImplicitContext(
            prelude: declarations + statements, lines: lines, supplied: supplied, unresolved: unresolved,
            host: host.map { $0.enclosing ?? $0.superclass }, modelGaps: modelGaps, valueTypes: valueTypes,
            nilValues: nilValues,
            nearMisses: nearMisses, placeholderResultTypes: placeholderResultTypes)
        built.hostTypeName = host.map { $0.kind == .enumBody ? HostChoice.enumName : HostChoice.className }
        built.unaskedMethods = host?.unaskedMethods ?? []
        return built
    }

    /// A value of `type` for the name `name`: as ``ImplicitContext/made(_:context:)`` makes one, else
    /// one of the document's own types (``DocumentValues``).
    func made(_ type: String, for name: String, context: WellKnownName.Context) -> String? {
        ImplicitContext.made(type, context: context)
            ?? documentValues.make(type, named: name) { ImplicitContext.made($0, context: context) }
    }

    /// The value for an undeclared name: the type the compiler asked for on a first attempt
    /// (``Retyping``), made as the model's declarations allow; a well-known name's; a callable
    /// placeholder for a function the guide declares elsewhere (`makeContentView()`,
    /// `configureFor(configuration:)`: any labels, any result the code reads from it).
    mutating func value(for use: FreeNames.Use, in context: WellKnownName.Context) -> WellKnownName.Value? {
        // A property of the implied host another block declares (`var dataSource: …!`): its declared type.
        if retyping.types[use.name] == nil, let property = documentProperties[use.name] {
            let declared = "declared at line \(property.line)"
            if !retyping.assigned.contains(use.name), let made = made(property.type, for: use.name, context: context) {
                return WellKnownName.Value(
                    type: property.type, expression: made, summary: "\(property.type) (\(declared))")
            }
            nilValues.append(use.name)
            return WellKnownName.Value(
                type: "\(property.type)!", expression: "nil",
                summary: "\(property.type) (\(declared); nil until the block assigns it)")
        }
        if var type = retyping.types[use.name] {
            // A generic type whose arguments the compiler could not infer without the name's type
            // (`UICollectionViewDiffableDataSource<SectionIdentifierType, Any>`) takes the block's section and item types.
            if WellKnownName.diffableGenericTypes.contains(where: { type.hasPrefix($0 + "<") }) {
                let base = type.prefix { $0 != "<" }
                if type.contains("SectionIdentifierType") || type.contains("ItemIdentifierType")
                    || type.hasSuffix(", Any>")
                {
                    type = "\(base)<\(context.sectionType), \(context.itemType)>"
                }
            }
            if !retyping.assigned.contains(use.name), let made = made(type, for: use.name, context: context) {
                return WellKnownName.Value(
                    type: type, expression: made, summary: "\(type) (the type the compiler asked for)",
                    usesPlaceholder: type.contains(PlaceholderSource.placeholderType))
            }
            nilValues.append(use.name)
            return WellKnownName.Value(
                type: "\(type)!", expression: "nil",
                summary: "\(type) (the type the compiler asked for; nil until the block assigns it)",
                usesPlaceholder: type.contains(PlaceholderSource.placeholderType))
        }
        // A function passed by name is the guide's function, not shown: no value stands in for it.
        if use.isFunctionReference && !use.isCalled { return nil }
        if use.isCalled {
            return WellKnownName.Value(
                type: PlaceholderSource.placeholderType, expression: "\(PlaceholderSource.placeholderType)()",
                summary: "callable placeholder (a function the guide declares elsewhere)", usesPlaceholder: true)
        }
        let wellKnown = WellKnownName.value(for: use, in: context)
        // A placeholder gives way to the document's struct that declares what the block reads of it.
        if wellKnown?.usesPlaceholder ?? true, let typed = memberTyped[use.name],
            let made = documentValues.make(
                typed.declaredType, named: use.name,
                other: {
                    ImplicitContext.made($0, context: context)
                })
        {
            return WellKnownName.Value(type: typed.declaredType, expression: made, summary: typed.summary)
        }
        return wellKnown
    }
}

extension ImplicitContext {
    /// What stands for a type the guide uses and never shows (not a UIKit name, not a section type),
    /// from how `names` (the free names of the code using it) use it, and what the report says of it:
    /// - `PhotoCell`, `BadgeView`: an empty subclass of the cell or view its name says;
    /// - `ListViewController.headerKind`, `MountainsController.Mountain`, `Mountain(name:)`: a placeholder
    ///   type with those members and initializers (`Recipe.ID` alone is the placeholder's own identifier type);
    /// - written with generic arguments: a generic alias of the placeholder (``GenericPlaceholder``);
    /// - only inherited from or conformed to, and used no other way (`extension ListController:
    ///   PhotoCellDelegate`): an empty protocol (class-bound when a `weak` variable holds it), or, first
    ///   in a class's inheritance clause, an empty class the guide's class can subclass — Swift allows
    ///   nothing else there, so the placeholder struct would make the guide's declaration the error;
    /// - otherwise the placeholder itself.
    /// `ownMembers`: static members of the type's own type the compiler asked for (``Retyping``).
    /// The class a type nobody shows is made a subclass of when the block makes one with an
    /// initializer the class its name says has not (`HomeViewController(collectionViewLayout:)`: a
    /// `UICollectionViewController`, of the classes ``HostChoice/initializedSuperclass(_:over:vocabulary:)``
    /// knows, when it is a subclass of the named one); nil otherwise.
    static func initializedSuperclass(of type: String, names: FreeNames, vocabulary: ModelVocabulary) -> String? {
        guard let named = WellKnownName.superclass(forUndeclaredType: type) else { return nil }
        for labels in (names.typeInitializers[type] ?? []).sorted(by: { $0.lexicographicallyPrecedes($1) })
        where !labels.isEmpty {
            if let initialized = HostChoice.initializedSuperclass(
                FreeNames.CallShape(labels: labels), over: named, vocabulary: vocabulary),
                vocabulary.isSubclass(initialized, of: named)
            {
                return initialized
            }
        }
        return nil
    }

    static func guessedType(
        _ type: String, names: FreeNames, ownMembers: [String] = [], memberTypes: [String: String] = [:],
        superclass required: String? = nil, properties: [String] = []
    ) -> (
        declaration: String, summary: String
    ) {
        if let superclass = required ?? WellKnownName.superclass(forUndeclaredType: type) {
            let members = (names.typeMembers[type] ?? []).sorted()
            return (
                PlaceholderSource.subclass(
                    named: type, of: superclass, staticMembers: members, properties: properties),
                members.isEmpty
                    ? "empty \(superclass) subclass" : "\(superclass) subclass with \(members.joined(separator: ", "))"
            )
        }
        let usedOtherwise =
            !(names.typeMembers[type] ?? []).isEmpty || names.typeInitializers[type] != nil || !ownMembers.isEmpty
            || names.genericArity[type].map { $0 > 0 } == true
        if names.inheritedNames.contains(type), !usedOtherwise {
            if names.superclassPositionNames.contains(type) && !names.classBoundTypes.contains(type) {
                return ("class \(type) {}", "empty class (a class of the guide's inherits from it)")
            }
            let bound = names.classBoundTypes.contains(type) || names.superclassPositionNames.contains(type)
            return (
                "protocol \(type)\(bound ? ": AnyObject" : "") {}",
                "empty protocol (the guide's types conform to it)"
            )
        }
        if !(names.typeMembers[type] ?? []).subtracting(["ID"]).isEmpty || names.typeInitializers[type] != nil
            || !ownMembers.isEmpty
        {
            let members = (names.typeMembers[type] ?? []).subtracting(ownMembers).sorted()
            let initializers = (names.typeInitializers[type] ?? []).sorted {
                $0.joined(separator: ":") < $1.joined(separator: ":")
            }
            let described =
                members.map { member in memberTypes[member].map { "\(member): \($0)" } ?? member }
                + ownMembers.map { "\($0): \(type)" }
                + initializers.map { "init(\($0.map { "\($0):" }.joined()))" }
            let isClass =
                names.classBoundTypes.contains(type) && !names.inheritedNames.contains(type)
                || members.contains { PlaceholderSource.singletonMembers.contains($0) }
            return (
                PlaceholderSource.type(
                    named: type, members: members, initializers: initializers, ownMembers: ownMembers,
                    argumentCases: names.typeInitializerCases[type] ?? [:], isClass: isClass,
                    memberTypes: memberTypes),
                "placeholder \(isClass ? "class" : "type") with \(described.joined(separator: ", "))"
            )
        }
        if let arity = names.genericArity[type], arity > 0 {
            return (
                GenericPlaceholder.declaration(named: type, arity: arity),
                "placeholder type (generic, as the block writes it)"
            )
        }
        // `weak var delegate: PhotoCellDelegate?`: only a class (or class-bound protocol) can be held weakly.
        if names.classBoundTypes.contains(type) && !names.inheritedNames.contains(type) {
            return (PlaceholderSource.type(named: type, members: [], isClass: true), "placeholder class (held weakly)")
        }
        return ("typealias \(type) = \(PlaceholderSource.placeholderType)", "placeholder type")
    }

    /// A value of `type`: one a well-known name would get, or one the model's declarations can make.
    static func made(_ type: String, context: WellKnownName.Context) -> String? {
        for name in WellKnownName.typedNames {
            if let value = WellKnownName.value(for: FreeNames.Use(name: name), in: context), value.type == type {
                return value.expression
            }
        }
        if let literal = literalValues[type] { return literal }
        // An optional is made holding a value when one can be made (the code past a `guard let` runs), else nil.
        if type.hasSuffix("?") { return made(String(type.dropLast()), context: context) ?? "nil" }
        if type == PlaceholderSource.placeholderType { return "\(type)()" }
        if let tuple = TupleValue.made(type, make: { made($0, context: context) }) { return tuple }
        // A view of any class is made as views are made in code.
        if context.vocabulary.isSubclass(type, of: "UIView") { return "\(type)(frame: .zero)" }
        // An empty array or dictionary is a value of any such type.
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        return context.vocabulary.value(of: type)
    }

    /// Values of the standard library's literal types, of Foundation's value types that any code can
    /// make (a URL, a date, an identifier, empty data, an index path), and of the geometry types, so a
    /// name the compiler asks to be one is never a nil that crashes when read. A rectangle or a size is
    /// the screen's (390 × 844 points, the window a shown controller gets), as the frame code passes to
    /// a view it fills is; a point or insets are zero.
    static let literalValues = [
        "Int": "0", "Double": "0", "CGFloat": "0", "Float": "0", "String": "\"placeholder\"", "Bool": "false",
        "TimeInterval": "0", "Int64": "0", "UInt": "0", "Character": "\"a\"",
        "URL": "URL(string: \"https://example.com/placeholder\")!", "Date": "Date(timeIntervalSince1970: 0)",
        "UUID": "UUID()", "Data": "Data()", "IndexPath": "IndexPath(item: 0, section: 0)",
        "CGRect": "CGRect(x: 0, y: 0, width: 390, height: 844)", "CGSize": "CGSize(width: 390, height: 844)",
        "CGPoint": "CGPoint.zero", "UIEdgeInsets": "UIEdgeInsets.zero",
        "NSDirectionalEdgeInsets": "NSDirectionalEdgeInsets.zero",
    ]
}
