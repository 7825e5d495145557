import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// The document is the unit: a guide's declarations reach every block, whatever the order they are
/// shown in (`document/shared-declarations.md`, written for these tests).
@Suite(.serialized) struct LenientSharedDeclarationsTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "document/shared-declarations.md")
        ])
    }

    /// The result of the block whose fence opens at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func anExtensionsFactoryReachesTheBlocksBeforeAndAfterIt() async throws {
        for line in [10, 57] {
            let block = try await result(line)
            #expect(block.outcome == .passed, "line \(line): \(block.explanation ?? "")")
            #expect(block.inferred.contains("extension UICollectionViewCompositionalLayout: declared at line 29"))
        }
    }

    @Test func aCellClassDeclaredAfterItsUseIsTheOneUsed() async throws {
        let block = try await result(17)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.inferred.contains("RecipeTile: declared at line 46"))
    }

    @Test func aProtocolAndItsTypealiasAreShared() async throws {
        let block = try await result(75)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.inferred.starts(with: ["Shelf: declared at line 70", "RecipeSource: declared at line 67"]))
    }

    @Test func blocksThatReferToEachOtherBothCompile() async throws {
        let (cups, litres) = (try await result(87), try await result(96))
        #expect(cups.outcome == .passed && litres.outcome == .passed)
        #expect(cups.inferred.contains("Millilitres: declared at line 97"))
        #expect(litres.inferred.contains("Cups: declared at line 88"))
    }

    @Test func aRedeclaredTypeKeepsEachBlocksOwnAndLendsTheCorrectVersion() async throws {
        let (pantry, bad, good) = (try await result(109), try await result(116), try await result(126))
        #expect(pantry.inferred.contains("Ingredient: declared at line 127"), "the ✅ version, shown later")
        #expect(bad.compiled && good.compiled)
        #expect(good.outcome == .passed)
        #expect(!bad.inferred.contains { $0.hasPrefix("Ingredient:") })
    }

    @Test func aMemberTheGuideDeclaresOnAUIKitTypeIsNeverAModelGap() async throws {
        let block = try await result(149)
        #expect(block.diagnosis == .missingContext)
        #expect(block.explanation?.contains("model gap") == false)
        #expect(block.explanation?.contains("'UITableView.registerRecipeRows', the guide's own member") == true)
    }

    @Test func aMemberOfAGuidesTypeIsNeverAModelGap() async throws {
        let block = try await result(158)
        #expect(block.diagnosis != .notInModel)
        #expect(block.explanation?.contains("model gap") == false)
    }

    @Test func aStoredPropertyOfTheImpliedHostHasItsDeclaredType() async throws {
        let block = try await result(174)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.inferred.contains("chosenTitle: String (declared at line 184)"))
    }
}

extension LenientSharedDeclarationsTests {
    @Test func aDeclarationUsingATypeTheGuideNeverShowsIsSharedWithTheGuess() async throws {
        let block = try await result(191)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.inferred.contains("pantryThumbnail: declared at line 199"))
        #expect(
            block.inferred.contains(
                "PantryAsset: placeholder type (the guide's declaration at line 199 uses it; the guide does not declare it)"
            ))
    }
}

extension LenientSharedDeclarationsTests {
    /// A view shown first without `init?(coder:)` and again complete: the blocks around the first one
    /// borrow it (the version in force where they stand) with the initializer Swift asks for added as
    /// context, while the block that shows it keeps the omission as its own error.
    @Test func aViewShownWithoutItsCoderInitializerIsCompletedWhereItIsBorrowed() async throws {
        let (configuration, view, cell) = (try await result(208), try await result(222), try await result(238))
        let completed =
            "BadgeView: declared at line 223, with the `required init?(coder:)` Swift asks for, which the guide does not show"
        #expect(configuration.outcome == .passed, "\(configuration.explanation ?? "")")
        #expect(configuration.inferred.contains(completed))
        #expect(cell.outcome == .passed, "\(cell.explanation ?? "")")
        #expect(cell.inferred.contains("BadgeConfiguration: declared at line 209"))
        #expect(cell.inferred.contains(completed))
        // The block showing the view: its own omission, judged with the configuration it refers to.
        #expect(view.diagnosis == .documentError, "\(view.explanation ?? "")")
        #expect(view.explanation?.contains("'init(coder:)'") == true)
        #expect(view.inferred.contains("BadgeConfiguration: declared at line 209"))
    }
}

extension LenientSharedDeclarationsTests {
    /// A function whose body needs what the guide never shows is shared by its signature, its body
    /// left out: a call that does not match it is the guide's error, with no guess to fall back on.
    @Test func aFunctionIsSharedByItsSignatureWhenItsBodyNeedsWhatTheGuideDoesNotShow() async throws {
        let call = try await result(276)
        #expect(call.diagnosis == .documentError, "\(call.explanation ?? "")")
        #expect(call.explanation?.contains("extra argument 'animated'") == true, "\(call.explanation ?? "")")
        #expect(
            call.inferred.contains(
                "bannerSection: declared at line 267, its body left out (it needs code the guide does not show)"))
    }
}

extension LenientSharedDeclarationsTests {
    /// `let pantryLayout = pantryLayout()` calls the document's function: the local is not in scope
    /// in its own initializer, so it neither hides the function nor is used before its declaration.
    @Test func aLocalNamedAfterAFunctionStillCallsIt() async throws {
        let block = try await result(300)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.inferred.contains("pantryLayout: declared at line 290"), "\(block.inferred)")
    }
}

extension LenientResult {
    /// What inference supplied (the report's `inferred:` line).
    fileprivate var inferred: [String] { context?.supplied ?? [] }
}
