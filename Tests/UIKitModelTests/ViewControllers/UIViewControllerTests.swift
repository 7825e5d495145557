import Foundation
import Testing

@_spi(CellSpecHarness) @testable import UIKitModel

/// The view loading cycle of `UIViewController`: lazy, once, `loadView()` then `viewDidLoad()`.
@MainActor @Suite struct UIViewControllerTests {
    final class Recording: UIViewController {
        var calls: [String] = []
        var viewDuringDidLoad: UIView?
        override func loadView() {
            calls.append("loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            viewDuringDidLoad = viewIfLoaded
        }
    }

    final class CustomRoot: UIViewController {
        let root = UILabel(frame: .zero)
        override func loadView() { view = root }
    }

    @Test func theViewLoadsOnFirstReadThenDidLoadRunsOnce() {
        let controller = Recording()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil, "viewIfLoaded never loads")
        #expect(controller.calls.isEmpty)
        let first = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.viewDuringDidLoad === first, "the view exists when viewDidLoad runs")
        #expect(controller.view === first, "the same view afterwards")
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad"], "nothing loads twice")
    }

    @Test func loadViewIfNeededLoads() {
        let controller = Recording()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
    }

    @Test func aLoadViewOverrideSuppliesTheRootView() {
        let controller = CustomRoot()
        #expect(controller.view === controller.root)
    }

    /// A controller a storyboard scene made: its scene's views are in the hierarchy, filling the root
    /// view and resizing with it, when `viewDidLoad()` runs, and a `weak` outlet keeps its view.
    @Test func aStoryboardScenesViewsAreLoadedBeforeViewDidLoad() {
        final class Scene: UIViewController {
            weak var table: UITableView!
            var tableInHierarchyAtDidLoad = false
            override func viewDidLoad() {
                super.viewDidLoad()
                tableInHierarchyAtDidLoad = table?.superview === viewIfLoaded
            }
        }
        let controller = Scene()
        do {
            let table = UITableView(frame: .zero, style: .plain)
            controller.table = table
            controller.modelStoryboardScene([table])
        }
        #expect(controller.table != nil, "held by the controller until its view loads")
        controller.loadViewIfNeeded()
        #expect(controller.tableInHierarchyAtDidLoad)
        let table: UITableView? = controller.table
        #expect(table?.frame == controller.view.bounds)
        #expect(table?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(table?.frame.size == CGSize(width: 320, height: 480), "resizes with the root view")
    }

    @Test func aControllerThatIsNoScenesLoadsAPlainView() {
        let controller = Recording()
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.view.frame == .zero)
    }

    @Test func anAssignedViewIsTheView() {
        let controller = Recording()
        let assigned = UIView(frame: .zero)
        controller.view = assigned
        #expect(controller.view === assigned)
        #expect(controller.isViewLoaded)
    }

    @Test func traitsAreTheScreensAndReadingThemLoadsNothing() {
        let controller = Recording()
        #expect(controller.traitCollection == UITraitCollection(values: ModelScreen.traits))
        #expect(!controller.isViewLoaded)
    }
}

/// `UITableViewController`: its view is a table of its style, served and sized by the controller.
@MainActor @Suite struct UITableViewControllerTests {
    final class Inbox: UITableViewController {
        let rows = ["Mail", "Drafts"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func theViewIsATableOfTheStyleWithTheControllerAsDataSource() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(UITableViewController().tableView.style == .plain, "plain by default")
    }

    @Test func overridesServeTheRows() {
        let controller = Inbox(style: .plain)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.map(\.displayed.text) == ["Mail", "Drafts"])
    }

    @Test func withoutOverridesThereAreNoRows() {
        #expect(UITableViewController().tableView.numberOfRows(inSection: 0) == 0)
    }

    /// A subclass overriding delegate methods, as UIKit's controller is the table's delegate too.
    final class Sized: UITableViewController {
        var selected: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 80 : 30
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
    }

    @Test func theControllerIsTheDelegateAndItsOverridesAreWhatTheTableAsks() {
        let controller = Sized(style: .plain)
        #expect(controller.tableView.delegate === controller)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        controller.tableView.modelTapRow(at: IndexPath(row: 1, section: 0))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        let swipe = controller.tableView.modelSwipeActionsConfiguration(
            forRowAt: IndexPath(row: 0, section: 0), leading: false)
        #expect(swipe?.actions.map(\.title) == ["Delete"])
        #expect(
            controller.tableView.modelSwipeActionsConfiguration(forRowAt: IndexPath(row: 0, section: 0), leading: true)
                == nil, "no leading actions unless overridden")
    }

    /// A header view the table never asks for in the model: the override compiles as in UIKit, and
    /// `super` records that UIKit's behaviour is not modelled, as the protocol's default does.
    final class Headed: UITableViewController {
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            super.tableView(tableView, viewForHeaderInSection: section) ?? UIView()
        }
    }

    @Test func unmodelledDelegateMethodsAreOverriddenAndSuperSaysSo() {
        let controller = Headed(style: .plain)
        let (header, findings) = ModelFindings.capture {
            controller.tableView(controller.tableView, viewForHeaderInSection: 0)
        }
        #expect(header != nil)
        #expect(findings.events.compactMap(\.api) == ["UITableViewDelegate.tableView(_:viewForHeaderInSection:)"])
        #expect(findings.ids == ["model.unmodelled-api"])
    }

    @Test func withoutOverridesTheDelegateDoesWhatTheProtocolsDefaultsDo() {
        let controller = UITableViewController(style: .plain)
        controller.tableView.rowHeight = 52
        #expect(controller.tableView(controller.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 52)
        #expect(
            controller.tableView(controller.tableView, willSelectRowAt: IndexPath(row: 3, section: 0))
                == IndexPath(row: 3, section: 0))
        #expect(controller.tableView(controller.tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
    }
}
