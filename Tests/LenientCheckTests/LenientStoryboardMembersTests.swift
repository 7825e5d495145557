import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A controller shown as its members alone, whose views are `@IBOutlet`s of its storyboard scene
/// (`lenient/storyboard-members.md`, written for these tests): the host standing for it has its
/// outlets connected as the scene would, before its view loads (``StoryboardOutlets/loadingScene(outlets:)``).
@Suite(.serialized) struct LenientStoryboardMembersTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/storyboard-members.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, the outlet was nil when `viewDidLoad()` read it: a crash blamed on the guide.
    @Test func theHostsOutletsAreConnectedBeforeViewDidLoad() async throws {
        let block = try await result(8)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "the host's outlets connected as its storyboard scene would: shelfView: UICollectionView") == true,
            "\(block.context?.supplied ?? [])")
    }

    @Test func aControllerMakingItsOwnViewHasNoScene() async throws {
        let block = try await result(30)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.supplied.contains { $0.hasPrefix("the host's outlets connected") } == false)
    }
}
