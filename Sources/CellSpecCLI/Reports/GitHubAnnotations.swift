import ExampleRunner
import SpecPages

/// The report as GitHub Actions workflow commands: an `::error` on the line of each failed example
/// that the failure points at (``ExampleResult/failureLocation``) and on each markup error, so a pull
/// request shows the problem where the page has it.
/// Passing and skipped examples say nothing. In a lenient report, each finding's block is an
/// `::error` and each classified block that could not be checked a `::warning`, with its evidence
/// (``ReportPrinter/lenientLines(_:)``), on the guide's line the evidence points at inside the block,
/// else on the block's opening fence; passed, confirmed, advice and unclassified blocks say nothing.
public enum GitHubAnnotations {
    public static func commands(_ report: SuiteReport) -> [String] {
        var commands = report.markupDiagnostics.map { diagnostic in
            let hint = diagnostic.suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return command(
                "error", at: diagnostic.location, title: "cellspec: \(diagnostic.identifier.rawValue)",
                message: diagnostic.message + hint)
        }
        for result in report.results {
            if let judgement = result.lenient {
                guard judgement.outcome == .finding || judgement.outcome == .uncheckable else { continue }
                let head = ReportPrinter.lenientLines(result)[0]
                let message = head.split(separator: ": ", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2)
                    .joined(separator: ": ")
                let evidence = judgement.evidence.joined(separator: "\n")
                commands.append(
                    command(
                        judgement.outcome == .finding ? "error" : "warning", at: result.failureLocation,
                        title: "cellspec --lenient: block '\(result.example.id)'",
                        message: message + (evidence.isEmpty ? "" : "\n" + evidence)))
                continue
            }
            guard result.verdict == .failed else { continue }
            let example = result.example
            let declared = example.expectations.map(\.description).joined(separator: " ")
            let title =
                "cellspec: \(example.classification.rawValue) example '\(example.id)' failed"
                + (declared.isEmpty ? "" : " (declared: \(declared))")
            commands.append(
                command(
                    "error", at: result.failureLocation, title: title,
                    message: result.reasons.map(\.description).joined(separator: "\n")))
        }
        return commands
    }

    /// `::error file=Spec/page.md,line=12,col=1,title=…::message`, with the escapes GitHub's runner
    /// undoes (`%`, CR and LF everywhere; `:` and `,` in properties too). Other control characters,
    /// which the log would run as escape sequences, are shown as text (``ControlCharacters``).
    static func command(_ name: String, at location: SourceLocation, title: String, message: String) -> String {
        let properties = [
            "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
            "title=\(property(title))",
        ]
        return
            "::\(name) \(properties.joined(separator: ","))::\(data(ControlCharacters.neutralized(message, keepingNewlines: true)))"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(ControlCharacters.neutralized(text)).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: ",", with: "%2C")
    }
}
