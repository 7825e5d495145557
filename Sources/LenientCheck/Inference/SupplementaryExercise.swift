import SwiftSyntax

/// A data source's supplementary view provider is run as UIKit runs it: for the headers and footers
/// a layout lays out.
///
/// UIKit asks for a supplementary view only for an element kind the layout places (Apple:
/// UICollectionViewDiffableDataSource.supplementaryViewProvider — called for each supplementary view
/// the collection view displays; NSCollectionLayoutBoundarySupplementaryItem). The collection view
/// inference makes has a list layout without headers, so a provider the fragment assigns to a data
/// source on it would never run, and a fault inside it (a registration made in the provider, a view
/// of another kind dequeued) would pass unseen. When the fragment names the kinds its supplementary
/// views are registered for, the data source is shown in a list layout with a boundary item of each
/// of those kinds, as the guide's own layout, not shown, must place them.
enum SupplementaryExercise {
    /// The kinds the fragment registers supplementary views for, as Swift expressions any scope can
    /// read: a plain string literal, or UIKit's `UICollectionView.elementKindSectionHeader`/`Footer`,
    /// from `SupplementaryRegistration(elementKind:)` and `register(_:forSupplementaryViewOfKind:…)`.
    /// A kind spelled by a static member of a type of the guide's (`ElementKind.badge`,
    /// `PhotosViewController.badgeKind`) is read when the document declares both (`declared`: the
    /// names the block and the document declare): the guide's declaration is shared with the block.
    /// One spelled by a name alone (`headerKind`, `Self.headerKind`) is not: where it is declared is
    /// the guide's.
    static func kinds(in tree: SourceFileSyntax, declared: Set<String> = []) -> [String] {
        var kinds: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let label) = token.tokenKind,
                label == "elementKind" || label == "forSupplementaryViewOfKind",
                let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                let kind = readable(argument.expression, declared: declared), !kinds.contains(kind)
            else { continue }
            kinds.append(kind)
        }
        return kinds
    }

    /// Whether the fragment assigns a data source's `supplementaryViewProvider` (`dataSource.supplementaryViewProvider = { … }`).
    static func assignsProvider(in tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("supplementaryViewProvider"),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self)
            else { return false }
            return CellExercise.isAssignmentTarget(Syntax(access))
        }
    }

    /// The kinds to show the data source's supplementary views for: those of ``kinds(in:)`` when the
    /// fragment assigns a provider, else none.
    static func shownKinds(in tree: SourceFileSyntax, declared: Set<String> = []) -> [String] {
        assignsProvider(in: tree) ? kinds(in: tree, declared: declared) : []
    }

    /// What the `inferred:` line adds for `kinds`: nothing when there are none.
    static func summary(of kinds: [String]) -> String {
        kinds.isEmpty
            ? "" : ", in a list layout placing supplementary views of kind \(kinds.joined(separator: ", "))"
    }

    private static let uikitKinds: Set<String> = [
        "UICollectionView.elementKindSectionHeader", "UICollectionView.elementKindSectionFooter",
    ]

    private static func readable(_ expression: ExprSyntax, declared: Set<String>) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        {
            return literal.trimmedDescription
        }
        let text = expression.trimmedDescription
        if uikitKinds.contains(text) { return text }
        guard let access = expression.as(MemberAccessExprSyntax.self),
            let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true, declared.contains(type),
            declared.contains(access.declName.baseName.text)
        else { return nil }
        return text
    }
}
