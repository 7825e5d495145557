import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation
import SpecPages

/// `cellspec merge SHARD.json…`: combines the reports of `check --shard i/n --report FILE` runs into
/// one report and one site, as an unsharded `cellspec build` would have written them. The reports of
/// `check --lenient --shard i/n --report FILE` runs merge into one lenient report, printed and written
/// as one run's, and into the lenient site `check --lenient --site` writes when `--output` is given
/// (the guides are read again from the paths the reports name). A strict report and a lenient one
/// are never merged.
struct Merge: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the JSON reports of sharded checks into one report and one documentation site.",
        discussion: """
            Example, after 'cellspec check --shard i/4 --report shard-i.json' on four machines:
              cellspec merge shard-*.json --output Generated
            Lenient shards ('check --lenient --shard i/4 --report shard-i.json') write a site only with --output:
              cellspec merge shard-*.json --output GuideSite
            """)

    @Argument(help: "The shards' report files (written with --report).")
    var reports: [String]

    @Option(help: "The spec pages or directories the shards checked.")
    var pages: [String] = ["Spec"]

    @Option(
        name: .customLong("output"),
        help:
            "The directory the site is written to (default: Generated; for lenient shards, no site unless this is given)."
    )
    var outputPath: String?

    /// The strict site's directory.
    var output: String { outputPath ?? "Generated" }

    @Option(help: "Also write the merged report as JSON to this file.")
    var report: String?

    @Option(
        name: .customLong("model"),
        help:
            "The UIKitModel sources the shards were checked against, for the API reference page (default: the ones installed with cellspec)."
    )
    var modelPath: String?

    @Option(name: .customLong("work-directory"), help: "Where the API reference is cached (default: the user's cache).")
    var workDirectoryPath: String?

    var model: String { modelPath ?? ToolResources.located.modelSources }
    var workDirectory: String { workDirectoryPath ?? ToolResources.defaultWorkDirectory }

    @Option(help: "How the merged report is printed: human, json, junit or github.")
    var format: ReportFormat = .human

    func run() async throws {
        let shards = try readShards()
        if shards.contains(where: { $0.mode == .lenient }) { return try mergeLenient(shards) }
        let siteOutput = SiteOutput(
            path: output,
            inputs: pages.map { SiteWriter.Input(path: $0, role: "the input") }
                + reports.map { SiteWriter.Input(path: $0, role: "the report") }
                + [
                    SiteWriter.Input(path: model, role: "the model's sources"),
                    SiteWriter.Input(path: workDirectory, role: "the work directory"),
                ]
                + (report.map { [SiteWriter.Input(path: $0, role: "the report")] } ?? []))
        try siteOutput.check()
        let suite = SpecSuite.load(paths: pages, sharedContexts: ToolResources.sharedContexts(forModel: modelPath))
        try ReportFile.check(
            report, inputs: reports + pages + (suite.pages + suite.contextPages).map(\.path))
        let merged: SuiteReport
        do {
            merged = try ReportMerger.merge(shards, names: reports, suite: suite)
        } catch {
            // `merge` throws only its own `Failure`, which says what is wrong and where.
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        try Terminal.print(merged, format: format)
        try ReportFile.write(merged, to: report)
        let site = try Build.site(suite: suite, report: merged, model: model, workDirectory: workDirectory)
        try siteOutput.write(site)
        Terminal.message("cellspec: wrote \(site.files.count) files to \(output)/", format: format)
        let status = ExitStatus.of(merged)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// The shards' reports; one that cannot be read ends the command with status 2.
    func readShards() throws -> [SuiteReport] {
        do {
            return try reports.map(ReportFile.read)
        } catch {
            Terminal.error("cellspec: error: \(error)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    /// Lenient shards: one lenient report, printed in `--format` and written to `--report`, and with
    /// `--output` the lenient site.
    func mergeLenient(_ shards: [SuiteReport]) throws {
        try ReportFile.check(report, inputs: reports)
        let siteOutput = outputPath.map { path in
            SiteOutput(
                path: path,
                inputs: reports.map { SiteWriter.Input(path: $0, role: "the report") }
                    + (report.map { [SiteWriter.Input(path: $0, role: "the report")] } ?? [])
                    + (shards.first?.documents ?? []).map { SiteWriter.Input(path: $0.path, role: "the guide") })
        }
        try siteOutput?.check()
        let merged: SuiteReport
        do {
            merged = try ReportMerger.mergeLenient(shards, names: reports)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        try Terminal.print(merged, format: format)
        try ReportFile.write(merged, to: report)
        if let siteOutput {
            try LenientCommand.writeSite(merged, to: siteOutput, format: format)
        } else {
            Terminal.message(
                "cellspec: merged \(shards.count) lenient reports; no --output given, so no site was written",
                format: format)
        }
        let status = ExitStatus.of(merged)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
