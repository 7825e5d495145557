import Foundation
import ModelContract
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The hostile fixture page: every example ends with its own verdict within its limits, and nothing
/// outside the examples' temporary directories changes. The limits are small (5 s, 256 MB) so the
/// page runs in seconds; 3 s was once too little for `fill-disk` (256 MB written) while the whole
/// test suite loaded both cores.
@Suite(.serialized) struct HostileExampleTests {
    static let secret = "cellspec-hostile-secret-\(UUID().uuidString)"

    /// The package's files (outside `.build`) and the places the examples try to write to, before and
    /// after the run, and the run's report.
    static let run: Task<(before: [String], after: [String], report: SuiteReport), Error> = Task {
        setenv("CELLSPEC_HOSTILE_SECRET", secret, 1)
        var options = Fixtures.runnerOptions(timeout: .seconds(5))
        options.memoryLimit = 256 << 20
        let before = surroundings(options.workDirectory)
        let suite = SpecSuite.load(paths: [Fixtures.path("ExampleRunnerTests", "hostile/hostile.md")])
        let report = try await SuiteRunner(options: options).run(suite)
        return (before, surroundings(options.workDirectory), report)
    }

    /// Every file of the package outside `.build` and `.git` (by name: edits made while the tests run
    /// must not count), and every file the hostile examples may have left anywhere they tried.
    static func surroundings(_ workDirectory: URL) -> [String] {
        let files = FileManager.default
        let root = Fixtures.packageRoot
        var entries: [String] = []
        let walk = files.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            if [".build", ".git"].contains(url.lastPathComponent) {
                walk?.skipDescendants()
                continue
            }
            entries.append(url.path)
        }
        entries.sort()
        var directory = workDirectory
        while directory.path != "/" {
            let escape = directory.appendingPathComponent("cellspec-hostile-escape.txt")
            if files.fileExists(atPath: escape.path) { entries.append("escaped to \(escape.path)") }
            directory.deleteLastPathComponent()
        }
        if files.fileExists(atPath: "/cellspec-hostile-escape.txt") { entries.append("escaped to /") }
        for place in ["/tmp", "/var/tmp", "/dev/shm"] {
            let names = (try? files.contentsOfDirectory(atPath: place)) ?? []
            entries += names.filter { $0.hasPrefix("cellspec-hostile-fill") }.map { "escaped to \(place)/\($0)" }
        }
        return entries
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.run.value.report
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    func findings(_ id: String) async throws -> [Finding] {
        try await result(id).runs.flatMap(\.findings)
    }

    @Test func nothingOutsideTheTemporaryDirectoriesChanged() async throws {
        let run = try await Self.run.value
        #expect(run.before.filter { $0.hasPrefix("escaped") } == [])
        let changed = Set(run.before).symmetricDifference(run.after).sorted()
        #expect(changed == [])
    }

    @Test func anInfiniteLoopTimesOut() async throws {
        let result = try await result("infinite-loop")
        #expect(result.verdict == .failed)
        #expect(try await findings("infinite-loop").map(\.kind) == [.timeout])
        let seconds = try #require(result.runs.first?.seconds)
        #expect(seconds < 12, "killed at its 5 s limit, not later")
    }

    @Test func aFatalErrorIsACrashAtItsLine() async throws {
        let crash = try #require(try await findings("fatal-error").first)
        #expect(crash.kind == .crash)
        #expect(crash.message.contains("this example gives up"))
        #expect(crash.location?.line == 16)
    }

    @Test func aMemoryBombRunsOutOfMemory() async throws {
        let found = try await findings("memory-bomb")
        #expect(found.map(\.kind) == [.resourceLimit], "\(found)")
        #expect(found.first?.message.hasPrefix("out of memory") == true)
    }

    /// Whether examples run as a user id of their own here (root, wherever the checkout lies).
    static let switchesUser = ExampleSandbox.switchesUser

