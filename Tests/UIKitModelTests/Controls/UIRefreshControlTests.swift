import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIRefreshControlTests {
    @MainActor final class Feed {
        var refreshes = 0
        func reload(_ sender: UIRefreshControl) { refreshes += 1 }
    }

    @Test func aPullStartsRefreshingAndSendsValueChangedOnce() {
        let feed = Feed()
        let control = UIRefreshControl()
        control.addTarget(feed, action: Selector("reload:", Feed.reload), for: .valueChanged)
        #expect(!control.isRefreshing)
        control.modelPull()
        #expect(control.isRefreshing)
        #expect(feed.refreshes == 1)
        control.modelPull()
        #expect(feed.refreshes == 1, "a control already refreshing sends nothing")
        control.endRefreshing()
        #expect(!control.isRefreshing)
        control.modelPull()
        #expect(feed.refreshes == 2)
    }

    @Test func beginRefreshingSendsNoAction() {
        let feed = Feed()
        let control = UIRefreshControl()
        control.addTarget(feed, action: Selector("reload:", Feed.reload), for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(feed.refreshes == 0, "a programmatic refresh is the app's own")
    }

    @Test func aDisabledControlIgnoresThePull() {
        let control = UIRefreshControl()
        control.isEnabled = false
        control.modelPull()
        #expect(!control.isRefreshing)
    }

    @Test func scrollViewsAndTableViewControllersHoldTheControl() {
        let control = UIRefreshControl()
        let collectionView = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        #expect(collectionView.refreshControl == nil)
        collectionView.refreshControl = control
        #expect(collectionView.refreshControl === control)

        let controller = UITableViewController(style: .plain)
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control, "the controller's control is its table view's")
    }
}
