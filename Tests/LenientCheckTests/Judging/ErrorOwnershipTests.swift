import SpecPages
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Compile errors UIKit would not give: the model's, the compiler's or inference's, never the
/// guide's (``ErrorOwnership``).
@Suite struct ErrorOwnershipTests {
    func block(_ code: String) -> SpecExample {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($0.element), isHidden: false, number: 10 + $0.offset)
        }
        return SpecExample(
            id: "block", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 6, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: "guide.md", line: 9), codeColumn: 1, lines: lines)
    }

    func error(_ diagnostic: String, line: Int, column: Int, message: String = "") -> Finding {
        Finding(
            kind: .compileError, message: message,
            location: SpecPages.SourceLocation(file: "guide.md", line: line, column: column), diagnostic: diagnostic)
    }

    /// UIKit's declarations as the judge asks them: `UIGridController` declares `scrollViewDidZoom(_:)`
    /// (through a protocol it adopts) and nothing else; any other type is unknown.
    func uikit(_ type: String, _ member: String) -> Bool? {
        type == "UIGridController" ? member == "scrollViewDidZoom(_:)" : nil
    }

    @Test func anOverrideUIKitDeclaresIsTheModelsGap() {
        let code = """
            class Shelf: UIGridController {
                override func scrollViewDidZoom(_ scrollView: UIScrollView) {}
                override func scrollViewDidZoomed(_ scrollView: UIScrollView) {}
            }
            """
        let shown = block(code)
        let declared = error(CompilerDiagnosticName.methodDoesNotOverride, line: 11, column: 19)
        #expect(
            ErrorOwnership.owner(of: declared, block: shown, compiled: shown, uikitDeclares: uikit)
                == .model(what: "`UIGridController.scrollViewDidZoom(_:)` to override"))
        let misnamed = error(CompilerDiagnosticName.methodDoesNotOverride, line: 12, column: 19)
        #expect(
            ErrorOwnership.owner(of: misnamed, block: shown, compiled: shown, uikitDeclares: uikit) == nil,
            "a name UIKit declares nowhere on the chain is the guide's")
    }

    @Test func anImportOfAnSDKFrameworkTheModelLacksIsTheModelsGap() {
        let shown = block("import UIKit\nimport ImageIO\nimport Imagio")
        let sdk = error(CompilerDiagnosticName.noSuchModule, line: 11, column: 8)
        #expect(
            ErrorOwnership.owner(of: sdk, block: shown, compiled: shown, uikitDeclares: uikit)
                == .model(what: "the `ImageIO` framework"))
        let slip = error(CompilerDiagnosticName.noSuchModule, line: 12, column: 8)
        #expect(
            ErrorOwnership.owner(of: slip, block: shown, compiled: shown, uikitDeclares: uikit) == nil,
            "a module the iOS SDK does not have is not the model's gap")
    }

    @Test func anOverrideOfAnUnknownSuperclassIsTheGuidesUnlessInferenceMadeIt() {
        let code = """
            class Shelf: BaseShelf {
                override func scrollViewDidZoom(_ scrollView: UIScrollView) {}
            }
            """
        let shown = block(code)
        let finding = error(CompilerDiagnosticName.methodDoesNotOverride, line: 11, column: 19)
        #expect(ErrorOwnership.owner(of: finding, block: shown, compiled: shown, uikitDeclares: uikit) == nil)
        guard
            case .notTheGuide(let reason)? = ErrorOwnership.owner(
                of: finding, block: shown, compiled: shown, madeUpTypes: ["BaseShelf"], uikitDeclares: uikit)
        else {
            Issue.record("a superclass inference made up declares nothing of the guide's")
            return
        }
        #expect(reason.contains("`BaseShelf`, a class the guide does not show"))
    }

    @Test func theMemberAnOverrideNamesHasItsArgumentLabels() throws {
        let tree = Parser.parse(
            source:
                "class A: UITableViewController {\n  override func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { 1 }\n  override var isEditing: Bool { true }\n}"
        )
        let names = tree.tokens(viewMode: .sourceAccurate).filter {
            $0.text == "tableView" && $0.parent?.is(FunctionDeclSyntax.self) == true || $0.text == "isEditing"
        }
        #expect(
            names.compactMap { ErrorOwnership.overriddenMember(around: Syntax($0)) }.map {
                "\($0.superclass).\($0.member)"
            }
                == ["UITableViewController.tableView(_:heightForRowAt:)", "UITableViewController.isEditing"])
    }

    @Test func aUIKitInitializerThroughAMetatypeIsTheModelsAndAnOwnClassesIsNot() {
        let shown = block("let cell = kind.init(frame: .zero)")
        var generic = error(
            CompilerDiagnosticName.dynamicConstructClass, line: 10, column: 17,
            message: "constructing an object of class type 'T' with a metatype value must use a 'required' initializer")
        generic.notes = ["UICollectionViewCell.swift:20: selected non-required initializer 'init(frame:)'"]
        #expect(
            ErrorOwnership.owner(of: generic, block: shown, compiled: shown, uikitDeclares: uikit)
                == .model(
                    what:
                        "`UICollectionViewCell`'s initializers from Objective-C, which Swift lets a metatype call; the model's are Swift's"
                ),
            "the selected initializer is the model's, so UIKit's, so Objective-C's")
        var own = error(
            CompilerDiagnosticName.dynamicConstructClass, line: 10, column: 17,
            message:
                "constructing an object of class type 'Tile' with a metatype value must use a 'required' initializer")
        own.notes = ["guide.md:4: selected implicit initializer 'init(frame:)'"]
        #expect(
            ErrorOwnership.owner(of: own, block: shown, compiled: shown, uikitDeclares: uikit) == nil,
            "an initializer of the guide's own class is Swift's in UIKit too")
    }

    @Test func theCompilerGivingUpIsNotTheGuides() {
        let shown = block("let x = a.b { $0 }")
        let finding = error(CompilerDiagnosticName.failedToProduceDiagnostic, line: 10, column: 9)
        guard
            case .notTheGuide(let reason)? = ErrorOwnership.owner(
                of: finding, block: shown, compiled: shown, uikitDeclares: uikit)
        else {
            Issue.record("a compiler failure is no verdict")
            return
        }
        #expect(reason.contains("compiler bug"))
    }

    /// The guide's `self` is its class's; outside any type, the statement ran where inference put it.
    @Test func selfOutsideAnyTypeIsInferences() {
        let shown = block("tableView.prefetchDataSource = self")
        let finding = error(CompilerDiagnosticName.cannotFindSelfInScope, line: 10, column: 32)
        guard
            case .notTheGuide(let reason)? = ErrorOwnership.owner(
                of: finding, block: shown, compiled: shown, uikitDeclares: uikit)
        else {
            Issue.record("`self` outside a type is missing context")
            return
        }
        #expect(reason.contains("inside a type the guide does not show"))
    }

    @Test func aReturnOutsideTheGuidesFunctionsIsInferences() {
        let fragment = block("let total = 2\nreturn total")
        let finding = error(CompilerDiagnosticName.returnValueFromVoidFunction, line: 11, column: 8)
        #expect(
            ErrorOwnership.owner(of: finding, block: fragment, compiled: fragment, uikitDeclares: uikit) != nil,
            "the function the fragment returns from is not shown")
        let own = block("func total() {\n    return 2\n}")
        let inOwn = error(CompilerDiagnosticName.returnValueFromVoidFunction, line: 11, column: 12)
        #expect(
            ErrorOwnership.owner(of: inOwn, block: own, compiled: own, uikitDeclares: uikit) == nil,
            "the guide's own function returns nothing, and its return is the guide's error")
    }
}

