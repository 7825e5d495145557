import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UISplitViewControllerTests {
    @Test func aColumnsControllerIsWrappedInANavigationController() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        split.setViewController(sidebar, for: .primary)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil)
        #expect(sidebar.splitViewController === split)
        #expect(split.children.count == 1)
        split.setViewController(nil, for: .primary)
        #expect(split.children.isEmpty)
    }

    @Test func aNavigationControllerIsKeptAsItIs() {
        let split = UISplitViewController(style: .doubleColumn)
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .secondary)
        #expect(split.children.first === navigation)
    }

    @Test func isCollapsedOnThePhonesCompactWidth() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.isCollapsed)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func whatAutomaticResolvesToAndShowingAColumnAreUnmodelled() {
        let split = UISplitViewController(style: .doubleColumn)
        let (_, findings) = ModelFindings.capture {
            _ = split.displayMode
            split.show(.primary)
        }
        #expect(
            findings.events.compactMap(\.api) == [
                "UISplitViewController.displayMode (automatic)", "UISplitViewController.show(_:)",
            ])
    }

    @Test func aPopoverControllerExistsOnlyForThePopoverStyle() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(popover != nil)
        #expect(controller.popoverPresentationController === popover)
        #expect(popover?.permittedArrowDirections == .any)
        #expect(controller.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
