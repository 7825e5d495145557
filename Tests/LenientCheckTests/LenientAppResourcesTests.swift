import SpecPages
import SwiftParser
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A trap the guide wrote for a resource its app ships (`lenient/app-resources.md`, written for
/// these tests): the run has the guide's code but not its app's files, so the trap runs where the
/// app's never would. Not the guide's error (``AppResources``).
@Suite(.serialized) struct LenientAppResourcesTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/app-resources.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The trap is in the loader another block declares: the crash has no line in this block, and
    /// is matched by the message the guide wrote. Before, a document error.
    @Test func aTrapInALentLoaderForAMissingResourceIsNotTheGuides() async throws {
        let block = try await result(20)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .missingContext)
        #expect(block.explanation?.contains("the app's bundle resource named by `file`") == true)
    }

    @Test func aForceUnwrappedLookupOfAResourceIsNotTheGuides() async throws {
        let block = try await result(27)
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.explanation?.contains("the app's bundle resource \"regions\"") == true)
    }

    /// The declaration alone runs nothing: it passes.
    @Test func theLoaderAlonePasses() async throws {
        let block = try await result(7)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    @Test func aTrapIsMatchedByItsLineOrByTheMessageTheGuideWrote() {
        let tree = Parser.parse(
            source: """
                guard let url = Bundle.main.url(forResource: "trails", withExtension: "json") else {
                    fatalError("no \\(kind) trails here")
                }
                if value == nil { fatalError("unrelated") }
                """)
        let traps = AppResources.traps(in: tree)
        #expect(traps.map(\.resource) == ["\"trails\""])
        #expect(traps.first?.message == ["no ", " trails here"])
    }
}