/// The same, judged by the whole lenient check on a fixture written for the project, with UIKit's
/// declarations from the project's inventory.
@Suite struct LenientErrorOwnershipTests {
    static let fixture = JudgedFixture("lenient/errors-uikit-would-not-give.md", withInventory: true)

    func result(_ line: Int) async throws -> LenientResult { try await Self.fixture.result(line) }

    @Test func aUIKitInitializerThroughAMetatypeIsNotInTheModel() async throws {
        let tile = try await result(5)
        #expect(tile.diagnosis == .notInModel && tile.isUncheckable, "\(tile.explanation ?? "")")
        #expect(tile.explanation?.contains("initializers from Objective-C") == true)
    }

    @Test func anIncorrectBlockIsNotConfirmedByWhatUIKitWouldCompile() async throws {
        let row = try await result(13)
        #expect(row.outcome == .uncheckable && row.diagnosis == .notInModel, "\(row.explanation ?? "")")
    }

    @Test func anOverrideUIKitDeclaresIsNotInTheModel() async throws {
        let shelf = try await result(21)
        #expect(shelf.diagnosis == .notInModel, "\(shelf.explanation ?? "")")
        #expect(
            shelf.explanation?.contains(
                "`UICollectionViewController.scrollViewDidEndZooming(_:with:atScale:)` to override") == true)
    }

    /// UIKit's category on `NSObject` (`awakeFromNib()`), which the root class's class methods mirror:
    /// `override class func awakeFromNib()` compiles against UIKit (it is never called as the instance
    /// hook, but that is advice, not an error).
    @Test func anOverrideOfWhatUIKitAddsToNSObjectIsNotInTheModel() async throws {
        let shelf = try await result(39)
        #expect(shelf.diagnosis == .notInModel, "\(shelf.explanation ?? "")")
        #expect(shelf.explanation?.contains("`UICollectionViewCell.awakeFromNib()` to override") == true)
    }

    @Test func anOverrideOfANameUIKitLacksStaysTheGuidesError() async throws {
        let detail = try await result(31)
        #expect(detail.outcome == .confirmed, "\(detail.explanation ?? "")")
    }

    /// The failed import is reported on the guide's line (the generator hoists it without a
    /// `#sourceLocation`), and an SDK framework the model lacks is the model's gap.
    @Test func anImportOfAnSDKFrameworkTheModelLacksIsNotInTheModel() async throws {
        let thumbnails = try await result(49)
        #expect(thumbnails.diagnosis == .notInModel && thumbnails.isUncheckable, "\(thumbnails.explanation ?? "")")
        #expect(thumbnails.explanation == "model gap: iOS has the `ImageIO` framework, the model does not")
        #expect(thumbnails.evidence.contains { $0.contains("line 51") && $0.contains("no such module 'ImageIO'") })
        #expect(!thumbnails.evidence.contains { $0.contains("generated around") })
    }
}

