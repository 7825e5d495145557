import ArgumentParser
import ExampleRunner

/// How `check` and `build` print their report (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Compiler-style `file:line:column: error:` lines on standard error, timings and a summary on
    /// standard output (``ReportPrinter``); for a lenient check, a line per block on standard error
    /// and each document's counts before the summary.
    case human
    /// The whole ``SuiteReport`` as one versioned JSON document on standard output (``SuiteReport/encodedJSON()``).
    case json
    /// A JUnit XML document on standard output, a test suite per page (``JUnitReport``).
    case junit
    /// GitHub Actions workflow commands that annotate the spec pages' lines (``GitHubAnnotations``).
    case github

    /// What the report prints: the document for standard output, and lines for standard error, each
    /// safe for a terminal. The human report is drawn in the styles given for each stream, and with
    /// `verbose` lists every example with ✔, ✘ or – before the summary.
    /// Whatever the format, a run whose examples lacked part of the sandbox says so first on
    /// standard error (and in the JSON report's `sandbox`).
    public func render(
        _ report: SuiteReport, output: TerminalStyle = .plain, errors: TerminalStyle = .plain, verbose: Bool = false
    ) throws -> (standardOutput: String, standardError: [String]) {
        var rendered = try renderWithoutWarnings(report, output: output, errors: errors, verbose: verbose)
        if let shortfall = report.sandboxShortfall {
            let ran = report.mode == .lenient ? "blocks" : "examples"
            rendered.standardError.insert(Self.sandboxWarning(shortfall, ran: ran, style: errors), at: 0)
        }
        return rendered
    }

    /// The warning that goes first on standard error when what `ran` (examples, a lenient check's
    /// blocks) lacked part of the sandbox, whatever the format.
    static func sandboxWarning(_ shortfall: String, ran: String, style: TerminalStyle) -> String {
        "cellspec: \(style.note("warning:")) \(ran) ran without the whole sandbox: \(shortfall) (--require-sandbox makes this an error)"
    }

    private func renderWithoutWarnings(
        _ report: SuiteReport, output: TerminalStyle, errors: TerminalStyle, verbose: Bool
    ) throws -> (standardOutput: String, standardError: [String]) {
        switch self {
        case .human:
            let summary =
                (verbose ? ReportPrinter.exampleLines(report, style: output) : [])
                + ReportPrinter.documentSummaries(report)
                + [ReportPrinter.timings(report), ReportPrinter.summary(report, style: output)]
            return (summary.joined(separator: "\n") + "\n", ReportPrinter.diagnostics(report, style: errors))
        case .json:
            return (String(decoding: try report.encodedJSON(), as: UTF8.self), [])
        case .junit:
            return (JUnitReport.document(report), [])
        case .github:
            return (
                GitHubAnnotations.commands(report).map { $0 + "\n" }.joined(),
                ReportPrinter.documentSummaries(report) + [ReportPrinter.summary(report, style: errors)]
            )
        }
    }

    /// Whether standard output holds a document a machine reads, so other messages must go to standard error.
    public var isDocument: Bool { self == .json || self == .junit }
}
