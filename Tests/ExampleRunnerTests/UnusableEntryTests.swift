import CellSpecCLI
import Foundation
import TestSupport
import Testing

@testable import ExampleRunner

/// What the work directory keeps between runs (the compiler's version, the built model) is a cache:
/// anything unusable in an entry's place is ignored or replaced, never a failure or a hang.
@Suite struct UnusableEntryTests {
    @Test func aFIFOInPlaceOfTheRememberedCompilerVersionIsIgnored() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let found = try await SwiftToolchain.locate()
        let remembered = try #require(SwiftToolchain.rememberedVersionFile(for: found.swiftc, in: work))
        #expect(mkfifo(remembered.path, 0o600) == 0)
        let toolchain = try await SwiftToolchain.locate(versionCache: work)
        #expect(toolchain.version == found.version)
    }

    @Test func aFileInPlaceOfTheBuiltModelIsReplaced() async throws {
        let work = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var options = Fixtures.runnerOptions()
        options.workDirectory = work
        let toolchain = try await SwiftToolchain.locate(versionCache: work)
        let model = try ModelLibrary.locate(sources: options.modelSources, toolchain: toolchain, cacheRoot: work)
        try Data("not a model".utf8).write(to: model.directory)

        let page = Fixtures.path("ExampleRunnerTests", "caching/caching.md")
        let report = try await CheckSession(paths: [page], options: options).run().report
        #expect(report.failedCount == 0)
        #expect(FileManager.default.fileExists(atPath: model.libraryPath.path))
    }
}
