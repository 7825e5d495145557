/// What a configured view showed after one configuration update, in the state it was updated for:
/// the record the documentation site draws an example's cell previews from. Model extension, not
/// UIKit API.
///
/// Built from what the view shows and the configuration state of the update
/// pass (Apple: UICellConfigurationState — selected, highlighted, disabled, …). Colors carry their
/// light and dark appearance, resolved as `resolvedColor(with:)` would.
public struct ModelPreview: Codable, Hashable, Sendable {
    /// A color by its name and its resolved sRGB components, `#rrggbbaa`, in each appearance.
    public struct Color: Codable, Hashable, Sendable {
        public var name: String
        public var light: String
        public var dark: String

        public init(name: String, light: String, dark: String) {
            self.name = name
            self.light = light
            self.dark = dark
        }
    }

    /// A font by its name, size and weight.
    public struct Font: Codable, Hashable, Sendable {
        public var name: String
        public var pointSize: Double
        public var weight: String
        public var italic: Bool

        public init(name: String, pointSize: Double, weight: String, italic: Bool) {
            self.name = name
            self.pointSize = pointSize
            self.weight = weight
            self.italic = italic
        }
    }

    /// An accessory a list cell shows (Apple: UICellAccessory, UICollectionViewListCell.accessories):
    /// its kind's name (`disclosureIndicator`, `checkmark`, `delete`, `insert`, `reorder`,
    /// `multiselect`, `outlineDisclosure`, `label`, `detail`, `customView`, `popUpMenu`) and a label's text.
    public struct Accessory: Codable, Hashable, Sendable {
        public var kind: String
        public var text: String?

        public init(kind: String, text: String? = nil) {
            self.kind = kind
            self.text = text
        }
    }

    /// How a self-sizing layout measured a cell whose content view is laid out by constraints
    /// (Apple: UIView.systemLayoutSizeFitting(_:)): the height its content asks for, nil when nothing
    /// ties the content to the content view's bottom (the cell collapses), and the views that hang
    /// below the content view's bottom (clipped). A table view does not collapse a row: it gives
    /// it the standard height instead (`standardHeight`).
    public struct Sizing: Codable, Hashable, Sendable {
        public var fittingHeight: Double?
        public var clippedViews: [String]
        /// The standard row height a table view used because the content measured nothing.
        public var standardHeight: Double?

        public init(fittingHeight: Double?, clippedViews: [String], standardHeight: Double? = nil) {
            self.fittingHeight = fittingHeight
            self.clippedViews = clippedViews
            self.standardHeight = standardHeight
        }

        /// Whether the cell is drawn 0 pt tall.
        public var collapses: Bool { (fittingHeight == nil || fittingHeight == 0) && standardHeight == nil }
    }

    /// How the background is drawn beyond its color, as the background configuration resolved it for
    /// the state (Apple: UIBackgroundConfiguration — `strokeColor` and `strokeWidth`, `cornerRadius`,
    /// `backgroundInsets`, `visualEffect`, `customView`, `image`): each nil or absent when it draws
    /// nothing.
    public struct Background: Codable, Hashable, Sendable {
        public var strokeColor: Color?
        public var strokeWidth: Double?
        public var cornerRadius: Double?
        /// `top`, `leading`, `bottom`, `trailing`, in points.
        public var insets: [Double]?
        /// The visual effect's description, `UIBlurEffect(systemMaterial)`.
        public var visualEffect: String?
        /// The class of the custom view, and its background color.
        public var customView: String?
        public var customViewColor: Color?
        public var image: String?

        public init() {}
    }

    /// A layer's own styling (Apple: CALayer — `cornerRadius`, `maskedCorners`, `borderWidth`,
    /// `borderColor`, `shadowOpacity`; UIView.clipsToBounds), when it draws something.
    public struct Layer: Codable, Hashable, Sendable {
        public var cornerRadius: Double?
        /// The corners the radius rounds, `minXMinY` … `maxXMaxY`; nil for all four.
        public var maskedCorners: [String]?
        public var borderWidth: Double?
        public var borderColor: Color?
        public var shadowOpacity: Double?
        public var clips: Bool?

