import DocsRenderer
import Foundation
import Testing

@Suite struct SiteWriterTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writingReplacesTheWholeSiteAndLeavesNoStagingBehind() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        try SiteWriter.write(Site(files: ["index.html": "one", "old.html": "gone soon"]), to: output)
        try SiteWriter.write(Site(files: ["index.html": "two", "sub/page.html": "page"]), to: output)
        let listing = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(listing == ["Generated"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path))
        #expect(SiteWriter.staleFiles(Site(files: ["index.html": "two", "sub/page.html": "page"]), in: output).isEmpty)
    }

    @Test func staleFilesNamesWhatDiffersIsMissingOrShouldNotBeThere() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteWriter.write(Site(files: ["a.html": "a", "b.html": "b", "extra.html": "x"]), to: root.appendingPathComponent("out"))
        let stale = SiteWriter.staleFiles(Site(files: ["a.html": "a", "b.html": "B", "c.html": "c"]), in: root.appendingPathComponent("out"))
        #expect(stale == ["b.html", "c.html", "extra.html"])
    }

    /// Writers racing for one output directory all succeed, and what is left is one writer's whole site.
    @Test func concurrentWritersNeverMixTheirSites() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for round in 0..<10 {
                let site = Site(files: ["index.html": "writer \(writer)", "page-\(writer).html": "round \(round)", "style.css": "\(writer)"])
                do { try SiteWriter.write(site, to: output) } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.all == [])
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let writer = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).dropFirst("writer ".count)
        #expect(files == ["index.html", "page-\(writer).html", "style.css"])
        #expect(try String(contentsOf: output.appendingPathComponent("style.css"), encoding: .utf8) == writer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Generated"])
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []

    func append(_ value: String) { lock.withLock { values.append(value) } }
    var all: [String] { lock.withLock { values } }
}
