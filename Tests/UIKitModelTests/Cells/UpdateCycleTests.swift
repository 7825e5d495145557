import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UpdateCycleTests {
    @Test func handlerRunsBeforeFirstDisplayOnce() {
        let cell = UICollectionViewListCell()
        var runs = 0
        cell.configurationUpdateHandler = { cell, _ in
            runs += 1
            var content = UIListContentConfiguration.cell()
            content.text = "Handled"
            cell.contentConfiguration = content
        }
        #expect(runs == 0)
        #expect(cell.displayed.text == "Handled")
        #expect(runs == 1)
        ModelRunLoop.run()
        cell.layoutIfNeeded()
        #expect(runs == 1)
    }

    @Test func handlerRunsOncePerStateChangeAndNotWithoutChange() {
        let cell = UICollectionViewListCell()
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        ModelRunLoop.run()
        cell.isSelected = true
        cell.isSelected = true
        ModelRunLoop.run()
        cell.isSelected = true
        ModelRunLoop.run()
        #expect(states == [false, true])
    }

    @Test func requestsAreCoalesced() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var runs = 0
        cell.configurationUpdateHandler = { _, _ in runs += 1 }
        cell.layoutIfNeeded()
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(runs == 2)
    }

    @Test func handlerRunsAfterUpdateConfiguration() {
        final class Cell: UICollectionViewListCell {
            var log: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                log.append("updateConfiguration")
            }
        }
        let cell = Cell()
        cell.configurationUpdateHandler = { cell, _ in (cell as? Cell)?.log.append("handler") }
        cell.layoutIfNeeded()
        #expect(cell.log == ["updateConfiguration", "handler"])
    }

    @Test func callingUpdateConfigurationDirectlyIsAViolation() {
        let cell = UICollectionViewListCell()
        let (_, findings) = ModelFindings.capture { cell.updateConfiguration(using: cell.configurationState) }
        #expect(findings.ids == ["cell.update-configuration-called-directly"])
    }

    @Test func handlerIsUnavailableOnIOS14() {
        let cell = UICollectionViewListCell()
        let (_, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 14) { cell.configurationUpdateHandler = { _, _ in } }
        }
        #expect(findings.ids == ["platform.unavailable-api"])
        #expect(cell.configurationUpdateHandler == nil)
    }

    @Test func customStateKeyReachesTheHandler() {
        final class ArchivableCell: UICollectionViewListCell {
            var isArchived = false {
                didSet { if oldValue != isArchived { setNeedsUpdateConfiguration() } }
            }
            override var configurationState: UICellConfigurationState {
                var state = super.configurationState
                state[UIConfigurationStateCustomKey("test.isArchived")] = isArchived
                return state
            }
        }
        let cell = ArchivableCell()
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in
            seen.append(state[UIConfigurationStateCustomKey("test.isArchived")] as? Bool ?? false)
        }
        ModelRunLoop.run()
        cell.isArchived = true
        ModelRunLoop.run()
        #expect(seen == [false, true])
    }

    @Test func simulatedInteractionsReachTheState() {
        let cell = UICollectionViewListCell()
        var last: UICellConfigurationState?
        cell.configurationUpdateHandler = { _, state in last = state }
        cell.modelInteraction.isSwiped = true
        cell.modelInteraction.cellDragState = .dragging
        cell.layoutIfNeeded()
        #expect(last?.isSwiped == true)
        #expect(last?.cellDragState == .dragging)
    }

    @Test func traitChangeRequestsAnUpdate() {
        let cell = UICollectionViewListCell()
        var styles: [UIUserInterfaceStyle] = []
        cell.configurationUpdateHandler = { _, state in styles.append(state.traitCollection.userInterfaceStyle) }
        cell.layoutIfNeeded()
        cell.overrideUserInterfaceStyle = .dark
        cell.layoutIfNeeded()
        #expect(styles == [.light, .dark])
    }
}
