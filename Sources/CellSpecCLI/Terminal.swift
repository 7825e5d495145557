import ArgumentParser
import ExampleRunner
import Foundation

/// Where the commands write: diagnostics to standard error, timings and the summary to standard output.
enum Terminal {
    static func print(_ report: SuiteReport) {
        for line in ReportPrinter.diagnostics(report) { error(line) }
        Swift.print(ReportPrinter.timings(report))
        Swift.print(ReportPrinter.summary(report))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs the body; a failure of the tool itself is printed and ends the command with status 3.
    static func reportingInternalErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let failure as RunnerError {
            error("cellspec: error: \(failure)")
            throw ExitCode(ExitStatus.internalError.rawValue)
        }
    }
}
