import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cellspec watch`: the built binary checks a page, sees it edited, and prints the new result; a
/// page broken mid-edit is reported and the watch goes on.
@Suite struct WatchTests {
    // The limit guards against a hang, not speed: the watch's first check compiles beside every other
    // suite's compiler on two shared cores, and a CI run once took more than ten minutes over the three
    // checks. Each wait below stops well within it, so a watch that never reports fails with its output.
    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"), .timeLimit(.minutes(30)))
    func anEditedPageIsCheckedAgainAndABrokenOneDoesNotStopTheWatch() async throws {
        let failing = "# Page\n\n```swift correct id=sum\nlet total = 1 + 1\n# expect(total == 3)\n```\n"
        let directory = try CellspecRun.directory(["page.md": failing])
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.md")
        let output = directory.appendingPathComponent("watch.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)

        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = ["watch", "page.md", "--jobs", "1", "--interval", "100"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-xdg-tests").path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = process.standardOutput
        try process.run()
        defer {
            if process.isRunning {
                kill(process.processIdentifier, SIGINT)
                process.waitUntilExit()
            }
        }
        func text() -> String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        func waitForReports(_ count: Int) async throws {
            let deadline = Date().addingTimeInterval(540)
            while text().components(separatedBy: "waiting for changes").count <= count {
                #expect(process.isRunning, "the watch ended: \(text())")
                guard process.isRunning, Date() < deadline else { return }
                try await Task.sleep(for: .milliseconds(100))
            }
        }

        try await waitForReports(1)
        #expect(text().contains("total → 2 == 3"), "\(text())")
        #expect(text().contains("0 passed, 1 failed"))

        // Each edit replaces the file at once, as an editor's save does: a plain write truncates and then
        // fills the file, and on a loaded machine a poll between the two sees an empty page, so the
        // watch checks twice and the reports counted below run ahead of the edits.
        // Mid-edit, the page does not parse: the watch says so and keeps going.
        try Data("# Page\n\n```swift correct id=sum bogus=1\nlet total = 1 + 1\n```\n".utf8).write(
            to: page, options: .atomic)
        try await waitForReports(2)
        #expect(text().components(separatedBy: "changed: page.md").count == 2)
        #expect(text().contains("error:"))

        try Data(failing.replacingOccurrences(of: "== 3", with: "== 2").utf8).write(to: page, options: .atomic)
        try await waitForReports(3)
        let last = text().components(separatedBy: "changed: page.md").last ?? ""
        #expect(last.contains("cellspec: 1 passed, 0 failed"), "\(last)")
        #expect(process.isRunning)
    }
}
