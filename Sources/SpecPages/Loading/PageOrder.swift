import CommonMark
import Foundation

/// The reading order of a directory's pages, from the `ORDER` file beside them: one page file name a
/// line, blank lines and `#` comments ignored. It orders the site's navigation and previous/next
/// links. Pages it does not name follow in path order, so every page stays reachable; a name that
/// matches no page is an error at its line.
enum PageOrder {
    /// The file's name in a page directory.
    static let fileName = "ORDER"

    /// `pages` (paths relative to `directory`) in the order the directory's `ORDER` file gives, and
    /// a diagnostic for each name in it that is not one of the pages.
    static func apply(in directory: String, to pages: [String]) -> (ordered: [String], problems: [MarkupDiagnostic]) {
        let path = "\(directory)/\(fileName)"
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return (pages, [])
        }
        var ordered: [String] = []
        var problems: [MarkupDiagnostic] = []
        for (index, rawLine) in SourceLines.lines(of: text).enumerated() {
            let name = rawLine.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.hasPrefix("#") else { continue }
            if pages.contains(name) {
                if !ordered.contains(name) { ordered.append(name) }
            } else {
                problems.append(
                    MarkupDiagnostic(
                        .unreadablePage, at: SourceLocation(file: path, line: index + 1),
                        "'\(name)' is not a page in \(directory)",
                        suggestion: NearMiss.suggestion(for: name, among: pages)))
            }
        }
        return (ordered + pages.filter { !ordered.contains($0) }, problems)
    }
}
