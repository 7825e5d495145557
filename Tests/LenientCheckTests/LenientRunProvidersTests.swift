import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Code UIKit runs only when asked (`lenient/run-providers.md`, written for these tests): a
/// supplementary view provider runs for the kinds the fragment registers its views for
/// (``SupplementaryExercise``), and a controller's setup methods shown without the `viewDidLoad`
/// that calls them run once its view loaded (``EntryPoints``).
@Suite(.serialized) struct LenientRunProvidersTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/run-providers.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aHeaderProviderRunsForTheKindItsRegistrationNames() async throws {
        let block = try await result(10)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "dataSource shown with two items, in a list layout placing supplementary views of kind UICollectionView.elementKindSectionHeader"
            ) == true, "\(block.context?.supplied ?? [])")
    }

    @Test func aRegistrationMadeInTheHeaderProviderIsRefused() async throws {
        let block = try await result(23)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.findings.contains { $0.identifier == "registration.created-in-provider" })
    }

    @Test func setupMethodsShownWithoutTheirViewDidLoadRun() async throws {
        let incorrect = try await result(38)
        #expect(incorrect.outcome == .confirmed, "\(incorrect.explanation ?? "") \(incorrect.evidence)")
        #expect(incorrect.findings.contains { $0.identifier == "registration.created-in-provider" })
        #expect(
            incorrect.context?.supplied.contains(
                "run once the view loaded, as the guide's viewDidLoad would: configureDataSource(), applyInitialSnapshot()"
            ) == true, "\(incorrect.context?.supplied ?? [])")
        let correct = try await result(60)
        #expect(correct.outcome == .passed, "\(correct.explanation ?? "") \(correct.evidence)")
    }

    /// What a `viewDidLoad` the guide shows calls is the guide's choice: nothing else is called.
    @Test func aShownViewDidLoadCallsOnlyWhatTheGuideCalls() async throws {
        let block = try await result(82)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.context?.supplied.contains { $0.hasPrefix("run once the view loaded") } == false)
    }

    /// A kind spelled by a static member another block declares (`ShelfKind.banner`) is read: the
    /// provider runs, and the registration it makes is refused as UIKit refuses it.
    @Test func aKindTheGuideNamesInAnotherBlockIsShown() async throws {
        let block = try await result(118)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.findings.contains { $0.identifier == "registration.created-in-provider" })
        #expect(
            block.context?.supplied.contains { $0.hasSuffix("supplementary views of kind ShelfKind.banner") } == true)
    }

    /// The provider runs once the setup method is called; the identifier it dequeues, which the block
    /// never registers, is the guide's registration elsewhere, not a fault of the guide's code.
    @Test func anIdentifierTheBlockNeverRegistersIsRegisteredBeforeTheProviderRuns() async throws {
        let block = try await result(95)
        #expect(block.compiled && block.diagnosis == nil, "\(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "the cells the data source dequeues by identifier registered, as the guide does where the block does not show"
            ) == true)
    }
}
