import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec check --lenient FILE.md…`: the lenient check as the command runs it, with the options of
/// `check` that apply to it (`--format`, `--filter`, `--ios`, `--list`, `--report`, the cache and
/// work-directory options). `--shard` and `--format junit` do not apply and are refused, never ignored.
enum LenientCheck {
    static func run(_ options: CheckOptions, allowEmpty: Bool) async throws {
        if options.shard != nil {
            throw ValidationError("--shard does not apply to --lenient: a document's blocks see each other's declarations, so they are checked together")
        }
        if options.format == .junit {
            throw ValidationError("--format junit is not available with --lenient; use human, json or github")
        }
        let runner = LenientRunner(options: options.runnerOptions, filters: options.filter, iOSReleases: try options.iOSReleases)
        if options.list {
            for block in runner.list(paths: options.paths) {
                let classification = block.classification.classification?.rawValue ?? "unclassified"
                print("\(block.id)\t\(block.location)\t\(classification)")
            }
            return
        }
        let report = try await Terminal.reportingInternalErrors { try await runner.run(paths: options.paths) }
        if let path = options.report {
            try LenientJSONReport(report).encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        switch options.format {
        case .json:
            FileHandle.standardOutput.write(try LenientJSONReport(report).encoded())
        case .github:
            for command in LenientReportPrinter.annotations(report) { print(ControlCharacters.neutralized(command)) }
            for document in report.documents { Terminal.error(ControlCharacters.neutralized(LenientReportPrinter.summary(document))) }
        case .human, .junit:
            for line in LenientReportPrinter.lines(report) { print(ControlCharacters.neutralized(line)) }
        }
        if !report.unreadable.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if !allowEmpty && report.documents.allSatisfy({ $0.results.isEmpty }) {
            Terminal.error("cellspec: error: no Swift block found in \(options.paths.map { "'\($0)'" }.joined(separator: ", ")); pass --allow-empty if an empty run is what you want")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if report.documents.contains(where: { $0.findings > 0 }) { throw ExitCode(ExitStatus.checkFailed.rawValue) }
    }
}
