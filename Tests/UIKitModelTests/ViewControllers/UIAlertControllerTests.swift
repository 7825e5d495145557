import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIAlertControllerTests {
    @Test func keepsTitleMessageStyleAndActionsInOrder() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.preferredAction = delete
        #expect(alert.title == "Delete?")
        #expect(alert.message == "It cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.preferredAction === delete)
    }

    @Test func textFieldsAreMadeAndConfiguredInOrder() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first?.placeholder == "Name")
    }

    @Test func aTextFieldOnAnActionSheetIsUnmodelled() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (_, findings) = ModelFindings.capture { sheet.addTextField() }
        #expect(
            findings.events.first?.api == "UIAlertController.addTextField(configurationHandler:) on an action sheet")
        #expect(sheet.textFields == nil)
    }

    @Test func aTappedActionRunsItsHandlerUnlessDisabled() {
        var taps = 0
        let action = UIAlertAction(title: "OK", style: .default) { _ in taps += 1 }
        action.modelTap()
        action.isEnabled = false
        action.modelTap()
        #expect(taps == 1)
    }

    @Test func isPresentedLikeAnyViewController() {
        let host = UIViewController()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        host.present(alert, animated: true)
        #expect(host.presentedViewController === alert)
    }
}
