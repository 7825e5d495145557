import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cellspec build` as a process: killed midway it leaves the previous site as it was, and two
/// builds into one output directory at once leave one complete site, never a mix of the two.
@Suite struct ConcurrentBuildTests {
    static let binary = Fixtures.cellspecBinary

    /// A directory with a one-example page named `name.md`, and the output directory beside it.
    func workspace() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-builds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A page with one example that prints its name after sleeping for `seconds`.
    func page(_ name: String, in directory: URL, sleeping seconds: Int = 0) throws -> URL {
        let folder = directory.appendingPathComponent("spec-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).md")
        let code = "sleep(\(seconds))\nprint(\"\(name)\")"
        try Data("# Page \(name)\n\n```swift correct id=\(name)\n\(code)\n```\n".utf8).write(to: url)
        return url
    }

    func build(_ page: URL, output: URL) throws -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = [
            "build", page.path, "--output", output.path, "--model",
            Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path,
            "--work-directory", Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path, "--jobs",
            "1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func listing(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func aBuildKilledMidwayLeavesThePreviousSiteIntact() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: output.appendingPathComponent("index.html"))
        try Data("cellspec-site 1\n".utf8).write(to: output.appendingPathComponent(".cellspec-site"))

        // The example sleeps 4 s, so both kills land before the site is written: one while compiling,
        // one while the example runs. The wait blocks its thread: a `Task.sleep` resumes only when a
        // concurrency thread is free, which other suites running at once can delay past the build's end.
        for delay in [300, 2500] {
            let process = try build(try page("killed", in: root, sleeping: 4), output: output)
            Thread.sleep(forTimeInterval: Double(delay) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "the build was still running at \(delay) ms")
            #expect(listing(output) == [".cellspec-site", "index.html"])
            #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func twoBuildsAtOnceLeaveOneCompleteSite() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        let first = try build(try page("first", in: root), output: output)
        let second = try build(try page("second", in: root), output: output)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(second.terminationStatus == 0)

        let files = (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? [])
            .filter {
                $0.hasSuffix(".html") && !["index.html", "api-reference.html"].contains($0) && !$0.hasPrefix("api/")
            }
        #expect(files.count == 1, "one page, from one of the builds: \(files)")
        let winner = try #require(files.first).hasSuffix("first.html") ? "first" : "second"
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("\(winner).html"))
        #expect(!index.contains("\(winner == "first" ? "second" : "first").html"))
        #expect(listing(root).filter { $0.hasPrefix(".") } == [], "no staging or retired directory left behind")
    }
}
