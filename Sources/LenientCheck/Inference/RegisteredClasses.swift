import SwiftSyntax

/// The classes a fragment registers with a table or collection view, and the UIKit class each
/// registration requires of them.
///
/// `collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: …, withReuseIdentifier:
/// …)` registers a `UICollectionReusableView` subclass whatever the class is named (Apple:
/// UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:) — "the class of a
/// supplementary view"; register(_:forCellWithReuseIdentifier:) — a cell class;
/// UITableView.register(_:forCellReuseIdentifier:) and
/// register(_:forHeaderFooterViewReuseIdentifier:)). A class the guide declares in a block the
/// fragment does not show is made by inference as a subclass of that class, not from its name alone;
/// and a cell class registered only as a supplementary view is never shown as a cell.
enum RegisteredClasses {
    /// What a registration makes of the class it is given.
    enum Role: Hashable {
        case collectionCell, supplementaryView, tableCell, headerFooterView

        /// The UIKit class the registration requires its class to inherit from.
        var superclass: String {
            switch self {
            case .collectionCell: "UICollectionViewCell"
            case .supplementaryView: "UICollectionReusableView"
            case .tableCell: "UITableViewCell"
            case .headerFooterView: "UITableViewHeaderFooterView"
            }
        }
    }

    /// The registrations' labels, by the role they give the class.
    static let labels: [String: Role] = [
        "forCellWithReuseIdentifier": .collectionCell, "forSupplementaryViewOfKind": .supplementaryView,
        "forCellReuseIdentifier": .tableCell, "forHeaderFooterViewReuseIdentifier": .headerFooterView,
    ]

    /// The role a dequeue gives the view it returns, by its name and first label:
    /// `dequeueReusableCell` is a table's (`withIdentifier:`) or a collection's (`withReuseIdentifier:`).
    static func dequeueRole(_ name: String, firstLabel: String?) -> Role? {
        switch (name, firstLabel) {
        case ("dequeueReusableCell", "withIdentifier"): .tableCell
        case ("dequeueReusableCell", "withReuseIdentifier"): .collectionCell
        case ("dequeueReusableSupplementaryView", _): .supplementaryView
        case ("dequeueReusableHeaderFooterView", _): .headerFooterView
        default: nil
        }
    }

    /// Each class `tree` registers (`X.self` given to `register(_:…)`, or a registration's generic
    /// argument: `CellRegistration<X, …>`, `SupplementaryRegistration<X>`), or casts a dequeued view
    /// to, with the roles it is registered or dequeued in.
    static func roles(in tree: SourceFileSyntax) -> [String: Set<Role>] {
        var roles: [String: Set<Role>] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let label) = token.tokenKind, let role = labels[label],
                let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                let first = argument.parent?.as(LabeledExprListSyntax.self)?.first, first.label == nil,
                let registered = first.expression.as(MemberAccessExprSyntax.self),
                registered.declName.baseName.text == "self", let base = registered.base
            {
                roles[base.trimmedDescription, default: []].insert(role)
            }
            // A dequeue's result cast to a class (`… dequeueReusableCell(withIdentifier: "row", for: path) as!
            // TrailRow`): the class is what that dequeue gives, told by its first label.
            if case .identifier(let name) = token.tokenKind,
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                let role = dequeueRole(name, firstLabel: call.arguments.first?.label?.text),
                let cast = CellProviderPlacement.castType(of: call)
            {
                roles[cast, default: []].insert(role)
            }
            if token.tokenKind == .leftAngle, let generic = token.parent?.as(GenericArgumentClauseSyntax.self),
                let first = generic.arguments.first?.argument.trimmedDescription
            {
                let owner =
                    generic.parent?.as(MemberTypeSyntax.self)?.name.text
                    ?? generic.parent?.as(IdentifierTypeSyntax.self)?.name.text
                    ?? generic.parent?.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription
                    .split(separator: ".").last.map(String.init)
                if owner == "SupplementaryRegistration" { roles[first, default: []].insert(.supplementaryView) }
                if owner == "CellRegistration" { roles[first, default: []].insert(.collectionCell) }
            }
        }
        return roles
    }

    /// The classes `tree` registers only as supplementary views.
    static func supplementaryOnly(in tree: SourceFileSyntax) -> Set<String> {
        Set(roles(in: tree).filter { $0.value == [.supplementaryView] }.keys)
    }

    /// The superclass `tree`'s registrations require of each class registered in one role only.
    static func superclasses(in tree: SourceFileSyntax) -> [String: String] {
        roles(in: tree).compactMapValues { $0.count == 1 ? $0.first?.superclass : nil }
    }
}
