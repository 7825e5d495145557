import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct AutomaticUpdateTests {
    @Test func automaticContentUpdateFollowsStateButKeepsCustomizedColor() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        content.secondaryTextProperties.color = .systemPurple
        cell.contentConfiguration = content
        cell.modelInteraction.isDisabled = true
        ModelRunLoop.run()
        #expect(cell.displayed.textColor == .tertiaryLabel)
        #expect(cell.displayed.secondaryTextColor == .systemPurple)
    }

    @Test func automaticUpdatesCanBeTurnedOff() {
        let cell = UICollectionViewListCell()
        cell.automaticallyUpdatesContentConfiguration = false
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        cell.contentConfiguration = content
        cell.modelInteraction.isDisabled = true
        ModelRunLoop.run()
        #expect(cell.displayed.textColor == .label)
    }

    @Test func handlerWithoutUpdatedForLosesStateStyling() {
        let cell = UICollectionViewListCell()
        cell.modelInteraction.isDisabled = true
        cell.configurationUpdateHandler = { cell, _ in
            var content = UIListContentConfiguration.cell()
            content.text = "Plain"
            cell.contentConfiguration = content
        }
        #expect(cell.displayed.textColor == .label)
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = "Updated"
            cell.contentConfiguration = content
        }
        #expect(cell.displayed.textColor == .tertiaryLabel)
    }

    @Test func selectionHighlightComesFromTheAutomaticBackground() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.displayed.backgroundColor == .systemBackground)
        cell.isSelected = true
        #expect(cell.displayed.backgroundColor == .systemGray4)
        #expect(cell.displayed.textColor == .label)
    }
}
