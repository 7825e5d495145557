import CellSpecCLI
import DocsRenderer
import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// `--shard i/n` and `cellspec merge`: the merged shards give the unsharded report and site.
@Suite struct ShardTests {
    static let page = Fixtures.path("ExampleRunnerTests", "caching/caching.md")

    func check(_ shard: Shard?) async throws -> (SpecSuite, SuiteReport) {
        try await CheckSession(paths: [Self.page], options: Fixtures.runnerOptions(), shard: shard).run()
    }

    /// The report without what depends on the machine's speed.
    func timeless(_ report: SuiteReport) -> [ExampleResult] {
        report.results.map { result in
            var result = result
            result.runs = result.runs.map { run in
                var run = run
                run.seconds = 0
                return run
            }
            return result
        }
    }

    @Test func shardsSplitByIdAndCoverEveryExampleOnce() throws {
        let examples = SpecSuite.load(paths: [Self.page]).pages.flatMap(\.examples)
        let shards = (1...3).map { Shard(index: $0, count: 3)! }
        for example in examples {
            #expect(shards.count { $0.contains(example) } == 1)
        }
        // Moving an example does not move it to another shard.
        var moved = examples[0]
        moved.location.line += 40
        #expect(shards.map { $0.contains(moved) } == shards.map { $0.contains(examples[0]) })
        #expect(Shard(argument: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(argument: "0/4") == nil)
        #expect(Shard(argument: "5/4") == nil)
        #expect(Shard(argument: "1") == nil)
    }

    @Test func mergingTwoShardsGivesTheUnshardedReportAndSite() async throws {
        let (suite, whole) = try await check(nil)
        let (_, first) = try await check(Shard(index: 1, count: 2))
        let (_, second) = try await check(Shard(index: 2, count: 2))
        #expect(!first.results.isEmpty && !second.results.isEmpty)
        let merged = try ReportMerger.merge([second, first], suite: suite)
        #expect(timeless(merged) == timeless(whole))
        #expect(Site.render(suite: suite, report: merged) == Site.render(suite: suite, report: whole))
        #expect(throws: ReportMerger.Failure.self) { try ReportMerger.merge([first], suite: suite) }
        #expect(throws: ReportMerger.Failure.self) { try ReportMerger.merge([first, first, second], suite: suite) }
    }
}
