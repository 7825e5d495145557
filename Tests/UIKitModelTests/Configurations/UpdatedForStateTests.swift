import Foundation
import Testing

@testable import UIKitModel

@Suite struct UpdatedForStateTests {
    private func state(_ change: (inout UICellConfigurationState) -> Void = { _ in }) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        change(&state)
        return state
    }

    @Test func customizedColorStaysDefaultColorFollowsState() {
        var content = UIListContentConfiguration.subtitleCell()
        content.textProperties.color = .systemRed
        let disabled = content.updated(for: state { $0.isDisabled = true })
        #expect(disabled.textProperties.color == .systemRed)
        #expect(disabled.secondaryTextProperties.color == .tertiaryLabel)
        let normal = disabled.updated(for: state())
        #expect(normal.secondaryTextProperties.color == .secondaryLabel)
        #expect(normal.textProperties.color == .systemRed)
    }

    @Test func settingTheDefaultValueStillCountsAsCustomized() {
        var content = UIListContentConfiguration.cell()
        content.textProperties.color = .label
        #expect(content.updated(for: state { $0.isDisabled = true }).textProperties.color == .label)
    }

    @Test func normalStateLeavesAFactoryConfigurationUnchanged() {
        #expect(UIListContentConfiguration.cell().updated(for: state()) == .cell())
    }

    @Test func ios18CellAdoptsTheSidebarStyle() {
        let sidebar = UITraitCollection { $0.listEnvironment = .sidebar }
        var selected = UICellConfigurationState(traitCollection: sidebar)
        selected.isSelected = true
        let on18 = ModelPlatform.simulate(iOS: 18) { UIListContentConfiguration.cell().updated(for: selected) }
        #expect(on18.textProperties.color == .white)
        let on17 = ModelPlatform.simulate(iOS: 17) { UIListContentConfiguration.cell().updated(for: selected) }
        #expect(on17.textProperties.color == .label)
    }

    @Test func ios18HeaderAdoptsTheGroupedStyle() {
        let grouped = UITraitCollection { $0.listEnvironment = .insetGrouped }
        let header = ModelPlatform.simulate(iOS: 18) {
            UIListContentConfiguration.header().updated(for: UICellConfigurationState(traitCollection: grouped))
        }
        #expect(header.textProperties.color == .secondaryLabel)
        #expect(header.textProperties.font == .preferredFont(forTextStyle: .footnote))
    }

    @Test func backgroundFollowsSelectionUnlessCustomized() {
        let plain = ModelPlatform.simulate(iOS: 18) { UIBackgroundConfiguration.listCell() }
        #expect(plain.updated(for: state { $0.isSelected = true }).backgroundColor == .systemGray4)
        var custom = plain
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state { $0.isSelected = true }).backgroundColor == .systemYellow)
    }
}
