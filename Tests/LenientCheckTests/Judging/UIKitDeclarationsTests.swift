import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// What UIKit declares, read from inventory lines (``UIKitDeclarations``).
@Suite struct UIKitDeclarationsTests {
    /// Inventory lines for a small hierarchy: a cell class under a view class under `NSObject`, a protocol it adopts.
    static let lines = [
        #"{"type":"","declaration":"class Base : NSObject, Traits","signature":{"kind":"class","name":"Base"}}"#,
        #"{"type":"Base","declaration":"var frame: CGRect { get }","signature":{"kind":"var","name":"frame"}}"#,
        #"{"type":"","declaration":"protocol Traits","signature":{"kind":"protocol","name":"Traits"}}"#,
        #"{"type":"Traits","declaration":"var traits: Int { get }","signature":{"kind":"var","name":"traits"}}"#,
        #"{"type":"","declaration":"class Cell : Base","signature":{"kind":"class","name":"Cell"}}"#,
        #"{"type":"Cell","declaration":"func configure(with: Int)","signature":{"kind":"func","name":"configure(with:)"}}"#,
        #"{"type":"","declaration":"class Orphan : Unknown","signature":{"kind":"class","name":"Orphan"}}"#,
        #"{"type":"","declaration":"struct Size : Hashable","signature":{"kind":"struct","name":"Size"}}"#,
        #"{"type":"","declaration":"class Collection : Base","signature":{"kind":"class","name":"Collection"}}"#,
        #"{"type":"","declaration":"func Collections()","signature":{"kind":"func","name":"Collections()"}}"#,
        #"{"type":"Size","declaration":"var width: Double","signature":{"kind":"var","name":"width"}}"#,
        // A category UIKit adds to the root class (`UINibLoading.h`), mirrored as a class method.
        #"{"type":"NSObject","declaration":"func awakeFromNib()","signature":{"kind":"func","name":"awakeFromNib()"}}"#,
        #"{"type":"NSObject","declaration":"class func awakeFromNib()","signature":{"isStatic":true,"kind":"func","name":"awakeFromNib()"}}"#,
    ]

