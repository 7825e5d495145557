import Foundation

/// A list cell: a collection view cell with a default content configuration and an automatic
/// list background.
///
/// Apple: UICollectionViewListCell — `defaultContentConfiguration()` returns a configuration
/// with the list's default styling; list cells set up their background configuration themselves
/// (the selection highlight comes from it, UIKIT-FACTS).
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelSetBackgroundConfiguration(UIBackgroundConfiguration(style: .listCell), automatic: true)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelSetBackgroundConfiguration(UIBackgroundConfiguration(style: .listCell), automatic: true)
    }

    /// Apple: UICollectionViewListCell.defaultContentConfiguration() — `cell()` styling, which
    /// from iOS 18 adopts the list's style when updated for the cell's state; before iOS 18 it
    /// follows the appearance of the list the cell is shown in (sidebar lists: sidebar styling).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard ModelPlatform.iOSVersion < 18, let appearance = modelListAppearance else { return .cell() }
        return UIListContentConfiguration(style: ModelListContentStyle.cell.adopting(appearance.modelListEnvironment))
    }

    /// Apple: UICollectionViewListCell.accessories — setting them requests a configuration update.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The appearance of the list the collection view shows the cell in (model internals).
    var modelListAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Apple: UICollectionViewCell.defaultBackgroundConfiguration() (iOS 16) on a list cell: the
    /// list cell background.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        ModelAvailability.require("UICollectionViewCell.defaultBackgroundConfiguration()", introduced: 16)
        return UIBackgroundConfiguration(style: .listCell).updated(for: configurationState)
    }

    /// Apple: UICollectionViewListCell.indentationLevel.
    open var indentationLevel = 0
    /// Apple: UICollectionViewListCell.indentationWidth.
    open var indentationWidth: CGFloat = 0
    /// Apple: UICollectionViewListCell.indentsAccessories (true). Stored state.
    open var indentsAccessories = true

    /// Apple: UICollectionViewListCell.separatorLayoutGuide (iOS 14) — "a layout guide for the
    /// cell's separator"; constraining its leading anchor to content moves where the separator
    /// starts. The model keeps the guide and its constraints; it draws no separator.
    public var separatorLayoutGuide: UILayoutGuide { modelGuide("UICollectionViewListCellSeparatorLayoutGuide") }
}
