import ExampleRunner
import LenientCheck
import SpecPages

/// Prints a lenient check: one compiler-style line per block (`file:line:column: note|warning|error:`)
/// with its evidence as `note:` lines, then a summary per document.
public enum LenientReportPrinter {
    /// The human report's lines, unstyled and not yet made safe for a terminal.
    public static func lines(_ report: LenientReport) -> [String] {
        var lines = unreadableLines(report)
        for document in report.documents {
            for result in document.results { lines += self.lines(result) }
            lines.append(summary(document))
        }
        return lines
    }

    /// A line for each file that could not be read. Each entry is `place: why`; the line puts
    /// `error:` between them, as the compiler does.
    static func unreadableLines(_ report: LenientReport) -> [String] {
        report.unreadable.map { entry in
            guard let separator = entry.range(of: ": ") else { return "error: \(entry)" }
            return "\(entry[..<separator.lowerBound]): error: \(entry[separator.upperBound...])"
        }
    }

    static func lines(_ result: LenientResult) -> [String] {
        let block = result.block
        let name = "block '\(block.id)'"
        var lines: [String] = []
        let diagnosis = result.diagnosis.map { " — \($0.rawValue)" } ?? ""
        switch result.classification {
        case .unclassified(let reason):
            // Not judged, so no diagnosis: whose problem a failure is depends on what the guide meant.
            let fared =
                result.diagnosis == nil
                ? "as written it compiles and runs cleanly"
                : "as written it \(result.isUncheckable ? "could not be checked" : "fails"): \(result.explanation ?? "")"
            lines.append("\(block.location): warning: unclassified Swift \(name): \(reason); \(fared)")
        case .classified(let classification, let evidence):
            let head = "\(classification.rawValue) \(name) (\(evidence))"
            switch result.outcome {
            case .passed:
                lines.append("\(block.location): note: \(head) passed")
            case .confirmed:
                lines.append("\(block.location): note: \(head) confirmed")
            case .advice:
                lines.append("\(block.location): note: \(head) is advice, not an error: \(result.explanation ?? "")")
            case .uncheckable:
                lines.append(
                    "\(block.location): warning: \(head) could not be checked\(diagnosis): \(result.explanation ?? "")")
            case .finding:
                let verdict = classification == .correct ? "failed" : "is not flagged by anything"
                lines.append("\(block.location): error: \(head) \(verdict)\(diagnosis): \(result.explanation ?? "")")
            case .unclassified:
                break
            }
        }
        // A clean unclassified block's one piece of evidence is already in its line.
        let saidAlready = result.outcome == .unclassified && result.diagnosis == nil
        for evidence in result.evidence where !saidAlready { lines.append("\(block.location): note: \(evidence)") }
        if let context = result.context, !context.supplied.isEmpty || context.host != nil {
            let host = context.host.map { $0 == "enum" ? "placed in an enum" : "placed in a \($0) subclass" }
            let parts = [context.supplied.joined(separator: ", "), host ?? ""].filter { !$0.isEmpty }
            lines.append("\(block.location): note: inferred: \(parts.joined(separator: "; "))")
        }
        return lines
    }

    /// The human report as printed: ``lines(_:)`` made safe for a terminal and styled (the `error:`,
    /// `warning:` and `note:` labels coloured as swiftc colours them) and, with `verbose`, every
    /// block listed before its document's summary with ✔ (passed, confirmed, advice), ✘ (a finding)
    /// or – (not checkable, unclassified) and its outcome, as `check -v` lists examples.
    public static func humanLines(_ report: LenientReport, style: TerminalStyle = .plain, verbose: Bool = false)
        -> [String]
    {
        func safe(_ line: String) -> String { style.diagnosticLine(ControlCharacters.neutralized(line)) }
        var lines = unreadableLines(report).map(safe)
        for document in report.documents {
            for result in document.results { lines += self.lines(result).map(safe) }
            if verbose { lines += document.results.map { blockLine($0, style: style) } }
            lines.append(safe(summary(document)))
        }
        return lines
    }

    /// `✔ Guide.md:12 block-id (passed)`: one block in the `-v` listing.
    static func blockLine(_ result: LenientResult, style: TerminalStyle) -> String {
        let mark =
            switch result.outcome {
            case .passed, .confirmed, .advice: style.passed("✔")
            case .finding: style.failed("✘")
            case .uncheckable, .unclassified: style.dim("–")
            }
        let outcome = result.outcome == .uncheckable ? "not checkable" : result.outcome.rawValue
        let location = "\(result.block.location.file):\(result.block.location.line)"
        return mark + " " + ControlCharacters.neutralized("\(location) \(result.block.id) (\(outcome))")
    }

    /// GitHub Actions workflow commands: an `::error` on each finding's block, a `::warning` on each
    /// classified block that could not be checked. Passed, confirmed, advice and unclassified blocks say nothing.
    public static func annotations(_ report: LenientReport) -> [String] {
        var commands: [String] = []
        for document in report.documents {
            for result in document.results where result.outcome == .finding || result.outcome == .uncheckable {
                let head = lines(result)[0]
                let message = head.split(separator: ": ", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2)
                    .joined(separator: ": ")
                let evidence = result.evidence.joined(separator: "\n")
                commands.append(
                    GitHubAnnotations.command(
                        result.outcome == .finding ? "error" : "warning", at: result.block.location,
                        title: "cellspec --lenient: block '\(result.block.id)'",
                        message: message + (evidence.isEmpty ? "" : "\n" + evidence)))
            }
        }
        return commands
    }

    /// `Guide.md: 20 blocks found, 18 classified, 16 compiled (88% of classified), 9 passed, 5 confirmed,
    /// 4 findings; 1 advice, 1 not checkable; 2 unclassified (2 compiled, 1 run cleanly)`. The two
    /// "compiled" counts add up to the blocks the JSON report says compiled.
    public static func summary(_ document: LenientDocumentReport) -> String {
        let rate = document.classified == 0 ? "" : " (\(document.compiled * 100 / document.classified)% of classified)"
        return "\(document.path): \(document.found) blocks found, \(document.classified) classified, "
            + "\(document.compiled) compiled\(rate), \(document.passed) passed, \(document.confirmed) confirmed, "
            + "\(document.findings) findings; \(document.advice) advice, \(document.uncheckable) not checkable; "
            + "\(document.unclassified) unclassified (\(document.unclassifiedCompiled) compiled, "
            + "\(document.unclassifiedClean) run cleanly)"
    }
}
