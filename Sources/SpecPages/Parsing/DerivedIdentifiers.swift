/// Identifiers for blocks that name none: `heading-slug`, then `heading-slug-2` … for further
/// blocks under the same heading, and `fallback` (numbered the same way) before any heading.
package struct DerivedIdentifiers {
    package let fallback: String
    private var uses: [String: Int] = [:]

    package init(fallback: String) { self.fallback = fallback }

    package mutating func next(under heading: String?) -> String {
        let base = heading.map(Slug.make) ?? fallback
        let count = uses[base, default: 0] + 1
        uses[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }
}
