import SwiftSyntax

/// Small readings of declaration syntax shared by ``TypeCatalog`` and ``DeclarationReader``.
enum DeclarationFacts {
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open"].contains($0.name.text) }
    }

    static func isSPI(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
    }

    static func has(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name && $0.detail == nil }
    }

    /// `@MainActor`, `@MainActor @preconcurrency` or `nonisolated`, as the declaration says; nil
    /// when it says nothing.
    static func isolation(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> String? {
        if modifiers.contains(where: { $0.name.text == "nonisolated" }) { return "nonisolated" }
        let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard names.contains("MainActor") else { return nil }
        return names.contains("preconcurrency") ? "@MainActor @preconcurrency" : "@MainActor"
    }

    /// `UICollectionView.CellRegistration` for `extension UIKit.UICollectionView.CellRegistration`.
    static func extendedName(_ type: TypeSyntax) -> String {
        var components: [String] = []
        var current: TypeSyntax? = type
        while let node = current {
            if let member = node.as(MemberTypeSyntax.self) {
                components.insert(member.name.text, at: 0)
                current = member.baseType
            } else if let identifier = node.as(IdentifierTypeSyntax.self) {
                components.insert(identifier.name.text, at: 0)
                current = nil
            } else {
                return type.trimmedDescription
            }
        }
        if components.count > 1, ["UIKit", "UIKitModel", "Foundation", "Swift"].contains(components[0]) {
            components.removeFirst()
        }
        return components.joined(separator: ".")
    }

    /// The iOS availability an `@available` list states, and whether it makes the declaration
    /// unusable in Swift on iOS (unavailable, or obsoleted for Swift: an old spelling kept for migration).
    static func availability(_ attributes: AttributeListSyntax) -> (InventoryEntry.Availability, unusable: Bool) {
        var result = InventoryEntry.Availability()
        var unusable = false
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            var platform: String?
            for argument in arguments {
                switch argument.argument {
                case .token(let token):
                    if platform == nil {
                        platform = token.text
                    } else if token.text == "unavailable", ["iOS", "*"].contains(platform ?? "") {
                        unusable = true
                    } else if token.text == "deprecated", ["iOS", "*"].contains(platform ?? "") {
                        result.deprecated = result.deprecated ?? "yes"
                    }
                case .availabilityVersionRestriction(let restriction):
                    if platform == nil { platform = "" }
                    if restriction.platform.text == "iOS", let version = restriction.version {
                        result.introduced = version.trimmedDescription
                    }
                case .availabilityLabeledArgument(let labeled):
                    let label = labeled.label.text
                    let value = String(labeled.value.trimmedDescription.filter { $0 != "\"" })
                    if platform == "swift" {
                        if label == "obsoleted" { unusable = true }
                        continue
                    }
                    guard platform == "iOS" || platform == "*" else { continue }
                    switch label {
                    case "introduced": result.introduced = value
                    case "deprecated": result.deprecated = value
                    case "obsoleted": result.obsoleted = value
                    case "renamed": result.renamed = value
                    default: break
                    }
                }
            }
        }
        return (result, unusable)
    }
}