        public init() {}
    }

    /// The view's class and its number among the views recorded, e.g. `UICollectionViewListCell 1`.
    public var view: String
    /// The states that were on, e.g. `["selected", "highlighted"]`; empty for the normal state.
    public var state: [String]
    public var text: String?
    public var secondaryText: String?
    public var imageName: String?
    public var textColor: Color?
    public var secondaryTextColor: Color?
    public var imageTintColor: Color?
    public var backgroundColor: Color?
    public var font: Font?
    public var secondaryFont: Font?
    /// The item the cell shows, by its title (a `String` item itself, else its `title`, `name` or
    /// `text`), when the cell is in a collection or table view with a diffable data source.
    public var item: String?
    /// `section.item` of the cell in its collection or table view.
    public var indexPath: String?
    /// The list content configuration's factory (`cell`, `valueCell`, `subtitleCell`, `sidebarCell`,
    /// `header`, …), when the content is one (Apple: UIListContentConfiguration).
    public var style: String?
    /// The text's and the secondary text's `numberOfLines` (0: as many as the text needs).
    public var numberOfLines: Int?
    public var secondaryNumberOfLines: Int?
    /// The accessories shown now, leading to trailing as the list cell lays them out.
    public var accessories: [Accessory]?
    /// The appearance of the list section the cell is in (`plain`, `grouped`, `insetGrouped`,
    /// `sidebar`, `sidebarPlain`; Apple: UICollectionLayoutListConfiguration.Appearance).
    public var list: String?
    /// How a self-sizing layout measured the cell, for content laid out by constraints.
    public var sizing: Sizing?
    /// `dark` when the view's trait collection was in dark mode (Apple: UITraitCollection.userInterfaceStyle),
    /// so its colors are drawn as dark mode resolves them whatever the reader's setting; nil for light or unspecified.
    public var appearance: String?
    /// True for a record made after the example's last statement, once the configuration updates
    /// still pending had run (what the next frame shows); nil for one made while the example ran.
    public var isAfterExample: Bool?

    /// The view's size, as its collection or table view's layout pass (or the example) gave it; nil
    /// for a view never given one.
    public var width: Double?
    public var height: Double?
    /// A list cell's indentation (Apple: UICollectionViewListCell.indentationLevel, indentationWidth).
    /// The height the cell's content measures, laid out by constraints, when a self-sizing layout
    /// measured it (Apple: UIView.systemLayoutSizeFitting(_:)); nil when nothing measured it.
    public var measuredHeight: Double?
    public var indentationLevel: Int?
    public var indentationWidth: Double?
    public var background: Background?
    /// The cell's own layer and its content view's layer, when they are styled.
    public var layer: Layer?
    public var contentLayer: Layer?

    public init(
        view: String, state: [String], text: String? = nil, secondaryText: String? = nil, imageName: String? = nil,
        textColor: Color? = nil, secondaryTextColor: Color? = nil, imageTintColor: Color? = nil,
        backgroundColor: Color? = nil,
        font: Font? = nil, secondaryFont: Font? = nil, item: String? = nil, indexPath: String? = nil,
        style: String? = nil,
        numberOfLines: Int? = nil, secondaryNumberOfLines: Int? = nil, accessories: [Accessory]? = nil,
        list: String? = nil,
        sizing: Sizing? = nil
    ) {
        self.view = view
        self.state = state
        self.text = text
        self.secondaryText = secondaryText
        self.imageName = imageName
        self.textColor = textColor
        self.secondaryTextColor = secondaryTextColor
        self.imageTintColor = imageTintColor
        self.backgroundColor = backgroundColor
        self.font = font
        self.secondaryFont = secondaryFont
        self.item = item
        self.indexPath = indexPath
        self.style = style
        self.numberOfLines = numberOfLines
        self.secondaryNumberOfLines = secondaryNumberOfLines
        self.accessories = accessories
        self.list = list
        self.sizing = sizing
    }
}
