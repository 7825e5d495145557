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

    public init(
        view: String, state: [String], text: String? = nil, secondaryText: String? = nil, imageName: String? = nil,
        textColor: Color? = nil, secondaryTextColor: Color? = nil, imageTintColor: Color? = nil, backgroundColor: Color? = nil,
        font: Font? = nil, secondaryFont: Font? = nil
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
    }
}
