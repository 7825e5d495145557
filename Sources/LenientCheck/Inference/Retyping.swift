import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// What the compiler says an inferred name must be, read from the errors of a first attempt.
///
/// Inference first gives an undeclared value a placeholder (``PlaceholderSource/placeholder``). When
/// the model's own signatures need something else — `cannot convert value of type '__CellSpecPlaceholder'
/// to expected argument type 'UICollectionView.CellRegistration<UICollectionViewCell, Item>'`, `cannot
/// assign value of type 'NSDiffableDataSourceSnapshot<Section, Item>' to type '__CellSpecPlaceholder'`,
/// `… to closure result type 'NSCollectionLayoutSection'` — the name gets that type on a second attempt.
/// The types come from the compiler, which read them from the model's declarations; nothing here
/// lists UIKit names. A type inference generated (`SectionLayoutKind`) that the code asks for a member
/// it lacks (`type 'SectionLayoutKind' has no member 'list'`) gets that member as a value of its own type.
public struct Retyping: Sendable, Hashable {
    /// The type each name must have, by name.
    public var types: [String: String] = [:]
    /// Names the block assigns before it reads them (`dataSource = UICollectionViewDiffableDataSource(…)`):
    /// they need a type, not a value.
    public var assigned: Set<String> = []
    /// Static members of the block's generated types, each a value of its own type (`SectionLayoutKind.list`).
    public var ownTypeMembers: [String: Set<String>] = [:]
    /// Superclasses the compiler asks of the block's generated classes, by class:
    /// `'UICollectionView.SupplementaryRegistration' requires that 'HeaderView' inherit from
    /// 'UICollectionReusableView'` makes `HeaderView` a `UICollectionReusableView` subclass where its
    /// name alone made it a `UIView` one.
    public var superclasses: [String: String] = [:]
    /// Static members of the block's generated types read where the compiler asks for a type
    /// (`var books: [Book] = Book.samples`), by type and member: the member is of that type.
    public var staticMemberTypes: [String: [String: String]] = [:]
    /// Page positions (line, column) of host properties read in a closure, which Swift wants as
    /// `self.name`: inference made them properties of a host class, where the guide had locals.
    public var explicitSelf: Set<Position> = []
    /// The compiler said `AnyHashable` identifiers are not `Sendable` where the block uses them: a
    /// data source inference made has placeholder identifiers instead.
    public var sendableItems = false
    /// The item type the block's own code gives the identifiers of a data source or snapshot inference
    /// made `AnyHashable` (``InferredItems``).
    public var itemType: String?
    /// Types the compiler asked for where the value was a placeholder's member or call, not a name
    /// (`return self.createHeroSection()` as a `NSCollectionLayoutSection`, `store.items` as `[Item]`):
    /// the placeholder's members and calls can be of these types too.
    public var placeholderResults: Set<String> = []
    /// Type annotations for the block's own locals that hold a placeholder's member or call where the
    /// model needs a type (`let section = self.createCarouselSection()`, later `return section` as a
    /// `NSCollectionLayoutSection`): written after the local's name, at these positions.
    public var annotations: [Position: String] = [:]
    /// Constants the block reads from a Foundation type that the guide's app declares in an
    /// extension the guide does not show (``ExtendedConstants``), by type.
    public var extendedConstants: [String: Set<String>] = [:]
    /// Text written into the block at these positions, beside what the guide wrote (``OptionalBinding``:
    /// `(` and `) as __CellSpecPlaceholder?` around a bound placeholder).
    public var inserted: [Position: String] = [:]
    /// The type of the placeholder's `id` where the block reads it as another type than `UUID`
    /// (``PlaceholderIdentifier``: `representedID = item.id`, `representedID` a `String?`).
    public var identifierType: String?
    /// Labels of one-argument subscripts the guide's app adds to collections (``LabelledSubscripts``).
    public var labelledSubscripts: Set<String> = []
    /// Borrowed declarations (by ``DocumentDeclarations/Entry/id``) Swift rejects for want of
    /// `init?(coder:)`, which are given one (``RequiredInitializer``).
    public var completedDeclarations: Set<Int> = []

    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public init() {}

