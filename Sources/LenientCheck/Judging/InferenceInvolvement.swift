import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Whether something inference supplied takes part in a failure: then the failure is not the
/// guide's, and the block is *not checkable* with what was missing, never a *document error*.
///
/// A failure involves inference when the compiler points at a name inference supplied (the
/// identifier under the diagnostic's column: `ids.compactMap(itemFor)` where `itemFor` was made a
/// value), when its message quotes a supplied name or a type only an inferred value has, or what a
/// placeholder value cannot give; at run time, when a snapshot rule fails on identifiers inference
/// made (a fault in `reloadItems` on a snapshot inference made, which holds none of the guide's
/// items), or a dequeue runs where inference placed a fragment that shows no cell provider. What is
/// left stands on the guide's own tokens.
enum InferenceInvolvement {
    /// Whether `finding` is `value of type '__CellSpecHost' has no member 'companyLis'`: a slip of a name
    /// the guide declares (``NameSlip``), which the host standing for the guide's class reports — the
    /// guide's error, though the message quotes a type inference made.
    static func isSlipOnHost(_ finding: Finding, _ context: ImplicitContext) -> Bool {
        finding.diagnostic == CompilerDiagnosticName.valueHasNoMember
            && quotedIdentifiers(finding.message).contains { context.nearMisses[$0] != nil }
    }

    /// The prefix of every type and name inference makes (`__CellSpecHost`, `__CellSpecPlaceholder`).
    static let madeNamePrefix = "__CellSpec"

    /// The type cellspec made that the compiler quotes in `finding` (`cannot assign value of type
    /// '__CellSpecPlaceholder' to type 'Int'`): whatever the guide wrote beside it, a value inference
    /// made is in the failure. None when the failure is the guide's slip of a name on the host
    /// (``isSlipOnHost(_:_:)``).
    static func madeType(quotedBy finding: Finding, _ context: ImplicitContext) -> String? {
        guard !isSlipOnHost(finding, context) else { return nil }
        return quotedIdentifiers(finding.message).first { $0.hasPrefix(madeNamePrefix) }
    }

