import TestSupport
import Testing

@testable import LenientCheck

/// A class shown a piece at a time (`lenient/split-class.md`, written for these tests): its skeleton
/// calls methods that later blocks add in extensions, and the model type it lists is never shown. The
/// class is shared with the extensions' blocks and they with it (``DocumentDeclarations``), so each
/// block compiles with the guide's own code, not a class inference made up.
@Suite(.serialized) struct LenientSplitClassTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/split-class.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The skeleton borrows every extension and runs as the window's root view controller: its
    /// `viewDidLoad` calls the extensions' methods, not functions inference guessed.
    @Test func theSkeletonRunsWithTheExtensionsItCalls() async throws {
        let block = try await result(6)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.filter { $0.hasPrefix("extension ShelfViewController: declared at line") }.count == 4)
        #expect(supplied.contains("shown as a window's root view controller: ShelfViewController"), "\(supplied)")
        #expect(!supplied.contains { $0.hasPrefix("configureDataSource") || $0.hasPrefix("show:") }, "\(supplied)")
    }

    /// Before, each extension's block got a class inference made up, without the guide's nested
    /// `Section` or its `Book.ID` items, and two of them did not compile.
    @Test func eachExtensionBorrowsTheGuidesClass() async throws {
        for line in [33, 45, 62, 76] {
            let block = try await result(line)
            #expect(block.compiled && block.diagnosis == nil, "line \(line): \(block.explanation ?? "") \(block.evidence)")
            let supplied = block.context?.supplied ?? []
            #expect(supplied.contains("ShelfViewController: declared at line 7"), "line \(line): \(supplied)")
            #expect(!supplied.contains { $0.hasPrefix("Section:") }, "line \(line): \(supplied)")
        }
    }
}