    public var isEmpty: Bool {
        types.isEmpty && ownTypeMembers.isEmpty && staticMemberTypes.isEmpty && superclasses.isEmpty
            && explicitSelf.isEmpty && !sendableItems && itemType == nil
            && placeholderResults.isEmpty
            && annotations.isEmpty && inserted.isEmpty && extendedConstants.isEmpty && completedDeclarations.isEmpty
            && labelledSubscripts.isEmpty && identifierType == nil
    }

    /// `lines` with `self.` and the annotations written at their positions (right to left on a line,
    /// so columns hold).
    func insertions(in lines: [SpecExample.Line]) -> [SpecExample.Line] {
        // At one position, an inserted `(` goes before the `self.` written there: it is written last.
        let texts =
            (explicitSelf.map { ($0, "self.") } + annotations.map { ($0.key, ": \($0.value)") }).map { ($0, $1, 0) }
            + inserted.map { ($0.key, $0.value, 1) }
        var result = lines
        for (position, text, _) in texts.sorted(by: {
            ($0.0.line, $0.0.column, 1 - $0.2) > ($1.0.line, $1.0.column, 1 - $1.2)
        }) {
            guard let index = result.firstIndex(where: { $0.number == position.line }) else { continue }
            var bytes = Array(result[index].text.utf8)
            guard position.column >= 1, position.column - 1 <= bytes.count else { continue }
            bytes.insert(contentsOf: Array(text.utf8), at: position.column - 1)
            result[index].text = String(decoding: bytes, as: UTF8.self)
        }
        return result
    }

