import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIBackgroundConfigurationTests {
    @Test func defaults() {
        let clear = UIBackgroundConfiguration.clear()
        #expect(clear.backgroundColor == .clear)
        #expect(clear.cornerRadius == 0)
        #expect(clear.strokeWidth == 0)
        #expect(clear.strokeOutset == 0)
        #expect(clear.backgroundInsets == .zero)
        #expect(clear.customView == nil)
    }

    @Test func nilColorsResolveToTheTint() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        #expect(background.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == UIColor.systemGreen.withAlphaComponent(0.5))
    }

    @Test func configurationResetsLegacyBackground() {
        let cell = UICollectionViewCell()
        cell.backgroundColor = .red
        cell.backgroundView = UIView()
        let (_, findings) = ModelFindings.capture { cell.backgroundConfiguration = .clear() }
        #expect(findings.ids == ["cell.background-and-configuration-mixed"])
        #expect(cell.backgroundColor == nil)
        #expect(cell.backgroundView == nil)
    }

    @Test func legacyBackgroundResetsConfiguration() {
        let cell = UICollectionViewCell()
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemTeal
        cell.backgroundConfiguration = background
        #expect(cell.displayed.backgroundColor == .systemTeal)
        let (_, findings) = ModelFindings.capture { cell.backgroundColor = .red }
        #expect(findings.ids == ["cell.background-and-configuration-mixed"])
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.displayed.backgroundColor == .red)
    }

    @Test func replacingTheAutomaticBackgroundIsNoViolation() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.backgroundConfiguration != nil)
        let (_, findings) = ModelFindings.capture { cell.backgroundColor = .systemYellow }
        #expect(findings.events.isEmpty)
        #expect(cell.backgroundConfiguration == nil)
    }

    @available(*, deprecated)
    @Test func deprecatedFactoriesExist() {
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    }
}
