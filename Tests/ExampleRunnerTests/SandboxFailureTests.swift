import Foundation
import ModelContract
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A sandbox that cannot be had is the tool's failure, never an example's verdict; and where the
/// work directory lies no longer decides whether the sandbox can be had.
@Suite(.serialized) struct SandboxFailureTests {
    static let page = Fixtures.path("ExampleRunnerTests", "fork-server/orphan.md")

    /// A host whose sandbox step fails (here a stand-in that says so and exits with the sandbox's
    /// status, as the model's `ExampleProcessSandbox.fail` does) makes the run throw: cellspec
    /// exits 3 and caches nothing, instead of failing every example with "exited with status 71".
    @Test func aSandboxStepThatFailsIsAToolFailure() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-sandbox-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = directory.appendingPathComponent("host")
        try """
        #!/bin/sh
        echo "cellspec sandbox: mounting a tmpfs on /tmp failed: Operation not permitted" >&2
        exit \(SandboxSettings.sandboxFailedStatus)

        """.write(to: host, atomically: true, encoding: .utf8)
        chmod(host.path, 0o755)
        let example = try #require(SpecSuite.load(paths: [Self.page]).pages.first?.examples.first)
        let execution = ExampleExecution(
            library: directory.appendingPathComponent("examples.so"), host: host, timeout: .seconds(5),
            memoryLimit: 1 << 30, scratchRoot: directory)
        await #expect(throws: RunnerError.self) {
            _ = try await execution.run(CompileUnit(index: 0, example: example, contexts: []), iOSRelease: 18)
        }
        do {
            _ = try await execution.run(CompileUnit(index: 0, example: example, contexts: []), iOSRelease: 18)
        } catch {
            #expect("\(error)".contains("mounting a tmpfs on /tmp failed"), "\(error)")
        }
    }

    /// The attack's setup: the work directory on a mount of its own under `/tmp` (every run used to
    /// crash with status 71, cached). Now the example's `/tmp` is private and the work directory
    /// hidden, wherever it is mounted.
    @Test(.enabled(if: SuiteRunner.sandboxShortfall == nil, "mounts need root and namespaces"))
    func aWorkDirectoryMountedOfItsOwnUnderTmpWorks() async throws {
        let work = URL(fileURLWithPath: "/tmp/cellspec-mounted-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let mounted = try await ProcessRunner().run(
            URL(fileURLWithPath: "/bin/mount"),
            arguments: ["-t", "tmpfs", "-o", "size=512m", "cellspec-test", work.path],
            timeout: .seconds(10))
        try #require(mounted.termination == .exited(0), "\(mounted.standardError)")
        defer { umount2(work.path, 2) }
        var options = Fixtures.runnerOptions()
        options.workDirectory = work
        options.cacheDirectory = nil
        let report = try await SuiteRunner(options: options).run(SpecSuite.load(paths: [Self.page]))
        #expect(report.results.map(\.verdict) == [.passed], "\(report.results.map(\.reasons))")
    }
}
