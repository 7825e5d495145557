import SwiftParser
import SwiftSyntax

/// What the site's API reference shows of the inventory: per type, how many of UIKit's declarations
/// the model declares and how many identically, the differences, and each declaration's iOS
/// availability, looked up by the model member's declaration.
public struct InventorySummary: Codable, Equatable, Sendable {
    public struct TypeRow: Codable, Equatable, Sendable {
        public var entries = 0
        public var declared = 0
        public var identical = 0
        public var missing = 0
        /// `id — difference; difference` for each entry the model declares differently.
        public var differences: [String] = []
    }

    /// By type's full name (`(global)` for globals).
    public var types: [String: TypeRow] = [:]
    /// Type → member signature name (`register(_:forCellWithReuseIdentifier:)`) → availability of
    /// UIKit's first declaration of that name.
    public var availability: [String: [String: InventoryEntry.Availability]] = [:]
    public var entries = 0
    public var declared = 0
    public var identical = 0

    public init(comparison: SignatureComparison) {
        for result in comparison.results {
            let entry = result.entry
            let type = entry.signature.isType ? entry.id : (entry.type.isEmpty ? "(global)" : entry.type)
            var row = types[type] ?? TypeRow()
            row.entries += 1
            entries += 1
            switch result.status {
            case .identical:
                row.declared += 1
                row.identical += 1
                declared += 1
                identical += 1
            case .differs(let how):
                row.declared += 1
                declared += 1
                row.differences.append("\(entry.id) — \(how.joined(separator: "; "))")
            case .missing:
                row.missing += 1
            }
            types[type] = row
            if !entry.signature.isType, availability[type]?[entry.signature.name] == nil {
                availability[type, default: [:]][entry.signature.name] = entry.availability
            }
        }
    }

    /// UIKit's availability for the model member `declaration` (`func apply(_ snapshot: …)`,
    /// `var isSelected: Bool`) of `type`, when the inventory has a declaration of that name there.
    public func availability(type: String, declaration: String) -> InventoryEntry.Availability? {
        guard let names = availability[type] else { return nil }
        let reader = DeclarationReader(
            file: Parser.parse(source: declaration), fileName: "", catalog: TypeCatalog(), publicOnly: false)
        for found in reader.declarations {
            if let availability = names[found.signature.name] { return availability }
        }
        return nil
    }
}
