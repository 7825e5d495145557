import ExampleRunner
import Foundation
import SpecPages

/// The report as JUnit XML, the format CI systems (GitHub, GitLab, Jenkins, Buildkite) read:
/// `<testsuites>` holds a `<testsuite>` per page, in page order, and each example is a
/// `<testcase>` named by its id, with `<failure>` for a failed example and `<skipped>` for an
/// illustration. A page's markup errors are `<testcase>`s with an `<error>`, since the page could not
/// be checked as written.
///
/// A lenient check's report is written the same way (`<testsuites name="cellspec lenient">`, a
/// `<testsuite>` per document, a `<testcase>` per block): a finding is a `<failure>` typed by its
/// diagnosis; a block that is not checkable or unclassified is `<skipped>` with the reason; a confirmed
/// block or advice passes, saying so in `<system-out>`; an unreadable file is an `<error>`, as a
/// page's markup error is.
public enum JUnitReport {
    public static func document(_ report: SuiteReport) -> String {
        var pages: [String] = []
        for path in report.results.map(\.example.location.file) + report.markupDiagnostics.map(\.location.file)
        where !pages.contains(path) {
            pages.append(path)
        }
        let suites = pages.map { suite(page: $0, report: report) }
        let total = Counts(suites.map(\.counts))
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(report.mode == .lenient ? "cellspec lenient" : "cellspec")" \(total.attributes) time="\(seconds(report.compileSeconds + report.runSeconds))">

            """ + suites.map(\.xml).joined() + "</testsuites>\n"
    }

    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0, seconds = 0.0

        init(tests: Int = 0, failures: Int = 0, errors: Int = 0, skipped: Int = 0, seconds: Double = 0) {
            (self.tests, self.failures, self.errors, self.skipped, self.seconds) = (
                tests, failures, errors, skipped, seconds
            )
        }

        init(_ parts: [Counts]) {
            for part in parts {
                tests += part.tests; failures += part.failures; errors += part.errors; skipped += part.skipped
                seconds += part.seconds
            }
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        }
    }

    private static func suite(page: String, report: SuiteReport) -> (xml: String, counts: Counts) {
        let results = report.results(forPage: page)
        let markup = report.markupDiagnostics.filter { $0.location.file == page }
        let counts = Counts(
            tests: results.count + markup.count, failures: results.count { $0.verdict == .failed },
            errors: markup.count,
            skipped: results.count { $0.verdict == .skipped || $0.verdict == .notCheckable },
            seconds: results.map(runSeconds).reduce(0, +))
        var xml = "  <testsuite name=\"\(escaped(page))\" \(counts.attributes) time=\"\(seconds(counts.seconds))\">\n"
        for diagnostic in markup {
            xml +=
                "    <testcase name=\"\(escaped(diagnostic.identifier.rawValue)) at line \(diagnostic.location.line)\""
            xml +=
                " classname=\"\(escaped(page))\" file=\"\(escaped(page))\" line=\"\(diagnostic.location.line)\" time=\"0\">\n"
            xml +=
                "      <error type=\"\(escaped(diagnostic.identifier.rawValue))\" message=\"\(escaped(diagnostic.message))\">"
            xml += "\(escaped(diagnostic.description, inAttribute: false))</error>\n"
            xml += "    </testcase>\n"
        }
        for result in results { xml += testcase(result) }
        xml += "  </testsuite>\n"
        return (xml, counts)
    }

    private static func testcase(_ result: ExampleResult) -> String {
        let example = result.example
        let page = escaped(example.location.file)
        var xml = "    <testcase name=\"\(escaped(example.id))\" classname=\"\(page)\" file=\"\(page)\""
        xml +=
            " line=\"\(result.verdict == .failed ? result.failureLocation.line : example.location.line)\" time=\"\(seconds(runSeconds(result)))\">\n"
        let reasons = result.reasons.map(\.description).joined(separator: "\n")
        if let judgement = result.lenient { return xml + lenientElements(judgement) + "    </testcase>\n" }
        switch result.verdict {
        case .passed:
            break
        case .failed:
            let declared = example.expectations.map(\.description).joined(separator: " ")
            let message =
                "\(example.classification.rawValue) example failed"
                + (declared.isEmpty ? "" : " (declared: \(declared))")
            xml +=
                "      <failure type=\"\(example.classification.rawValue)\" message=\"\(escaped(message))\">\(escaped(reasons, inAttribute: false))</failure>\n"
        case .skipped, .notCheckable:
            xml += "      <skipped message=\"\(escaped(reasons))\"/>\n"
        }
        let output = result.runs.filter { !$0.output.isEmpty }.map { "iOS \($0.iOSRelease):\n\($0.output)" }
        if !output.isEmpty {
            xml += "      <system-out>\(escaped(output.joined(separator: "\n"), inAttribute: false))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// What a lenient block's `<testcase>` holds, by its outcome.
    private static func lenientElements(_ judgement: LenientJudgement) -> String {
        let explanation = judgement.explanation ?? judgement.evidence.first ?? ""
        switch judgement.outcome {
        case .passed:
            return ""
        case .confirmed, .advice:
            let said = judgement.outcome == .confirmed ? judgement.evidence.first : judgement.explanation
            guard let said else { return "" }
            return
                "      <system-out>\(escaped("\(judgement.outcome.phrase): \(said)", inAttribute: false))</system-out>\n"
        case .finding:
            let type = judgement.diagnosis?.rawValue ?? "finding"
            return "      <failure type=\"\(escaped(type))\" message=\"\(escaped(explanation))\">"
                + escaped(judgement.evidence.joined(separator: "\n"), inAttribute: false) + "</failure>\n"
        case .uncheckable, .unclassified:
            let label = judgement.outcome.phrase
            // A diagnosis that says its label itself (`not checkable: elided`) stands alone.
            let heading =
                judgement.diagnosis.map { $0.rawValue.hasPrefix(label) ? [$0.rawValue] : [label, $0.rawValue] }
                ?? [label]
            let detail = heading + (explanation.isEmpty ? [] : [explanation])
            return "      <skipped message=\"\(escaped(detail.joined(separator: ": ")))\"/>\n"
        }
    }

    private static func runSeconds(_ result: ExampleResult) -> Double {
        result.runs.map(\.seconds).reduce(0, +)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Text for XML attributes and content. Characters XML 1.0 cannot hold at all (most control
    /// characters, which a crashing example may print), and the other characters ``ControlCharacters``
    /// keeps from a terminal showing the file, become U+FFFD.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            case _ where !ControlCharacters.isShown(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