    func declarations(_ lines: [String] = Self.lines) throws -> UIKitDeclarations {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID().uuidString).jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIKitDeclarations.read(jsonLines: url)
    }

    @Test func membersAreFoundOnTheTypeItsSuperclassesAndTheirProtocols() throws {
        let uikit = try declarations()
        #expect(uikit.lacks(member: "configure", on: "Cell") == false, "its own, without argument labels")
        #expect(uikit.lacks(member: "frame", on: "Cell") == false, "its superclass's")
        #expect(uikit.lacks(member: "traits", on: "Cell") == false, "a protocol its superclass adopts")
        #expect(uikit.lacks(member: "swipeActions", on: "Cell") == true)
        #expect(uikit.lacks(member: "height", on: "Size") == true)
        #expect(uikit.lacks(member: "width", on: "Size") == false)
        #expect(
            uikit.lacks(member: "awakeFromNib()", on: "Cell") == false,
            "UIKit's category on NSObject, at the chain's end")
        #expect(uikit.lacks(member: "awakeFromNib(_:)", on: "Cell") == true)
    }

    @Test func anUnknownTypeOrChainTellsNothing() throws {
        let uikit = try declarations()
        #expect(uikit.lacks(member: "anything", on: "Elsewhere") == nil, "a type the inventory does not list")
        #expect(uikit.lacks(member: "anything", on: "Orphan") == nil, "a superclass the inventory does not list")
    }

    @Test func aTypeCounterpartIsAUIKitTypeTheGuidesNameSlipsFrom() throws {
        let uikit = try declarations()
        #expect(uikit.typeCounterpart(of: "COllection") == "Collection", "the same letters in another case")
        #expect(uikit.typeCounterpart(of: "Colletcoin") == "Collection", "two slips in a long name")
        #expect(uikit.typeCounterpart(of: "Colletcion") == "Collection", "two neighbours swapped")
        #expect(uikit.typeCounterpart(of: "Colection") == "Collection", "one letter apart")
        #expect(uikit.typeCounterpart(of: "Collect") == nil, "three letters apart")
        #expect(uikit.typeCounterpart(of: "Collection") == nil, "UIKit has it")
        #expect(uikit.typeCounterpart(of: "Collections") == nil, "a function UIKit declares outside any type")
        #expect(uikit.typeCounterpart(of: "Sizes") == nil, "a short name: another framework's, not a slip")
    }

    @Test func aCounterpartIsAUIKitNameTheGuidesNameVaries() throws {
        let uikit = try declarations()
        #expect(uikit.counterpart(of: "configureCell", on: "Cell") == "Cell.configure", "one name holds the other")
        #expect(uikit.counterpart(of: "traitz", on: "Cell") == "Traits.traits", "a slip of a letter, on any type")
        #expect(uikit.counterpart(of: "snp", on: "Cell") == nil, "a short name of a library's is no UIKit name")
        #expect(uikit.counterpart(of: "reloadEverything", on: "Cell") == nil)
        #expect(UIKitDeclarations.editDistance("kitten", "sitting", limit: 5) == 3)
        #expect(UIKitDeclarations.editDistance("kitten", "sitting", limit: 1) == 2, "counted up to the limit and one")
        #expect(
            UIKitDeclarations.editDistance("UIVeiw", "UIView", limit: 2) == 1, "two neighbours swapped are one slip")
    }

    @Test func functionsAreFoundByBaseNameOnAnyType() throws {
        let uikit = try declarations()
        #expect(uikit.functions(named: "configure") == ["configure(with:)"])
        #expect(uikit.functions(named: "configureAll").isEmpty, "a longer name is another function")
        #expect(uikit.functions(named: "frame").isEmpty, "a property is no function")
    }

    @Test func inheritanceClausesAreReadWithoutGenericArguments() {
        #expect(
            UIKitDeclarations.inheritance(of: "class A<T> : B<T, Int>, P where T : Hashable") == ["B", "P"])
        #expect(UIKitDeclarations.inheritance(of: "struct S") == [])
    }

    @Test func aLineThatIsNotAnEntryIsAnErrorWithItsLine() throws {
        #expect {
            _ = try declarations([Self.lines[0], "{ not json"])
        } throws: { error in
            (error as? UIKitDeclarations.ReadError)?.line == 2
        }
    }

    @Test func theProjectsInventoryKnowsTheListCell() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl")
        let uikit = try UIKitDeclarations.read(jsonLines: url)
        #expect(uikit.lacks(member: "accessories", on: "UICollectionViewListCell") == false)
        #expect(uikit.lacks(member: "contentView", on: "UICollectionViewListCell") == false, "UICollectionViewCell's")
        #expect(uikit.lacks(member: "leadingSwipeActionsConfiguration", on: "UICollectionViewListCell") == true)
        #expect(
            uikit.counterpart(of: "leadingSwipeActionsConfiguration", on: "UICollectionViewListCell")
                == "UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider")
        #expect(uikit.functions(named: "register").contains("register(_:forCellWithReuseIdentifier:)"))
    }

    /// A member of one UIKit class written for its kin — a class with a shared ancestor below
    /// `UIResponder` that is not its subclass — names that member; the same name elsewhere does not.
    @Test func theSameNameOnAKinClassIsTheCounterpart() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl")
        let uikit = try UIKitDeclarations.read(jsonLines: url)
        #expect(uikit.lacks(member: "textLabel", on: "UICollectionViewCell") == true)
        #expect(uikit.counterpart(of: "textLabel", on: "UICollectionViewCell") == "UITableViewCell.textLabel")
        #expect(uikit.counterpart(of: "rowHeight", on: "UICollectionView") == "UITableView.rowHeight")
        #expect(uikit.counterpart(of: "text", on: "UIView") == nil, "a subclass's member: an extension may add it")
        #expect(uikit.counterpart(of: "top", on: "UIView") == nil, "a structure's member is no kin's")
    }

    @Test func proseNamesReleases() {
        #expect(
            LenientDocumentReader.releases(namedIn: "New in iOS 26: glass. Since iOS17.4, and iOS 14+.") == [
                26, 17, 14,
            ])
        #expect(LenientDocumentReader.releases(namedIn: "iOS apps and iPadOS") == [])
    }

    /// Names an older Swift gave UIKit's declarations, which today's Swift rejects as renamed.
    static let renamedLines = [
        #"{"type":"","declaration":"class UIColor : NSObject","signature":{"kind":"class","name":"UIColor"}}"#,
        #"{"type":"UIColor","declaration":"class var black: UIColor { get }","signature":{"isStatic":true,"kind":"var","name":"black"}}"#,
        #"{"type":"","declaration":"class UIFont : NSObject","signature":{"kind":"class","name":"UIFont"}}"#,
        #"{"type":"UIFont","declaration":"class func systemFont(ofSize fontSize: CGFloat) -> UIFont","signature":{"isStatic":true,"kind":"func","name":"systemFont(ofSize:)"}}"#,
        #"{"type":"","declaration":"class UICollectionView : NSObject","signature":{"kind":"class","name":"UICollectionView"}}"#,
        #"{"type":"UICollectionView","declaration":"enum ScrollDirection : Int","signature":{"kind":"enum","name":"ScrollDirection"}}"#,
        #"{"type":"UICollectionView.ScrollDirection","declaration":"case horizontal","signature":{"kind":"case","name":"horizontal"}}"#,
        #"{"type":"UICollectionView","declaration":"class let elementKindSectionHeader: String","signature":{"isStatic":true,"kind":"var","name":"elementKindSectionHeader"}}"#,
        #"{"type":"","declaration":"class UITableView : NSObject","signature":{"kind":"class","name":"UITableView"}}"#,
        #"{"type":"UITableView","declaration":"class let automaticDimension: CGFloat","signature":{"isStatic":true,"kind":"var","name":"automaticDimension"}}"#,
        #"{"type":"","declaration":"struct UIEdgeInsets","signature":{"kind":"struct","name":"UIEdgeInsets"}}"#,
        #"{"type":"","declaration":"func UIApplicationMain()","signature":{"kind":"func","name":"UIApplicationMain()"}}"#,
    ]

    @Test func aCapitalisedCaseOrAFactoryNamedAfterItsTypeIsAnOlderSwiftsName() throws {
        let uikit = try declarations(Self.renamedLines)
        #expect(
            uikit.renamedMember("Horizontal", on: "UICollectionView.ScrollDirection")
                == "UICollectionView.ScrollDirection.horizontal")
        #expect(
            uikit.renamedMember("Horizontal", on: "UICollectionViewFlowLayout.ScrollDirection")
                == "UICollectionView.ScrollDirection.horizontal", "the type as the compiler named it, by its last part")
        #expect(uikit.renamedMember("blackColor", on: "UIColor") == "UIColor.black")
        #expect(uikit.renamedMember("Black", on: "UIColor") == nil, "only cases were capitalised")
        #expect(uikit.renamedMember("systemFontOfSize", on: "UIFont") == "UIFont.systemFont")
        // Not an older name: a name UIKit never had in any Swift.
        #expect(uikit.renamedMember("Vertical", on: "UICollectionView.ScrollDirection") == nil)
        #expect(uikit.renamedMember("greenColor", on: "UIColor") == nil)
        #expect(uikit.renamedMember("horizontal", on: "UICollectionView.ScrollDirection") == nil)
    }

    @Test func aConstructorFunctionOrAGlobalConstantIsAnOlderSwiftsName() throws {
        let uikit = try declarations(Self.renamedLines)
        #expect(uikit.renamedGlobal("UIEdgeInsetsMake") == "UIEdgeInsets.init")
        #expect(uikit.renamedGlobal("CGRectMake") == "CGRect.init", "Core Graphics' geometry")
        #expect(
            uikit.renamedGlobal("UICollectionElementKindSectionHeader") == "UICollectionView.elementKindSectionHeader")
        #expect(uikit.renamedGlobal("UITableViewAutomaticDimension") == "UITableView.automaticDimension")
        // UIKit's own globals, names UIKit never had, and a type's name are not.
        #expect(uikit.renamedGlobal("UIApplicationMain") == nil)
        #expect(uikit.renamedGlobal("UIWidgetMake") == nil)
        #expect(uikit.renamedGlobal("UICollectionElementKindSectionBanner") == nil)
        #expect(uikit.renamedGlobal("UITableView") == nil)
    }
}

