import APIInventory
import DocsRenderer
import Foundation

/// `cellspec explain UIButton.contentEdgeInsets`: what UIKit declares (from `Inventory/UIKit.jsonl`: the
/// declaration, iOS availability and where it was read) and what the model does with it — *modelled*
/// (behaviour with a cited source), *stored* (keeps what is set), *unmodelled* (calling it records
/// `model.unmodelled-api`, and an example that does is not checkable), a protocol *requirement*, or not
/// declared at all.
extension Explain {
    /// The explanation of `name` (`Type` or `Type.member`, a member by its base name), or nil when neither
    /// the inventory nor the model knows it.
    static func apiExplanation(of name: String, modelSources: String) -> String? {
        let model = URL(fileURLWithPath: modelSources)
        let entries =
            ToolResources.inventoryFile(besideModel: model).flatMap { try? InventoryBuilder.read(jsonLines: $0) } ?? []
        let reference = try? APIReference.load(from: model)
        let (typeName, memberName) = split(
            name,
            knownTypes: Set(entries.map(\.type)).union(
                reference?.types.map(\.name) ?? []))
        let uikit = entries.filter { entry in
            memberName == nil
                ? entry.signature.isType && entry.id == typeName
                : entry.type == typeName && baseName(entry.signature.name) == memberName
        }
        let type = reference?.types.first { $0.name == typeName }
        let declared = memberName.map { member in type?.members.filter { baseName($0.name) == member } ?? [] } ?? []
        guard !uikit.isEmpty || type != nil else { return nil }
        var lines = ["\(name) — UIKit API"]
        if uikit.isEmpty {
            lines.append("UIKit: not in the inventory (Inventory/UIKit.jsonl); the model's own or not yet read")
        }
        for entry in uikit {
            var facts: [String] = []
            if let introduced = entry.availability.introduced { facts.append("iOS \(introduced)") }
            if entry.availability.isSoftDeprecation {
                facts.append("to be deprecated in a future release (API_TO_BE_DEPRECATED: no compiler warning)")
            } else if let deprecated = entry.availability.deprecated {
                facts.append(
                    "deprecated in iOS \(deprecated)" + (entry.availability.renamed.map { ", renamed \($0)" } ?? ""))
            }
            if let obsoleted = entry.availability.obsoleted { facts.append("obsoleted in iOS \(obsoleted)") }
            let availability = facts.isEmpty ? "" : " (\(facts.joined(separator: "; ")))"
            lines.append("UIKit: \(entry.declaration)\(availability)")
            lines.append("  read from \(entry.source.source) \(entry.source.path):\(entry.source.line)")
        }
        if memberName == nil {
            if let type {
                lines.append(
                    "The model: declares \(type.kind) \(type.name) in \(type.file); members: \(type.coverageText)")
            } else {
                lines.append("The model: does not declare it")
            }
        } else if declared.isEmpty {
            lines.append("The model: does not declare it; code that uses it does not compile against the model")
        } else {
            for member in declared {
                lines.append("The model: \(member.declaration) — \(meaning(member.coverage))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What a member's coverage means for an example that uses it.
    static func meaning(_ coverage: APIReference.Coverage) -> String {
        switch coverage {
        case .modelled: "modelled: behaves as the Apple page or WWDC session its doc comment cites"
        case .stored: "stored: keeps what is set, with no other behaviour"
        case .unmodelled:
            "unmodelled: declared with UIKit's signature only; calling it records model.unmodelled-api and the "
                + "example is reported not checkable, never passed, never failed"
        case .requirement: "a protocol requirement: what it does is the conforming type's"
        case .unsourced: "declared, with no source cited for what it does"
        }
    }

    /// `Type.member` split at the longest known type name (`UICollectionView.CellRegistration.init`).
    static func split(_ name: String, knownTypes: Set<String>) -> (type: String, member: String?) {
        let parts = name.split(separator: ".").map(String.init)
        for count in stride(from: parts.count, through: 1, by: -1) {
            let type = parts.prefix(count).joined(separator: ".")
            if knownTypes.contains(type) {
                return (type, count == parts.count ? nil : parts.dropFirst(count).joined(separator: "."))
            }
        }
        return parts.count > 1 ? (parts.dropLast().joined(separator: "."), parts.last) : (name, nil)
    }

    /// `register(_:forCellWithReuseIdentifier:)` → `register`; a name without labels is itself.
    static func baseName(_ name: String) -> String {
        String(name.split(separator: "(", maxSplits: 1).first ?? Substring(name))
    }
}
