/// Reads the lenient site's index back: each guide's counts from the table's `data-` attributes.
public enum LenientSiteIndex {
    /// Counts by the guide's path (`""` for the total row), each by its column's key (`findings`).
    public static func counts(in html: String) -> [String: [String: Int]] {
        var rows: [String: [String: Int]] = [:]
        for row in html.components(separatedBy: "<tr ").dropFirst() {
            guard let start = row.range(of: "data-guide=\""), let end = row[start.upperBound...].firstIndex(of: "\"")
            else { continue }
            var counts: [String: Int] = [:]
            for cell in row.components(separatedBy: "<td data-count=\"").dropFirst() {
                let parts = cell.split(separator: "\"", maxSplits: 1)
                guard parts.count == 2, let open = parts[1].firstIndex(of: ">"),
                    let close = parts[1][open...].firstIndex(of: "<"),
                    let value = Int(parts[1][parts[1].index(after: open)..<close])
                else { continue }
                counts[String(parts[0])] = value
            }
            rows[String(row[start.upperBound..<end])] = counts
        }
        return rows
    }
}
