import Foundation

/// Records ``ModelLayout``s: the collection and table views as their layout pass placed their
/// elements, and the frames `modelFrames(itemCounts:containerSize:)` computed without a collection
/// view. A view's layout is recorded when a hidden check is evaluated or the example ends, and only
/// when it differs from that view's previous record, so each record is what some check or the end
/// saw. Reading a layout to record it never runs a layout pass or a section provider: it reads the
/// frames the last pass left (a compositional layout's attributes, else the installed views).
/// Only when the runner opened the channel. Model extension.
@MainActor
enum ModelLayoutRecorder {
    static let viewLimit = 6
    static let recordsPerViewLimit = 8
    static let elementLimit = 120

    private final class Entry {
        weak var list: (any ModelItemListView)?
        let name: String
        var last: ModelLayout?
        var count = 0

        init(list: any ModelItemListView, name: String) {
            self.list = list
            self.name = name
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var order: [ObjectIdentifier] = []
    private static var standalone: [ObjectIdentifier: (name: String, count: Int)] = [:]
    private static var typeCounts: [String: Int] = [:]

    /// The layout element whose attributes were asked for last (`kind section.item`), for a check.
    private(set) static var lastElement: String?

    static func resetSubject() { lastElement = nil }

    private static func number(for type: String) -> String {
        typeCounts[type, default: 0] += 1
        return "\(type) \(typeCounts[type]!)"
    }

    /// A collection or table view ran (or checked) its layout pass: its layouts are recorded from now on.
    static func noteLaidOut(_ list: some ModelItemListView) {
        guard ModelChannelWriter.isOpen else { return }
        let key = ObjectIdentifier(list)
        guard entries[key] == nil, entries.count < viewLimit else { return }
        entries[key] = Entry(list: list, name: number(for: "\(type(of: list))"))
        order.append(key)
    }

    /// The attributes of an element were asked for (Apple: UICollectionView.layoutAttributesForItem(at:),
    /// layoutAttributesForSupplementaryElement(ofKind:at:)).
    static func noteElement(kind: String, at indexPath: IndexPath, in list: UICollectionView) {
        guard ModelChannelWriter.isOpen else { return }
        noteLaidOut(list)
        lastElement = "\(elementKind(kind)) \(indexPath.section).\(indexPath.item)"
    }

    /// Records every laid-out view whose layout changed since its last record.
    static func recordChanged() {
        guard ModelChannelWriter.isOpen else { return }
        for key in order {
            guard let entry = entries[key], let list = entry.list, entry.count < recordsPerViewLimit else { continue }
            let layout = snapshot(of: list, name: entry.name)
            guard layout != entry.last, !layout.elements.isEmpty else { continue }
            entry.last = layout
            entry.count += 1
            ModelChannelWriter.send(.layout(layout))
        }
    }

    /// A compositional layout computed frames without a collection view.
    static func framesComputed(
        by layout: UICollectionViewCompositionalLayout, _ attributes: [UICollectionViewLayoutAttributes],
        contentSize: CGSize, containerSize: CGSize
    ) {
        guard ModelChannelWriter.isOpen else { return }
        let key = ObjectIdentifier(layout)
        if standalone[key] == nil {
            guard standalone.count < viewLimit else { return }
            standalone[key] = (number(for: "UICollectionViewCompositionalLayout"), 0)
        }
        guard standalone[key]!.count < recordsPerViewLimit else { return }
        standalone[key]!.count += 1
        let elements = attributes.map { element($0, view: nil, indentation: nil, selected: nil) }
        var record = ModelLayout(
            view: standalone[key]!.name, x: 0, y: 0, width: Double(containerSize.width),
            height: Double(containerSize.height), contentWidth: Double(contentSize.width),
            contentHeight: Double(contentSize.height), elements: Array(elements.prefix(elementLimit)),
            omittedElements: max(0, elements.count - elementLimit))
        record.list = nil
        ModelChannelWriter.send(.layout(record))
    }

    /// `header` and `footer` for UIKit's section header and footer kinds; other kinds as they are.
    static func elementKind(_ kind: String?) -> String {
        switch kind {
        case nil, UICollectionView.modelCellKind?: "cell"
        case UICollectionView.elementKindSectionHeader?: "header"
        case UICollectionView.elementKindSectionFooter?: "footer"
        case let kind?: kind
        }
    }

    private static func element(
        _ attributes: UICollectionViewLayoutAttributes, view: UIView?, indentation: UICollectionViewListCell?,
        selected: Bool?
    ) -> ModelLayout.Element {
        let kind: String
        switch attributes.representedElementCategory {
        case .cell: kind = "cell"
        case .decorationView: kind = "decoration"
        case .supplementaryView: kind = elementKind(attributes.representedElementKind)
        }
        let frame = attributes.frame
        var element = ModelLayout.Element(
            kind: kind, indexPath: "\(attributes.indexPath.section).\(attributes.indexPath.item)",
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        if attributes.zIndex != 0 { element.zIndex = attributes.zIndex }
        element.view = view.flatMap(ModelPreviewRecorder.name(of:))
        if let cell = indentation, cell.indentationLevel != 0 {
            element.indentationLevel = cell.indentationLevel
            element.indentationWidth = Double(cell.indentationWidth)
        }
        if selected == true { element.isSelected = true }
        return element
    }

    private static func snapshot(of list: some ModelItemListView, name: String) -> ModelLayout {
        let visible = list.modelVisibleRect
        var elements: [ModelLayout.Element] = []
        var appearance: String?
        if let collectionView = list as? UICollectionView,
            let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
            !layout.attributes.isEmpty
        {
            for attributes in layout.attributes where !attributes.isHidden {
                let view: UIView?
                switch attributes.representedElementCategory {
                case .cell: view = collectionView.modelCells[attributes.indexPath]
                case .supplementaryView:
                    view =
                        collectionView.modelSupplementaryViews[
                            ModelSupplementaryKey(
                                kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)]
                case .decorationView: view = nil
                }
                let cell = view as? UICollectionViewListCell
                if appearance == nil, let listAppearance = cell?.modelListAppearance {
                    appearance = "\(listAppearance)"
                }
                elements.append(
                    element(
                        attributes, view: view, indentation: cell,
                        selected: attributes.representedElementCategory == .cell
                            ? collectionView.modelSelected.contains(attributes.indexPath) : nil))
            }
        } else {
            for (path, cell) in list.modelCellsInOrder {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = cell.frame
                let listCell = cell as? UICollectionViewListCell
                if appearance == nil, let listAppearance = listCell?.modelListAppearance {
                    appearance = "\(listAppearance)"
                }
                elements.append(
                    element(attributes, view: cell, indentation: listCell, selected: list.modelSelected.contains(path)))
            }
            if let collectionView = list as? UICollectionView {
                for (key, view) in collectionView.modelSupplementaryViews.sorted(by: {
                    ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind)
                }) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: key.kind, with: key.indexPath)
                    attributes.frame = view.frame
                    elements.append(element(attributes, view: view, indentation: nil, selected: nil))
                }
            }
        }
        if let table = list as? UITableView { appearance = "\(table.style)" }
        var record = ModelLayout(
            view: name, x: Double(visible.minX), y: Double(visible.minY), width: Double(visible.width),
            height: Double(visible.height), contentWidth: Double(list.contentSize.width),
            contentHeight: Double(list.contentSize.height), elements: Array(elements.prefix(elementLimit)),
            omittedElements: max(0, elements.count - elementLimit))
        record.list = appearance
        return record
    }
}
