import SwiftParser
import TestSupport
import Testing

@testable import LenientCheck

/// Members shown with an initializer of their own (`lenient/initializers.md`, written for these
/// tests): the host inference writes around them is the class the `super.init(…)` call names, and it
/// has the `init?(coder:)` Swift asks of a class declaring its own initializer (``HostChoice``).
@Suite(.serialized) struct LenientInitializersTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/initializers.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aControllerCallingSuperInitWithALayoutIsACollectionViewController() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UICollectionViewController")
    }

    @Test func aViewCallingSuperInitWithAFrameGetsTheCoderInitializerItLeavesOut() async throws {
        let block = try await result(23)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// A class the guide shows whole keeps Swift's error: its `init?(coder:)` is the guide's to write.
    @Test func aWholeClassWithoutTheCoderInitializerIsTheGuidesError() async throws {
        let block = try await result(34)
        #expect(!block.compiled)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
    }

    @Test func theSuperInitializersLabelsNameTheClass() {
        let vocabulary = ImplicitContextTests.vocabulary
        func named(_ call: String, over current: String) -> String? {
            let tree = Parser.parse(source: "init() { \(call) }")
            guard let shape = HostChoice.superInitializerCall(in: tree) else { return "no call" }
            return HostChoice.initializedSuperclass(shape, over: current, vocabulary: vocabulary)
        }
        #expect(
            named("super.init(collectionViewLayout: layout)", over: "UIViewController") == "UICollectionViewController")
        #expect(named("super.init(style: .plain)", over: "UIViewController") == "UITableViewController")
        #expect(named("super.init(frame: .zero)", over: "UIViewController") == "UIView")
        #expect(named("super.init(style: .default, reuseIdentifier: id)", over: "UIView") == "UITableViewCell")
        // The host chosen takes the call: it stays.
        #expect(named("super.init(nibName: nil, bundle: nil)", over: "UIViewController") == nil)
        #expect(named("super.init(frame: frame)", over: "UICollectionViewListCell") == nil)
    }
}
