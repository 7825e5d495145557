import Foundation

/// The inventory entries the model knowingly does not declare as UIKit does, one a line in
/// `Inventory/exceptions.tsv`: `id<TAB>category<TAB>reason`. Categories: `missing` (not in the
/// model yet; the reason says why), `objc-only` (a form only Objective-C interop gives, which Swift
/// code on Linux cannot use), `differs` (declared otherwise on purpose, or not yet fixed; the reason
/// says how). Lines starting with `#` and blank lines are comments.
public struct InventoryExceptions: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case missing
        case objcOnly = "objc-only"
        case differs
    }

    public struct Exception: Sendable, Equatable {
        public var id: String
        public var category: Category
        public var reason: String
        public var line: Int
    }

    public private(set) var exceptions: [String: Exception] = [:]

    public init(text: String, file: String) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                throw InventoryError.malformed(
                    file: file, line: line,
                    reason: "expected 'id<TAB>category<TAB>reason', found \(fields.count) field(s)")
            }
            guard let category = Category(rawValue: fields[1]) else {
                throw InventoryError.malformed(
                    file: file, line: line,
                    reason:
                        "unknown category '\(fields[1])' (one of \(Category.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            guard !fields[2].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InventoryError.malformed(file: file, line: line, reason: "an exception needs its reason")
            }
            if let first = exceptions[fields[0]] {
                throw InventoryError.malformed(
                    file: file, line: line, reason: "'\(fields[0])' is already excepted at line \(first.line)")
            }
            exceptions[fields[0]] = Exception(id: fields[0], category: category, reason: fields[2], line: line)
        }
    }

    public init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw InventoryBuilder.BuildError.unreadable(url.path)
        }
        try self.init(text: text, file: url.path)
    }

    /// What the signature test reports: entries declared otherwise than the exceptions say, and
    /// exceptions no longer needed or naming no entry.
    public struct Verdict: Sendable {
        public var unexpected: [String] = []
        public var stale: [String] = []
        public var counts: [Category: Int] = [:]
    }

    public func judge(_ comparison: SignatureComparison) -> Verdict {
        var verdict = Verdict()
        var used: Set<String> = []
        for result in comparison.results {
            let id = result.entry.id
            let exception = exceptions[id]
            if let exception { used.insert(id) }
            switch (result.status, exception?.category) {
            case (.identical, nil): break
            case (.identical, let category?):
                verdict.stale.append(
                    "\(id): declared as UIKit does now; remove its '\(category.rawValue)' exception (line \(exception!.line))"
                )
            case (.missing, nil):
                verdict.unexpected.append(
                    "\(id): missing from the model (\(result.entry.source.path):\(result.entry.source.line))")
            case (.missing, .missing?), (.missing, .objcOnly?): break
            case (.missing, .differs?):
                verdict.unexpected.append(
                    "\(id): excepted as 'differs' (line \(exception!.line)) but missing from the model")
            case (.differs(let how), nil):
                verdict.unexpected.append("\(id): declared differently — \(how.joined(separator: "; "))")
            case (.differs, .differs?), (.differs, .objcOnly?): break
            case (.differs(let how), .missing?):
                verdict.stale.append(
                    "\(id): the model declares it now (\(how.joined(separator: "; "))); its 'missing' exception (line \(exception!.line)) should become 'differs' or go"
                )
            }
        }
        for (id, exception) in exceptions where !used.contains(id) {
            verdict.stale.append("\(id): excepted at line \(exception.line) but not in the inventory")
        }
        for exception in exceptions.values { verdict.counts[exception.category, default: 0] += 1 }
        verdict.unexpected.sort()
        verdict.stale.sort()
        return verdict
    }
}
