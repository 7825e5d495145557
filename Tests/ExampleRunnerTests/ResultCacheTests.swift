import CellSpecCLI
import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// The result cache on a fixture page copied to a scratch directory: a rerun compiles nothing, an
/// edit recompiles only the edited example, and a damaged entry is never trusted.
@Suite(.serialized) struct ResultCacheTests {
    let scratch: URL
    let page: URL
    let cache: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-cache-\(UUID().uuidString)")
        let pages = scratch.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        for name in ["caching.md", "contexts.md"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.path("ExampleRunnerTests", "caching/\(name)"),
                toPath: pages.appendingPathComponent(name).path)
        }
        page = pages.appendingPathComponent("caching.md")
        cache = scratch.appendingPathComponent("cache")
    }

    func check() async throws -> SuiteReport {
        var options = Fixtures.runnerOptions()
        options.cacheDirectory = cache
        return try await CheckSession(paths: [page.path], options: options).run().report
    }

    func verdicts(_ report: SuiteReport) -> [String: ExampleResult.Verdict] {
        Dictionary(uniqueKeysWithValues: report.results.map { ($0.example.id, $0.verdict) })
    }

    func entries() throws -> [URL] {
        let files =
            FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    @Test func aRerunWithNoChangeCompilesAndRunsNothing() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try await check()
        #expect(cold.cacheHits == 0)
        #expect(cold.mergedCompiles == 1)
        #expect(Set(verdicts(cold).values) == [.passed], "\(cold.results.map(\.reasons))")
        let warm = try await check()
        #expect(warm.cacheHits == 4)
        #expect(warm.mergedCompiles == 0)
        #expect(warm.soloTypechecks == 0)
        #expect(warm.typecheckBatches == 0)
        #expect(verdicts(warm) == verdicts(cold))
        #expect(warm.results.map(\.findings) == cold.results.map(\.findings))
    }

    @Test func editingOneExampleRecompilesOnlyIt() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try await check()
        let source = try String(contentsOf: page, encoding: .utf8)
        try source.replacingOccurrences(of: "\"Cached\"", with: "\"Edited\"").write(
            to: page, atomically: true, encoding: .utf8)
        let edited = try await check()
        #expect(edited.cacheHits == 3)
        #expect(edited.mergedCompiles == 1)
        #expect(edited.soloTypechecks == 0)
        #expect(edited.typecheckBatches == 0)
        #expect(Set(verdicts(edited).values) == [.passed])
    }

    @Test func editingOnlyAnExpectationReusesTheRunAndJudgesAgain() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try await check()
        let source = try String(contentsOf: page, encoding: .utf8)
        try source.replacingOccurrences(of: "cannot find 'missingValue'", with: "has no member").write(
            to: page, atomically: true, encoding: .utf8)
        let edited = try await check()
        #expect(edited.cacheHits == 4)
        #expect(verdicts(edited)["also-does-not-compile"] == .failed)
    }

    @Test func corruptTruncatedAndForeignEntriesAreIgnored() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try await check()
        let files = try entries()
        try #require(files.count == 4)
        // Garbage, a truncated entry, and a valid entry stored under another example's key.
        try Data("not json".utf8).write(to: files[0])
        let whole = try Data(contentsOf: files[1])
        try whole.prefix(whole.count / 2).write(to: files[1])
        try Data(contentsOf: files[3]).write(to: files[2])
        let rerun = try await check()
        #expect(rerun.cacheHits == 1)
        #expect(verdicts(rerun) == verdicts(cold))
        #expect(rerun.results.map(\.findings) == cold.results.map(\.findings))
        // The damaged entries were replaced by good ones.
        #expect(try await check().cacheHits == 4)
    }
}

extension ResultCacheTests {
    /// Entries are decoded while the misses compile: a damaged entry is a miss found only then,
    /// checked in a round of its own after the edited example's (two merged compiles).
    @Test func anEditedExampleAndADamagedEntryAreBothCheckedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try await check()
        let files = try entries()
        try #require(files.count == 4)
        let source = try String(contentsOf: page, encoding: .utf8)
        try source.replacingOccurrences(of: "\"Cached\"", with: "\"Edited\"").write(
            to: page, atomically: true, encoding: .utf8)
        let edited = try await check()
        #expect(edited.cacheHits == 3)
        // The first run's entries, three of them the unedited examples' now, all damaged; the
        // edited example edited again.
        for file in files { try Data("{\"formatVersion\": 2".utf8).write(to: file) }
        try source.replacingOccurrences(of: "\"Cached\"", with: "\"Edited again\"").write(
            to: page, atomically: true, encoding: .utf8)
        let rerun = try await check()
        #expect(rerun.cacheHits == 0)
        #expect(rerun.mergedCompiles == 2)
        #expect(Set(verdicts(rerun).values) == [.passed])
        #expect(verdicts(rerun) == verdicts(cold))
        #expect(try await check().cacheHits == 4)
    }

    @Test func aDirectoryOrAFIFOInPlaceOfAnEntryIsIgnoredAndTheRunGoesOn() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try await check()
        let files = try entries()
        try #require(files.count == 4)
        try FileManager.default.removeItem(at: files[0])
        try FileManager.default.createDirectory(at: files[0], withIntermediateDirectories: false)
        try FileManager.default.removeItem(at: files[1])
        #expect(mkfifo(files[1].path, 0o600) == 0)
        let rerun = try await check()
        #expect(rerun.cacheHits == 2)
        #expect(verdicts(rerun) == verdicts(cold))
    }

    @Test func aCacheThatIsNotADirectoryIsOneSentence() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: cache)
        let error = await #expect(throws: RunnerError.self) { try await check() }
        #expect(
            error?.description
                == "cannot use \(cache.path) as the result cache: a file is in the way; make it a writable directory, pass another with --cache, or pass --no-cache"
        )
    }
}
