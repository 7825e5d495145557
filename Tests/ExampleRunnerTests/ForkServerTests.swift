import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

/// The fork server: runs forked by it end exactly as runs started as programs of their own, and a
/// server that cannot run an example leaves the run to a program of its own.
@Suite(.serialized) struct ForkServerTests {
    /// The verdict and hostile fixture pages, checked once with fork servers and once without.
    static let reports: Task<(forked: SuiteReport, started: SuiteReport), Error> = Task {
        let pages = ["verdicts/verdicts.md", "hostile/hostile.md", "end-record/end-record.md"].map {
            Fixtures.path("ExampleRunnerTests", $0)
        }
        let suite = SpecSuite.load(paths: pages)
        var options = Fixtures.runnerOptions(timeout: .seconds(5))
        options.memoryLimit = 256 << 20
        options.forkServers = true
        let forked = try await SuiteRunner(options: options).run(suite)
        options.forkServers = false
        let started = try await SuiteRunner(options: options).run(suite)
        return (forked, started)
    }

    /// What a run shows, without how long it took or what a process number or address made it print.
    /// A run cut off at a limit kept as many records as fit in the bytes its addresses took: only
    /// the finding counts.
    static func evidence(_ report: SuiteReport) -> [String] {
        report.results.map { result in
            let runs = result.runs.map { run in
                let cutOff = run.findings.contains { $0.kind == .resourceLimit }
                return "iOS \(run.iOSRelease): "
                    + run.findings.map {
                        "\($0.kind) \($0.identifier ?? "-") \($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
                    }.joined(separator: " | ")
                    + (cutOff ? "" : " previews \(run.previews.count) applies \(run.applies.count)")
            }
            return "\(result.example.id) \(result.verdict) " + runs.joined(separator: "; ")
        }
    }

    /// With servers, every run is counted once, forked or started, and a run starts a program of its
    /// own only when a server declined it. How many the hostile page's servers decline depends on the
    /// machine's load: a server that cannot answer within the example's limit and the grace is
    /// discarded, and after ``ForkServerPool/failureLimit`` discards its binary gets no more servers
    /// (a CI run under load forked 11 of 24), so how many are forked is checked on a page that does
    /// not fight its server (``everyRunOfAPageThatDoesNotFightItsServerIsForked()``). Without
    /// servers none is forked.
    @Test func runsAreForkedWithServersAndStartedWithout() async throws {
        let (forked, started) = try await Self.reports.value
        let runs = forked.results.map(\.runs.count).reduce(0, +)
        #expect(runs > 20)
        #expect(forked.forkedRuns + forked.startedRuns == runs)
        #expect(forked.startedRuns == forked.serverDeclinedRuns, "started \(forked.startedRuns)")
        #expect(started.forkedRuns == 0 && started.startedRuns == runs && started.serverDeclinedRuns == 0)
    }

    /// The verdict page's examples compile, fault, trap and fail assertions, but none kills or
    /// starves its server; with a limit no load reaches, a server forks every one of their runs. (Its
    /// hang is left out: it would hold the run for the whole limit.)
    @Test func everyRunOfAPageThatDoesNotFightItsServerIsForked() async throws {
        var suite = SpecSuite.load(paths: [Fixtures.path("ExampleRunnerTests", "verdicts/verdicts.md")])
        let before = suite.pages[0].examples.count
        suite.pages[0].examples.removeAll { $0.id == "hangs" }
        #expect(suite.pages[0].examples.count == before - 1)
        var options = Fixtures.runnerOptions(timeout: .seconds(60))
        options.forkServers = true
        let report = try await SuiteRunner(options: options).run(suite)
        let runs = report.results.map(\.runs.count).reduce(0, +)
        #expect(runs > 5)
        #expect(report.forkedRuns == runs, "forked \(report.forkedRuns) of \(runs)")
        #expect(report.startedRuns == 0 && report.serverDeclinedRuns == 0)
    }

    @Test func forkedRunsEndExactlyAsStartedOnes() async throws {
        let (forked, started) = try await Self.reports.value
        // The hostile page's timings, memory and process limits depend on the machine's load; its
        // findings do not.
        let forkedEvidence = Self.evidence(forked), startedEvidence = Self.evidence(started)
        #expect(forkedEvidence.count == startedEvidence.count)
        for (one, other) in zip(forkedEvidence, startedEvidence) { #expect(one == other) }
    }

    /// Without a user id of its own (as on a developer's machine), a child that left its process
    /// group is out of reach of the group kill; the server adopted it and kills it.
    @Test func whatARunLeavesRunningOutsideItsGroupIsKilled() async throws {
        let options = Fixtures.runnerOptions()
        let suite = SpecSuite.load(paths: [Fixtures.path("ExampleRunnerTests", "fork-server/orphan.md")])
        let example = try #require(suite.pages.first?.examples.first)
        let toolchain = try await SwiftToolchain.locate(versionCache: options.workDirectory)
        let model = try ModelLibrary.locate(
            sources: options.modelSources, toolchain: toolchain, cacheRoot: options.workDirectory)
        try await model.build(toolchain: toolchain)
        let directory = options.workDirectory.appendingPathComponent("fork-server-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try await MergedBuild(
            toolchain: toolchain, model: model, directory: directory.appendingPathComponent("build"), swiftVersion: 5,
            jobs: 2, compileTimeout: .seconds(300)
        ).run([CompileUnit(index: 0, example: example, contexts: [])])
        let binary = try #require(build.binary, "\(build.findings)")
        let workspace = directory.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let server = try ForkServer(binary: model.hostPath, environment: ExampleExecution.sharedEnvironment)
        let outcome = try #require(
            await server.run(
                "0 \(binary.path)", timeout: .seconds(10), workspace: workspace, environment: ["HOME": workspace.path],
                channel: try ModelChannel(), outputLimit: 1024))
        await server.stop()
        #expect(outcome.termination == .exited(0), "\(outcome.standardError)")
        let left = try #require(
            outcome.standardOutput.split(separator: " ").last.flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            })
        #expect(kill(left, 0) == -1 && errno == ESRCH, "process \(left) is still running")
        kill(left, SIGKILL)
    }

    @Test func aBinaryThatDoesNotServeRunsNothingAndIsGivenUp() async throws {
        let pool = ForkServerPool(environment: ExampleExecution.sharedEnvironment)
        let binary = URL(fileURLWithPath: "/bin/true")
        for _ in 0..<ForkServerPool.failureLimit {
            let server = try #require(await pool.take(binary))
            let answer = await server.run(
                "1", timeout: .seconds(2), workspace: FileManager.default.temporaryDirectory, environment: [:],
                channel: try ModelChannel(), outputLimit: 1024)
            #expect(answer == nil)
            await pool.discard(server)
        }
        #expect(
            await pool.take(binary) == nil, "after \(ForkServerPool.failureLimit) failures the binary gets no server")
        #expect(await pool.forkedRuns == 0)
    }

    @Test func aServerThatNeverAnswersIsKilledPastTheLimit() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-silent-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let silent = directory.appendingPathComponent("silent")
        try "#!/bin/sh\nexec sleep 600\n".write(to: silent, atomically: true, encoding: .utf8)
        chmod(silent.path, 0o755)
        let server = try ForkServer(binary: silent, environment: ExampleExecution.sharedEnvironment)
        let answer = await server.run(
            "1", timeout: .seconds(1), workspace: directory, environment: [:], channel: try ModelChannel(),
            outputLimit: 1024)
        #expect(answer == nil)
        await server.stop()
    }
}
