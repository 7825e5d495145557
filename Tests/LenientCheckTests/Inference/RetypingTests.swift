import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Types read from the compiler's errors about a first attempt, and values made as the model's
/// declarations allow.
@Suite struct RetypingTests {
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

    /// The compiler's wording of a `UUID` read where a `String` is needed, in its three forms.
    @Test func aStringIdentifierIsReadFromTheCompilersWords() {
        #expect(PlaceholderIdentifier.wanted(in: "cannot assign value of type 'UUID' to type 'String?'") == "String")
        #expect(
            PlaceholderIdentifier.wanted(in: "cannot convert value of type 'UUID' to expected argument type 'String'")
                == "String")
        #expect(
            PlaceholderIdentifier.wanted(
                in: "binary operator '==' cannot be applied to operands of type 'String?' and 'UUID'") == "String")
        #expect(PlaceholderIdentifier.wanted(in: "cannot assign value of type 'UUID' to type 'Int'") == nil)
        #expect(PlaceholderIdentifier.wanted(in: "cannot assign value of type 'Date' to type 'String'") == nil)
    }

    @Test func anArgumentTakesTheParameterTypeTheCompilerNames() {
        let code = lines(
            "let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 1)")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        #expect(context.valueTypes["registration"] == Self.placeholder)
        let type = "UICollectionView.CellRegistration<UICollectionViewListCell, Int>"
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '\(Self.placeholder)' to expected argument type '\(type)'", line: 10,
                    column: 64)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types == ["registration": type])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.valueTypes["registration"] == type)
        #expect(
            again.prelude.contains("var registration: \(type) = \(type) { _, _, _ in }"),
            "made with the model's init(handler:)")
    }

    @Test func aNameTheBlockAssignsAValueOfAnotherTypeTakesThatType() {
        let code = lines(
            "dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in nil }")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let made = try? #require(context.valueTypes["dataSource"])
        #expect(made?.hasPrefix("UICollectionViewDiffableDataSource<") == true)
        let given = "UITableViewDiffableDataSource<Int, String>"
        let retyping = Retyping.read(
            errors: [error("cannot assign value of type '\(given)' to type '\(made ?? "")'", line: 10, column: 14)],
            lines: context.lines, context: context)
        #expect(retyping.types == ["dataSource": given])
        #expect(retyping.assigned == ["dataSource"])
    }

    @Test func aStaticMemberOfAGuessedTypeTakesTheTypeAskedForAndAClassItsSuperclass() {
        let code = lines("var stamps: [Stamp] = Stamp.catalogue")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '\(Self.placeholder)' to specified type '[Stamp]'", line: 10,
                    column: 29),
                error(
                    "'UICollectionView.SupplementaryRegistration' requires that 'Stamp' inherit from "
                        + "'UICollectionReusableView'", line: 10, column: 1),
            ],
            lines: context.lines, context: context)
        #expect(retyping.staticMemberTypes == ["Stamp": ["catalogue": "[Stamp]"]])
        #expect(retyping.superclasses == ["Stamp": "UICollectionReusableView"])
    }

    @Test func aNameUsedOnlyAsATruthValueIsABool() {
        for code in [
            "flag.toggle()", "let title = flag ? \"a\" : \"b\"", "if flag { print(1) }", "guard !flag else { return }",
            "let both = flag && other",
        ] {
            let context = ImplicitContext.infer(lines: lines(code), vocabulary: Self.vocabulary)
            #expect(context.valueTypes["flag"] == "Bool", "\(code): \(context.supplied)")
        }
        // Compared, it is not a truth value itself (`==` binds tighter than `&&`).
        let compared = ImplicitContext.infer(
            lines: lines("let same = count == total && ready"), vocabulary: Self.vocabulary)
        #expect(compared.valueTypes["total"] != "Bool", "\(compared.supplied)")
        // Read for a member, it is not only a truth value.
        let context = ImplicitContext.infer(
            lines: lines("if flag.isEmpty { print(flag.count) }"), vocabulary: Self.vocabulary)
        #expect(context.valueTypes["flag"] != "Bool")
    }

    @Test func anArgumentOfTheCallThatIsTheValueKeepsItsType() {
        let code = lines("badgeView.tintColor = rowConfiguration.imageProperties.resolvedTintColor(for: accentColor)")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error("cannot assign value of type '\(Self.placeholder)' to type 'UIColor'", line: 10, column: 56)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types["accentColor"] == nil, "what the call is given is not what it gives")
        #expect(retyping.placeholderResults.contains("UIColor"), "the placeholder's call gives a UIColor")
    }

    @Test func aLocalComparedAsANumberIsAnnotatedWithTheLiteralsDefaultType() {
        let code = lines("let columns = layoutKind.columnCount\nlet wide = columns == 1")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "referencing operator function '==' on 'BinaryInteger' requires that '\(Self.placeholder)' conform to 'BinaryInteger'",
                    line: 11, column: 20)
            ],
            lines: context.lines, context: context)
        #expect(retyping.placeholderResults.contains("Int"))
        #expect(retyping.annotations == [Retyping.Position(line: 10, column: 12): "Int"], "after `columns`")
        #expect(ProtocolDefault.type(in: "requires that '\(Self.placeholder)' conform to 'FloatingPoint'") == "Double")
        #expect(
            ProtocolDefault.type(in: "requires that '\(Self.placeholder)' conform to 'Collection'") == nil,
            "no literal decides a collection's type")
    }

    @Test func aClosureGivenToAPlaceholdersCallHasPlaceholderParameters() {
        let code = lines(
            "store.download(id) { _ in\n    refresh()\n}\nstore.load { asset, error in\n    show(asset)\n}")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error("cannot infer type of closure parameter '_' without a type annotation", line: 10, column: 22),
                error("cannot infer type of closure parameter 'error' without a type annotation", line: 13, column: 20),
            ],
            lines: context.lines, context: context)
        let written = retyping.insertions(in: context.lines).map(\.text)
        #expect(written.contains { $0.hasSuffix("{ (_: \(Self.placeholder)) in") }, "\(written)")
        #expect(
            written.contains { $0.hasSuffix("{ (asset: \(Self.placeholder), error: \(Self.placeholder)) in") },
            "\(written)")
    }

    @Test func aNameAssignedAValueOfAModelTypeIsNilUntilThen() {
        let code = lines(
            "recipeDataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }"
        )
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let type = "UICollectionViewDiffableDataSource<Int, Int>"
        let retyping = Retyping.read(
            errors: [
                error("cannot assign value of type '\(type)' to type '\(Self.placeholder)'", line: 10, column: 20)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types == ["recipeDataSource": type] && retyping.assigned == ["recipeDataSource"])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.prelude.contains("var recipeDataSource: \(type)! = nil"))
        #expect(again.nilValues == ["recipeDataSource"])
    }

    @Test func theBaseOfAMemberAccessIsNotRetyped() {
        let code = lines("content.text = item.title")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error("cannot assign value of type '\(Self.placeholder)' to type 'String?'", line: 10, column: 16)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types.isEmpty, "item.title is a member of item, not item itself")
        #expect(retyping.placeholderResults == ["String"], "the member is read as one (an optional, the wrapped type)")
    }

    @Test func bothBranchesOfAChoiceTakeTheType() {
        let code = lines(
            "let view = collectionView.dequeueConfiguredReusableSupplementary(using: isHeader ? header : footer, for: indexPath)"
        )
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let type = "UICollectionView.SupplementaryRegistration<UICollectionReusableView>"
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '\(Self.placeholder)' to expected argument type '\(type)'", line: 10,
                    column: 73)
            ],
            lines: context.lines, context: context)
        #expect(retyping.types == ["header": type, "footer": type])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.prelude.contains("var header: \(type) = \(type)(elementKind: \"elementKind\") { _, _, _ in }"))
    }

    @Test func aGeneratedTypeGetsTheMembersTheCodeComparesWith() {
        let code = lines("guard let kind = LayoutKind(rawValue: 0) else { fatalError() }\nlet isList = kind == .list")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [error("type 'LayoutKind' has no member 'list'", line: 11, column: 23)], lines: context.lines,
            context: context)
        #expect(retyping.ownTypeMembers == ["LayoutKind": ["list"]])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(
            again.prelude.contains { $0.contains("struct LayoutKind") && $0.contains("static let list = LayoutKind()") }
        )
    }

    @Test func theModelsDeclarationsSayHowToMakeAValue() {
        #expect(
            Self.vocabulary.value(of: "UICollectionLayoutListConfiguration.Appearance")
                == "UICollectionLayoutListConfiguration.Appearance.plain")
        #expect(
            Self.vocabulary.value(of: "UICollectionView.CellRegistration<UICollectionViewListCell, Int>")
                == "UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }")
        #expect(Self.vocabulary.value(of: "NoSuchType") == nil)
    }

    @Test func aFunctionTheGuideDeclaresElsewhereIsACallablePlaceholder() {
        let context = ImplicitContext.infer(
            lines: lines("let view = makeContentView(for: 1)\n_ = view"), vocabulary: Self.vocabulary)
        #expect(context.valueTypes["makeContentView"] == Self.placeholder)
        #expect(context.unresolved.isEmpty)
    }

    /// A value typed by its name (`config`, a content configuration) whose member only one model type
    /// declares is that type, made with the model's initializer (`init(appearance:)`, its enum's first case).
    @Test func aMemberOnlyOneModelTypeDeclaresNamesTheValuesType() {
        let code = lines("config.leadingSwipeActionsConfigurationProvider = nil")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        #expect(context.valueTypes["config"] == "UIListContentConfiguration")
        let retyping = Retyping.read(
            errors: [
                error(
                    "value of type 'UIListContentConfiguration' has no member 'leadingSwipeActionsConfigurationProvider'",
                    line: 10, column: 8)
            ],
            lines: context.lines, context: context, vocabulary: Self.vocabulary)
        #expect(retyping.types == ["config": "UICollectionLayoutListConfiguration"])
        #expect(
            Self.vocabulary.value(of: "UICollectionLayoutListConfiguration")
                == "UICollectionLayoutListConfiguration(appearance: .plain)")
    }

    /// `return self.makeHeroSection()` where the layout needs a section: no name of the block is the
    /// value, so the placeholder's calls can be sections too; the local the same closure returns is
    /// annotated as one.
    @Test func aPlaceholderCallOrLocalTakesTheTypeTheClosureReturns() {
        let code = lines(
            """
            let layout = UICollectionViewCompositionalLayout { index, environment in
                if index == 0 { return store.makeHeroSection() }
                let section = store.makeCarouselSection()
                return section
            }
            """)
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let message =
            "cannot convert value of type '\(Self.placeholder)' to closure result type 'NSCollectionLayoutSection?'"
        let retyping = Retyping.read(
            errors: [error(message, line: 11, column: 28)], lines: context.lines, context: context,
            vocabulary: Self.vocabulary)
        #expect(retyping.placeholderResults == ["NSCollectionLayoutSection"])
        #expect(retyping.types.isEmpty)
        #expect(retyping.annotations == [Retyping.Position(line: 12, column: 16): "NSCollectionLayoutSection"])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.lines.contains { $0.text.contains("let section: NSCollectionLayoutSection = store") })
        #expect(
            again.prelude.contains {
                $0.contains(
                    "func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> NSCollectionLayoutSection { NSCollectionLayoutSection(group:"
                )
            }, "made with the model's init(group:)")
    }

    @Test func aPlaceholderMemberReadAsAnArrayTakesThatArrayType() {
        let code = lines("snapshot.appendItems(store.recipes)")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '[\(Self.placeholder)]' to expected argument type '[Recipe.ID]'",
                    line: 10, column: 22)
            ], lines: context.lines, context: context)
        #expect(retyping.placeholderResults == ["[Recipe.ID]"])
        #expect(
            PlaceholderSource.results([("[Recipe.ID]", "[]")])?.contains(
                "subscript(dynamicMember name: String) -> [Recipe.ID] { [] }") == true)
        #expect(PlaceholderSource.results([("Int", "0")])?.contains("subscript") == false, "Int is a built-in lookup")
    }

    /// `guard let ids = shelf?.bookIDs()` passed where `[Book.ID]` is needed: the binding is annotated
    /// with the unwrapped type; a value assigned through a subscript takes the subscript's type.
    @Test func boundLocalsAreAnnotatedWithTheTypeTheirUseNeeds() {
        let code = lines(
            """
            guard let ids = library.shelf?.bookIDs() else { return }
            snapshot.appendItems(ids)
            let section = planner.section(at: 0)
            cache[0] = section
            """)
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot convert value of type '\(Self.placeholder)' to expected argument type '[Book.ID]' (aka 'Array<UUID>')",
                    line: 11, column: 22),
                error(
                    "cannot assign value of type '\(Self.placeholder)' to subscript of type 'NSCollectionLayoutSection'",
                    line: 13, column: 12),
            ], lines: context.lines, context: context)
        #expect(
            retyping.annotations == [
                Retyping.Position(line: 10, column: 14): "[Book.ID]",
                Retyping.Position(line: 12, column: 12): "NSCollectionLayoutSection",
            ])
        let again = retyping.insertions(in: code).map(\.text)
        #expect(again[0] == "guard let ids: [Book.ID] = library.shelf?.bookIDs() else { return }")
        #expect(again[2] == "let section: NSCollectionLayoutSection = planner.section(at: 0)")
    }

    @Test func aLocalBoundToAnOptionalChainIsAnnotatedOptional() {
        let code = lines("let built = builder?.section(at: 0)\ncache[0] = built")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "cannot assign value of type '\(Self.placeholder)?' to subscript of type 'NSCollectionLayoutSection?'",
                    line: 11, column: 12)
            ], lines: context.lines, context: context)
        #expect(retyping.annotations == [Retyping.Position(line: 10, column: 10): "NSCollectionLayoutSection?"])
    }

    /// A value passed where a model protocol is expected (`layoutEnvironment`) is of that protocol,
    /// made as the model type standing for it (``ModelVocabulary/conformers``), not left nil.
    @Test func aValuePassedAsAProtocolTakesThatProtocol() {
        let code = lines(
            "let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)")
        let context = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary)
        let retyping = Retyping.read(
            errors: [
                error(
                    "argument type '\(Self.placeholder)' does not conform to expected type 'NSCollectionLayoutEnvironment'",
                    line: 10, column: 87)
            ], lines: context.lines, context: context)
        #expect(retyping.types == ["layoutEnvironment": "NSCollectionLayoutEnvironment"])
        let again = ImplicitContext.infer(lines: code, vocabulary: Self.vocabulary, retyping: retyping)
        #expect(again.nilValues.isEmpty)
        #expect(again.prelude.joined(separator: "\n").contains("ModelLayoutEnvironment()"), "\(again.prelude)")
    }
}