    /// The supplied name or type that takes part in `finding`, if any.
    /// `block` is the block as the guide wrote it; `compiled` as it was compiled (with what inference added).
    static func involved(
        in finding: Finding, context: ImplicitContext, compiled: SpecExample, block: SpecExample? = nil
    ) -> String? {
        let names = suppliedNames(context)
        if let quoted = names.sorted().first(where: { finding.message.contains("'\($0)'") }) { return quoted }
        let own = ownIdentifiers(block ?? compiled)
        let usesPlaceholder = context.supplied.contains { $0.contains("placeholder") }
        switch finding.kind {
        case .compileError, .compileWarning:
            // `value of type '__CellSpecHost' has no member 'companyLis'`: the guide's slip of a name it
            // declares (``NameSlip``), which the host standing for the guide's class reports.
            if isSlipOnHost(finding, context) { return nil }
            if let made = madeType(quotedBy: finding, context) {
                return made == PlaceholderSource.placeholderType ? "a placeholder value" : made
            }
            if let name = identifier(at: finding.location, in: compiled), names.contains(name) { return name }
            // A local of the block holding a value made from a guess (`let (data, _) = session.data(from:
            // url)`, `session` a placeholder): the error is about what inference made, not what the guide wrote.
            if let name = identifier(at: finding.location, in: compiled),
                GuessedValues.derived(from: context, in: compiled).contains(name)
            {
                return name
            }
            // A type the compiler quotes that only an inferred value's type holds (`AnyHashable` items
            // of a data source inference made), never a type the guide wrote.
            let inferredTypes = Set(context.valueTypes.values.flatMap(identifiers))
            // The same for the type a candidate's note says an argument had (`candidate expects value of
            // type 'AnyClass' … (got 'UIView')` for `xxxView.self`, `xxxView` a view inference made): the
            // argument the overloads were tried with is the inferred value.
            let argumentTypes = finding.notes.flatMap { note in
                guard let got = note.range(of: "(got '") else { return [String]() }
                return identifiers(String(note[got.upperBound...].prefix { $0 != "'" }))
            }
            if let type = (quotedIdentifiers(finding.message) + argumentTypes).first(where: {
                $0.first?.isUppercase == true && inferredTypes.contains($0) && !own.contains($0)
            }) {
                return type
            }
            // A type a placeholder's members were also given (`cannot call value of non-function type
            // 'String'` for `section.sortNext()` on a placeholder section), which the guide never wrote.
            if let type = quotedIdentifiers(finding.message).first(where: {
                context.placeholderResultTypes.contains($0) && !own.contains($0)
            }) {
                return "a placeholder member typed \(type)"
            }
            // What a placeholder value (`@dynamicMemberLookup`) cannot give: a subscript, a closure's types.
            if usesPlaceholder,
                finding.message.contains("dynamicMember")
                    || finding.message.contains("cannot infer type of closure parameter")
                    || finding.message.contains("cannot infer return type")
            {
                return "a placeholder value"
            }
            // An implicit member given to a call of a type inference made (`cell.configure(with: .red)` on an
            // empty subclass standing for the guide's cell): the call takes `Any`, which has no `.red`.
            if finding.message.hasPrefix("type 'Any' has no member '"),
                usesPlaceholder || context.supplied.contains(where: { $0.contains(" subclass") })
            {
                return "a call of a type inference made, which takes any argument"
            }
            // A placeholder in the statement the error is in (`post(message, subject: DownloadManager.shared)`
            // with `DownloadManager` made up): the compiler resolves a call's overloads from every
            // argument, so a placeholder argument can move the error onto the guide's own tokens.
            // A name nothing declares (`cannot find 'updatedStore' in scope`, the guide's slip) is looked
            // up, not resolved against the arguments: what else the statement holds takes no part.
            let isLookup =
                finding.diagnostic == CompilerDiagnosticName.cannotFindInScope
                || finding.diagnostic == CompilerDiagnosticName.cannotFindTypeInScope
            if !isLookup, let name = placeholder(inStatementAt: finding.location, in: compiled, context: context) {
                return name
            }
            // An override checked against a superclass inference chose for the fragment.
            if let host = context.host,
                finding.message.contains("does not override") || finding.message.contains("overriding declaration")
            {
                return "the host \(host)"
            }
        case .fault, .violation, .crash:
            // A snapshot rule broken on identifiers inference made: the guide's own items are not in it.
            if finding.identifier == "diffable.unknown-identifier",
                context.valueTypes.values.contains(where: {
                    $0.contains("Snapshot") || $0.contains("DataSource") || $0.hasPrefix("UUID")
                })
            {
                return "a data source inference made"
            }
            // A trap the guide wrote for a resource its app ships, which the run has not got (``AppResources``).
            if let resource = AppResources.missingResource(in: finding, compiled: compiled, lent: context.lent) {
                return AppResources.involvement(resource)
            }
            // A trap the guide wrote for a case it never expects (`default: fatalError()`), reached
            // because a value inference made matched none of the guide's cases.
            if finding.kind == .crash,
                let name = branchChoosingTrap(at: finding.location, in: compiled, context: context)
            {
                return "the value of \(name) that chose the branch which traps"
            }
            // A trap of Swift's own checks, with no line of the guide's (`Int.random(in: 0..<people.count)`,
            // an empty range; an index out of range), in a block that reads a placeholder: the
            // placeholder's zero or empty answer may be what met the check, where the guide's data would not.
            if finding.kind == .crash, finding.location == nil,
                let name = placeholderNames(context).sorted().first(where: own.contains)
            {
                return name
            }
            // A dequeue run where inference placed the fragment: the guide shows no cell provider it runs in.
            if finding.identifier == "collection-view.dequeue-outside-request",
                !own.contains("UICollectionViewDiffableDataSource"), !own.contains("cellForItemAt")
            {
                return "the place inference ran the fragment in (no cell provider shown)"
            }
        default:
            break
        }
        return nil
    }

    /// The names inference gave a placeholder, or made a type of the placeholder's (`url: placeholder`,
    /// `DownloadManager: placeholder type with shared`, `paths: array of placeholders`). A value of a
    /// model type (`collectionView: UICollectionView`) behaves as UIKit's would and is not among them.
    static func placeholderNames(_ context: ImplicitContext) -> Set<String> {
        Set(context.valueTypes.filter { $0.value.contains(PlaceholderSource.placeholderType) }.map(\.key))
            .union(suppliedEntries(context).filter { $0.description.contains("placeholder") }.map(\.name))
    }

