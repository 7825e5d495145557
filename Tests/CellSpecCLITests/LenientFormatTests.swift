import CellSpecCLI
import ExampleRunner
import Foundation
import LenientCheck
import TestSupport
import Testing

/// The lenient check in every report format, and the options of `check` under `--lenient`.
@Suite(.serialized) struct LenientFormatTests {
    static let mixed = Fixtures.path("LenientCheckTests", "lenient/mixed.md")
    static let report: Task<LenientReport, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).run(paths: [mixed])
    }

    @Test func jsonMatchesItsGolden() async throws {
        let json = String(decoding: try LenientJSONReport(try await Self.report.value).encoded(), as: UTF8.self)
        expectMatchesGolden(Fixtures.relativized(json), named: "lenient-mixed.json")
    }

    @Test func junitMatchesItsGolden() async throws {
        let xml = LenientJUnitReport.document(try await Self.report.value)
        expectMatchesGolden(Fixtures.relativized(xml), named: "lenient-mixed.junit.xml")
    }

    @Test func githubAnnotationsMatchTheirGolden() async throws {
        let commands = LenientReportPrinter.annotations(try await Self.report.value).joined(separator: "\n") + "\n"
        expectMatchesGolden(Fixtures.relativized(commands), named: "lenient-mixed.github.txt")
    }

    /// Every field the README documents is in the document, with its type.
    @Test func jsonHasEveryDocumentedField() async throws {
        let data = try LenientJSONReport(try await Self.report.value).encoded()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 1)
        #expect(root["kind"] as? String == "cellspec-lenient-report")
        let summaryKeys: Set<String> = [
            "blocks", "classified", "compiled", "passed", "confirmed", "findings", "advice", "notCheckable",
            "unclassified",
        ]
        #expect(Set(try #require(root["summary"] as? [String: Int]).keys) == summaryKeys)
        let documents = try #require(root["documents"] as? [[String: Any]])
        #expect(documents.count == 1)
        #expect(Set(try #require(documents[0]["summary"] as? [String: Int]).keys) == summaryKeys)
        let blocks = try #require(documents[0]["blocks"] as? [[String: Any]])
        #expect(blocks.count == 12)
        let outcomes: Set<String> = ["passed", "confirmed", "finding", "advice", "not-checkable", "unclassified"]
        for block in blocks {
            #expect(block["id"] is String && block["line"] is Int && block["column"] is Int)
            #expect(["correct", "incorrect", "unclassified"].contains(block["classification"] as? String ?? ""))
            #expect(block["classificationEvidence"] is String && block["compiled"] is Bool)
            #expect(block["iOSReleases"] as? [Int] == [18])
            #expect(outcomes.contains(block["outcome"] as? String ?? ""))
            #expect(block["evidence"] is [String] && block["inferred"] is [String] && block["reasons"] is [String])
            for finding in try #require(block["findings"] as? [[String: Any]]) {
                #expect(finding["kind"] is String && finding["message"] is String)
            }
        }
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
        let blocks = try #require((root["documents"] as? [[String: Any]])?.first?["blocks"] as? [[String: Any]])
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

    /// `merge` given a lenient report says what it is instead of an unknown schema version.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func mergeNamesALenientReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportFile = folder.appendingPathComponent("lenient.json")
        try LenientJSONReport(LenientReport(documents: [], unreadable: [])).encoded().write(to: reportFile)
        let merged = try cellspec([
            "merge", reportFile.path, "--output", folder.appendingPathComponent("site").path,
        ])
        #expect(merged.status == 2)
        #expect(merged.errors.contains("a lenient report"), "\(merged.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// A run without the whole sandbox says so in the lenient JSON report, as the strict one does.
    @Test func theSandboxShortfallIsInTheJSONReport() throws {
        let report = LenientReport(documents: [], unreadable: [], sandboxShortfall: "no user namespace")
        let root = try #require(
            try JSONSerialization.jsonObject(with: LenientJSONReport(report).encoded()) as? [String: Any])
        #expect(root["sandbox"] as? String == "no user namespace")
        let whole = try #require(
            try JSONSerialization.jsonObject(
                with: LenientJSONReport(LenientReport(documents: [], unreadable: [])).encoded())
                as? [String: Any])
        #expect(whole["sandbox"] == nil)
    }
}
