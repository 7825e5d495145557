/// A collection or table view as the model laid it out: the rectangle it shows, and every cell,
/// header, footer, badge and decoration it placed there, at the frame the layout pass gave it. The
/// documentation site draws its previews from these frames, at scale, so a preview shows the place
/// a hidden assertion reads. Model extension, not UIKit API.
///
/// Made when a layout pass's result is read by a check or the example ends (a new record only when
/// what the view shows moved), and for `modelFrames(itemCounts:containerSize:)`, which lays a
/// compositional layout out without a collection view (Apple: UICollectionViewLayoutAttributes —
/// `frame`, `indexPath`, `representedElementCategory`, `representedElementKind`, `zIndex`).
public struct ModelLayout: Codable, Hashable, Sendable {
    /// One placed element.
    public struct Element: Codable, Hashable, Sendable {
        /// `cell`, `decoration`, or a supplementary view's element kind (`header` and `footer` for
        /// UIKit's section header and footer kinds).
        public var kind: String
        /// `section.item`.
        public var indexPath: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var zIndex: Int?
        /// The view the element shows, as its preview records name it (`UICollectionViewListCell 3`);
        /// nil for an element whose view showed nothing, or a layout without views.
        public var view: String?
        /// A list cell's `indentationLevel` and `indentationWidth` (Apple: UICollectionViewListCell),
        /// when the level is not 0.
        public var indentationLevel: Int?
        public var indentationWidth: Double?
        /// Whether the element's selected state is on (the collection or table view's selection).
        public var isSelected: Bool?

        public init(kind: String, indexPath: String, x: Double, y: Double, width: Double, height: Double) {
            self.kind = kind
            self.indexPath = indexPath
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The laid-out view, numbered among the layouts recorded: `UICollectionView 1`, `UITableView 1`,
    /// or `UICollectionViewCompositionalLayout 1` for frames computed without a collection view.
    public var view: String
    /// The visible rectangle (its origin is the content offset).
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var contentWidth: Double
    public var contentHeight: Double
    /// The list appearance of its first section, when it is a list (`insetGrouped`, `plain`, …).
    public var list: String?
    public var elements: [Element]
    /// Elements beyond the model's limit per record that were left out.
    public var omittedElements: Int
    /// How many preview records the run had sent before this layout; set by the runner from the
    /// order of the channel's lines (the model leaves it nil).
    public var previewsBefore: Int?

    public init(
        view: String, x: Double, y: Double, width: Double, height: Double, contentWidth: Double,
        contentHeight: Double, elements: [Element], omittedElements: Int = 0
    ) {
        self.view = view
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.elements = elements
        self.omittedElements = omittedElements
    }
}
