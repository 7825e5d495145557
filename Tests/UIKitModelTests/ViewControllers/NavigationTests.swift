import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct NavigationTests {
    final class Recording: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test func pushAndPopManageTheStackAndAppearance() {
        let root = Recording(), detail = Recording()
        let navigation = UINavigationController(rootViewController: root)
        #expect(root.navigationController === navigation && root.parent === navigation)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(root.log == ["willDisappear", "didDisappear"])
        #expect(detail.log == ["willAppear", "didAppear"])
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(detail.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func titleFeedsTheNavigationItemAndBarItemsAreViewsOfTheArrays() {
        let controller = UIViewController()
        controller.title = "Emoji"
        #expect(controller.navigationItem.title == "Emoji")
        let add = UIBarButtonItem(systemItem: .add)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItems = [add, edit]
        #expect(controller.navigationItem.rightBarButtonItem === add)
        controller.navigationItem.rightBarButtonItem = edit
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
    }

    @Test func barButtonItemsPreferThePrimaryAction() {
        @MainActor final class Target {
            var hits = 0
            func hit() { hits += 1 }
        }
        let target = Target()
        var primary = 0
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: Selector("hit", Target.hit))
        item.modelTap()
        #expect(target.hits == 1)
        item.primaryAction = UIAction { action in
            primary += 1
            #expect(action.sender as? UIBarButtonItem === item)
        }
        item.modelTap()
        #expect(primary == 1 && target.hits == 1)
        item.isEnabled = false
        #expect(!item.modelTap())
    }

    @Test func editButtonItemTogglesEditing() {
        let controller = UIViewController()
        let button = controller.editButtonItem
        #expect(button.title == "Edit")
        button.modelTap()
        #expect(controller.isEditing && button.title == "Done" && button.style == .done)
        button.modelTap()
        #expect(!controller.isEditing)
    }

    @Test func presentAndDismiss() {
        let base = UIViewController(), sheet = Recording(), other = UIViewController()
        var done = 0
        base.present(sheet, animated: true) { done += 1 }
        #expect(base.presentedViewController === sheet && sheet.presentingViewController === base && done == 1)
        base.present(other, animated: true) { done += 1 }
        #expect(base.presentedViewController === sheet && done == 1)
        sheet.dismiss(animated: true)
        #expect(base.presentedViewController == nil)
        #expect(sheet.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(base.transitionCoordinator == nil)
    }

    @Test func collectionViewControllerOwnsItsViewAndClearsSelection() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        final class Grid: UICollectionViewController {
            var selected: [IndexPath] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            { 3 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.collectionViewLayout === layout)
        grid.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.modelTapItem(at: IndexPath(item: 1, section: 0))
        #expect(grid.selected == [IndexPath(item: 1, section: 0)])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        grid.viewWillAppear(false)
        #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        grid.clearsSelectionOnViewWillAppear = false
        grid.collectionView.modelTapItem(at: IndexPath(item: 0, section: 0))
        grid.viewWillAppear(false)
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func appLaunchAndSceneConnection() {
        @MainActor final class App: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var launched = false
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                launched = true
                return true
            }
        }
        @MainActor final class Scene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                window.rootViewController = UINavigationController(rootViewController: UIViewController())
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        let app = App()
        #expect(UIApplication.shared.modelLaunch(delegate: app) && app.launched)
        let sceneDelegate = Scene()
        let scene = UIWindowScene()
        scene.modelConnect(delegate: sceneDelegate)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(scene.windows.count == 1 && scene.activationState == .foregroundActive)
        #expect(sceneDelegate.window?.subviews.first === sceneDelegate.window?.rootViewController?.view)
    }
}
