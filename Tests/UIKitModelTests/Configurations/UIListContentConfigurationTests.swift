import Foundation
import Testing

@testable import UIKitModel

@Suite struct UIListContentConfigurationTests {
    @Test func isAValue() {
        var a = UIListContentConfiguration.cell()
        a.text = "A"
        var b = a
        b.text = "B"
        b.textProperties.color = .systemRed
        #expect(a.text == "A")
        #expect(a.textProperties.color == .label)
        #expect(a != b)
    }

    @Test func factoriesHaveTheirStyles() {
        #expect(UIListContentConfiguration.cell().textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test func imagePropertiesDefaults() {
        let image = UIListContentConfiguration.cell().imageProperties
        #expect(image.tintColor == nil)
        #expect(image.cornerRadius == 0)
        #expect(image.maximumSize == .zero)
        #expect(image.reservedLayoutSize == .zero)
        #expect(image.resolvedTintColor(for: .systemPink) == .systemPink)
    }

    @Test func colorTransformerAppliesToResolvedColor() {
        var text = UIListContentConfiguration.cell().textProperties
        text.color = .systemRed
        text.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(text.resolvedColor() == UIColor.systemRed.withAlphaComponent(0.5))
        #expect(text.color == .systemRed)
    }

    @Test func ios18FactoriesFaultOnOlderReleases() {
        let (_, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 17) { _ = UIListContentConfiguration.header() }
        }
        #expect(findings.ids == ["platform.unavailable-api"])
        let (_, none) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 18) { _ = UIListContentConfiguration.header() }
        }
        #expect(none.ids.isEmpty)
    }
}
