import ArgumentParser
import ExampleRunner
import Foundation
import LenientCheck
import SpecPages

/// `cellspec check --lenient FILE.md…`: the lenient check as the command runs it, with every option
/// of `check`: `--format human|json|junit|github`, `--color`, `-v`, `--filter`, `--ios`, `--list`,
/// `--report`, `--shard`, `--require-sandbox`, the cache, work-directory, job and timeout options.
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

    static func run(_ options: CheckOptions, allowEmpty: Bool) async throws {
        try ReportFile.check(options.report, inputs: options.paths + options.contextPages)
        var includes: (@Sendable (SpecExample) -> Bool)?
        if let shard = options.shard { includes = { shard.contains($0) } }
        let runner = LenientRunner(
            options: options.runnerOptions, filters: options.filter, iOSReleases: try options.iOSReleases,
            includes: includes)
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
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
