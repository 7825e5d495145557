import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation
import LenientCheck
import SpecPages

/// `cellspec check --lenient FILE.md…`: the lenient check as the command runs it, with every option
/// of `check`: `--format human|json|junit|github`, `--color`, `-v`, `--filter`, `--ios`, `--list`,
/// `--report`, `--shard`, `--require-sandbox`, the cache, work-directory, job and timeout options,
/// and `--site DIR`, which also writes the guides as an HTML site (``Site/renderLenient(report:guides:)``),
/// checked before anything is compiled and replaced as `build` replaces its output.
/// `--contexts` is refused when the command is parsed (``refusedOptions(_:)``): a guide written without
/// cellspec's markup names no context, and inference supplies what its blocks need.
///
/// The report is the one a strict check gives (``SuiteReport``, mode `lenient`), so every format,
/// `--color`, `-v`, `--report`, `merge` and the exit status treat it alike. As in a strict check, a
/// run whose blocks lacked part of the sandbox says so first on standard error, whatever the format,
/// and the JSON report carries it as `sandbox`.
///
/// A shard checks the blocks ``Shard`` puts in it (by the document's file name and the block's id),
/// after reading every block of each document, so a block still sees the declarations of the blocks
/// before it whichever shard they fall in.
enum LenientCommand {
    /// Why an option of `check` cannot be used with `--lenient`, one sentence per option given; empty
    /// when every option given applies.
    static func refusedOptions(_ options: CheckOptions) -> [String] {
        options.contextPages.isEmpty
            ? []
            : [
                "--contexts does not apply to --lenient: a guide written without cellspec's markup names no context; inference supplies what its blocks need"
            ]
    }

    static func run(_ options: CheckOptions, allowEmpty: Bool, site: String? = nil) async throws {
        try ReportFile.check(options.report, inputs: options.paths + options.contextPages)
        let siteOutput = site.map { SiteOutput(path: $0, inputs: options.siteInputs) }
        if !options.list { try siteOutput?.check() }
        var includes: (@Sendable (SpecExample) -> Bool)?
        if let shard = options.shard { includes = { shard.contains($0) } }
        var runner = LenientRunner(
            options: options.runnerOptions, filters: options.filter, iOSReleases: try options.iOSReleases,
            includes: includes)
        if !options.list { runner.uikitDeclarations = uikitDeclarations(besideModel: runner.options.modelSources) }
        if options.list {
            for block in try await Terminal.reportingInternalErrors({ try await runner.list(paths: options.paths) }) {
                let classification = block.classification.classification?.rawValue ?? "unclassified"
                print("\(block.id)\t\(block.location)\t\(classification)")
            }
            return
        }
        let report = try await Terminal.reportingInternalErrors { try await runner.run(paths: options.paths) }
        // The one report model: printed, written and given an exit status as a strict check's is.
        try Terminal.print(report, format: options.format, color: options.color, verbose: options.verbose)
        try ReportFile.write(report, to: options.report)
        let status = ExitStatus.of(report)
        if status == .success && !allowEmpty && report.results.isEmpty {
            Terminal.error(
                "cellspec: error: no Swift block found in \(options.paths.map { "'\($0)'" }.joined(separator: ", ")); pass --allow-empty if an empty run is what you want"
            )
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if let siteOutput { try writeSite(report, to: siteOutput, format: options.format) }
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// UIKit's declarations from the inventory beside the model (``UIKitDeclarations``). Without them
    /// the check still runs, and says on standard error that members the model lacks are model gaps.
    static func uikitDeclarations(besideModel model: URL) -> UIKitDeclarations? {
        guard let url = ToolResources.inventoryFile(besideModel: model) else {
            Terminal.error(
                "cellspec: note: no UIKit inventory (Inventory/UIKit.jsonl) beside the model at \(model.path); a member the model lacks is reported as a model gap, never as a name UIKit does not have"
            )
            return nil
        }
        do {
            return try UIKitDeclarations.read(jsonLines: url)
        } catch {
            Terminal.error(
                "cellspec: warning: the inventory \(url.path) was not read (\(error)); a member the model lacks is reported as a model gap"
            )
            return nil
        }
    }

    /// Writes the lenient site of `report`, each guide read again from the path the report names.
    static func writeSite(_ report: SuiteReport, to output: SiteOutput, format: ReportFormat) throws {
        let site = Site.renderLenient(report: report, guides: guides(of: report))
        try output.write(site)
        Terminal.message("cellspec: wrote \(site.files.count) files to \(output.path)/", format: format)
    }

    /// The report's documents with their text; one that cannot be read now has its reason instead.
    static func guides(of report: SuiteReport) -> [LenientGuide] {
        report.documents.map { document in
            do {
                return LenientGuide(
                    path: document.path, source: try String(contentsOfFile: document.path, encoding: .utf8))
            } catch {
                return LenientGuide(path: document.path, source: "", unreadable: RunnerError.reason(error))
            }
        }
    }
}
