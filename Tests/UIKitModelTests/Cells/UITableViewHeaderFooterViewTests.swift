import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UITableViewHeaderFooterViewTests {
    @Test func handlerGetsTheViewStateAndRunsOnPinning() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        var pinnedStates: [Bool] = []
        header.configurationUpdateHandler = { view, state in
            pinnedStates.append(state.isPinned)
            var content = view.defaultContentConfiguration().updated(for: state)
            content.text = state.isPinned ? "Pinned" : "Section"
            view.contentConfiguration = content
        }
        #expect(header.displayed.text == "Section")
        header.modelIsPinned = true
        #expect(header.displayed.text == "Pinned")
        #expect(pinnedStates == [false, true])
    }

    @Test func headerAdoptsGroupedStyleOnIOS18() {
        ModelPlatform.simulate(iOS: 18) {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.modelOverrideTraits { $0.listEnvironment = .grouped }
            var content = header.defaultContentConfiguration()
            content.text = "Grouped"
            header.contentConfiguration = content
            #expect(header.displayed.textColor == .secondaryLabel)
        }
    }

    @Test func legacyLabelResetsConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.contentConfiguration = header.defaultContentConfiguration()
        let (_, findings) = ModelFindings.capture { header.textLabel?.text = "Legacy" }
        #expect(findings.ids == ["cell.legacy-and-configuration-mixed"])
        #expect(header.contentConfiguration == nil)
        #expect(header.displayed.text == "Legacy")
    }
}
