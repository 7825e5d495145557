import ExampleRunner
import SpecPages

extension SearchIndex {
    /// A lenient site's search: every guide, section and checked block, a block found by its code's
    /// identifiers, its id and heading, its title saying what the guide and the check concluded and
    /// its context where it is (guide and line).
    init(lenientLayout layout: SiteLayout, report: SuiteReport) {
        for page in layout.pages {
            let path = layout.outputPath(for: page)
            entries.append(Entry(kind: "page", title: page.title, context: "", href: path))
            for section in page.sections where section.level > 1 {
                entries.append(
                    Entry(kind: "section", title: section.title, context: page.title, href: "\(path)#\(section.anchor)")
                )
            }
            for result in report.results(forPage: page.path) {
                guard let judgement = result.lenient else { continue }
                let block = result.example
                // What the guide and the check say, then where: "Don’t, finding · Heading".
                let kind =
                    switch judgement.classification {
                    case "correct": "Do"
                    case "incorrect": "Don’t"
                    default: "Unclassified"
                    }
                let outcome = judgement.outcome == .unclassified ? "" : ", \(judgement.outcome.phrase)"
                let about = block.heading.map { " · \($0)" } ?? ""
                entries.append(
                    Entry(
                        kind: "block", title: "\(kind)\(outcome)\(about)",
                        context: "\(page.title), line \(block.codeLineRange.lowerBound)",
                        href: "\(path)#\(block.anchor)",
                        terms: ([block.id.replacingOccurrences(of: "-", with: " ")] + [block.heading].compactMap { $0 })
                            .joined(separator: " "),
                        identifiers: Self.identifiers(in: block.lines.map(\.text).joined(separator: "\n"))))
            }
        }
    }
}
