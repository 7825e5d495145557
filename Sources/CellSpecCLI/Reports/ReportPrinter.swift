import ExampleRunner
import Foundation
import SpecPages

/// Prints a report the way compilers do: `file:line:column: error: …` lines an editor can jump to,
/// each reason a `note:` with the example's line and a caret under the column it names (as swiftc
/// shows its diagnostics), then timings and a closing summary line.
///
/// Every line is already safe for a terminal (``ControlCharacters``); colour, when asked for, is
/// added around the safe text.
public enum ReportPrinter {
    /// The diagnostic lines, one problem per `error:` line with its reasons as `note:` lines.
    public static func diagnostics(_ report: SuiteReport, style: TerminalStyle = .plain) -> [String] {
        var lines = report.markupDiagnostics.map { diagnostic in
            let hint = diagnostic.suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "\(safe(diagnostic.location.description)): \(style.error("error:")) "
                + style.bold(safe("\(diagnostic.message)\(hint) [\(diagnostic.identifier.rawValue)]"))
        }
        for result in report.results {
            switch result.verdict {
            case .failed: lines += failure(result, style: style)
            case .notCheckable: lines += notCheckable(result, style: style)
            case .passed, .skipped: break
            }
        }
        return lines
    }

    /// An example that called unmodelled members: a `warning:` line at the fence naming them, so it
    /// is seen, though it neither passed nor failed.
    static func notCheckable(_ result: ExampleResult, style: TerminalStyle) -> [String] {
        let example = result.example
        let apis = result.unmodelledAPIs.map { "`\($0)`" }.joined(separator: ", ")
        return [
            "\(safe(example.location.description)): \(style.note("warning:")) "
                + style.bold(
                    safe(
                        "\(example.classification.rawValue) example '\(example.id)' is not checkable: unmodelled \(apis) [model.unmodelled-api]"
                    ))
        ]
    }

    /// A failed example: its `error:` line at the fence, then a `note:` per reason, each with the
    /// source line it points at and a caret.
    static func failure(_ result: ExampleResult, style: TerminalStyle) -> [String] {
        let example = result.example
        let declared =
            example.classification == .incorrect
            ? " (declared: \(example.expectations.map(\.description).joined(separator: ", ")))" : ""
        var lines = [
            "\(safe(example.location.description)): \(style.error("error:")) "
                + style.bold(safe("\(example.classification.rawValue) example '\(example.id)' failed\(declared)"))
        ]
        for reason in result.reasons {
            let place = reason.location ?? example.location
            lines.append("\(safe(place.description)): \(style.note("note:")) \(safe(reason.description))")
            if let location = reason.location { lines += excerpt(at: location, in: example, style: style) }
        }
        return lines
    }

    /// The page line a location names, as the page has it, and a caret under its column; nothing when
    /// the line is not one of the example's.
    static func excerpt(at location: SourceLocation, in example: SpecExample, style: TerminalStyle) -> [String] {
        guard location.file == example.location.file,
            let line = example.lines.first(where: { $0.number == location.line })
        else { return [] }
        let text =
            String(repeating: " ", count: max(0, example.codeColumn - 1)) + (line.isHidden ? "# " : "") + line.text
        let shown = safe(text)
        guard !shown.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        // Tabs before the column stay tabs, so the caret lines up however the terminal shows them.
        let before = text.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return [shown, before + style.caret("^")]
    }

    /// `✔ Spec/page.md:12 example-id`, one line per example in page order: ✔ passed, ✘ failed, – skipped
    /// or not checkable.
    public static func exampleLines(_ report: SuiteReport, style: TerminalStyle = .plain) -> [String] {
        report.results.map { result in
            let mark =
                switch result.verdict {
                case .passed: style.passed("✔")
                case .failed: style.failed("✘")
                case .skipped, .notCheckable: style.dim("–")
                }
            let example = result.example
            return "\(mark) \(safe("\(example.location.file):\(example.location.line)")) \(safe(example.id))"
        }
    }

    /// `compiled in 1.20 s (…), ran in 0.41 s (40 forked, 0 started), model build 0.00 s`.
    public static func timings(_ report: SuiteReport) -> String {
        func format(_ seconds: Double) -> String {
            let hundredths = Int((seconds * 100).rounded())
            return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2)) s"
        }
        let compiles =
            "\(report.mergedCompiles) merged \(report.mergedCompiles == 1 ? "compile" : "compiles"), "
            + "\(report.typecheckBatches) batched type-\(report.typecheckBatches == 1 ? "check" : "checks"), "
            + "\(report.soloTypechecks) solo, \(report.cacheHits) cached"
        return
            "cellspec: compiled in \(format(report.compileSeconds)) (\(compiles)), ran in \(format(report.runSeconds)) (\(report.forkedRuns) forked, \(report.startedRuns) started), model build \(format(report.modelBuildSeconds))"
    }

    /// `cellspec: 12 passed, 1 failed, 2 skipped`, the line CI reads.
    public static func summary(_ report: SuiteReport, style: TerminalStyle = .plain) -> String {
        let passed = "\(report.passedCount) passed", failed = "\(report.failedCount) failed"
        var line =
            "cellspec: \(report.passedCount > 0 ? style.passed(passed) : passed), "
            + "\(report.failedCount > 0 ? style.failed(failed) : failed), \(report.skippedCount) skipped"
        if report.notCheckableCount > 0 {
            line += ", \(report.notCheckableCount) not checkable (unmodelled API)"
        }
        if !report.markupDiagnostics.isEmpty {
            line += style.failed(
                " (\(report.markupDiagnostics.count) markup \(report.markupDiagnostics.count == 1 ? "error" : "errors"))"
            )
        }
        return line
    }

    /// The text with control characters shown as escapes.
    private static func safe(_ text: String) -> String { ControlCharacters.neutralized(text) }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