/// The judge through the whole lenient check, with the project's inventory.
@Suite(.serialized) struct LenientUIKitNamesTests {
    func run(_ fixture: String) async throws -> LenientJudgedDocument {
        var runner = LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5)))
        runner.uikitDeclarations = try UIKitDeclarations.read(
            jsonLines: Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl"))
        return try #require(
            try await runner.judge(paths: [Fixtures.path("LenientCheckTests", fixture)]).documents.first)
    }

    @Test func aMemberUIKitLacksOnTheGuidesOwnTypeIsTheGuidesError() async throws {
        let document = try await run("lenient/uikit-names.md")
        let own = try #require(document.results.first { $0.block.location.line == 5 })
        #expect(own.outcome == .finding, "\(own.explanation ?? "")")
        #expect(own.diagnosis == .documentError)
        #expect(
            own.explanation?.contains(
                "UIKit declares no `trailingSwipeActionsConfiguration` on UICollectionViewListCell") == true)
        // On a cell inference typed, the type is inference's guess: still not the guide's error.
        let inferred = try #require(document.results.first { $0.block.location.line == 16 })
        #expect(inferred.diagnosis != .documentError, "\(inferred.explanation ?? "")")
        // A name UIKit declares nowhere and has nothing like may be a library's: code the guide does not
        // show, neither its error nor the model's gap (the model's surface is UIKit's, which lacks it).
        let library = try #require(document.results.first { $0.block.location.line == 22 })
        #expect(library.diagnosis == .missingContext, "\(library.explanation ?? "")")
        #expect(library.explanation?.contains("a library's or the app's extension") == true)
    }

    @Test func aTypeNamedWithASlipOfAUIKitTypesNameIsTheGuidesError() async throws {
        let document = try await run("lenient/uikit-names.md")
        let slip = try #require(document.results.first { $0.block.location.line == 46 })
        #expect(slip.outcome == .finding, "\(slip.explanation ?? "")")
        #expect(slip.diagnosis == .documentError, "\(slip.explanation ?? "")")
        #expect(slip.explanation?.contains("UIKit's nearest name is `UICollectionViewListCell`") == true)
        #expect(slip.explanation?.contains("model gap") == false)
        // A type of a framework the model lacks, like no UIKit type, stays the model's gap.
        let other = try #require(document.results.first { $0.block.location.line == 54 })
        #expect(other.diagnosis == .notInModel, "\(other.explanation ?? "")")
    }

    /// An implicit member takes the type of the parameter the guide's call passes it to; a type named as
    /// UIKit's but for case is no type inference makes up (not a section enum for its `Section`).
    @Test func slipsInImplicitMembersAndInLetterCaseAreTheGuidesErrors() async throws {
        let document = try await run("lenient/uikit-names.md")
        let implicit = try #require(document.results.first { $0.block.location.line == 60 })
        #expect(implicit.diagnosis == .documentError, "\(implicit.explanation ?? "")")
        #expect(
            implicit.explanation?.contains("UIKit's nearest name is `NSCollectionLayoutDimension.fractionalWidth`")
                == true)
        let cased = try #require(document.results.first { $0.block.location.line == 66 })
        #expect(cased.diagnosis == .documentError, "\(cased.explanation ?? "")")
        #expect(cased.explanation?.contains("UIKit's nearest name is `NSCollectionLayoutSection`") == true)
        #expect(cased.context?.supplied.contains { $0.hasPrefix("NsCollectionLayoutSection") } == false)
    }

    /// `textLabel` is `UITableViewCell`'s: on a collection-view cell the guide names, it is the guide's
    /// error, and the explanation names the member of the kin class, not a longer name like it.
    @Test func aTableCellsMemberOnACollectionCellIsTheGuidesError() async throws {
        let document = try await run("lenient/uikit-names.md")
        let block = try #require(document.results.first { $0.block.location.line == 74 })
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(
            block.explanation?.contains(
                "UIKit declares no `textLabel` on UICollectionViewCell or on what it inherits") == true)
        #expect(block.explanation?.contains("UIKit's nearest name is `UITableViewCell.textLabel`") == true)
    }

    /// The cell a provider's own collection view gives back is the guide's value, typed by the guide's
    /// call (``OwnValue``); the same cell from a collection view inference made is inference's choice.
    @Test func aMemberLookupOnAValueTheGuidesCodeMakesIsTheGuidesError() async throws {
        let document = try await run("lenient/uikit-names.md")
        let provider = try #require(document.results.first { $0.block.location.line == 82 })
        #expect(provider.diagnosis == .documentError, "\(provider.explanation ?? "")")
        #expect(provider.explanation?.contains("UIKit's nearest name is `UITableViewCell.textLabel`") == true)
        let inferred = try #require(document.results.first { $0.block.location.line == 93 })
        #expect(inferred.diagnosis != .documentError, "\(inferred.explanation ?? "")")
        // A registration written without its generic arguments: the compiler chose the cell's type.
        let unspecialized = try #require(document.results.first { $0.block.location.line == 100 })
        #expect(unspecialized.diagnosis != .documentError, "\(unspecialized.explanation ?? "")")
    }

    @Test func anImportOfALibraryOutsideTheSDKIsLeftOut() async throws {
        let document = try await run("lenient/uikit-names.md")
        let block = try #require(document.results.first { $0.block.location.line == 29 })
        #expect(block.diagnosis == .missingContext, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("no such module") == false, "\(block.explanation ?? "")")
        #expect(
            block.context?.supplied.contains {
                $0.hasPrefix("import Layoutish left out: a library outside the iOS SDK")
            } == true)
    }

    @Test func anIncorrectBlockSayingTheMemberDoesNotExistIsConfirmedByUIKitLackingIt() async throws {
        let document = try await run("lenient/uikit-names.md")
        let block = try #require(document.results.first { $0.block.location.line == 39 })
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "")")
    }

    @Test func aDocumentNamingALaterReleaseKeepsTheModelGap() async throws {
        let document = try await run("lenient/uikit-names-later.md")
        let block = try #require(document.results.first)
        #expect(block.diagnosis == .notInModel, "\(block.explanation ?? "")")
    }

}

