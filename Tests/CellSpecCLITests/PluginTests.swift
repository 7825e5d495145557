import Foundation
import TestSupport
import Testing

/// `swift package cellspec-check Docs` in a small package that depends on cellspec: the plugin finds
/// cellspec's model and contexts, checks the package's page and fails on its failing example.
///
/// SwiftPM builds cellspec (swift-syntax included) again inside the fixture package, which takes
/// minutes on a 2-core machine: the test runs when `CELLSPEC_TEST_PLUGIN=1` (as `.ci/run` may set it).
@Suite struct PluginTests {
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["CELLSPEC_TEST_PLUGIN"] == "1",
            "set CELLSPEC_TEST_PLUGIN=1: builds cellspec in a fixture package"),
        .timeLimit(.minutes(30)))
    func thePluginChecksADependingPackagesDocs() throws {
        let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/CellSpecCLITests/Fixtures/PluginPackage")
        let scratch = Fixtures.packageRoot.appendingPathComponent(".build/plugin-fixture")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-plugin-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--scratch-path", scratch.path, "--disable-sandbox", "cellspec-check", "Docs", "--jobs",
            "1",
        ]
        process.currentDirectoryURL = fixture
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = process.standardOutput
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(process.terminationStatus != 0, "\(text)")
        #expect(text.contains("Docs/titles.md:12:1: error: correct example 'wrong-title' failed"), "\(text)")
        #expect(text.contains("content.text → \"Documents\" == \"Inbox\""), "\(text)")
        #expect(text.contains("cellspec: 1 passed, 1 failed, 0 skipped"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: fixture.appendingPathComponent(".build").path))
    }
}
