import Testing

@testable import UIKitModel

@MainActor @Suite struct PopUpMenuAccessoryTests {
    @Test func choosingAnItemSelectsItAloneAndCallsBothHandlers() {
        var ran: [String] = []
        var changed: [[String]] = []
        let menu = UIMenu(
            options: .singleSelection,
            children: [
                UIAction(title: "Name", state: .on) { ran.append($0.title) },
                UIAction(title: "Date") { ran.append($0.title) },
            ])
        let accessory = UICellAccessory.popUpMenu(menu) { changed.append($0.selectedElements.map(\.title)) }
        #expect(accessory.modelKind == "popUpMenu")
        #expect(accessory.modelIsDisplayed(editing: true) && accessory.modelIsDisplayed(editing: false))
        accessory.modelChooseMenuItem("Date")
        #expect(ran == ["Date"])
        #expect(changed == [["Date"]])
        accessory.modelChooseMenuItem("Size")
        #expect(ran == ["Date"], "no such item")
    }

    @Test func popUpMenuIsIOS16() {
        let (_, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 15) { _ = UICellAccessory.popUpMenu(UIMenu()) }
        }
        #expect(findings.ids == ["platform.unavailable-api"])
    }
}
