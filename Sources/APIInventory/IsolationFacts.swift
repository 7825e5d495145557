import Foundation

/// `Inventory/isolation.tsv`: how Swift imports a type's isolation, read from a header the sources
/// name (`type<TAB>isolation<TAB>source id<TAB>path`), for interfaces printed before Swift
/// printed isolation.
public struct IsolationFacts: Sendable {
    public struct Fact: Sendable, Equatable {
        public var isolation: String
        public var source: String
        public var path: String
        /// The line of the table that records it.
        public var line: Int

        public init(isolation: String, source: String, path: String, line: Int) {
            self.isolation = isolation
            self.source = source
            self.path = path
            self.line = line
        }
    }

    public private(set) var facts: [String: Fact] = [:]

    /// Reads the table; a source or path that `sources` does not list, an isolation other than
    /// `@MainActor`, `@MainActor @preconcurrency` or `nonisolated`, or a type named twice is an
    /// error at its line.
    public init(text: String, file: String, sources: InventoryBuilder.Sources) throws {
        let known = Dictionary(uniqueKeysWithValues: sources.sources.map { ($0.id, Set($0.files)) })
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else {
                throw InventoryError.malformed(
                    file: file, line: line,
                    reason: "expected 'type<TAB>isolation<TAB>source<TAB>path', found \(fields.count) field(s)")
            }
            guard ["@MainActor", "@MainActor @preconcurrency", "nonisolated"].contains(fields[1]) else {
                throw InventoryError.malformed(file: file, line: line, reason: "unknown isolation '\(fields[1])'")
            }
            guard let files = known[fields[2]] else {
                throw InventoryError.malformed(
                    file: file, line: line, reason: "no source '\(fields[2])' in the sources file")
            }
            guard files.contains(fields[3]) else {
                throw InventoryError.malformed(
                    file: file, line: line, reason: "source '\(fields[2])' lists no file '\(fields[3])'")
            }
            if let first = facts[fields[0]] {
                throw InventoryError.malformed(
                    file: file, line: line, reason: "'\(fields[0])' is already recorded at line \(first.line)")
            }
            facts[fields[0]] = Fact(isolation: fields[1], source: fields[2], path: fields[3], line: line)
        }
    }
}
