import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UITableViewCellTests {
    @Test func defaultContentConfigurationFollowsStyle() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle == .subtitleCell())
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value == .valueCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    }

    @Test func contentConfigurationIsShown() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        #expect(cell.displayed.text == "Hello")
        #expect(cell.contentView is UIListContentView)
    }

    @Test func legacyLabelsAreShown() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.image = UIImage(systemName: "star")
        #expect(cell.displayed.text == "Title")
        #expect(cell.displayed.secondaryText == "Detail")
        #expect(cell.displayed.imageName == "star")
    }

    @Test func defaultStyleHasNoDetailLabel() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func settingAConfigurationResetsLegacyLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let (_, findings) = ModelFindings.capture {
            cell.textLabel?.text = "Old"
            cell.imageView?.image = UIImage(systemName: "star")
            var content = cell.defaultContentConfiguration()
            content.secondaryText = "New"
            cell.contentConfiguration = content
        }
        #expect(findings.ids == ["cell.legacy-and-configuration-mixed"])
        #expect(cell.displayed.text == "New")
        #expect(cell.displayed.imageName == nil)
        #expect(!cell.displayed.texts.contains("Old"))
    }

    @Test func usingALegacyLabelResetsTheConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        cell.contentConfiguration = content
        let (_, findings) = ModelFindings.capture { cell.textLabel?.text = "Legacy" }
        #expect(findings.ids == ["cell.legacy-and-configuration-mixed"])
        #expect(cell.contentConfiguration == nil)
        #expect(cell.displayed.text == "Legacy")
    }

    @Test func legacyOnlyRaisesNothing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let (_, findings) = ModelFindings.capture { cell.textLabel?.text = "Only legacy" }
        #expect(findings.events.isEmpty)
    }
}
