extension InventoryExceptions {
    /// Types whose presence marks a form only Objective-C interop gives: archiving coders, zones and
    /// raw pointers, which Swift code on Linux has no use for. `Selector` is not among them: the model
    /// declares one (`Sources/UIKitModel/Controls/Selector.swift`), which the examples' `#selector`
    /// rewrite produces, so target-action members (`target(forAction:withSender:)`,
    /// `UIKeyCommand(input:modifierFlags:action:)`) are declared like any other.
    static let objcOnlyTypes = [
        "NSCoder", "NSZone", "UnsafeMutableRawPointer", "UnsafeRawPointer", "UnsafeMutablePointer",
        "UnsafePointer", "OpaquePointer", "AutoreleasingUnsafeMutablePointer",
    ]

    /// The exception file that makes `comparison` pass: every entry not declared identically, with
    /// the hand-written reason of an existing line (one starting with `#`) while its category still
    /// fits, else a reason from the rule that classified it (`objc-only` when the declaration uses an ``objcOnlyTypes`` type,
    /// `missing`, or `differs` with the differences found).
    /// `reasons` are why `cellspec inventory declare` left an entry undeclared (``DeclarationGenerator/Plan/left``);
    /// they replace the data's reason for a `missing` entry.
    public static func text(
        for comparison: SignatureComparison, keeping existing: InventoryExceptions?, reasons: [String: String] = [:]
    ) -> String {
        var lines = [
            "# Inventory entries the model does not declare as UIKit does: id<TAB>category<TAB>reason.",
            "# Categories: missing, objc-only, differs. Written by `cellspec inventory coverage --write-exceptions`,",
            "# which keeps a hand-written reason (one starting with '#') while its category fits; see Inventory/README.md.",
        ]
        let missingTypes = Set(
            comparison.results.filter { $0.entry.signature.isType && $0.status == .missing }.map(\.entry.id))
        for result in comparison.results {
            let id = result.entry.id
            let category: Category
            var reason: String
            let signature = result.entry.signature
            let types = signature.parameters.map(\.type) + [signature.result ?? ""]
            let objcType = objcOnlyTypes.first { name in types.contains { $0.contains(name) } }
            switch result.status {
            case .identical: continue
            case .missing:
                if let objcType {
                    category = .objcOnly
                    reason = "uses \(objcType), an Objective-C runtime form"
                } else {
                    category = .missing
                    reason =
                        reasons[id].map { "not generated: \($0)" }
                        ?? missingReason(result.entry, missingTypes: missingTypes)
                }
            case .differs(let how):
                if let objcType {
                    category = .objcOnly
                    reason = "uses \(objcType), an Objective-C runtime form; \(how.joined(separator: "; "))"
                } else {
                    category = .differs
                    reason = how.joined(separator: "; ")
                }
            }
            if let kept = existing?.exceptions[id], kept.category == category,
                (category != .differs && reasons[id] == nil) || kept.reason.hasPrefix("#")
            {
                reason = kept.reason
            }
            lines.append("\(id)\t\(category.rawValue)\t\(reason.replacingTabs())")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension InventoryExceptions {
    /// Why an entry is missing, as far as the data says: its type is missing (the nearest enclosing
    /// type the model lacks), UIKit deprecates it, or the model has not declared it yet.
    static func missingReason(_ entry: InventoryEntry, missingTypes: Set<String>) -> String {
        var prefix = ""
        for component in entry.type.split(separator: ".") {
            prefix = prefix.isEmpty ? String(component) : prefix + "." + component
            if missingTypes.contains(prefix) { return "the model has no \(prefix)" }
        }
        if let deprecated = entry.availability.deprecated {
            let when = deprecated == "yes" ? "" : " in iOS \(deprecated)"
            return
                "deprecated\(when)\(entry.availability.renamed.map { " (renamed \($0))" } ?? ""); not declared by the model"
        }
        return "not declared by the model yet"
    }
}

extension String {
    fileprivate func replacingTabs() -> String { String(map { $0 == "\t" || $0 == "\n" ? " " : $0 }) }
}
