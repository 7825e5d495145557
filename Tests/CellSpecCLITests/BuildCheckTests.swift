import Foundation
import TestSupport
import Testing

/// `cellspec build --check` as CI runs it: it fails only when what a page says differs, and then
/// names the page and shows the difference; the provenance file may record another build.
@Suite(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
struct BuildCheckTests {
    static let page = "# Checked page\n\nSome prose.\n\n```swift correct id=one\nprint(1)\n```\n"

    /// Runs the built `cellspec build` with the test model and work directory in `directory`.
    func build(_ arguments: [String], in directory: URL) throws -> CellspecRun {
        try CellspecRun.run(
            ["build", "page.md", "--output", "site"] + arguments + [
                "--model", Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path,
                "--work-directory", Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path,
            ], in: directory)
    }

    /// A directory with `page.md` and the site `cellspec build` wrote for it in `site/`.
    func builtSite() throws -> URL {
        let directory = try CellspecRun.directory(["page.md": Self.page])
        let written = try build([], in: directory)
        #expect(written.status == 0, "\(written.standardError)")
        return directory
    }

    /// Before: the toolchain and the model's hash were in `index.html`, so another compiler or a
    /// comment edited in the model made the check fail.
    @Test func aProvenanceFileFromAnotherBuildIsNotStale() throws {
        let directory = try builtSite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let provenance = directory.appendingPathComponent("site/provenance.json")
        let other = """
            {
              "format" : 1,
              "model" : "0000000000000000-0000000000000000",
              "specPages" : "1111111111111111-1111111111111111",
              "toolchain" : "Swift version 6.0.1 (swift-6.0.1-RELEASE)"
            }

            """
        try Data(other.utf8).write(to: provenance)
        let check = try build(["--check"], in: directory)
        #expect(check.status == 0, "\(check.standardError)")

        // A build that changes no page leaves the provenance of the build that last changed one.
        let rebuilt = try build([], in: directory)
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        #expect(String(decoding: try Data(contentsOf: provenance), as: UTF8.self) == other)
    }

    /// Before: the page was named, with no difference shown.
    @Test func anEditedPageIsNamedWithItsDifference() throws {
        let directory = try builtSite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("site/page.html")
        let html = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let heading = try #require(html.split(separator: "\n").first { $0.contains("<h1") })
        try Data(html.replacingOccurrences(of: heading, with: "<h1>Edited by hand</h1>").utf8).write(to: url)

        let check = try build(["--check"], in: directory)
        #expect(check.status == 1)
        let errors = check.standardError
        #expect(errors.contains("site/page.html: error: stale"))
        #expect(!errors.contains("site/index.html"))
        #expect(errors.contains("--- site/page.html"))
        #expect(errors.contains("@@ -"))
        #expect(errors.contains("\n-<h1>Edited by hand</h1>\n"))
        #expect(errors.contains("\n+\(heading)\n"))
    }
}