    @Test(.enabled(if: switchesUser, "the process limit needs a user id of the example's own, which needs root"))
    func aForkLoopIsRefusedAndLeavesNoProcessBehind() async throws {
        let result = try await result("fork-loop")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let output = try #require(result.runs.first?.output)
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("children: ") })
        let children = line.dropFirst("children: ".count).split(separator: ",").compactMap { pid_t($0) }
        #expect(!children.isEmpty)
        // The children's numbers are the example's PID namespace's: what is looked for is any process
        // of the run's own user id. SIGKILL is delivered asynchronously; a killed child stays a
        // zombie until it is reaped.
        let user = try #require(
            output.split(separator: "\n").first { $0.hasPrefix("uid: ") }.flatMap { UInt32($0.dropFirst(5)) })
        var alive = processes(ofUser: user)
        for _ in 0..<20 where !alive.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            alive = processes(ofUser: user)
        }
        #expect(alive == [], "processes still running after the example ended")
    }

    @Test(.enabled(if: switchesUser, "without a user id of its own the example can write where cellspec can"))
    func writingOutsideTheWorkingDirectoryIsRefused() async throws {
        let result = try await result("write-outside")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test func theEnvironmentCarriesNoSecret() async throws {
        let result = try await result("environment-secret")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let output = try #require(result.runs.first?.output)
        #expect(!output.contains(Self.secret))
        #expect(output.contains("variables: CELLSPEC_IOS,HOME,LANG,PATH,SWIFT_BACKTRACE"))
    }

    @Test(.enabled(if: switchesUser && ExampleSandbox.namespacesWork, "private mounts need root and mount namespaces"))
    func writingFilesStaysInPrivateSizeLimitedMounts() async throws {
        let result = try await result("fill-disk")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    /// The work directory (the result cache, builds, other runs' folders), cellspec's current
    /// directory and `HOME` are hidden, and no other process's descriptors (another run's channel)
    /// can be read.
    @Test(.enabled(if: switchesUser && ExampleSandbox.namespacesWork, "hidden directories need root and namespaces"))
    func nothingBeyondTheExampleIsReached() async throws {
        let result = try await result("reach-beyond")
        #expect(result.verdict == .passed, "\(result.reasons)")
        let output = try #require(result.runs.first?.output)
        let options = Fixtures.runnerOptions()
        #expect(output.contains(options.workDirectory.standardizedFileURL.resolvingSymlinksInPath().path), "\(output)")
    }

    /// `Bundle.main` is made before the executable's folder is hidden (it trapped when made after):
    /// a resource the app would ship is simply not found.
    @Test func theMainBundleIsMadeBeforeItsFolderIsHidden() async throws {
        let result = try await result("main-bundle")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test(.enabled(if: switchesUser && ExampleSandbox.namespacesWork, "a network namespace needs root"))
    func thereIsNoNetwork() async throws {
        let result = try await result("network")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test func printingAHundredMegabytesHitsTheOutputLimit() async throws {
        let result = try await result("print-100-mb")
        let found = result.runs.flatMap(\.findings)
        #expect(found.map(\.kind) == [.resourceLimit], "\(found)")
        #expect(found.first?.message.contains("wrote more than 16 MB") == true)
        let output = try #require(result.runs.first?.output)
        #expect(output.utf8.count < 200 * 1024, "the report keeps 64 KB per stream")
    }
}

/// The running processes whose real user id is `user` (`/proc/PID/status`).
func processes(ofUser user: UInt32) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
        guard let pid = pid_t(entry), isProcessRunning(pid),
            let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
            line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first == Substring("\(user)")
        else { return nil }
        return pid
    }
}

/// Examples that try to decide their own verdict: each one fails for what it really did.
extension HostileExampleTests {
    @Test func aForgedLineIsNotAnEvent() async throws {
        let result = try await result("forge-line")
        #expect(result.verdict == .failed)
        #expect(try await findings("forge-line").allSatisfy { $0.kind != .violation }, "\(result.reasons)")
    }

    @Test func theChannelIsNotAnAPIExamplesCanCall() async throws {
        for id in ["forge-api", "forge-spi", "forge-capture"] {
            let result = try await result(id)
            #expect(result.verdict == .failed, "\(id)")
            #expect(result.compileFindings.contains { $0.kind == .compileError }, "\(id): \(result.reasons)")
        }
        let spi = try await result("forge-spi")
        #expect(spi.compileFindings.contains { $0.message.contains("ModelChannelWriter") }, "\(spi.compileFindings)")
    }

    @Test func truncatingTheChannelOrExitingFromAtexitHidesNothing() async throws {
        let result = try await result("forge-truncate")
        #expect(result.verdict == .failed)
        #expect(try await findings("forge-truncate").map(\.identifier) == ["cell.update-configuration-called-directly"])
    }

    @Test func aRunThatEndsBeforeTheExampleReturnsDidNotFinish() async throws {
        let result = try await result("forge-exit")
        #expect(result.verdict == .failed)
        #expect(try await findings("forge-exit").map(\.identifier) == ["example.did-not-finish"])
    }

    @Test func aFloodIsBoundedAndKeepsNothingBeyondTheBound() async throws {
        let result = try await result("forge-flood")
        #expect(result.verdict == .failed)
        #expect(try await findings("forge-flood").map(\.identifier) == ["channel.flood"])
        let previews = result.runs.map(\.previews.count).reduce(0, +)
        #expect(previews <= ModelContract.ChannelSettings.lineLimit * result.runs.count)
        let encoded = try JSONEncoder().encode(result)
        #expect(encoded.count <= (ModelContract.ChannelSettings.byteLimit + 200_000) * result.runs.count)
    }
}
