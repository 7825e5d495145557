import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Fragments that are the body of a function with a result the guide does not show
/// (`lenient/section-providers.md`, written for these tests): a layout's section provider shown as a
/// `switch` whose cases return, inside the controller that holds the factories it calls; a closure
/// whose written result type a guessed factory must give; and a trap the guide wrote for a case its app
/// never meets, reached because inference made the value that chose the branch.
@Suite(.serialized) struct LenientSectionProvidersTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/section-providers.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Returns inside the cases of a `switch` make the fragment a function's body: in the host it is
    /// placed in a closure whose result Swift infers, so it compiles. The placeholder it switches on
    /// matches none of the guide's cases, so its `default: fatalError(…)` runs: inference's doing,
    /// not the guide's error.
    @Test func aSwitchReturningSectionsCompilesAndItsTrapIsInferences() async throws {
        let block = try await result(10)
        #expect(block.compiled, "\(block.evidence)")
        #expect(
            block.context?.supplied.contains("placed in a closure in the host: the block returns a value") == true,
            "\(block.context?.supplied ?? [])")
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .missingContext)
        #expect(block.explanation?.contains("the value of catalogue that chose the branch which traps") == true)
    }

    /// `declared closure result 'NSCollectionLayoutSection?' is incompatible with return type
    /// '__CellSpecPlaceholder'`: the guessed factory's call gives the type the closure declares.
    @Test func aGuessedFactoryGivesTheResultTheClosureDeclares() async throws {
        let block = try await result(33)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains {
                $0.hasPrefix("placeholder members and calls also of type NSCollectionLayoutSection")
            } == true, "\(block.context?.supplied ?? [])")
    }

    /// A cast of a cell the inferred collection view gives back fails (it shows none of the guide's
    /// cells), so the guard's `fatalError` runs: not the guide's error.
    @Test func aGuardTrapOnAnInferredValueIsNotTheGuides() async throws {
        let block = try await result(47)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.explanation?.contains("the value of collectionView that chose the branch which traps") == true)
    }

    /// The same trap reached on the guide's own values is the guide's: nothing inference made chose it.
    @Test func aTrapOnTheGuidesOwnValuesStaysTheGuides() async throws {
        let block = try await result(58)
        #expect(block.outcome == .finding, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .documentError)
    }
}
