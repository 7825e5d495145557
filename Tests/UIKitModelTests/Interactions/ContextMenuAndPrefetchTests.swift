import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct ContextMenuAndPrefetchTests {
    @MainActor final class Delegate: NSObject, UICollectionViewDelegate {
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPaths.count == 1 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
            }
        }
    }

    @MainActor final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var batches: [[IndexPath]] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            batches.append(indexPaths)
        }
    }

    func makeCollectionView(items: Int) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot)
        return (collectionView, dataSource)
    }

    @Test func contextMenusComeFromTheDelegate() {
        let (collectionView, dataSource) = makeCollectionView(items: 3)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(collectionView.modelShowContextMenu(forItemsAt: [IndexPath(item: 0, section: 0)]) == nil)
        let delegate = Delegate()
        collectionView.delegate = delegate
        let configuration = collectionView.modelShowContextMenu(forItemsAt: [IndexPath(item: 0, section: 0)])
        #expect(configuration?.modelMenu()?.children.first?.title == "Copy")
        #expect(collectionView.modelShowContextMenu(forItemsAt: []) == nil)
    }

    @Test func contextMenuInteractionAsksItsDelegate() {
        @MainActor final class Owner: UIContextMenuInteractionDelegate {
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration()
            }
        }
        let owner = Owner()
        let view = UIView(frame: .zero)
        let interaction = UIContextMenuInteraction(delegate: owner)
        view.addInteraction(interaction)
        #expect(interaction.view === view && view.interactions.count == 1)
        #expect(interaction.modelPresent() != nil)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
    }

    @Test func prefetchingAsksForTheNextScreenfulOnce() {
        let (collectionView, dataSource) = makeCollectionView(items: 60)
        defer { withExtendedLifetime(dataSource) {} }
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.setNeedsLayout()
        collectionView.modelLayoutPass()
        let visible = Set(collectionView.indexPathsForVisibleItems)
        let first = prefetcher.batches.first ?? []
        #expect(!first.isEmpty)
        #expect(visible.isDisjoint(with: first))
        collectionView.modelLayoutPass()
        #expect(prefetcher.batches.count == 1)
        collectionView.isPrefetchingEnabled = false
        #expect(prefetcher.batches.count == 1)
    }
}
