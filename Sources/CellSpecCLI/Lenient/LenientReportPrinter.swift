import ExampleRunner
import SpecPages

/// Prints a lenient check: one compiler-style line per block (`file:line:column: note|warning|error:`)
/// with its evidence as `note:` lines, then a summary per document.
public enum LenientReportPrinter {
    public static func lines(_ report: LenientReport) -> [String] {
        var lines = report.unreadable.map { "\($0.split(separator: ":").first ?? ""): error: \($0)" }
        for document in report.documents {
            for result in document.results { lines += self.lines(result) }
            lines.append(summary(document))
        }
        return lines
    }

    static func lines(_ result: LenientResult) -> [String] {
        let block = result.block
        let name = "block '\(block.id)'"
        var lines: [String] = []
        switch result.classification {
        case .unclassified(let reason):
            return ["\(block.location): warning: unclassified Swift \(name): \(reason)"]
        case .classified(let classification, let evidence):
            let head = "\(classification.rawValue) \(name) (\(evidence))"
            switch result.outcome {
            case .passed:
                lines.append("\(block.location): note: \(head) passed")
            case .confirmed:
                lines.append("\(block.location): note: \(head) confirmed")
            case .finding:
                let verdict =
                    result.isUncheckable ? "could not be checked" : classification == .correct ? "failed" : "is not flagged by anything"
                let diagnosis = result.diagnosis.map { " — \($0.rawValue)" } ?? ""
                lines.append("\(block.location): error: \(head) \(verdict)\(diagnosis): \(result.explanation ?? "")")
            case .unclassified:
                break
            }
        }
        for evidence in result.evidence { lines.append("\(block.location): note: \(evidence)") }
        if let context = result.context, !context.supplied.isEmpty || context.host != nil {
            let host = context.host.map { "; placed in a \($0) subclass" } ?? ""
            lines.append("\(block.location): note: inferred: \(context.supplied.joined(separator: ", "))\(host)")
        }
        return lines
    }

    /// `Guide.md: 20 blocks found, 18 classified, 16 compiled, 9 passed, 5 confirmed, 4 findings`.
    public static func summary(_ document: LenientDocumentReport) -> String {
        let rate = document.classified == 0 ? "" : " (\(document.compiled * 100 / document.classified)% of classified)"
        return "\(document.path): \(document.found) blocks found, \(document.classified) classified, "
            + "\(document.compiled) compiled\(rate), \(document.passed) passed, \(document.confirmed) confirmed, "
            + "\(document.findings) findings"
    }
}
