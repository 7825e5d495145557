import ModelContract

/// The list of every id a page can expect, as `Spec/README.md` prints it between two markers. Made from
/// the catalog (``ModelRule/all`` and ``HarnessFinding/all``), so the page cannot drift from it: a test
/// compares the two, and `RECORD_SNAPSHOTS=1` writes the page's list anew.
public enum RuleCatalogTable {
    public static let startMarker = "<!-- rule ids: generated from the catalog by RuleCatalogTable; do not edit -->"
    public static let endMarker = "<!-- end of rule ids -->"

    /// The Markdown list of every rule and harness finding, faults first: a list rather than a table,
    /// since libcmark renders CommonMark, which has no tables.
    public static var markdown: String {
        var lines: [String] = []
        for severity in [ModelRule.Severity.fault, .violation] {
            for rule in ModelRule.all where rule.severity == severity {
                let page =
                    rule.page.map { path -> String in
                        let name = path.replacingOccurrences(of: "Spec/", with: "")
                        return " See [\(name)](\(name))."
                    } ?? ""
                let basis =
                    rule.basis == .recommendation
                    ? " A recommendation: UIKit accepts the code, so lenient checks report it as advice." : ""
                lines.append(
                    "- `\(rule.id)` — \(severity.rawValue), `\(rule.expectation)`. \(rule.message)\(basis)\(page)")
            }
        }
        for finding in HarnessFinding.all {
            let expectation =
                finding.expectation.map { "`\($0)`" }
                ?? (finding.makesExampleUncheckable
                    ? "never expected: the example is not checkable" : "always a failure")
            lines.append("- `\(finding.id)` — harness, \(expectation). \(finding.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// `page` with the text between the markers replaced by ``markdown``; nil when the markers are missing.
    public static func updating(_ page: String) -> String? {
        guard let start = page.range(of: startMarker),
            let end = page.range(of: endMarker, range: start.upperBound..<page.endIndex)
        else {
            return nil
        }
        return String(page[..<start.upperBound]) + "\n" + markdown + "\n" + String(page[end.lowerBound...])
    }
}