/// An implicit member given to a call of a type inference made is inference's failure (``InferenceInvolvement``).
@Suite struct ImplicitMemberOnInferredCallTests {
    @Test func anImplicitMemberGivenToAMadeUpCellsCallIsInferences() throws {
        let code = [
            "let tile = collectionView.dequeueReusableCell(withReuseIdentifier: \"tile\", for: indexPath) as! TileCell",
            "tile.configure(with: .red)",
        ]
        let lines = code.enumerated().map { SpecExample.Line(text: $1, isHidden: false, number: 10 + $0) }
        let context = ImplicitContext.infer(lines: lines, vocabulary: ImplicitContextTests.vocabulary)
        let example = SpecExample(
            id: "tile", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: "guide.md", line: 9), codeColumn: 1, lines: context.lines)
        let finding = Finding(
            kind: .compileError, message: "type 'Any' has no member 'red'",
            location: SpecPages.SourceLocation(file: "guide.md", line: 11, column: 23))
        #expect(context.supplied.contains { $0.hasPrefix("TileCell:") && $0.contains("subclass") })
        #expect(InferenceInvolvement.involved(in: finding, context: context, compiled: example) != nil)
    }
}

/// Reading state of a type the guide shows in part is missing context; a slip in a type that shows
/// its state stays the guide's (``ErrorOwnership/unshownState(at:compiled:)``).
@Suite struct UnshownStateTests {
    let owner = ErrorOwnershipTests()

    func judged(_ code: String, _ diagnostic: String, line: Int, column: Int) -> ErrorOwnership.Owner? {
        let shown = owner.block(code)
        return ErrorOwnership.owner(
            of: owner.error(diagnostic, line: line, column: column), block: shown, compiled: shown,
            uikitDeclares: owner.uikit)
    }