    /// Reads `errors` (compiler errors located at page lines) against the block's `lines` and what
    /// `context` supplied; `previous` is what an earlier attempt already learnt. `borrowed`: the lines
    /// are borrowed code's, which may stand at other columns than the page's (its declaration's own
    /// indentation), so a static member the compiler asks a type of is the line's only one.
    static func read(
        errors: [Finding], lines: [SpecExample.Line], context: ImplicitContext, previous: Retyping = Retyping(),
        vocabulary: ModelVocabulary? = nil, borrowed: Bool = false
    ) -> Retyping {
        var result = previous
        let tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let generatedTypes = Set(
            context.supplied.compactMap { entry -> String? in
                let name = entry.split(separator: ":").first.map(String.init) ?? ""
                return name.first?.isUppercase == true ? name : nil
            })
        for error in errors {
            let message = error.message
            if message == "conformance of 'AnyHashable' to 'Sendable' is unavailable" {
                result.sendableItems = true
                continue
            }
            // Identifiers inference made `AnyHashable` that the block uses as another type.
            if result.itemType == nil, context.valueTypes.values.contains(where: { $0.contains("AnyHashable") }),
                let type = InferredItems.itemType(from: message)
            {
                result.itemType = type
                continue
            }
            if let (type, member) = missingMember(message),
                generatedTypes.contains(type) || type == PlaceholderSource.placeholderType
            {
                result.ownTypeMembers[type, default: []].insert(member)
                continue
            }
            if let (type, superclass) = requiredSuperclass(message), generatedTypes.contains(type),
                superclass.hasPrefix("UI")
            {
                result.superclasses[type] = superclass
                continue
            }
            let labels = LabelledSubscripts.labels(in: error)
            if labels.count == 1 {
                result.labelledSubscripts.insert(labels[0])
                continue
            }
            if let (type, member) = ExtendedConstants.missing(in: message, vocabulary: vocabulary) {
                result.extendedConstants[type, default: []].insert(member)
                continue
            }
            guard let location = error.location, let index = lines.firstIndex(where: { $0.number == location.line })
            else { continue }
            let line = index + 1
            if let type = OptionalBinding.boundType(in: message, generatedTypes: generatedTypes) {
                result.insert(
                    OptionalBinding.insertions(
                        forBindingAt: line, column: location.column, type: type, tree: tree, converter: converter),
                    lines: lines, context: context)
                continue
            }
            // The same error about a name inference typed by its name (`currentItemID` a `UUID`): an optional one.
            if let bound = OptionalBinding.boundName(
                in: message, line: line, column: location.column, valueTypes: context.valueTypes, tree: tree,
                converter: converter)
            {
                if result.types[bound.name] == nil { result.types[bound.name] = bound.type + "?" }
                continue
            }
            // `cannot infer type of closure parameter '_' without a type annotation`, for a closure given to a
            // placeholder's call (``ClosureParameters``).
            if let parameter = ClosureParameters.parameter(in: message),
                context.supplied.contains(where: { $0.contains("placeholder") })
            {
                result.insert(
                    ClosureParameters.insertions(
                        forParameter: parameter, onLine: line, type: PlaceholderSource.placeholderType, tree: tree,
                        converter: converter),
                    lines: lines, context: context)
                continue
            }
            // `reference to property 'x' in closure requires explicit use of 'self'`, for a property inference made.
            if message.hasPrefix("reference to property '"), message.contains("requires explicit use of 'self'"),
                let name = quoted(message, after: "reference to property '"), context.valueTypes[name] != nil, index > 0
            {
                result.explicitSelf.insert(Position(line: location.line, column: location.column))
                continue
            }
            let candidates = tree.tokens(viewMode: .sourceAccurate).filter { token in
                guard case .identifier(let name) = token.tokenKind, let type = context.valueTypes[name] else {
                    return false
                }
                guard converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line else {
                    return false
                }
                return message.contains("'\(type)'") || message.contains("'\(type)?'")
            }
            // `value of type 'UIListContentConfiguration' has no member 'leadingSwipeActionsConfigurationProvider'`
            // on a value inference typed by its name (`config`): the one model type declaring that member.
            if message.hasPrefix("value of type '"), let type = quoted(message, after: "value of type '"),
                let member = quoted(message, after: "has no member '"),
                let owners = vocabulary?.types(declaring: member), owners.count == 1
            {
                let bases = tree.tokens(viewMode: .sourceAccurate).filter { token in
                    guard case .identifier(let name) = token.tokenKind, context.valueTypes[name] == type,
                        converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line,
                        let access = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(
                            MemberAccessExprSyntax.self)
                    else { return false }
                    return access.declName.baseName.text == member
                }
                for base in bases where result.types[base.text] == nil { result.types[base.text] = owners[0] }
                continue
            }
            // `cannot assign value of type 'UITableViewDiffableDataSource<…>' to type
            // 'UICollectionViewDiffableDataSource<…>'`: the block assigns a name inference typed from its
            // name a value of its own, whose type the name takes (a table's data source, not a collection's).
            if let given = quoted(message, after: "cannot assign value of type '"),
                let wanted = quoted(message, after: "' to type '"), wanted != PlaceholderSource.placeholderType,
                !given.contains(PlaceholderSource.placeholderType),
                let target = candidates.first(where: { isAssigned($0) && context.valueTypes[$0.text] == wanted }),
                result.types[target.text] == nil
            {
                result.types[target.text] = given
                result.assigned.insert(target.text)
                continue
            }
            // `cannot assign value of type 'T' to type '__CellSpecPlaceholder'`: the name being assigned is a `T`.
            if let required = quoted(message, after: "cannot assign value of type '"),
                message.hasSuffix("to type '\(PlaceholderSource.placeholderType)'")
            {
                guard let target = candidates.first(where: { isAssigned($0) }) else { continue }
                result.types[target.text] = required
                result.assigned.insert(target.text)
                continue
            }
            // `Book.samples` given to a `[Book]`, `Book` a type inference made: the member is a `[Book]`; so
            // is each branch of `favourites ? Book.starred : Book.samples` (``TernaryBranches``).
            if let required = requiredType(message), required != PlaceholderSource.placeholderType,
                case let members = staticMembers(
                    at: line, column: location.column, anywhereOnLine: borrowed, tree: tree, converter: converter
                )
                .filter({ generatedTypes.contains($0.type) }),
                !members.isEmpty
            {
                for (type, member) in members where result.staticMemberTypes[type]?[member] == nil {
                    result.staticMemberTypes[type, default: [:]][member] = required
                }
                continue
            }
            // `cannot convert value of type '[__CellSpecPlaceholder]' to expected argument type '[Item]'`:
            // a placeholder's member read as an array (`store.items`) is of that array type.
            if let array = requiredArrayType(message) {
                result.placeholderResults.insert(array)
                annotateLocals(
                    as: array, message: message, line: line, column: location.column, tree: tree,
                    converter: converter, lines: lines, context: context, into: &result)
                continue
            }
            // `referencing operator function '==' on 'BinaryInteger' requires that '__CellSpecPlaceholder' conform
            // to 'BinaryInteger'`: the block's locals beside the operator are numbers (``ProtocolDefault``).
            if let type = ProtocolDefault.type(in: message) {
                result.placeholderResults.insert(type)
                let found = token(at: line, column: location.column, tree: tree, converter: converter)
                for operand in found.map({ ProtocolDefault.operands(of: $0, converter: converter) }) ?? [] {
                    annotateLocals(
                        as: type, message: message, line: operand.line, column: operand.column, tree: tree,
                        converter: converter, lines: lines, context: context, into: &result)
                }
                continue
            }
            // `result values in '? :' expression have mismatching types 'T' and '__CellSpecPlaceholder'`:
            // the placeholder branch is a `T` (``TernaryBranches``).
            if let other = TernaryBranches.otherType(in: message) {
                for target in candidates.filter(isWholeValue)
                where context.valueTypes[target.text] == PlaceholderSource.placeholderType
                    && result.types[target.text] == nil
                {
                    result.types[target.text] = other
                }
                continue
            }
            // `cannot assign value of type 'UUID' to type 'String?'` where the line reads a placeholder's
            // `id`: the placeholder's identifier is a `String` (``PlaceholderIdentifier``).
            if let identifier = PlaceholderIdentifier.wanted(in: message),
                PlaceholderIdentifier.readsIdentifier(onLine: line, tree: tree, converter: converter)
            {
                result.identifierType = identifier
                continue
            }
            // `cannot convert value of type '__CellSpecPlaceholder' to expected argument type 'T'` and its kin:
            // the name used as the whole value is a `T`.
            guard let required = requiredType(message) else { continue }
            // `cannot assign value of type '__CellSpecPlaceholder?' to type 'UIImage?'` where a binding reads
            // its value as an optional placeholder (``OptionalBinding``): it reads it as the type asked for.
            if message.hasPrefix("cannot assign value of type '\(PlaceholderSource.placeholderType)?'"),
                result.retypeBoundValue(onLine: location.line, as: required)
            {
                result.placeholderResults.insert(required)
                continue
            }
            // A name given to a call that is itself the value, or in it, is not the value
            // (`valueConfiguration.imageProperties.resolvedTintColor(for: tintColor)` as a `UIColor`): the
            // call's result is of that type, not what it is given.
            let assigns = message.hasPrefix("cannot assign value of type '\(PlaceholderSource.placeholderType)'")
            let whole = candidates.filter(isWholeValue).filter { !assigns || !isArgumentOfAssignedCall($0) }
            let column = { (token: TokenSyntax) in
                converter.location(for: token.positionAfterSkippingLeadingTrivia).column
            }
            // The error points at the start of the value: the name itself, or an expression holding it
            // (`kind == headerKind ? headerRegistration : footerRegistration`), whose names are all of that type.
            let nearest = whole.min { abs(column($0) - location.column) < abs(column($1) - location.column) }
            let inExpression = whole.filter { column($0) > location.column }
            // A tuple is the value of a call as a whole (`let (a, b) = gallery.preview(for: id)`), never
            // an argument inside it: only a name standing right where the value starts is one.
            let isTuple = TupleValue.elements(of: required) != nil
            let targets =
                nearest.map {
                    column($0) == location.column
                        ? [$0] : isTuple ? [] : inExpression.isEmpty ? [$0] : inExpression
                } ?? []
            for target in targets where result.types[target.text] == nil { result.types[target.text] = required }
            // No inferred name is the value: it is a placeholder's member or call, or a local of the
            // block holding one, which is annotated with the type.
            if targets.isEmpty && required != PlaceholderSource.placeholderType {
                result.placeholderResults.insert(required)
                annotateLocals(
                    as: required, message: message, line: line, column: location.column, tree: tree,
                    converter: converter, lines: lines, context: context, into: &result)
            }
        }
        return result
    }

