import Foundation
import Testing

@testable import UIKitModel

private struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var title = ""
    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

@MainActor private final class BadgeView: UIView, UIContentView {
    static var made = 0
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { label.text = (configuration as? BadgeConfiguration)?.title }
    }
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        BadgeView.made += 1
        addSubview(label)
        label.text = configuration.title
    }
    required init?(coder: NSCoder) { fatalError() }
}

private final class SharedConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

@MainActor @Suite(.serialized) struct CustomConfigurationTests {
    @Test func compatibleConfigurationReusesTheContentView() {
        let cell = UICollectionViewCell()
        let before = BadgeView.made
        cell.contentConfiguration = BadgeConfiguration(title: "One")
        let first = cell.contentView
        cell.contentConfiguration = BadgeConfiguration(title: "Two")
        #expect(cell.contentView === first)
        #expect(BadgeView.made == before + 1)
        #expect(cell.displayed.text == "Two")
    }

    @Test func otherConfigurationTypeReplacesTheContentView() {
        let cell = UICollectionViewCell()
        cell.contentConfiguration = BadgeConfiguration(title: "One")
        let first = cell.contentView
        cell.contentConfiguration = UIListContentConfiguration.cell()
        #expect(cell.contentView !== first)
        #expect(first.superview == nil)
    }

    @Test func listConfigurationsShareOneListContentView() {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIListContentConfiguration.cell()
        let view = cell.contentView as? UIListContentView
        cell.contentConfiguration = UIListContentConfiguration.valueCell()
        #expect(cell.contentView === view)
        #expect(view?.modelApplyCount == 2)
    }

    @Test func classConfigurationIsAViolation() {
        let cell = UICollectionViewCell()
        let (_, findings) = ModelFindings.capture { cell.contentConfiguration = SharedConfiguration() }
        #expect(findings.ids == ["configuration.reference-type"])
    }
}
