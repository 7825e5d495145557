import ArgumentParser
import Foundation

/// `cellspec check [PATHS]`: compile and run every example; print diagnostics and a summary.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec pages: compile and run every example and compare with what the page declares.")

    @OptionGroup var options: CheckOptions

    func run() async throws {
        let report = try await Terminal.reportingInternalErrors { try await options.session.run().report }
        Terminal.print(report)
        try ReportFile.write(report, to: options.report)
        let status = ExitStatus.of(report)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
