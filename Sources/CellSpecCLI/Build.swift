import APIInventory
import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation
import SpecPages

/// `cellspec build`: check, then render the documentation site with every verdict.
struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec pages and write the HTML documentation to the output directory.",
        discussion: """
            The output directory is replaced only when cellspec wrote it (it holds .cellspec-site) or it is empty.

            Examples:
              cellspec build                          check Spec/ and write Generated/
              cellspec build Docs --output Site       another folder of pages, another site
              cellspec build --check                  write nothing; exit 1 if Generated/ is stale (CI)
            """)

    @OptionGroup var options: CheckOptions

    @Option(help: "The directory the site is written to.")
    var output: String = "Generated"

    @Flag(
        help:
            "Write nothing; exit non-zero, naming the files and showing how they differ, when the output directory's pages are not what this build would write (provenance.json may record another compiler or model)."
    )
    var check = false

    @Flag(
        help:
            "Succeed when nothing is selected (an empty directory, a --filter that matches nothing) instead of exiting with status 2."
    )
    var allowEmpty = false

    func run() async throws {
        let session = try options.session
        let selection = session.select()
        try ReportFile.check(options.report, inputs: options.inputFiles(selection.suite))
        if !allowEmpty, let sentence = session.emptySelection(in: selection.suite) {
            Terminal.error(sentence)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if options.list { return try Terminal.list(session) }
        let siteOutput = SiteOutput(path: output, inputs: options.siteInputs)
        if !check { try siteOutput.check() }
        let (suite, report) = try await Terminal.run(session, selection, format: options.format)
        try Terminal.print(report, format: options.format, color: options.color, verbose: options.verbose)
        try ReportFile.write(report, to: options.report)
        let site = try Self.site(
            suite: suite, report: report, model: options.model, workDirectory: options.workDirectory)
        if check {
            let stale = SiteWriter.differences(site, in: siteOutput.url)
            Self.print(stale, in: output)
            if !stale.isEmpty { throw ExitCode(ExitStatus.checkFailed.rawValue) }
        } else {
            try siteOutput.write(site)
            Terminal.message("cellspec: wrote \(site.files.count) files to \(output)/", format: options.format)
        }
        let status = ExitStatus.of(report)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// How many stale files `--check` shows the difference of; the rest are named only.
    static let shownDifferences = 5

    /// One error line for each stale file, naming it and why, with the difference of the first few
    /// that differ (a short unified diff, ``UnifiedDiff``).
    static func print(_ stale: [StaleFile], in output: String) {
        var diffs = 0
        for file in stale {
            let name = "\(output)/\(file.path)"
            Terminal.error("\(name): error: stale: \(file.reason); run 'cellspec build' and commit the result")
            guard diffs < shownDifferences, let diff = file.diff(named: name) else { continue }
            Terminal.error(diff, keepingNewlines: true)
            diffs += 1
        }
        let unshown = stale.count { $0.reason == .differs } - diffs
        if unshown > 0 { Terminal.error("cellspec: the differences of \(unshown) more files are not shown") }
    }

    /// The site for a checked suite, with the API reference read from the model's sources.
    static func site(suite: SpecSuite, report: SuiteReport, model: String, workDirectory: String) throws -> Site {
        let reference: APIReference
        do {
            reference = try APIReference.load(
                from: URL(fileURLWithPath: model), key: report.modelKey,
                cacheDirectory: URL(fileURLWithPath: workDirectory))
        } catch {
            Terminal.error("cellspec: error: cannot read the model's API from \(model): \(error)")
            throw ExitCode(ExitStatus.internalError.rawValue)
        }
        return Site.render(
            suite: suite, report: report, apiReference: reference,
            inventory: inventorySummary(model: model, modelKey: report.modelKey, workDirectory: workDirectory))
    }

    /// UIKit's declarations (`Inventory/UIKit.jsonl` beside the model's sources: `Sources/../Inventory`
    /// in the repository, `share/cellspec/Inventory` when installed) compared with the model's; nil,
    /// and the page says nothing of an inventory, when there is none. Cached in the work directory by
    /// the model's key and the inventory's hash, as the API reference is.
    static func inventorySummary(model: String, modelKey: String, workDirectory: String) -> InventorySummary? {
        let modelURL = URL(fileURLWithPath: model)
        guard let url = ToolResources.inventoryFile(besideModel: modelURL),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        var hash = StableHash()
        hash.combine(text)
        let cached = URL(fileURLWithPath: workDirectory)
            .appendingPathComponent("inventory-summary-v1-\(modelKey)-\(hash.hex).json")
        if let data = FileManager.default.contents(atPath: cached.path),
            let summary = try? JSONDecoder().decode(InventorySummary.self, from: data)
        {
            return summary
        }
        do {
            let entries = try InventoryBuilder.read(jsonLines: url)
            let surface = try ModelSurface(
                directory: modelURL, inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
            let summary = InventorySummary(comparison: SignatureComparison(inventory: entries, model: surface))
            try? FileManager.default.createDirectory(
                at: URL(fileURLWithPath: workDirectory), withIntermediateDirectories: true)
            try? JSONEncoder().encode(summary).write(to: cached, options: .atomic)
            return summary
        } catch {
            Terminal.error("cellspec: warning: the inventory \(url.path) was not read: \(error)")
            return nil
        }
    }
}
