import ArgumentParser
import ExampleRunner
import Foundation
import LenientCheck
import SpecPages

/// `cellspec check --lenient FILE.md…`: the lenient check as the command runs it, with every option
/// of `check`: `--format human|json|junit|github`, `--filter`, `--ios`, `--list`, `--report`,
/// `--shard`, the cache and work-directory options.
///
/// A shard checks the blocks ``Shard`` puts in it (by the document's file name and the block's id),
/// after reading every block of each document, so a block still sees the declarations of the blocks
/// before it whichever shard they fall in.
enum LenientCommand {
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
        if let path = options.report {
            try ReportFile.write(try LenientJSONReport(report).encoded(), to: path)
        }
        switch options.format {
        case .json:
            FileHandle.standardOutput.write(try LenientJSONReport(report).encoded())
        case .github:
            for command in LenientReportPrinter.annotations(report) { print(ControlCharacters.neutralized(command)) }
            for document in report.documents {
                Terminal.error(ControlCharacters.neutralized(LenientReportPrinter.summary(document)))
            }
        case .junit:
            print(LenientJUnitReport.document(report), terminator: "")
        case .human:
            for line in LenientReportPrinter.lines(report) { print(ControlCharacters.neutralized(line)) }
        }
        if !report.unreadable.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if !allowEmpty && report.documents.allSatisfy({ $0.results.isEmpty }) {
            Terminal.error(
                "cellspec: error: no Swift block found in \(options.paths.map { "'\($0)'" }.joined(separator: ", ")); pass --allow-empty if an empty run is what you want"
            )
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if report.documents.contains(where: { $0.findings > 0 }) { throw ExitCode(ExitStatus.checkFailed.rawValue) }
    }
}
