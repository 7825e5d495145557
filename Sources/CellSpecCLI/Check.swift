import ArgumentParser
import Foundation

/// `cellspec check [PATHS]`: compile and run every example; print diagnostics and a summary.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec pages: compile and run every example and compare with what the page declares.")

    @OptionGroup var options: CheckOptions

    @Flag(help: "Check Markdown written without cellspec's markup: classify blocks from ✅/❌ and similar conventions, infer their context.")
    var lenient = false

    func run() async throws {
        if lenient { return try await LenientCheck.run(options) }
        let session = try options.session
        if options.list { return try Terminal.list(session) }
        let report = try await Terminal.reportingInternalErrors { try await session.run().report }
        try Terminal.print(report, format: options.format)
        try ReportFile.write(report, to: options.report)
        let status = ExitStatus.of(report)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
