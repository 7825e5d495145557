import CellSpecCLI
import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// Pages with the same file name in different folders are checked together without failing each
/// other, and what is cached for one does not depend on the other being compiled beside it.
@Suite struct SamePageNameTests {
    @Test func twoReadmesPassTogetherAndTheCacheStaysClean() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-same-name-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var pages: [String] = []
        for folder in ["guides", "notes"] {
            let directory = scratch.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let page = directory.appendingPathComponent("README.md")
            let code = """
                struct Note { var title: String }
                let note = Note(title: "\(folder)")
                precondition(note.title == "\(folder)")
                print(#fileID, note.title)
                """
            try Data("# \(folder)\n\n```swift correct id=\(folder)-note\n\(code)\n```\n".utf8).write(to: page)
            pages.append(page.path)
        }
        var options = Fixtures.runnerOptions()
        options.cacheDirectory = scratch.appendingPathComponent("cache")

        let together = try await CheckSession(paths: pages, options: options).run().report
        #expect(together.results.map(\.verdict) == [.passed, .passed], "\(together.results.flatMap(\.reasons))")
        #expect(together.results.allSatisfy { $0.compileFindings.isEmpty })
        // Each example knows which page it is from.
        #expect(together.results.first?.runs.first?.output.contains("guides%2FREADME.md guides") == true)

        let alone = try await CheckSession(paths: [pages[1]], options: options).run().report
        #expect(alone.results.map(\.verdict) == [.passed])
        #expect(alone.cacheHits == 1)
    }
}