    /// `… requires that 'HeaderView' inherit from 'UICollectionReusableView'`: the class and the
    /// superclass the compiler asks of it.
    static func requiredSuperclass(_ message: String) -> (type: String, superclass: String)? {
        guard let type = quoted(message, after: "requires that '"),
            let superclass = quoted(message, after: "' inherit from '")
        else { return nil }
        return (type, superclass)
    }

    /// The type and member of a static member read as a whole value (`Book.samples`, not
    /// `Book.samples.first`) starting at block line `line`, `column`.
    /// The static members (`Book.samples`) the compiler's error at (`line`, `column`) is about: the one
    /// it points at, or, when it points at `condition ? a : b`, those among its branches.
    private static func staticMembers(
        at line: Int, column: Int, anywhereOnLine: Bool, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> [(type: String, member: String)] {
        if let found = token(at: line, column: column, tree: tree, converter: converter) {
            // The compiler points at the type (`Book`) or at the member's name (`samples`).
            if let access = found.ancestorOrSelf(mapping: { $0.as(MemberAccessExprSyntax.self) }),
                let base = access.base?.as(DeclReferenceExprSyntax.self),
                found.id == base.baseName.id || found.id == access.declName.baseName.id
            {
                return staticMember(access).map { [$0] } ?? []
            }
            let branches = TernaryBranches.branches(at: found).compactMap {
                $0.as(MemberAccessExprSyntax.self).flatMap(staticMember)
            }
            if !branches.isEmpty { return branches }
        }
        // Borrowed code may stand at other columns than the page's: the line's one static member.
        guard anywhereOnLine else { return [] }
        let onLine = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> (type: String, member: String)? in
            guard converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line,
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == token.id
            else { return nil }
            return staticMember(access)
        }
        return onLine.count == 1 ? onLine : []
    }

