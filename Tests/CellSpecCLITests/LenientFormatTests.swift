import CellSpecCLI
import ExampleRunner
import Foundation
import LenientCheck
import TestSupport
import Testing

/// The lenient check in every report format, and the options of `check` under `--lenient`.
@Suite(.serialized) struct LenientFormatTests {
    static let mixed = Fixtures.path("LenientCheckTests", "lenient/mixed.md")
    static let report: Task<SuiteReport, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).run(paths: [mixed])
    }

    /// The lenient report with what differs between machines and runs replaced by fixed values (as
    /// the strict fixture's), and its compile counts, which depend on the result cache, set to 0.
    static func normalized() async throws -> SuiteReport {
        var report = ReportFixture.normalized(try await report.value)
        (report.mergedCompiles, report.soloTypechecks, report.typecheckBatches, report.cacheHits) = (0, 0, 0, 0)
        return report
    }

    @Test func jsonMatchesItsGoldenAndReadsBack() async throws {
        let report = try await Self.normalized()
        let json = try ReportFixture.render(report, .json)
        expectMatchesGolden(json, named: "lenient-mixed.json")
        let decoded = try SuiteReport.decodeJSON(Data(json.utf8))
        #expect(decoded.mode == .lenient)
        #expect(decoded.results.map(\.lenient) == report.results.map(\.lenient))
        #expect(decoded.documents.map(\.path) == report.documents.map { Fixtures.relativized($0.path) })
    }

    @Test func junitMatchesItsGolden() async throws {
        expectMatchesGolden(
            try ReportFixture.render(try await Self.normalized(), .junit), named: "lenient-mixed.junit.xml")
    }

    @Test func githubAnnotationsMatchTheirGolden() async throws {
        expectMatchesGolden(
            try ReportFixture.render(try await Self.normalized(), .github), named: "lenient-mixed.github.txt")
    }

    /// The lenient report follows the one schema the README documents, as the strict report does.
    @Test func jsonFollowsTheSchemaTheReadmeDocuments() async throws {
        let schema = try ReportSchema.fromReadme()
        let json = try ReportFixture.render(try await Self.normalized(), .json)
        #expect(try schema.problems(in: Data(json.utf8)) == [])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["mode"] as? String == "lenient")
        let results = try #require(root["results"] as? [[String: Any]])
        #expect(results.count == 12)
        #expect(results.allSatisfy { ($0["example"] as? [String: Any])?["iOSReleases"] as? [Int] == [18] })
    }

    /// Runs the built `cellspec`; returns its status, standard output and standard error.
    func cellspec(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.packageRoot
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (output, errors) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
            try String(contentsOf: errors, encoding: .utf8)
        )
    }

    /// A shard checks its part of the blocks: the shards of a split are disjoint and cover every block.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func shardsSplitTheBlocksWithoutLosingAny() throws {
        let all = try cellspec(["check", "--lenient", "--list", Self.mixed])
        let first = try cellspec(["check", "--lenient", "--list", "--shard", "1/2", Self.mixed])
        let second = try cellspec(["check", "--lenient", "--list", "--shard", "2/2", Self.mixed])
        #expect([all.status, first.status, second.status] == [0, 0, 0])
        let ids = { (output: String) in output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } }
        #expect(ids(all.output).count == 12)
        #expect(!ids(first.output).isEmpty && !ids(second.output).isEmpty, "both halves hold blocks")
        #expect(Set(ids(first.output)).isDisjoint(with: ids(second.output)))
        #expect(Set(ids(first.output) + ids(second.output)) == Set(ids(all.output)))
    }

    /// `--format junit` prints the JUnit document (not the human text), and a finding fails the run.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func junitIsPrintedNeverIgnored() throws {
        let junit = try cellspec(["check", "--lenient", "--format", "junit", "--filter", "left-out", Self.mixed])
        #expect(
            junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"cellspec lenient\""))
        #expect(junit.output.contains("<testcase name=\"left-out\""))
        #expect(
            junit.output.components(separatedBy: "<testcase ").count - 1 == 2,
            "--filter applies: the two left-out blocks")
    }

    /// `--format json` prints the JSON document, `--report` writes the same document, and `--ios` sets
    /// the releases every block runs on; `--format github` prints workflow commands only.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func jsonReportIOSAndGitHubAreHonoured() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportFile = folder.appendingPathComponent("report.json")
        let json = try cellspec([
            "check", "--lenient", "--format", "json", "--ios", "17", "--report", reportFile.path, "--filter",
            "left-out",
            Self.mixed,
        ])
        #expect(json.status == 0, "\(json.errors)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let blocks = try #require(root["results"] as? [[String: Any]]).compactMap { $0["example"] as? [String: Any] }
        #expect(blocks.map { $0["id"] as? String } == ["left-out", "left-out-2"])
        #expect(blocks.allSatisfy { $0["iOSReleases"] as? [Int] == [17] })
        #expect(try String(contentsOf: reportFile, encoding: .utf8) == json.output)

        let github = try cellspec(["check", "--lenient", "--format", "github", "--filter", "reasons", Self.mixed])
        let lines = github.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("::") }, "\(github.output)")
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func listAndFilterSelectBlocksWithoutCompiling() throws {
        let listed = try cellspec(["check", "--lenient", "--list", "--filter", "left-out", Self.mixed])
        #expect(listed.status == 0)
        let lines = listed.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.map { $0.first ?? "" } == ["left-out", "left-out-2"])
        #expect(lines.map { $0.last ?? "" } == ["correct", "correct"])
    }

    /// `-v` lists every block with its mark and outcome before the document's summary; `--color
    /// always` paints the labels and marks, `--color never` writes no escape sequence.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func verboseAndColorWorkUnderLenient() throws {
        let plain = try cellspec(["check", "--lenient", "--color", "never", "--filter", "left-out", Self.mixed])
        let verbose = try cellspec([
            "check", "--lenient", "-v", "--color", "never", "--filter", "left-out", Self.mixed,
        ])
        let listing = verbose.output.split(separator: "\n").filter {
            $0.hasPrefix("✔ ") || $0.hasPrefix("✘ ") || $0.hasPrefix("– ")
        }
        #expect(listing.count == 2, "\(verbose.output)")
        #expect(listing.allSatisfy { $0.contains("mixed.md:") && $0.contains("left-out") })
        let plainLines = plain.output.split(separator: "\n")
        #expect(!plainLines.contains { $0.hasPrefix("✔ ") || $0.hasPrefix("✘ ") || $0.hasPrefix("– ") })
        #expect(verbose.output.split(separator: "\n").last == plainLines.last, "the summary still ends the report")
        #expect(!plain.output.contains("\u{1B}["))

        let coloured = try cellspec([
            "check", "--lenient", "-v", "--color", "always", "--filter", "left-out", Self.mixed,
        ])
        #expect(coloured.output.contains("\u{1B}["))
        #expect(
            coloured.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == verbose.output)
    }

    /// An option that cannot apply under `--lenient` is refused when the command is parsed, with the
    /// reason, before anything is compiled.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func contextsIsRefusedAtParseTime() throws {
        let refused = try cellspec(["check", "--lenient", "--contexts", Self.mixed, Self.mixed])
        #expect(refused.status == 2, "a usage error")
        #expect(refused.errors.contains("--contexts does not apply to --lenient"))
        #expect(refused.output.isEmpty)
    }

    /// `merge` reads the lenient reports of a sharded check into the report one run gives (and, with
    /// `--output`, its site; see `LenientSiteCommandTests`), and refuses to merge a strict report with a lenient one; a lenient report of the old shape is
    /// refused with the schema version it has.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func mergeCombinesLenientShardsAndRefusesAMix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let filter: [String] = []
        let whole = try cellspec(["check", "--lenient", "--report", path("whole.json")] + filter + [Self.mixed])
        for shard in ["1/2", "2/2"] {
            let name = "shard\(shard.prefix(1)).json"
            let run = try cellspec(
                ["check", "--lenient", "--shard", shard, "--report", path(name)] + filter + [Self.mixed])
            #expect([0, 1].contains(run.status), "\(run.errors)")
        }
        let merged = try cellspec([
            "merge", path("shard1.json"), path("shard2.json"), "--report", path("merged.json"), "--output",
            path("site"),
        ])
        #expect(merged.status == whole.status, "\(merged.errors)")
        let read = { (name: String) in
            try SuiteReport.decodeJSON(try Data(contentsOf: URL(fileURLWithPath: path(name))))
        }
        let (one, combined) = (try read("whole.json"), try read("merged.json"))
        #expect(combined.mode == .lenient)
        #expect(combined.results.map(\.identity) == one.results.map(\.identity))
        #expect(combined.results.map(\.lenient?.outcome) == one.results.map(\.lenient?.outcome))
        #expect(
            FileManager.default.fileExists(atPath: path("site/guides/mixed.html")), "--output writes the lenient site")

        let twice = try cellspec(["merge", path("shard1.json"), path("shard1.json"), "--output", path("site")])
        #expect(twice.status == 2)
        #expect(twice.errors.contains("two shards hold a result"), "\(twice.errors)")

        var strict = try read("whole.json")
        strict.mode = .strict
        try strict.encodedJSON().write(to: URL(fileURLWithPath: path("strict.json")))
        let mixed = try cellspec(["merge", path("strict.json"), path("shard1.json"), "--output", path("mixed-site")])
        #expect(mixed.status == 2)
        #expect(mixed.errors.contains("is a strict check's report"), "\(mixed.errors)")
        #expect(!FileManager.default.fileExists(atPath: path("mixed-site")))

        let old = #"{"kind": "cellspec-lenient-report", "schemaVersion": 1, "documents": []}"#
        try Data(old.utf8).write(to: URL(fileURLWithPath: path("old.json")))
        let refused = try cellspec(["merge", path("old.json"), "--output", path("site")])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("report schema version 1 is not supported"), "\(refused.errors)")
    }

    /// A run without the whole sandbox says so in the lenient JSON report, as the strict one does.
    @Test func theSandboxShortfallIsInTheJSONReport() throws {
        var report = SuiteReport(
            mode: .lenient, documents: [], results: [], markupDiagnostics: [], toolchainVersion: "", modelKey: "")
        report.sandboxShortfall = "no user namespace"
        let root = try #require(try JSONSerialization.jsonObject(with: report.encodedJSON()) as? [String: Any])
        #expect(root["sandbox"] as? String == "no user namespace")
        report.sandboxShortfall = nil
        let whole = try #require(try JSONSerialization.jsonObject(with: report.encodedJSON()) as? [String: Any])
        #expect(whole["sandbox"] == nil)
    }
}
