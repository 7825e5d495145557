import Foundation

extension NSCollectionLayoutSection {
    /// Apple: NSCollectionLayoutSection.list(using:layoutEnvironment:) (iOS 14) — a section laid
    /// out as a list: one full-width, self-sizing item per row; a header when `headerMode` is
    /// `.supplementary` (kind `UICollectionView.elementKindSectionHeader`), a footer likewise.
    /// Cells shown in it get the appearance's `listEnvironment` trait (iOS 18). Model choices
    /// (undocumented values): rows estimated 44 points, headers and footers estimated 38;
    /// inset grouped and sidebar-style lists inset 20 points on each side.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.modelListConfiguration = configuration
        if configuration.appearance == .insetGrouped {
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        }
        let supplementarySize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        return section
    }
}

extension UICollectionView {
    /// Model extension, not UIKit API: the swipe actions a user swiping the item would see — the
    /// list configuration's `leadingSwipeActionsConfigurationProvider` (`leading: true`) or
    /// `trailingSwipeActionsConfigurationProvider` for the item's section; nil outside lists.
    public func modelSwipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool)
        -> UISwipeActionsConfiguration?
    {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let configuration = layout.modelListConfiguration(forSection: indexPath.section)
        else { return nil }
        let provider =
            leading
            ? configuration.leadingSwipeActionsConfigurationProvider
            : configuration.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }
}
