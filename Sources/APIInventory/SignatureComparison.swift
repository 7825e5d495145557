/// How the model declares each inventory entry: identically, differently (and how), or not at all.
public struct SignatureComparison: Sendable {
    public enum Status: Sendable, Equatable {
        case identical
        case differs([String])
        case missing
    }

    public struct Result: Sendable {
        public var entry: InventoryEntry
        public var status: Status
    }

    public private(set) var results: [Result] = []

    public init(inventory: [InventoryEntry], model: ModelSurface) {
        var overloads: [String: Set<String>] = [:]
        for entry in inventory where !entry.signature.isType {
            overloads["\(entry.type) \(entry.signature.kind) \(entry.signature.name)", default: []].insert(
                entry.signature.key)
        }
        results = inventory.map { entry in
            let siblings = overloads["\(entry.type) \(entry.signature.kind) \(entry.signature.name)", default: []]
                .subtracting([entry.signature.key])
            return Result(entry: entry, status: Self.status(of: entry, in: model, siblings: siblings))
        }
    }

    /// `siblings`: the keys of the entry's overloads (same type, kind and name), whose model
    /// declarations are theirs, not this entry's.
    static func status(of entry: InventoryEntry, in model: ModelSurface, siblings: Set<String> = []) -> Status {
        let signature = model.resolvingAliases(in: entry.signature)
        if signature.isType {
            guard let declared = model.type(entry.id) else { return .missing }
            let differences = signature.differences(from: declared.signature)
            return differences.isEmpty ? .identical : .differs(differences)
        }
        let candidates = model.members(
            named: signature.name, kind: signature.kind, isStatic: signature.isStatic, on: entry.type
        )
        .filter { !siblings.contains($0.signature.key) }
        guard !candidates.isEmpty else { return .missing }
        var closest: [String]?
        for candidate in candidates {
            let differences = signature.differences(from: candidate.signature)
            if differences.isEmpty { return .identical }
            if closest == nil || differences.count < closest!.count { closest = differences }
        }
        return .differs(closest ?? [])
    }

    /// Per type (the type itself and its members): entries, declared in the model, declared identically.
    public struct Coverage: Sendable, Equatable {
        public var type: String
        public var entries = 0
        public var declared = 0
        public var identical = 0
    }

    public var coverage: [Coverage] {
        var byType: [String: Coverage] = [:]
        for result in results {
            let type =
                result.entry.signature.isType
                ? result.entry.id : (result.entry.type.isEmpty ? "(global)" : result.entry.type)
            var row = byType[type] ?? Coverage(type: type)
            row.entries += 1
            if result.status != .missing { row.declared += 1 }
            if result.status == .identical { row.identical += 1 }
            byType[type] = row
        }
        return byType.values.sorted { $0.type < $1.type }
    }

    /// The coverage as a plain-text table with a total line, for the test's output and `cellspec inventory coverage`.
    public var coverageTable: String {
        let rows = coverage
        let width = max(4, rows.map(\.type.count).max() ?? 4)
        func pad(_ text: String, _ count: Int) -> String {
            text + String(repeating: " ", count: max(0, count - text.count))
        }
        func number(_ value: Int) -> String {
            String(repeating: " ", count: max(0, 9 - String(value).count)) + String(value)
        }
        var lines = [pad("type", width) + "  inventory   declared  identical"]
        for row in rows {
            lines.append(
                pad(row.type, width) + "  " + number(row.entries) + "  " + number(row.declared) + "  "
                    + number(row.identical))
        }
        let total = rows.reduce(into: Coverage(type: "total")) {
            $0.entries += $1.entries
            $0.declared += $1.declared
            $0.identical += $1.identical
        }
        lines.append(
            pad("total (\(rows.count) types)", width) + "  " + number(total.entries) + "  " + number(total.declared)
                + "  " + number(total.identical))
        return lines.joined(separator: "\n")
    }
}
