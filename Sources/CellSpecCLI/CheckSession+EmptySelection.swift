import SpecPages

extension CheckSession {
    /// The sentence that ends a run selecting no example at all — an empty directory, pages without
    /// examples, a `--filter` that matches nothing — which would otherwise pass in CI having checked
    /// nothing. Nil when examples are selected, when the pages' own errors already fail the run, and
    /// when only the shard is empty (a small suite spread over many machines).
    public func emptySelection(in suite: SpecSuite) -> String? {
        guard suite.diagnostics.isEmpty else { return nil }
        let examples = suite.pages.flatMap(\.examples)
        guard !examples.contains(where: matchesFilters) else { return nil }
        let accept = "; pass --allow-empty if an empty run is what you want"
        let places = paths.map { "'\($0)'" }.joined(separator: ", ")
        if suite.pages.isEmpty {
            return "cellspec: error: no page found in \(places) (pages are *.md files)\(accept)"
        }
        if examples.isEmpty {
            return
                "cellspec: error: the \(count(suite.pages.count, "page")) in \(places) \(suite.pages.count == 1 ? "holds" : "hold") no example\(accept)"
        }
        let filters = self.filters.map { "'\($0)'" }.joined(separator: ", ")
        return
            "cellspec: error: --filter \(filters) matches none of the \(count(examples.count, "example")) in \(places)\(accept)"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
