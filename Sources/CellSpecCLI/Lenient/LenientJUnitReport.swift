import ExampleRunner
import Foundation
import LenientCheck

/// A lenient check as JUnit XML (`check --lenient --format junit`), for the CI systems that read it:
/// a `<testsuite>` per document, a `<testcase>` per block (or split part) named by its id, with its
/// page line. A finding is a `<failure>`; a block cellspec could not judge — not checkable, advice, or
/// unclassified — is `<skipped>` with the reason, so a CI run fails only for what `check --lenient`
/// exits 1 for. Passed and confirmed blocks are plain test cases. A file that could not be read is a
/// test case with an `<error>`.
public enum LenientJUnitReport {
    public static func document(_ report: LenientReport) -> String {
        var suites: [(xml: String, tests: Int, failures: Int, errors: Int, skipped: Int)] = []
        for document in report.documents {
            let path = JUnitReport.escaped(document.path)
            var xml = ""
            var skipped = 0
            for result in document.results {
                let name = JUnitReport.escaped(result.block.id)
                xml +=
                    "    <testcase name=\"\(name)\" classname=\"\(path)\" file=\"\(path)\" line=\"\(result.block.location.line)\">\n"
                let explanation = result.explanation ?? result.evidence.first ?? ""
                switch result.outcome {
                case .passed, .confirmed:
                    if let evidence = result.evidence.first, result.outcome == .confirmed {
                        xml +=
                            "      <system-out>\(JUnitReport.escaped("confirmed: \(evidence)", inAttribute: false))</system-out>\n"
                    }
                case .finding:
                    let type = result.diagnosis?.rawValue ?? "finding"
                    xml +=
                        "      <failure type=\"\(JUnitReport.escaped(type))\" message=\"\(JUnitReport.escaped(explanation))\">"
                    xml +=
                        JUnitReport.escaped(result.evidence.joined(separator: "\n"), inAttribute: false)
                        + "</failure>\n"
                case .advice, .uncheckable, .unclassified:
                    skipped += 1
                    let label =
                        result.outcome == .advice
                        ? "advice" : result.outcome == .unclassified ? "unclassified" : "not checkable"
                    // A diagnosis that says its label itself (`not checkable: elided`) stands alone.
                    let heading =
                        result.diagnosis.map { $0.rawValue.hasPrefix(label) ? [$0.rawValue] : [label, $0.rawValue] }
                        ?? [label]
                    let detail = heading + (explanation.isEmpty ? [] : [explanation])
                    xml += "      <skipped message=\"\(JUnitReport.escaped(detail.joined(separator: ": ")))\"/>\n"
                }
                xml += "    </testcase>\n"
            }
            suites.append((xml, document.results.count, document.findings, 0, skipped))
        }
        if !report.unreadable.isEmpty {
            var xml = ""
            for line in report.unreadable {
                xml += "    <testcase name=\"\(JUnitReport.escaped(line))\" classname=\"unreadable\">\n"
                xml += "      <error type=\"unreadable\" message=\"\(JUnitReport.escaped(line))\"/>\n    </testcase>\n"
            }
            suites.append((xml, report.unreadable.count, 0, report.unreadable.count, 0))
        }
        let names = report.documents.map(\.path) + (report.unreadable.isEmpty ? [] : ["unreadable"])
        var body = ""
        for (name, suite) in zip(names, suites) {
            body +=
                "  <testsuite name=\"\(JUnitReport.escaped(name))\" \(attributes(suite.tests, suite.failures, suite.errors, suite.skipped))>\n"
            body += suite.xml + "  </testsuite>\n"
        }
        let total = suites.reduce((0, 0, 0, 0)) {
            ($0.0 + $1.tests, $0.1 + $1.failures, $0.2 + $1.errors, $0.3 + $1.skipped)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="cellspec lenient" \(attributes(total.0, total.1, total.2, total.3))>

            """ + body + "</testsuites>\n"
    }

    private static func attributes(_ tests: Int, _ failures: Int, _ errors: Int, _ skipped: Int) -> String {
        "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }
}