/// Which diagnostic columns fall on an implicit member (``InferenceInvolvement/isImplicitMember(at:in:)``).
@Suite struct ImplicitMemberColumnTests {
    func implicit(_ text: String, column: Int) -> Bool {
        let block = SpecExample(
            id: "block", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 6, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: "guide.md", line: 3), codeColumn: 1,
            lines: [SpecExample.Line(text: text, isHidden: false, number: 4)])
        return InferenceInvolvement.isImplicitMember(
            at: SpecPages.SourceLocation(file: "guide.md", line: 4, column: column), in: block)
    }

    @Test func aMemberWithNothingBeforeItsDotIsImplicit() {
        // `f(width: .fractionWidth(1))`: the column on the dot (10) or the name (11).
        #expect(implicit("f(width: .fractionWidth(1))", column: 10))
        #expect(implicit("f(width: .fractionWidth(1))", column: 11))
        #expect(implicit(".absolute(44)", column: 1))
    }

    @Test func aMemberOfAValueOrACallIsNot() {
        #expect(!implicit("size.fractionWidth", column: 5))
        #expect(!implicit("size.fractionWidth", column: 6))
        #expect(!implicit("make().fractionWidth", column: 8))
        #expect(!implicit("cell?.textLabl", column: 7))
    }
}
