import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Placeholders adapt to how the block uses them (``OptionalBinding``, ``TupleValue``, conditions),
/// and a slip of a name the block declares is left to the compiler (``NameSlip``).
@Suite struct AdaptingPlaceholderTests {
    static let vocabulary = ImplicitContextTests.vocabulary
    static let placeholder = PlaceholderSource.placeholderType

    func lines(_ code: String) -> [SpecExample.Line] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: 10 + $0)
        }
    }

    func error(_ message: String, line: Int, column: Int) -> Finding {
        Finding(
            kind: .compileError, message: message, location: SourceLocation(file: "t.md", line: line, column: column))
    }

    @Test func aBoundPlaceholderIsReadAsAnOptional() {
        let code = lines("if let recipe = store.recipe(withID: 3) {\n    _ = recipe\n}")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "initializer for conditional binding must have Optional type, not '\(Self.placeholder)'", line: 10,
                    column: 4)
            ],
            lines: context.lines, context: context)
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.lines[0].text == "if let recipe = (store.recipe(withID: 3)) as \(Self.placeholder)? {")
        // Read again after a second failure, the value is not wrapped twice.
        let twice = Retyping.read(
            errors: [
                error(
                    "initializer for conditional binding must have Optional type, not '\(Self.placeholder)'", line: 10,
                    column: 4)
            ],
            lines: context.lines, context: context, previous: retyping)
        #expect(twice == retyping)
    }

    /// The binding's value, read as an optional placeholder, then assigned where a `UIImage?` goes: it
    /// is read as an optional `UIImage` instead (one attempt later), never as both.
    @Test func aBoundPlaceholderTakesTheOptionalTypeItsUseAsks() {
        let code = lines("if let cached = store.image(for: 3) {\n    photoView.image = cached\n}")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let first = Retyping.read(
            errors: [
                error(
                    "initializer for conditional binding must have Optional type, not '\(Self.placeholder)'", line: 10,
                    column: 4)
            ],
            lines: context.lines, context: context)
        let bound = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: first)
        let second = Retyping.read(
            errors: [
                error(
                    "cannot assign value of type '\(Self.placeholder)?' to type 'UIImage?'", line: 10, column: 35)
            ],
            lines: bound.lines, context: bound, previous: first)
        #expect(second.placeholderResults.contains("UIImage"))
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: second)
        #expect(again.lines[0].text == "if let cached = (store.image(for: 3)) as UIImage? {")
    }

    /// A name inference typed by its name (`selectedItemID` a `UUID`) that the guide binds is an
    /// optional of that type, made holding a value so the code past the binding runs.
    @Test func aNameTypedByItsNameThatTheGuideBindsIsOptional() {
        let code = lines("guard let id = selectedItemID else { return }\n_ = id")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        #expect(context.valueTypes["selectedItemID"] == "UUID")
        let retyping = Retyping.read(
            errors: [
                error("initializer for conditional binding must have Optional type, not 'UUID'", line: 10, column: 7)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types == ["selectedItemID": "UUID?"])
        #expect(retyping.inserted.isEmpty)
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.valueTypes["selectedItemID"] == "UUID?")
        #expect(again.prelude.contains { $0.contains("selectedItemID: UUID? = UUID()") }, "\(again.prelude)")
    }

    @Test func aGuidesOwnNonOptionalBindingIsLeftAlone() {
        let code = lines("let count = 3\nif let same = count {\n    _ = same\n}")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error("initializer for conditional binding must have Optional type, not 'Int'", line: 11, column: 4)
            ],
            lines: context.lines, context: context)
        #expect(retyping.inserted.isEmpty, "the guide's own Int: its error, not inference's")
    }

    @Test func aPlaceholderReadAsAConditionIsABool() {
        let code = lines("let showsHeader = catalog.hasHeader(2)\nlet mode = showsHeader ? 1 : 0\n_ = mode")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '\(Self.placeholder)' to expected condition type 'Bool'", line: 11,
                    column: 12)
            ],
            lines: context.lines, context: context)
        #expect(retyping.placeholderResults == ["Bool"])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.lines[0].text.hasPrefix("let showsHeader: Bool = catalog.hasHeader(2)"))
    }

    @Test func aDestructuredPlaceholderIsATupleOfPlaceholders() {
        #expect(
            Retyping.requiredType("cannot convert value of type '\(Self.placeholder)' to specified type '(_, _)'")
                == "(\(Self.placeholder), \(Self.placeholder))")
        #expect(TupleValue.elements(of: "(id: UUID, url: URL)") == ["UUID", "URL"])
        #expect(TupleValue.elements(of: "([Int: String], Set<Int>)") == ["[Int: String]", "Set<Int>"])
        #expect(TupleValue.elements(of: "(Int) -> Void") == nil)
        #expect(TupleValue.elements(of: "(Int)") == nil)
        let context = WellKnownName.Context(
            names: FreeNames(), vocabulary: Self.vocabulary, sectionType: "Section", itemType: "Int")
        #expect(ImplicitContext.made("(\(Self.placeholder), Int)", context: context) == "(\(Self.placeholder)(), 0)")
    }

    @Test func aSlipOfADeclaredNameIsTheGuidesTypo() {
        #expect(NameSlip.intended(for: "updatedBackingStore", declared: ["updateBackingStore"]) == "updateBackingStore")
        #expect(NameSlip.intended(for: "headerContnet", declared: ["headerContent"]) == "headerContent")
        #expect(NameSlip.intended(for: "recipes", declared: ["recipe"]) == nil, "a plural is another name")
        #expect(NameSlip.intended(for: "cell", declared: ["cells"]) == nil, "short names are not judged")
        #expect(NameSlip.intended(for: "dataSource", declared: ["snapshot"]) == nil)
        #expect(NameSlip.intended(for: "heightCache", declared: ["HeightCache"]) == nil, "a value named after its type")
        let context = ImplicitContext.infer(
            lines: lines("var headerContent = UIListContentConfiguration.groupedHeader()\nlet shown = headerContnet"),
            vocabulary: Self.vocabulary)
        #expect(context.nearMisses == ["headerContnet": "headerContent"])
        #expect(context.valueTypes["headerContnet"] == nil, "inference gives a typo nothing")
        // A slip of a name another block of the document declares (a member of the controller it
        // shows in full) is the guide's typo too; the name itself, declared there, is not.
        let fragment = lines("let shown = self.bookLis.count")
        let documented = ImplicitContext.infer(
            lines: fragment, vocabulary: Self.vocabulary, documentNames: ["bookList", "LibraryController"])
        #expect(documented.nearMisses == ["bookLis": "bookList"])
        let alone = ImplicitContext.infer(lines: fragment, vocabulary: Self.vocabulary)
        #expect(alone.nearMisses.isEmpty)
    }

    @Test func identifiersTakeTheTypeTheBlocksOwnCodeGivesThem() {
        #expect(
            InferredItems.itemType(
                from:
                    "cannot convert value of type '(UICollectionView, IndexPath, Int) -> UICollectionViewCell?' to expected argument type '(UICollectionView, IndexPath, AnyHashable) -> UICollectionViewCell?'"
            ) == "Int")
        #expect(
            InferredItems.itemType(from: "value of type 'AnyHashable' has no member 'imageURL'") == Self.placeholder)
        #expect(InferredItems.itemType(from: "cannot find 'x' in scope") == nil)
        let code = lines(
            "guard let item = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) else { return }\n_ = item.imageURL"
        )
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        #expect(context.valueTypes["dataSource"]?.contains("AnyHashable") == true)
        let retyping = Retyping.read(
            errors: [error("value of type 'AnyHashable' has no member 'imageURL'", line: 11, column: 5)],
            lines: context.lines, context: context)
        #expect(retyping.itemType == Self.placeholder)
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.valueTypes["dataSource"]?.contains(Self.placeholder) == true)
    }

    @Test func aPlaceholderBranchOfAChoiceTakesTheOtherBranchsType() {
        let type = "UICollectionView.SupplementaryRegistration<UICollectionReusableView>"
        #expect(
            TernaryBranches.otherType(
                in: "result values in '? :' expression have mismatching types '\(Self.placeholder)' and '\(type)'")
                == type)
        #expect(
            TernaryBranches.otherType(in: "result values in '? :' expression have mismatching types 'Int' and 'String'")
                == nil, "two of the guide's own types: its error")
        let code = lines("let chosen = isHeader ? header : footer\n_ = chosen")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "result values in '? :' expression have mismatching types '\(Self.placeholder)' and '\(type)'",
                    line: 10, column: 14)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types["footer"] == type && retyping.types["header"] == type)
    }

    @Test func aTypeWrittenWithGenericArgumentsIsAGenericPlaceholder() {
        let context = ImplicitContext.infer(
            lines: lines("func show(_ loader: Loader<String, Int>) {}\nlet other = Cache<Int>()\n_ = other"),
            vocabulary: Self.vocabulary)
        #expect(context.prelude.contains("typealias Loader<T0, T1> = \(Self.placeholder)"))
        #expect(context.prelude.contains("typealias Cache<T0> = \(Self.placeholder)"))
    }
}

/// The block's locals that hold what inference guessed (``GuessedValues``).
@Suite struct GuessedValuesTests {
    @Test func aLocalMadeFromAGuessIsAGuessAndAModelValueIsNot() throws {
        let code = """
            let (data, _) = session.data(from: 1)
            let size = data.count
            var content = cell.defaultContentConfiguration()
            sections.forEach { let section = $0; _ = section }
            """
        let page = String(repeating: "\n", count: 8) + "```swift\n\(code)\n```\n"
        var compiled = try #require(LenientDocumentReader.read(page, path: "test.md").blocks.first?.example)
        let context = ImplicitContext.infer(lines: compiled.lines, vocabulary: ImplicitContextTests.vocabulary)
        compiled.lines = context.lines
        let guessed = GuessedValues.derived(from: context, in: compiled)
        #expect(guessed.isSuperset(of: ["data", "size", "section"]))
        #expect(!guessed.contains("content"), "a content configuration of a model cell is no guess")
    }
}
