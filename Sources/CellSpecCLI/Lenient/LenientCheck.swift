import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec check --lenient FILE.md…`: the lenient check as the command runs it.
enum LenientCheck {
    static func run(paths: [String], options: SuiteRunner.Options, allowEmpty: Bool) async throws {
        let report = try await Terminal.reportingInternalErrors { try await LenientRunner(options: options).run(paths: paths) }
        for line in LenientReportPrinter.lines(report) { print(ControlCharacters.neutralized(line)) }
        if !report.unreadable.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if !allowEmpty && report.documents.allSatisfy({ $0.results.isEmpty }) {
            Terminal.error("cellspec: error: no Swift block found in \(paths.map { "'\($0)'" }.joined(separator: ", ")); pass --allow-empty if an empty run is what you want")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if report.documents.contains(where: { $0.findings > 0 }) { throw ExitCode(ExitStatus.checkFailed.rawValue) }
    }
}
