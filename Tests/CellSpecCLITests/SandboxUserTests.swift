import ExampleRunner
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The attack's setup: cellspec run as root, as in every CI container, with its default work
/// directory under a home other users cannot enter (`~/.cache/cellspec`, home mode 700). Examples
/// used to run there as root; they run under a user id of their own.
@Suite struct SandboxUserTests {
    @Test(
        .enabled(if: CellspecRun.isAvailable, "needs the built cellspec"),
        .enabled(if: getuid() == 0 && SuiteRunner.sandboxShortfall == nil, "a user id of its own needs root"))
    func examplesRunUnderTheirOwnUserIdWithTheDefaultWorkDirectoryInAPrivateHome() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        chmod(home.path, 0o700)
        let pages = try CellspecRun.directory([
            "page.md": """
            # Who runs

            ```swift correct id=who-runs
            import Glibc
            print("uid \\(getuid())")
            ```

            """
        ])
        defer { try? FileManager.default.removeItem(at: pages) }
        let run = try CellspecRun.run(
            [
                "check", "page.md", "--format", "json", "--model",
                Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path,
            ], in: pages, environment: ["HOME": home.path, "XDG_CACHE_HOME": nil])
        #expect(run.status == 0, "\(run.standardError)")
        // The default work directory was used, under the private home.
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".cache/cellspec").path))
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let results = report?["results"] as? [[String: Any]]
        let runs = results?.first?["runs"] as? [[String: Any]]
        let output = runs?.first?["output"] as? String ?? ""
        let user = try #require(
            output.hasPrefix("uid ") ? UInt32(output.dropFirst(4).prefix { $0.isNumber }) : nil,
            "\(run.standardOutput.prefix(2000))")
        #expect(user != 0)
        #expect(user >= 1_000_000_000)
    }
}