    /// The first placeholder name (``placeholderNames(_:)``), or local holding a guessed value, in the
    /// statement that holds `location`:
    /// the innermost condition, variable binding or statement around the diagnostic's position in the
    /// block as compiled, read with swift-syntax.
    static func placeholder(
        inStatementAt location: SpecPages.SourceLocation?, in compiled: SpecExample, context: ImplicitContext
    ) -> String? {
        // The block's own locals holding a guessed value (``GuessedValues``) are as made up as the placeholders.
        let names = placeholderNames(context).union(GuessedValues.derived(from: context, in: compiled))
        guard !names.isEmpty, let token = ErrorOwnership.node(at: location, in: compiled) else { return nil }
        var node: Syntax? = token
        while let current = node {
            if current.is(ConditionElementSyntax.self) || current.is(PatternBindingSyntax.self)
                || current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self)
            {
                break
            }
            node = current.parent
        }
        guard let statement = node else { return nil }
        if let name = firstName(in: statement, among: names) { return name }
        // A statement of a closure a placeholder's method is given (`tracks.filter { seen.insert($0.id) }`,
        // `tracks` a placeholder): the closure's parameters are what the placeholder passes it.
        var closure = statement.parent?.parent?.as(ClosureExprSyntax.self)
        while let current = closure {
            let argument = current.parent?.as(LabeledExprSyntax.self)?.parent?.parent ?? current.parent
            guard let call = argument?.as(FunctionCallExprSyntax.self) else { return nil }
            if let name = firstName(in: Syntax(call.calledExpression), among: names) { return name }
            closure = call.ancestorClosure
        }
        return nil
    }

    /// The first identifier of `node` that is one of `names`.
    private static func firstName(in node: Syntax, among names: Set<String>) -> String? {
        node.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, names.contains(name) else { return nil }
            return name
        }.first
    }

    /// The name inference gave a value (``suppliedNames(_:)``), or local holding a guessed value, that
    /// chose the branch holding the statement at `location`: the subject of the `switch` whose case it
    /// is in, or the conditions of the `guard` or `if` whose body it is in, innermost first, within the
    /// function or closure holding it. A placeholder matches none of the guide's cases; a collection
    /// view inference made shows none of the guide's cells, so a cast of one it gives back fails: the
    /// guide's `default: fatalError()` or `else { fatalError() }` runs where its app never would.
    static func branchChoosingTrap(
        at location: SpecPages.SourceLocation?, in compiled: SpecExample, context: ImplicitContext
    ) -> String? {
        let names = suppliedNames(context).union(GuessedValues.derived(from: context, in: compiled))
        guard !names.isEmpty, let location,
            let index = compiled.lines.firstIndex(where: { $0.number == location.line })
        else { return nil }
        let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        guard
            let token = tree.tokens(viewMode: .sourceAccurate).first(where: {
                converter.location(for: $0.positionAfterSkippingLeadingTrivia).line == index + 1
            })
        else { return nil }
        let named = { (node: Syntax) in firstName(in: node, among: names) }
        var node = token.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) { return nil }
            if current.is(SwitchCaseSyntax.self),
                let subject = current.parent?.parent?.as(SwitchExprSyntax.self)?.subject
            {
                if let name = named(Syntax(subject)) { return name }
            } else if let guardStatement = current.as(GuardStmtSyntax.self),
                token.position >= guardStatement.body.position
            {
                if let name = named(Syntax(guardStatement.conditions)) { return name }
            } else if let ifExpression = current.as(IfExprSyntax.self), token.position >= ifExpression.body.position {
                if let name = named(Syntax(ifExpression.conditions)) { return name }
            }
            node = current.parent
        }
        return nil
    }

    /// Whether `finding` names only what the block declares itself and points at one of those names:
    /// `cannot assign to property: 'configuration' is a 'let' constant` at the block's own `let
    /// configuration`. Such an error is the guide's even on a line where a supplied name stands.
    static func standsOnOwnDeclarations(
        _ finding: Finding, declared: Set<String>, context: ImplicitContext, compiled: SpecExample
    ) -> Bool {
        let supplied = suppliedNames(context)
        guard let name = identifier(at: finding.location, in: compiled), declared.contains(name),
            !supplied.contains(name)
        else { return false }
        let quoted = quotedIdentifiers(finding.message)
        return !quoted.isEmpty && quoted.allSatisfy { declared.contains($0) || keywords.contains($0) }
            && !finding.message.contains(PlaceholderSource.placeholderType)
    }

    /// The Swift keywords a diagnostic quotes (`'let' constant`, `'self'`).
    private static let keywords: Set<String> = ["let", "var", "self", "inout", "static", "mutating", "class"]

    /// Every name the block as the guide wrote it declares (``LocalNames``).
    static func declaredNames(_ block: SpecExample) -> Set<String> {
        LocalNames.declared(
            in: Parser.parse(source: block.lines.filter { !$0.isHidden }.map(\.text).joined(separator: "\n")))
    }

    /// The names inference gave the block: its values (`cell`, `dataSource`) and the types it made up
    /// (`PhotoCell: empty UICollectionViewCell subclass`).
    static func suppliedNames(_ context: ImplicitContext) -> Set<String> {
        Set(context.valueTypes.keys).union(suppliedEntries(context).map(\.name))
    }

    /// The types inference made up for the block (`PhotoCell: empty UICollectionViewCell subclass`,
    /// `Mountain: placeholder type`): the supplied names that start with a capital.
    static func madeUpTypes(_ context: ImplicitContext) -> Set<String> {
        Set(suppliedEntries(context).map(\.name).filter { $0.first?.isUppercase == true })
    }

    /// The report's `inferred:` entries that name what they supply (`cell: UICollectionViewListCell`,
    /// `Mountain: placeholder type`): the name before the first `:`, and what follows it (empty without one).
    static func suppliedEntries(_ context: ImplicitContext) -> [(name: String, description: Substring)] {
        context.supplied.compactMap { entry in
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard !name.isEmpty, name.allSatisfy(isIdentifierCharacter) else { return nil }
            return (name, parts.count == 2 ? parts[1] : "")
        }
    }

    /// The identifiers of the block as the guide wrote it (the lines inference did not add).
    static func ownIdentifiers(_ block: SpecExample) -> Set<String> {
        Set(block.lines.filter { !$0.isHidden }.flatMap { identifiers($0.text) })
    }

    static func identifiers(_ text: String) -> [String] {
        text.split(whereSeparator: { !isIdentifierCharacter($0) }).map(String.init)
    }

    /// The identifiers inside the message's quotes.
    static func quotedIdentifiers(_ message: String) -> [String] {
        message.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.flatMap {
            identifiers(String($0.element))
        }
    }

    /// Whether the diagnostic's column falls on an implicit member expression (`.absolute(44)`, with no
    /// value before its dot), in the block as compiled: its type is the one the context asks for.
    static func isImplicitMember(at location: SpecPages.SourceLocation?, in compiled: SpecExample) -> Bool {
        guard let location, let line = compiled.lines.first(where: { $0.number == location.line }) else {
            return false
        }
        let characters = Array(line.text)
        var index = location.column - compiled.codeColumn
        guard characters.indices.contains(index) else { return false }
        // The column is on the dot or on the member's name after it.
        if characters[index] != "." {
            while index > 0, isIdentifierCharacter(characters[index - 1]) { index -= 1 }
            index -= 1
        }
        guard characters.indices.contains(index), characters[index] == "." else { return false }
        var before = index - 1
        while before >= 0, characters[before] == " " { before -= 1 }
        // A value, a call or a subscript before the dot makes it an explicit member; so does an optional's `?`.
        return before < 0 || !(isIdentifierCharacter(characters[before]) || ")]?!\"".contains(characters[before]))
    }

    /// The identifier the diagnostic's column falls on, in the block as compiled (or the one right
    /// before it, when the column is on the `[`, `(` or `.` that follows a name).
    static func identifier(at location: SpecPages.SourceLocation?, in compiled: SpecExample) -> String? {
        guard let location, let line = compiled.lines.first(where: { $0.number == location.line }) else { return nil }
        let characters = Array(line.text)
        var index = location.column - compiled.codeColumn
        if characters.indices.contains(index), "[(.".contains(characters[index]), index > 0,
            isIdentifierCharacter(characters[index - 1])
        {
            index -= 1
        }
        guard characters.indices.contains(index), isIdentifierCharacter(characters[index]) else { return nil }
        var start = index
        var end = index
        while start > 0, isIdentifierCharacter(characters[start - 1]) { start -= 1 }
        while end + 1 < characters.count, isIdentifierCharacter(characters[end + 1]) { end += 1 }
        return String(characters[start...end])
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

extension SyntaxProtocol {
    /// The closure whose body holds this node, if any, before any declaration that would start a
    /// scope of its own.
    fileprivate var ancestorClosure: ClosureExprSyntax? {
        var node = parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) { return closure }
            if current.is(DeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
