import TestSupport
import Testing

@testable import LenientCheck

/// Values inference supplies behave as the guide's code would (`lenient/supplied-values.md`, written
/// for these tests): a placeholder's member read twice is the same value, a call with other arguments
/// another (``PlaceholderSource``); a function the guide declares elsewhere returns an empty snapshot
/// where one is asked for (``GuessedFunctions``); a plain controller runs its setup methods
/// (``EntryPoints``).
@Suite(.serialized) struct LenientSuppliedValuesTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/supplied-values.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Each section's items come from a call with its own argument: they do not collide.
    @Test func aHelperCalledPerSectionGivesEachSectionItsOwnItems() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UIViewController")
    }

    @Test func aMemberReadTwiceIsTheSameItems() async throws {
        let block = try await result(25)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// A call with the same argument is the same item, and one with another argument another.
    @Test func aCallWithTheSameArgumentsGivesTheSameItem() async throws {
        let block = try await result(63)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// The duplicate is the guide's: it appends the same member's items twice.
    @Test func theSameItemsAppendedTwiceStillCollide() async throws {
        let block = try await result(34)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.evidence.contains { $0.contains("diffable.item-identifier-already-exists") })
    }

    @Test func aGuessedFunctionReturnsAnEmptySectionSnapshot() async throws {
        let block = try await result(43)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// The fault shows only when the setup method runs, as the guide's `viewDidLoad` would run it.
    @Test func aPlainControllerRunsItsSetupMethods() async throws {
        let block = try await result(52)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.evidence.contains { $0.contains("diffable.duplicate-item-identifiers") })
        #expect(block.context?.host == "UIViewController")
    }

    /// Swift's own check traps with no line of the guide's; the block reads a placeholder, whose count
    /// is zero where the guide's data would not be: not the guide's error.
    @Test func aTrapOfSwiftsChecksOnAPlaceholdersAnswerIsNotTheGuides() async throws {
        let block = try await result(72)
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .missingContext)
        #expect(block.explanation?.contains("'people'") == true)
    }
}