    /// `Type.member` as a type's name and a member's, when `access` reads a stored static member (not a
    /// call, not a member of a member) of a type spelled with a capital.
    private static func staticMember(_ access: MemberAccessExprSyntax) -> (type: String, member: String)? {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self),
            case .identifier(let type) = base.baseName.tokenKind, type.first?.isUppercase == true,
            access.parent?.is(MemberAccessExprSyntax.self) != true,
            access.parent?.is(FunctionCallExprSyntax.self) != true
        else { return nil }
        return (type, access.declName.baseName.text)
    }

    /// Makes the binding on page line `line` that reads its value as an optional placeholder
    /// (``OptionalBinding``) read it as an optional `type`; false when there is none.
    private mutating func retypeBoundValue(onLine line: Int, as type: String) -> Bool {
        let placeholder = OptionalBinding.reading(as: PlaceholderSource.placeholderType)
        guard let position = inserted.keys.first(where: { $0.line == line && inserted[$0] == placeholder }) else {
            return false
        }
        inserted[position] = OptionalBinding.reading(as: type)
        return true
    }

    /// Records text to write beside the guide's code, at block positions (line, column) of `lines`, once
    /// each; not on a first line a host or closure opened on, whose columns are not the guide's.
    private mutating func insert(
        _ insertions: [(line: Int, column: Int, text: String)], lines: [SpecExample.Line], context: ImplicitContext
    ) {
        for insertion in insertions
        where lines.indices.contains(insertion.line - 1) && !(Self.firstLineWrapped(context) && insertion.line == 1) {
            let position = Position(line: lines[insertion.line - 1].number, column: insertion.column)
            guard inserted[position]?.contains(insertion.text) != true else { continue }
            inserted[position] = (inserted[position] ?? "") + insertion.text
        }
    }

    /// Annotates the block's local at (`line`, `column`) as `type` (an optional `type` when a `let` or
    /// `var` binds it to an optional chain, `self?.makeSection()`), and, when the error is about a
    /// closure's result, every local the closure returns.
    private static func annotateLocals(
        as type: String, message: String, line: Int, column: Int, tree: SourceFileSyntax,
        converter: SourceLocationConverter, lines: [SpecExample.Line], context: ImplicitContext,
        into result: inout Retyping
    ) {
        let firstLineWrapped = firstLineWrapped(context)
        let returned =
            message.contains("to closure result type '")
            ? returnedLocals(ofClosureAt: line, column: column, tree: tree, converter: converter) : []
        let found = token(at: line, column: column, tree: tree, converter: converter)
        // `cannot assign …` may point at the assignment's left side: the value is its right side.
        let assigned = found.flatMap(assignedName(around:)).map { [$0] } ?? []
        let named = (found.map { [$0] } ?? []) + assigned
        for reference in named + returned {
            guard let binding = localBinding(of: reference, tree: tree, converter: converter),
                lines.indices.contains(binding.line - 1), !(firstLineWrapped && binding.line == 1)
            else { continue }
            result.annotations[Position(line: lines[binding.line - 1].number, column: binding.column)] =
                binding.chained && !binding.unwraps ? type + "?" : type
        }
    }

    /// A host class or a closure opens on the block's first line, so its columns are not the guide's.
    private static func firstLineWrapped(_ context: ImplicitContext) -> Bool {
        context.host != nil || context.supplied.contains { $0.hasPrefix("placed in a closure") }
    }

    /// The token at (`line`, `column`) of the block.
    private static func token(
        at line: Int, column: Int, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> TokenSyntax? {
        tree.tokens(viewMode: .sourceAccurate).first { token in
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return location.line == line && location.column == column
        }
    }

    /// The name on the right of the assignment `token` is in (`cache[index] = section` → `section`).
    private static func assignedName(around token: TokenSyntax) -> TokenSyntax? {
        for node in sequence(first: Syntax(token), next: \.parent) {
            if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return infix.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName
            }
            if let list = node.as(ExprListSyntax.self) {
                let items = Array(list)
                guard let index = items.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index + 1 < items.count
                else { return nil }
                return items[index + 1].as(DeclReferenceExprSyntax.self)?.baseName
            }
            if node.is(CodeBlockItemSyntax.self) { return nil }
        }
        return nil
    }

    /// The names that `return name` statements of the innermost closure around (`line`, `column`) return
    /// (not those of closures or functions nested in it).
    private static func returnedLocals(
        ofClosureAt line: Int, column: Int, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> [TokenSyntax] {
        guard let start = token(at: line, column: column, tree: tree, converter: converter),
            let closure = sequence(first: Syntax(start), next: \.parent).lazy.compactMap({
                $0.as(ClosureExprSyntax.self)
            }).first
        else { return [] }
        final class Returns: SyntaxVisitor {
            var names: [TokenSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let reference = node.expression?.as(DeclReferenceExprSyntax.self) {
                    names.append(reference.baseName)
                }
                return .skipChildren
            }
        }
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(closure.statements)
        return returns.names
    }

    /// Where to annotate the local `reference` names: the end of the name in the nearest `let`/`var`,
    /// `if let` or `guard let` before it that declares it with a value and without a type annotation;
    /// `unwraps` for `if let` and `guard let`; `chained` when its value is an optional chain.
    private static func localBinding(
        of token: TokenSyntax, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> (line: Int, column: Int, unwraps: Bool, chained: Bool)? {
        guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true
        else { return nil }
        final class Bindings: SyntaxVisitor {
            let name: String
            /// Each binding: its name's token, whether it has a type annotation and a value, and whether it unwraps.
            var found: [(name: TokenSyntax, annotated: Bool, value: ExprSyntax?, unwraps: Bool)] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let pattern = node.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name {
                    found.append((pattern.identifier, node.typeAnnotation != nil, node.initializer?.value, false))
                }
                return .visitChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if let pattern = node.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name {
                    found.append((pattern.identifier, node.typeAnnotation != nil, node.initializer?.value, true))
                }
                return .visitChildren
            }
        }
        let bindings = Bindings(name: name)
        bindings.walk(tree)
        guard let binding = bindings.found.last(where: { $0.name.endPosition <= token.position }),
            !binding.annotated, let value = binding.value
        else { return nil }
        let end = converter.location(for: binding.name.endPositionBeforeTrailingTrivia)
        let chained = value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
        return (end.line, end.column, binding.unwraps, chained)
    }

    /// `[T]` from `cannot convert value of type '[__CellSpecPlaceholder]' to expected argument type '[T]'`
    /// and its kin.
    static func requiredArrayType(_ message: String) -> String? {
        let placeholders = "[\(PlaceholderSource.placeholderType)]"
        guard
            message.hasPrefix("cannot convert value of type '\(placeholders)'")
                || message.hasPrefix("cannot assign value of type '\(placeholders)'")
        else { return nil }
        for phrase in [
            "to expected argument type '", "to closure result type '", "to specified type '", "to subscript of type '",
            "to type '",
        ] {
            if let type = quoted(message, after: phrase), type.hasPrefix("["), type.hasSuffix("]") { return type }
        }
        return nil
    }

    /// The type an error says a placeholder must be, from `… to expected argument type 'T'`,
    /// `… to closure result type 'T'`, `… to specified type 'T'`, `… to return type 'T'`,
    /// `… to subscript of type 'T'`, `… to expected condition type 'Bool'` (a placeholder read as a
    /// condition), `… to expected element type 'T'` (an element of an array literal), `argument type '__CellSpecPlaceholder' does not conform to expected
    /// type 'T'` (a protocol), `declared closure result 'T' is incompatible with return type
    /// '__CellSpecPlaceholder'` (a closure's written result), or
    /// `cannot assign value of type '__CellSpecPlaceholder' to type 'T'`.
    static func requiredType(_ message: String, unwrapping: Bool = true) -> String? {
        // `declared closure result 'NSCollectionLayoutSection?' is incompatible with return type
        // '__CellSpecPlaceholder'`: a closure whose signature the guide writes returns a placeholder.
        if message.hasPrefix("declared closure result '"),
            message.hasSuffix("is incompatible with return type '\(PlaceholderSource.placeholderType)'"),
            let type = quoted(message, after: "declared closure result '")
        {
            return unwrapping && type.hasSuffix("?") ? String(type.dropLast()) : type
        }
        // `argument type '__CellSpecPlaceholder' does not conform to expected type 'NSCollectionLayoutEnvironment'`.
        if message.hasPrefix("argument type '\(PlaceholderSource.placeholderType)'"),
            let type = quoted(message, after: "does not conform to expected type '")
        {
            return type
        }
        // The value is a placeholder, or an array of them (a name guessed a list by its plural,
        // `sidebarInsets`), which the name is not when the compiler asks for another type.
        let values = [PlaceholderSource.placeholderType, "[\(PlaceholderSource.placeholderType)]"]
        guard
            values.contains(where: {
                message.hasPrefix("cannot convert value of type '\($0)")
                    || message.hasPrefix("cannot assign value of type '\($0)")
            })
        else { return nil }
        for phrase in [
            "to expected argument type '", "to closure result type '", "to specified type '", "to return type '",
            "to subscript of type '", "to expected condition type '", "to expected element type '", "to type '",
        ] {
            if var type = quoted(message, after: phrase) {
                // A tuple pattern's type (`let (data, _) = session.data(from: url)`): a tuple of placeholders.
                if let elements = TupleValue.elements(of: type) {
                    type =
                        "("
                        + elements.map { $0 == "_" ? PlaceholderSource.placeholderType : $0 }.joined(separator: ", ")
                        + ")"
                }
                // An optional the placeholder could not become is the wrapped type (the value is never nil).
                return unwrapping && type.hasSuffix("?") ? String(type.dropLast()) : type
            }
        }
        return nil
    }

    /// `type 'X' has no member 'm'` → (`X`, `m`).
    static func missingMember(_ message: String) -> (String, String)? {
        guard message.hasPrefix("type '"), let type = quoted(message, after: "type '"),
            let member = quoted(message, after: "has no member '")
        else {
            return nil
        }
        return (type, member)
    }

    static func quoted(_ message: String, after prefix: String) -> String? {
        guard let range = message.range(of: prefix) else { return nil }
        let rest = message[range.upperBound...]
        // Types can hold quotes only in generic arguments, which never do; the type ends at the first `'`.
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// Whether `token` is given to a call that is the value of an assignment (`badge.tintColor =
    /// configuration.imageProperties.resolvedTintColor(for: accent)`): inside the value, not the value.
    private static func isArgumentOfAssignedCall(_ token: TokenSyntax) -> Bool {
        var child = Syntax(token)
        var inArguments = false
        for ancestor in sequence(first: Syntax(token), next: \.parent).dropFirst() {
            defer { child = ancestor }
            if let call = ancestor.as(FunctionCallExprSyntax.self),
                child.id == call.arguments.id || child.id == call.trailingClosure?.id
            {
                inArguments = true
            }
            if let list = ancestor.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
                let elements = Array(list)
                guard let equals = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }),
                    let own = elements.firstIndex(where: { $0.id == child.id })
                else { return false }
                return inArguments && own > equals
            }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return false }
        }
        return false
    }

    /// `name = …` (the name alone on the left of an assignment).
    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        guard let next = reference.nextToken(viewMode: .sourceAccurate) else { return false }
        return next.tokenKind == .equal && reference.parent?.is(MemberAccessExprSyntax.self) != true
    }

    /// The name is the whole value (`using: registration`, `return section`), not the base of a member
    /// access (`item.title`) nor a called function.
    private static func isWholeValue(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
            return false
        }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
            return false
        }
        if reference.parent?.is(SubscriptCallExprSyntax.self) == true { return false }
        return true
    }
}
