import ExampleRunner
import Foundation
import SpecPages

/// Prints a report the way compilers do: `file:line:column: error: …` lines an editor can jump to,
/// each reason a `note:` with the example's line and a caret under the column it names (as swiftc
/// shows its diagnostics), then timings and a closing summary line.
///
/// Every line is already safe for a terminal (``ControlCharacters``); colour, when asked for, is
/// added around the safe text.
///
/// A lenient report (``SuiteReport/Mode/lenient``) is printed by the same functions: each block's
/// lines say its outcome, diagnosis, evidence and what inference supplied (``lenientLines(_:)``), and
/// each document's counts come before the run's summary (``documentSummaries(_:)``).
public enum ReportPrinter {
    /// The diagnostic lines, one problem per `error:` line with its reasons as `note:` lines.
    public static func diagnostics(_ report: SuiteReport, style: TerminalStyle = .plain) -> [String] {
        var lines = report.markupDiagnostics.map { diagnostic in
            let hint = diagnostic.suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "\(safe(diagnostic.location.description)): \(style.error("error:")) "
                + style.bold(safe("\(diagnostic.message)\(hint) [\(diagnostic.identifier.rawValue)]"))
        }
        for result in report.results {
            if result.lenient != nil {
                lines += lenientLines(result).map { style.diagnosticLine(safe($0)) }
                continue
            }
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
    /// or not checkable. A lenient block's line ends with its outcome: `✔ Guide.md:12 block-id (confirmed)`.
    public static func exampleLines(_ report: SuiteReport, style: TerminalStyle = .plain) -> [String] {
        report.results.map { result in
            let mark =
                switch result.verdict {
                case .passed: style.passed("✔")
                case .failed: style.failed("✘")
                case .skipped, .notCheckable: style.dim("–")
                }
            let example = result.example
            let outcome = result.lenient.map { " (\($0.outcome.phrase))" } ?? ""
            return "\(mark) \(safe("\(example.location.file):\(example.location.line)")) \(safe(example.id + outcome))"
        }
    }

    /// A lenient block's lines, unstyled and not yet made safe: one compiler-style line
    /// (`file:line:column: note|warning|error:`) with its outcome and diagnosis, its evidence as `note:`
    /// lines, and what inference supplied.
    static func lenientLines(_ result: ExampleResult) -> [String] {
        guard let judgement = result.lenient else { return [] }
        let block = result.example
        let name = "block '\(block.id)'"
        var lines: [String] = []
        let diagnosis = judgement.diagnosis.map { " — \($0.rawValue)" } ?? ""
        let explanation = judgement.explanation ?? ""
        if judgement.outcome == .unclassified {
            // Not judged, so no diagnosis: whose problem a failure is depends on what the guide meant.
            let fared =
                judgement.diagnosis == nil
                ? "as written it compiles and runs cleanly"
                : "as written it \(judgement.isUncheckable ? "could not be checked" : "fails"): \(explanation)"
            lines.append(
                "\(block.location): warning: unclassified Swift \(name): \(judgement.classificationEvidence); \(fared)")
        } else {
            let head = "\(judgement.classification) \(name) (\(judgement.classificationEvidence))"
            switch judgement.outcome {
            case .passed: lines.append("\(block.location): note: \(head) passed")
            case .confirmed: lines.append("\(block.location): note: \(head) confirmed")
            case .advice: lines.append("\(block.location): note: \(head) is advice, not an error: \(explanation)")
            case .uncheckable:
                lines.append("\(block.location): warning: \(head) could not be checked\(diagnosis): \(explanation)")
            case .finding:
                let verdict = judgement.classification == "correct" ? "failed" : "is not flagged by anything"
                lines.append("\(block.location): error: \(head) \(verdict)\(diagnosis): \(explanation)")
            case .unclassified: break
            }
        }
        // A clean unclassified block's one piece of evidence is already in its line.
        let saidAlready = judgement.outcome == .unclassified && judgement.diagnosis == nil
        for evidence in judgement.evidence where !saidAlready { lines.append("\(block.location): note: \(evidence)") }
        if !judgement.inferred.isEmpty || judgement.host != nil {
            let host = judgement.host.map { $0 == "enum" ? "placed in an enum" : "placed in a \($0) subclass" }
            let parts = [judgement.inferred.joined(separator: ", "), host ?? ""].filter { !$0.isEmpty }
            lines.append("\(block.location): note: inferred: \(parts.joined(separator: "; "))")
        }
        return lines
    }

    /// A lenient report's line per document: `Guide.md: 20 blocks found, 18 classified, 16 compiled (88%
    /// of classified), 9 passed, 5 confirmed, 4 findings; 1 advice, 1 not checkable; 2 unclassified (2
    /// compiled, 1 run cleanly)`, the counts of the JSON report's `documents[].summary.lenient`. The two
    /// "compiled" counts add up to the blocks the JSON report says compiled. Empty for a strict report.
    public static func documentSummaries(_ report: SuiteReport) -> [String] {
        guard report.mode == .lenient else { return [] }
        return report.documents.map { document in
            let counts =
                report.summary(forPage: document.path).lenient ?? SuiteReport.LenientCounts([])
            let rate = counts.classified == 0 ? "" : " (\(counts.compiled * 100 / counts.classified)% of classified)"
            return safe(
                "\(document.path): \(counts.blocks) blocks found, \(counts.classified) classified, "
                    + "\(counts.compiled) compiled\(rate), \(counts.passed) passed, \(counts.confirmed) confirmed, "
                    + "\(counts.findings) findings; \(counts.advice) advice, \(counts.notCheckable) not checkable; "
                    + "\(counts.unclassified) unclassified (\(counts.unclassifiedCompiled) compiled, "
                    + "\(counts.unclassifiedClean) run cleanly)")
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
            line +=
                ", \(report.notCheckableCount) not checkable"
                + (report.mode == .strict ? " (unmodelled API)" : "")
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
