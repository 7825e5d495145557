import ExampleRunner
import Foundation
import TestSupport
import Testing

/// `check --lenient --site DIR` and `merge --output DIR` of lenient shards, run as a user runs them.
@Suite(.serialized, .enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
struct LenientSiteCommandTests {
    static let mixed = Fixtures.path("LenientCheckTests", "lenient/mixed.md")

    /// A scratch folder for one test, removed after it.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The site holds a page for the guide and an index whose counts are the JSON report's, written
    /// with the report by the same run; it carries the site marker, so a second run may replace it.
    @Test func checkWritesTheGuideSiteWithTheReportsCounts() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site"), report = folder.appendingPathComponent("report.json")
        let arguments = [
            "check", "--lenient", "--site", site.path, "--report", report.path, "--filter", "left-out", Self.mixed,
        ]
        let run = try CellspecRun.run(arguments)
        #expect([0, 1].contains(run.status), "\(run.standardError)")
        #expect(run.standardOutput.contains("cellspec: wrote "), "\(run.standardOutput)")
        let decoded = try SuiteReport.decodeJSON(try Data(contentsOf: report))
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        let rows = LenientSiteIndex.counts(in: index)
        let counts = try #require(decoded.summary(forPage: Self.mixed).lenient)
        let row = try #require(rows[Self.mixed], "\(rows.keys)")
        #expect(row["blocks"] == counts.blocks && counts.blocks == 2)
        #expect(row["passed"] == counts.passed && row["findings"] == counts.findings)
        #expect(row["not-checkable"] == counts.notCheckable && row["compiled"] == counts.compiled)
        let page = try String(contentsOf: site.appendingPathComponent("guides/mixed.html"), encoding: .utf8)
        for result in decoded.results { #expect(page.contains("id=\"\(result.example.anchor)\"")) }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".cellspec-site").path))

        let again = try CellspecRun.run(arguments)
        #expect(again.status == run.status, "a site cellspec wrote is replaced: \(again.standardError)")
    }

    /// A folder cellspec did not write is refused before anything is compiled, and left as it was.
    @Test func aFolderCellspecDidNotWriteIsRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        let run = try CellspecRun.run(["check", "--lenient", "--site", folder.path, Self.mixed])
        #expect(run.status == 2)
        #expect(run.standardError.contains("it is not empty and cellspec did not write it"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "nothing was checked")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])

        let guideFolder = URL(fileURLWithPath: Self.mixed).deletingLastPathComponent()
        let inside = try CellspecRun.run(["check", "--lenient", "--site", guideFolder.path, Self.mixed])
        #expect(inside.status == 2)
        #expect(inside.standardError.contains("contains the input"), "\(inside.standardError)")
    }

    /// A strict check has no `--site`: refused when the command is parsed, pointing at `build`.
    @Test func aStrictCheckRefusesSiteAtParseTime() throws {
        let run = try CellspecRun.run(["check", "--site", "Somewhere", "Spec"])
        #expect(run.status == 2, "a usage error")
        #expect(run.standardError.contains("--site applies to --lenient"), "\(run.standardError)")
        #expect(run.standardError.contains("cellspec build --output DIR"))
        #expect(!FileManager.default.fileExists(atPath: Fixtures.packageRoot.appendingPathComponent("Somewhere").path))
    }

    /// `merge` of lenient shards writes the site one unsharded run writes, with `--output`; without
    /// it, none.
    @Test func mergeOfLenientShardsWritesTheSameSite() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let filter = ["--filter", "left-out"]
        let whole = try CellspecRun.run(["check", "--lenient", "--site", path("whole")] + filter + [Self.mixed])
        #expect([0, 1].contains(whole.status), "\(whole.standardError)")
        for shard in ["1/2", "2/2"] {
            let run = try CellspecRun.run(
                ["check", "--lenient", "--shard", shard, "--report", path("shard\(shard.prefix(1)).json")] + filter
                    + [Self.mixed])
            #expect([0, 1].contains(run.status), "\(run.standardError)")
        }
        let merged = try CellspecRun.run([
            "merge", path("shard1.json"), path("shard2.json"), "--output", path("merged"),
        ])
        #expect(merged.status == whole.status, "\(merged.standardError)")
        for file in ["index.html", "guides/mixed.html"] {
            let one = try String(contentsOfFile: path("whole/\(file)"), encoding: .utf8)
            let other = try String(contentsOfFile: path("merged/\(file)"), encoding: .utf8)
            #expect(one == other, "\(file) is the same merged as checked whole")
        }
        let noSite = try CellspecRun.run(["merge", path("shard1.json"), path("shard2.json")])
        #expect(noSite.status == whole.status)
        #expect(noSite.standardOutput.contains("no --output given, so no site was written"), "\(noSite.standardOutput)")
    }
}
