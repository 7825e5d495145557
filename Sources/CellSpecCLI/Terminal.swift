import ArgumentParser
import ExampleRunner
import Foundation
import SpecPages

/// Where the commands write: the report in its format (diagnostics to standard error, the rest to
/// standard output), and messages to standard output unless it holds a machine-read document.
enum Terminal {
    /// Prints the report; the human report is coloured per stream as `color` decides.
    static func print(_ report: SuiteReport, format: ReportFormat, color: ColorChoice = .auto, verbose: Bool = false)
        throws
    {
        let (output, errors) = try format.render(
            report, output: color.style(isTerminal: ColorChoice.isTerminal(1)),
            errors: color.style(isTerminal: ColorChoice.isTerminal(2)),
            verbose: verbose)
        // The lines are already safe (``ReportPrinter``); only colour sequences of cellspec's own remain.
        FileHandle.standardError.write(Data(errors.map { $0 + "\n" }.joined().utf8))
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// Runs a selection, with a progress line on a terminal (``ProgressLine``); a failure of the tool
    /// itself ends the command with status 3.
    static func run(
        _ session: CheckSession, _ selection: (suite: SpecSuite, examples: [SpecExample]), format: ReportFormat
    ) async throws -> (suite: SpecSuite, report: SuiteReport) {
        var session = session
        let progress = ProgressLine.forStandardError(format: format)
        progress?.parsed(pages: selection.suite.pages.count, examples: selection.examples.count)
        if let progress { session.options.progress = { @Sendable step in progress.update(step) } }
        return try await reportingInternalErrors {
            defer { progress?.clear() }
            return try await session.run(selection)
        }
    }

    /// A line for the reader: on standard output, or standard error when standard output is a document.
    static func message(_ line: String, format: ReportFormat) {
        if format.isDocument { error(line) } else { Swift.print(line) }
    }

    /// `--list`: the selected examples, then the pages' markup errors; exit 2 when there are any.
    static func list(_ session: CheckSession) throws {
        let (suite, examples) = session.select()
        for line in ExampleListing.lines(examples) { Swift.print(ControlCharacters.neutralized(line)) }
        for diagnostic in suite.diagnostics { error(diagnostic.description) }
        if !suite.diagnostics.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
    }

    /// A line on standard error, with control characters shown as text (``ControlCharacters``);
    /// newlines stay newlines when `keepingNewlines` (a tool failure's message, such as the model's
    /// compiler output, which no page wrote).
    static func error(_ line: String, keepingNewlines: Bool = false) {
        FileHandle.standardError.write(
            Data((ControlCharacters.neutralized(line, keepingNewlines: keepingNewlines) + "\n").utf8))
    }

    /// Runs the body; a failure of the tool itself is printed and ends the command with status 3.
    static func reportingInternalErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let failure as RunnerError {
            error("cellspec: error: \(failure)", keepingNewlines: true)
            throw ExitCode(ExitStatus.internalError.rawValue)
        } catch let failure as NSError where [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(failure.domain) {
            // A file the run needed could not be read or written: one sentence, not Foundation's dump.
            let path =
                (failure.userInfo[NSFilePathErrorKey] as? String) ?? (failure.userInfo[NSURLErrorKey] as? URL)?.path
            error(
                "cellspec: error: \(path.map { "cannot use \($0): " } ?? "")\(RunnerError.reason(failure)); check its permissions and free space"
            )
            throw ExitCode(ExitStatus.internalError.rawValue)
        }
    }
}
