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
}
