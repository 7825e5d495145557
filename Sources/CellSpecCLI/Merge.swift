import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation
import SpecPages

/// `cellspec merge SHARD.json…`: combines the reports of `check --shard i/n --report FILE` runs into
/// one report and one site, as an unsharded `cellspec build` would have written them.
struct Merge: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the JSON reports of sharded checks into one report and one documentation site.",
        discussion: """
            Example, after 'cellspec check --shard i/4 --report shard-i.json' on four machines:
              cellspec merge shard-*.json --output Generated
            """)

    @Argument(help: "The shards' report files (written with --report).")
    var reports: [String]

    @Option(help: "The spec pages or directories the shards checked.")
    var pages: [String] = ["Spec"]

    @Option(help: "The directory the site is written to.")
    var output: String = "Generated"

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
            merged = try ReportMerger.merge(try reports.map(ReportFile.read), names: reports, suite: suite)
        } catch let failure as ReportMerger.Failure {
            Terminal.error(failure.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        } catch {
            Terminal.error("cellspec: error: \(error)")
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
}
