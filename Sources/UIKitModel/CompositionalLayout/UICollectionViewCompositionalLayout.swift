import Foundation

/// Apple: UICollectionViewCompositionalLayoutSectionProvider.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Apple: UICollectionView.ScrollDirection.
extension UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }
}

/// Apple: UICollectionViewCompositionalLayoutConfiguration — `scrollDirection`,
/// `interSectionSpacing`, `boundarySupplementaryItems` (headers and footers of the whole layout).
/// With a `.horizontal` scroll direction the model places each section's groups in a row and the
/// sections side by side.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Apple: UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference (iOS 14). Stored state.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public override init() { super.init() }
}

/// A layout composed of sections, groups and items.
///
/// Apple: UICollectionViewCompositionalLayout — `init(section:)`, `init(section:configuration:)`,
/// `init(sectionProvider:)`, `init(sectionProvider:configuration:)`, `configuration`,
/// `list(using:)` (iOS 14). The section provider runs for each section in every layout pass
/// (again after `invalidateLayout()`; seeds/003: "called for each section whenever layout is
/// needed"); returning nil for a section with items faults with UIKit's message.
///
/// Model: vertical scrolling unless `configuration.scrollDirection` is `.horizontal`; the container is the collection view's visible size
/// (`UICollectionView.modelDefaultViewportSize` when its frame is empty); estimated dimensions
/// take their estimate (content is not measured); an item's `contentInsets` are ignored along an
/// estimated axis (Apple: NSCollectionLayoutItem.contentInsets).
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// Apple: configuration.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private(set) var attributes: [UICollectionViewLayoutAttributes] = []
    private var sections: [Int: NSCollectionLayoutSection] = [:]
    private var contentSize: CGSize = .zero
    private var modelReportedDecorationKinds: Set<String> = []
    /// The attributes of the layout's own boundary items, with the item each was made from.
    private var layoutBoundaryAttributes:
        [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] =
            []

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Apple: list(using:) (iOS 14) — every section a list of the configuration.
    open class func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override func prepare() {
        guard let collectionView else { return }
        let size = collectionView.modelVisibleRect.size
        (attributes, contentSize) = modelFrames(
            itemCounts: collectionView.modelLoadedCounts(), containerSize: size,
            traitCollection: collectionView.traitCollection)
        modelPinHeaders(to: collectionView.modelVisibleRect)
        modelCheckDecorationRegistrations()
        for (index, section) in sections where section.visibleItemsInvalidationHandler != nil {
            let visible = attributes.filter {
                $0.indexPath.section == index && $0.frame.intersects(collectionView.modelVisibleRect)
            }
            let environment = ModelLayoutEnvironment(contentSize: size, traitCollection: collectionView.traitCollection)
            section.visibleItemsInvalidationHandler?(visible.map(ModelVisibleItem.init), .zero, environment)
        }
    }

    /// Model extension, not UIKit API: lays out sections with these item counts in a container
    /// of this size, without a collection view; returns every element's attributes and the
    /// content size.
    public func modelFrames(
        itemCounts: [Int], containerSize: CGSize, traitCollection: UITraitCollection = UITraitCollection()
    ) -> (attributes: [UICollectionViewLayoutAttributes], contentSize: CGSize) {
        let environment = ModelLayoutEnvironment(contentSize: containerSize, traitCollection: traitCollection)
        var result: [UICollectionViewLayoutAttributes] = []
        var y: CGFloat = 0
        var x: CGFloat = 0
        sections = [:]
        layoutBoundaryAttributes = []
        let horizontal = configuration.scrollDirection == .horizontal
        if horizontal {
            x = modelPlaceLayoutBoundaryItems(leading: true, at: 0, containerSize)
        } else {
            y = modelPlaceLayoutBoundaryItems(leading: true, at: 0, containerSize)
        }
        for (index, count) in itemCounts.enumerated() {
            guard let section = sectionProvider(index, environment) else {
                if count > 0 { ModelFindings.fault(.invalidSectionDefinition, "Section \(index).") }
                continue
            }
            sections[index] = section
            if horizontal {
                if index > 0 { x += configuration.interSectionSpacing }
                let (placed, _) = section.modelLayout(
                    section: index, count: count, top: 0, width: containerSize.width, height: containerSize.height,
                    sideways: true)
                for attribute in placed { attribute.frame.origin.x += x }
                result += placed
                let content = placed.filter { $0.representedElementCategory != .decorationView }
                x = (content.map(\.frame.maxX).max() ?? x) + (content.isEmpty ? 0 : section.contentInsets.trailing)
                continue
            }
            if index > 0 { y += configuration.interSectionSpacing }
            let (placed, bottom) = section.modelLayout(
                section: index, count: count, top: y, width: containerSize.width, height: containerSize.height)
            result += placed
            y = bottom
        }
        if horizontal {
            x = modelPlaceLayoutBoundaryItems(leading: false, at: x, containerSize)
        } else {
            y = modelPlaceLayoutBoundaryItems(leading: false, at: y, containerSize)
        }
        result += layoutBoundaryAttributes.map(\.1)
        let size =
            horizontal ? CGSize(width: x, height: containerSize.height) : CGSize(width: containerSize.width, height: y)
        if collectionView == nil {
            ModelLayoutRecorder.framesComputed(by: self, result, contentSize: size, containerSize: containerSize)
        }
        return (result, size)
    }

    /// Places the layout's own headers (`leading`: before the first section) or footers (after
    /// the last) from `position` along the scroll axis; returns where the content goes on.
    /// Apple: UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems —
    /// supplementary items along the boundary of the whole layout, such as global headers and
    /// footers; NSCollectionLayoutBoundarySupplementaryItem.alignment (relative to the layout),
    /// `offset`, `extendsBoundary` (when false the item overlaps the content instead of adding to
    /// it). Vertically scrolling, `.top`-aligned items (top, top leading, top trailing) are headers
    /// and `.bottom`-aligned ones footers, as wide as their size resolves against the container;
    /// scrolling horizontally, `.leading`-aligned ones (leading, top leading, bottom leading) come
    /// first and `.trailing`-aligned ones last. Model choice: Apple documents no index path for
    /// them; the model gives them item 0 of section 0.
    private func modelPlaceLayoutBoundaryItems(leading: Bool, at position: CGFloat, _ container: CGSize) -> CGFloat {
        let horizontal = configuration.scrollDirection == .horizontal
        var position = position
        for item in configuration.boundarySupplementaryItems {
            let placesHere: Bool
            if horizontal {
                let leadingSide: Set<NSRectAlignment> = [.leading, .topLeading, .bottomLeading]
                let trailingSide: Set<NSRectAlignment> = [.trailing, .topTrailing, .bottomTrailing]
                placesHere = (leading ? leadingSide : trailingSide).contains(item.alignment)
            } else {
                placesHere = leading ? item.modelIsTop : item.modelIsBottom
            }
            guard placesHere else { continue }
            let size = item.layoutSize.modelResolve(in: container)
            let a = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: 0))
            let length = horizontal ? size.width : size.height
            // A footer that does not extend the layout overlaps the end of the content.
            let start = item.extendsBoundary || leading ? position : position - length
            a.frame =
                horizontal
                ? CGRect(x: start, y: 0, width: size.width, height: min(size.height, container.height))
                : CGRect(x: 0, y: start, width: min(size.width, container.width), height: size.height)
            a.frame.origin.x += item.offset.x
            a.frame.origin.y += item.offset.y
            a.zIndex = item.zIndex
            layoutBoundaryAttributes.append((item, a))
            if item.extendsBoundary { position += length }
        }
        return position
    }

    /// Keeps pinned top boundary items in view: Apple: NSCollectionLayoutBoundarySupplementaryItem
    /// .pinToVisibleBounds — pins the header or footer "to the visible bounds of the section or
    /// layout it's attached to", so it "is shown while any portion of the section … is
    /// visible". A pinned header stays at the top of the
    /// visible rectangle, no higher than its place and no lower than its section's end, above
    /// the cells (zIndex); a pinned footer likewise stays at the bottom of the visible rectangle,
    /// no lower than its place and no higher than its section's start. Model: vertical scrolling
    /// for a section's items. A pinned item of the whole
    /// layout stays in view as long as the layout is: a header at the top of the visible
    /// rectangle (never above its place), a footer at its bottom (never below its place), both
    /// kept inside the content, above the cells; scrolling horizontally, the leading and
    /// trailing edges of the visible rectangle likewise.
    private func modelPinHeaders(to visible: CGRect) {
        let layoutOwn = Set(layoutBoundaryAttributes.map { ObjectIdentifier($0.1) })
        let horizontal = configuration.scrollDirection == .horizontal
        for (item, a) in layoutBoundaryAttributes where item.pinToVisibleBounds {
            let leading =
                horizontal ? [.leading, .topLeading, .bottomLeading].contains(item.alignment) : item.modelIsTop
            if horizontal {
                let end = max(0, contentSize.width - a.frame.width)
                let x = leading ? max(a.frame.minX, visible.minX) : min(a.frame.minX, visible.maxX - a.frame.width)
                a.frame.origin.x = min(max(x, 0), end)
            } else {
                let end = max(0, contentSize.height - a.frame.height)
                let y = leading ? max(a.frame.minY, visible.minY) : min(a.frame.minY, visible.maxY - a.frame.height)
                a.frame.origin.y = min(max(y, 0), end)
            }
            a.zIndex = max(a.zIndex, item.zIndex, 1)
        }
        for (index, section) in sections {
            for item in section.boundarySupplementaryItems where item.pinToVisibleBounds && !horizontal {
                let inSection = attributes.filter {
                    $0.indexPath.section == index && $0.representedElementCategory != .decorationView
                        && !layoutOwn.contains(ObjectIdentifier($0))
                }
                guard let pinned = inSection.first(where: { $0.representedElementKind == item.elementKind }),
                    let start = inSection.map(\.frame.minY).min(), let end = inSection.map(\.frame.maxY).max()
                else { continue }
                if item.modelIsTop {
                    pinned.frame.origin.y = min(max(pinned.frame.minY, visible.minY), end - pinned.frame.height)
                } else if item.modelIsBottom {
                    // A footer stays at the bottom of the visible rectangle, no lower than its
                    // place and no higher than its section's start.
                    pinned.frame.origin.y = max(min(pinned.frame.minY, visible.maxY - pinned.frame.height), start)
                } else {
                    continue
                }
                pinned.zIndex = max(pinned.zIndex, item.zIndex, 1)
            }
        }
    }

    /// A collection view makes a view for every decoration item it shows, from the class
    /// registered on the layout for its kind (Apple: UICollectionViewLayout
    /// .register(_:forDecorationViewOfKind:); seeds/003: "registered on LAYOUT, not
    /// collectionView"); an unregistered kind faults with UIKit's dequeue message. Reported once.
    private func modelCheckDecorationRegistrations() {
        for attribute in attributes where attribute.representedElementCategory == .decorationView {
            guard let kind = attribute.representedElementKind, modelDecorationClasses[kind] == nil,
                !modelDecorationNibs.contains(kind),
                modelReportedDecorationKinds.insert(kind).inserted
            else { continue }
            ModelFindings.fault(
                .unregisteredIdentifier,
                "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard (decoration views are registered on the layout)"
            )
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) || ($0.frame.height == 0 && rect.contains($0.frame.origin)) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    override func modelListAppearance(forSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? {
        if sections.isEmpty { prepare() }
        return sections[section]?.modelListConfiguration?.appearance
    }

    /// The list configuration of a section, if it is a list (model internals).
    func modelListConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        if sections.isEmpty { prepare() }
        return sections[section]?.modelListConfiguration
    }
}
