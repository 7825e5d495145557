import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIListContentViewTests {
    @Test func rendersTextsImageAndStyling() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Documents"
        content.secondaryText = "23 items"
        content.image = UIImage(systemName: "folder")
        content.imageProperties.tintColor = .systemOrange
        let shown = UIListContentView(configuration: content).displayed
        #expect(shown.text == "Documents")
        #expect(shown.secondaryText == "23 items")
        #expect(shown.imageName == "folder")
        #expect(shown.imageTintColor == .systemOrange)
        #expect(shown.textColor == .label)
        #expect(shown.secondaryTextColor == .secondaryLabel)
    }

    @Test func attributedTextSupersedesText() {
        var content = UIListContentConfiguration.cell()
        content.text = "plain"
        content.attributedText = NSAttributedString(string: "rich", attributes: [.foregroundColor: UIColor.systemRed])
        let shown = UIListContentView(configuration: content).displayed
        #expect(shown.text == "rich")
        #expect(shown.textColor == .systemRed)
    }

    @Test func transformChangesShownText() {
        var content = UIListContentConfiguration.cell()
        content.text = "Recent"
        content.textProperties.transform = .uppercase
        #expect(UIListContentView(configuration: content).displayed.text == "RECENT")
    }

    @Test func settingConfigurationReappliesToTheSameView() {
        let view = UIListContentView(configuration: .cell())
        var next = UIListContentConfiguration.cell()
        next.text = "Next"
        view.configuration = next
        #expect(view.modelApplyCount == 2)
        #expect(view.displayed.text == "Next")
    }
}