    @Test func aTypeShowingOnlyItsMethodsLeavesItsStateOut() {
        let code = """
            struct Shelf: Hashable {
                func hash(into hasher: inout Hasher) {
                    hasher.combine(books)
                }
                static func == (lhs: Shelf, rhs: Shelf) -> Bool {
                    lhs.books == rhs.books
                }
            }
            """
        let bare = judged(code, CompilerDiagnosticName.cannotFindInScope, line: 12, column: 24)
        #expect(
            bare.map { if case .notTheGuide(let reason) = $0 { reason.contains("'books'") } else { false } } == true)
        let member = judged(code, CompilerDiagnosticName.valueHasNoMember, line: 15, column: 13)
        #expect(
            member.map { if case .notTheGuide(let reason) = $0 { reason.contains("`Shelf`") } else { false } } == true)
        // The compiler may point at the dot.
        #expect(judged(code, CompilerDiagnosticName.valueHasNoMember, line: 15, column: 12) != nil)
    }

    @Test func aTypeThatDeclaresStateKeepsItsSlips() {
        let code = """
            struct Shelf: Hashable {
                var books: [String]
                func hash(into hasher: inout Hasher) {
                    hasher.combine(bokos)
                }
            }
            """
        #expect(judged(code, CompilerDiagnosticName.cannotFindInScope, line: 13, column: 24) == nil)
    }

    @Test func onlyTheTypesOwnValuesReadItsState() {
        let code = """
            class ShelfCell: UICollectionViewCell {
                func show(_ other: Library) {
                    title = other.books
                }
                static func make() -> Int { count }
            }
            """
        // `title` is UIKit's (the error would not come); `other.books` is a member of another type.
        #expect(judged(code, CompilerDiagnosticName.valueHasNoMember, line: 12, column: 23) == nil)
        // A static member reads no instance's state.
        #expect(judged(code, CompilerDiagnosticName.cannotFindInScope, line: 14, column: 33) == nil)
        // An extension or an enum is not where stored state would be left out.
        let extended = """
            extension Shelf {
                func count() -> Int { books.count }
            }
            """
        #expect(judged(extended, CompilerDiagnosticName.cannotFindInScope, line: 11, column: 27) == nil)
    }
}

/// A diagnostic quoting a type cellspec made is inference's, whatever it points at (``InferenceInvolvement``).
@Suite struct MadeTypeQuotedTests {
    @Test func anErrorQuotingThePlaceholderIsInferences() throws {
        let lines = [SpecExample.Line(text: "let count: Int = shelf.count", isHidden: false, number: 10)]
        let context = ImplicitContext.infer(lines: lines, vocabulary: ImplicitContextTests.vocabulary)
        let example = SpecExample(
            id: "count", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: "guide.md", line: 9), codeColumn: 1, lines: context.lines)
        let quoting = Finding(
            kind: .compileError, message: "cannot assign value of type '__CellSpecPlaceholder' to type 'Int'",
            location: SpecPages.SourceLocation(file: "guide.md", line: 10, column: 5))
        #expect(
            InferenceInvolvement.involved(in: quoting, context: context, compiled: example) == "a placeholder value")
        // The guide's own mismatch, in a block inference gave nothing, stays the guide's.
        let plain = [SpecExample.Line(text: "let count: Int = \"three\"", isHidden: false, number: 10)]
        let alone = ImplicitContext.infer(lines: plain, vocabulary: ImplicitContextTests.vocabulary)
        var written = example
        written.lines = alone.lines
        let own = Finding(
            kind: .compileError, message: "cannot convert value of type 'String' to specified type 'Int'",
            location: SpecPages.SourceLocation(file: "guide.md", line: 10, column: 18))
        #expect(InferenceInvolvement.involved(in: own, context: alone, compiled: written) == nil)
    }
}

/// Calls of an overload UIKit does not have (``ErrorOwnership/unseenOverload(_:compiled:uikitFunctions:)``).
@Suite struct UnseenOverloadTests {
    let owner = ErrorOwnershipTests()

    /// UIKit's declarations as the rule asks them: `attach` has two overloads, nothing else exists.
    func uikitFunctions(_ name: String) -> Set<String> {
        name == "attach" ? ["attach(_:forShelfWithIdentifier:)", "attach(_:toRackOfKind:withIdentifier:)"] : []
    }

    func judged(_ call: String, have: String, expected: String) -> ErrorOwnership.Owner? {
        let shown = owner.block("let shelf = BookShelf()\nshelf.\(call)")
        let finding = owner.error(
            CompilerDiagnosticName.wrongArgumentLabels, line: 11, column: 13,
            message: "incorrect argument labels in call (have '\(have)', expected '\(expected)')")
        return ErrorOwnership.owner(
            of: finding, block: shown, compiled: shown, uikitDeclares: owner.uikit, uikitFunctions: uikitFunctions)
    }

    @Test func labelsLikeNoneOfUIKitsNameAnExtensionTheGuideDoesNotShow() {
        let owner = judged(
            "attach(volume: Int.self, { 1 })", have: "volume:_:", expected: "_:forShelfWithIdentifier:")
        guard case .notTheGuide(let reason)? = owner else {
            Issue.record("expected missing context, got \(String(describing: owner))")
            return
        }
        #expect(reason.contains("`attach(volume:_:)`"))
        #expect(reason.contains("`attach(_:forShelfWithIdentifier:)`"))
    }

