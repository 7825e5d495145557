import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIContentUnavailableConfigurationTests {
    @Test func factoriesAndTheControllerShowingThem() {
        #expect(UIContentUnavailableConfiguration.search().text == "No Results")
        #expect(UIContentUnavailableConfiguration.loading().modelShowsActivityIndicator)
        #expect(UIContentUnavailableConfiguration.empty().text == nil)

        let controller = UIViewController()
        var tapped = false
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Favorites"
        empty.buttonProperties.primaryAction = UIAction(title: "Browse") { _ in tapped = true }
        controller.contentUnavailableConfiguration = empty
        let shown = controller.modelContentUnavailableView as? UIContentUnavailableView
        #expect(shown?.superview === controller.view)
        #expect(shown?.modelTapButton() == true && tapped)
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        #expect(controller.modelContentUnavailableView === shown)
        #expect((shown?.configuration as? UIContentUnavailableConfiguration)?.text == "No Results")
        controller.contentUnavailableConfiguration = nil
        #expect(controller.modelContentUnavailableView == nil && shown?.superview == nil)
    }

    @Test func updateOverridesRunOnRequest() {
        final class Favorites: UIViewController {
            var items: [String] = []
            override func updateContentUnavailableConfiguration(using state: UIViewConfigurationState) {
                contentUnavailableConfiguration = items.isEmpty ? UIContentUnavailableConfiguration.empty() : nil
            }
        }
        let controller = Favorites()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.modelContentUnavailableView != nil)
        controller.items = ["🦊"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.modelContentUnavailableView == nil)
    }
}
