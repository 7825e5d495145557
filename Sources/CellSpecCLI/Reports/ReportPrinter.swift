import ExampleRunner
import SpecPages

/// Prints a report the way compilers do: `file:line:column: error: …` lines an editor can jump to,
/// then timings and a closing summary line.
public enum ReportPrinter {
    /// The diagnostic lines, one problem per `error:` line with its evidence as `note:` lines.
    public static func diagnostics(_ report: SuiteReport) -> [String] {
        var lines = report.markupDiagnostics.map(\.description)
        for result in report.results where result.verdict == .failed {
            let example = result.example
            let declared =
                example.classification == .incorrect
                ? " (declared: \(example.expectations.map(\.description).joined(separator: ", ")))" : ""
            lines.append("\(example.location): error: \(example.classification.rawValue) example '\(example.id)' failed\(declared)")
            for reason in result.reasons {
                let place = result.findings.first { reason.contains($0.message) }?.location ?? example.location
                lines.append("\(place): note: \(reason)")
            }
        }
        return lines
    }

    /// `compiled in 1.20 s, ran in 0.41 s, model 0.00 s`.
    public static func timings(_ report: SuiteReport) -> String {
        func format(_ seconds: Double) -> String {
            let hundredths = Int((seconds * 100).rounded())
            return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2)) s"
        }
        let compiles =
            "\(report.mergedCompiles) merged \(report.mergedCompiles == 1 ? "compile" : "compiles"), "
            + "\(report.typecheckBatches) batched type-\(report.typecheckBatches == 1 ? "check" : "checks"), "
            + "\(report.soloTypechecks) solo, \(report.cacheHits) cached"
        return "cellspec: compiled in \(format(report.compileSeconds)) (\(compiles)), ran in \(format(report.runSeconds)), model build \(format(report.modelBuildSeconds))"
    }

    /// `cellspec: 12 passed, 1 failed, 2 skipped`, the line CI reads.
    public static func summary(_ report: SuiteReport) -> String {
        var line = "cellspec: \(report.passedCount) passed, \(report.failedCount) failed, \(report.skippedCount) skipped"
        if !report.markupDiagnostics.isEmpty {
            line += " (\(report.markupDiagnostics.count) markup \(report.markupDiagnostics.count == 1 ? "error" : "errors"))"
        }
        return line
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