    @Test func labelsLikeUIKitsAreTheGuidesSlip() {
        // One word left out of UIKit's label, and a slip of two letters.
        #expect(
            judged(
                "attach(book, forShelfIdentifier: \"a\")", have: "_:forShelfIdentifier:",
                expected: "_:forShelfWithIdentifier:") == nil)
        #expect(
            judged(
                "attach(book, forShelfWithIdentifeir: \"a\")", have: "_:forShelfWithIdentifeir:",
                expected: "_:forShelfWithIdentifier:") == nil)
        // No label at all: UIKit's label left out.
        #expect(judged("attach(book, \"a\")", have: "_:_:", expected: "_:forShelfWithIdentifier:") == nil)
    }

    @Test func anOverloadUIKitHasIsTheModelsGap() {
        #expect(
            judged(
                "attach(book, toRackOfKind: \"a\", withIdentifier: \"b\")", have: "_:toRackOfKind:withIdentifier:",
                expected: "_:forShelfWithIdentifier:") == .model(what: "`attach(_:toRackOfKind:withIdentifier:)`"))
    }

    @Test func aCallMeasuredAgainstTheGuidesOwnFunctionStaysTheGuides() {
        // The compiler's expected labels are no UIKit overload's: the function it measured is the guide's.
        #expect(judged("attach(volume: 1)", have: "volume:", expected: "_:onto:") == nil)
    }

    @Test func theCallsLinesAreWhereItsArgumentsStand() {
        // Inference's own code may share the guide's first line: the call is found by its labels.
        let shown = owner.block(
            "let shelf = BookShelf(frame: .zero); shelf.attach(\n    volume: Int.self,\n    { 1 }\n) { 2 }\nshelf.reload()"
        )
        let finding = owner.error(
            CompilerDiagnosticName.wrongArgumentLabels, line: 10, column: 13,
            message: "incorrect argument labels in call (have 'volume:_:_:', expected '_:forShelfWithIdentifier:')")
        #expect(ErrorOwnership.callLines(of: finding, compiled: shown) == [10, 11, 12, 13])
    }

    @Test func labelsAreComparedByTheirWords() {
        #expect(ArgumentLabels.words(of: "forShelfWithIdentifier") == ["for", "shelf", "with", "identifier"])
        #expect(ArgumentLabels.areAlike("withIdentifier", "withReuseIdentifier"))
        #expect(!ArgumentLabels.areAlike("view", "forSupplementaryViewOfKind"))
        #expect(ArgumentLabels.labels(of: "attach(_:forShelfWithIdentifier:)") == ["_", "forShelfWithIdentifier"])
    }
}

/// An error in a closure given to a placeholder's method is inference's: the closure's parameters are
/// what the placeholder passes it (``InferenceInvolvement/placeholder(inStatementAt:in:context:)``).
@Suite struct ClosureOfAPlaceholderTests {
    func involved(_ statement: String) -> String? {
        let code = ["var seen = Set<Int>()", statement]
        let lines = code.enumerated().map { SpecExample.Line(text: $1, isHidden: false, number: 10 + $0) }
        let context = ImplicitContext.infer(lines: lines, vocabulary: ImplicitContextTests.vocabulary)
        let example = SpecExample(
            id: "unique", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: "guide.md", line: 9), codeColumn: 1, lines: context.lines)
        let column = statement.distance(from: statement.startIndex, to: statement.range(of: "$0")!.lowerBound) + 1
        let finding = Finding(
            kind: .compileError, message: "cannot convert value of type 'UUID' to expected argument type 'Int'",
            location: SpecPages.SourceLocation(file: "guide.md", line: 11, column: column))
        return InferenceInvolvement.involved(in: finding, context: context, compiled: example)
    }

    @Test func anErrorInAClosureOfAPlaceholdersMethodIsInferences() {
        #expect(involved("let unique = tracks.filter { seen.insert($0.id).inserted }") == "tracks")
        #expect(involved("let unique = tracks.map { [$0].filter { seen.insert($0.id).inserted } }") == "tracks")
    }

    @Test func anErrorInAClosureOfTheGuidesOwnValueStaysTheGuides() {
        #expect(involved("let unique = [UUID()].filter { seen.insert($0).inserted }") == nil)
    }
}
