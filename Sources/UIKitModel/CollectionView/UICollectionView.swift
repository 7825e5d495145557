import Foundation

/// A scrolling view of cells, arranged by a layout, fed by a data source, with a reuse queue and
/// selection.
///
/// Apple: UICollectionView — `init(frame:collectionViewLayout:)`, `collectionViewLayout`,
/// `dataSource` and `delegate` (weak), `reloadData()`, `numberOfSections`,
/// `numberOfItems(inSection:)`, `cellForItem(at:)` (nil for items without a visible cell),
/// `visibleCells`, `indexPathsForVisibleItems`, `indexPath(for:)`, `isEditing` (iOS 14).
/// Registration, dequeuing and reuse are in `UICollectionView+Reuse.swift`, selection in
/// `UICollectionView+Selection.swift`, batch updates in `UICollectionView+Updates.swift`.
///
/// Model: cells exist only for items whose layout frame meets the visible rectangle (the bounds
/// at `contentOffset`; a collection view with an empty frame counts as
/// ``modelDefaultViewportSize``, as one pinned to its view controller's view would be). Cells are
/// made in the layout pass — `layoutIfNeeded()`, ``ModelRunLoop/run()``, or any query of cells —
/// and items that leave the visible rectangle put their cells in the reuse queue.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// Apple: UICollectionView.ElementCategory.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    /// Apple: UICollectionView.elementKindSectionHeader.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// Apple: UICollectionView.elementKindSectionFooter.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind name UIKit uses for cells in its messages.
    static let modelCellKind = "UICollectionElementKindCell"

    /// Model extension, not UIKit API: the visible size of a collection view whose frame is empty
    /// (an iPhone screen in points).
    public static let modelDefaultViewportSize = CGSize(width: 390, height: 844)

    /// Apple: UICollectionView.collectionViewLayout — setting it lays out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            modelLayoutInvalidated()
        }
    }

    /// Apple: UICollectionView.dataSource (weak) — setting it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Apple: UICollectionView.delegate (weak).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Apple: UICollectionView.prefetchDataSource (weak; iOS 10).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Apple: UICollectionView.isPrefetchingEnabled (true).
    open var isPrefetchingEnabled = true
    /// Apple: UICollectionView.allowsFocus (iOS 15) — whether items can be focused. Stored state:
    /// the model has no focus engine.
    open var allowsFocus = false
    /// Apple: UICollectionView.selectionFollowsFocus (iOS 14). Stored state.
    open var selectionFollowsFocus = false
    /// Apple: UICollectionView.backgroundView — "automatically resized to match the size of the
    /// collection view" and placed behind the cells. The model sizes it to the bounds when it is set.
    open var backgroundView: UIView? {
        didSet { backgroundView?.frame = CGRect(origin: .zero, size: bounds.size) }
    }
    /// Index paths already handed to the prefetch data source (model internals).
    var modelPrefetched: Set<IndexPath> = []

    /// Apple: UICollectionView.isEditing (iOS 14) — list cells show their editing accessories;
    /// cells' configuration state has `isEditing`.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for (_, cell) in modelCellsInOrder { cell.modelInteraction.isEditing = isEditing }
        }
    }

    /// Apple: allowsSelection (true).
    open var allowsSelection = true
    /// Apple: allowsMultipleSelection (false).
    open var allowsMultipleSelection = false
    /// Apple: allowsSelectionDuringEditing (false).
    open var allowsSelectionDuringEditing = false
    /// Apple: allowsMultipleSelectionDuringEditing (false).
    open var allowsMultipleSelectionDuringEditing = false

    /// Section and item counts as last read from the data source; nil until the next reload.
    var modelCounts: [Int]?
    var modelCells: [IndexPath: UICollectionViewCell] = [:]
    var modelSupplementaryViews: [ModelSupplementaryKey: UICollectionReusableView] = [:]
    let modelReuseQueue = ModelReuseQueue<UICollectionReusableView>()
    /// The reuse queue (kind and identifier) each view made by this collection view belongs to.
    var modelQueueKeys: [ObjectIdentifier: String] = [:]
    var modelCellClasses: [String: UICollectionReusableView.Type] = [:]
    var modelSupplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// The cell identifiers and supplementary `kind|identifier` keys registered with a nib.
    var modelNibKeys: Set<String> = []
    var modelStringIdentifiersReported: Set<String> = []
    var modelSelected: [IndexPath] = []
    var modelRequest: ModelViewRequest?
    var modelNeedsLayoutPass = true
    var modelBatch: ModelCollectionChanges?

    /// How many cell or supplementary requests are running in any collection view: a registration
    /// made while one runs was made inside a cell provider.
    static var modelRequestDepth = 0

    /// Apple: UICollectionView.init(frame:collectionViewLayout:).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        ModelRunLoop.schedule(self)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Apple: reloadData() — discards the visible items and recreates them from the data source
    /// (in the model, in the next layout pass). Model's choice: the selection is discarded with the
    /// cells. Apple's page says nothing about the selection.
    open func reloadData() {
        modelDiscardCellsAndSelection()
        for (_, view) in modelSupplementaryViews { modelEnqueue(view) }
        modelSupplementaryViews = [:]
        modelLayoutInvalidated()
    }

    /// Apple: numberOfSections.
    open var numberOfSections: Int { modelLoadedCounts().count }

    /// Apple: numberOfItems(inSection:).
    open func numberOfItems(inSection section: Int) -> Int { modelCount(inSection: section) }

    /// Apple: cellForItem(at:) — the visible cell, or nil when the item has none.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { modelVisibleCell(at: indexPath) }

    /// Apple: visibleCells (in index-path order in the model).
    open var visibleCells: [UICollectionViewCell] { modelVisibleCellsInOrder }

    /// Apple: indexPathsForVisibleItems.
    open var indexPathsForVisibleItems: [IndexPath] { modelVisibleIndexPaths }

    /// Apple: indexPath(for:) — nil for a cell that is not visible.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { modelVisibleIndexPath(of: cell) }

    /// Apple: supplementaryView(forElementKind:at:).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        modelLayoutIfNeeded()
        return modelSupplementaryViews[ModelSupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Apple: visibleSupplementaryViews(ofKind:).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        modelLayoutIfNeeded()
        return modelSupplementaryViews.filter { $0.key.kind == elementKind }.sorted {
            $0.key.indexPath < $1.key.indexPath
        }.map(\.value)
    }

    /// Apple: layoutAttributesForItem(at:) — from the layout, after preparing it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _ = modelLoadedCounts()
        collectionViewLayout.prepare()
        ModelLayoutRecorder.noteElement(kind: Self.modelCellKind, at: indexPath, in: self)
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Apple: layoutAttributesForSupplementaryElement(ofKind:at:).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        _ = modelLoadedCounts()
        collectionViewLayout.prepare()
        ModelLayoutRecorder.noteElement(kind: kind, at: indexPath, in: self)
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Apple: scrollToItem(at:at:animated:) — model: moves the content offset to the item's frame origin.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: max(0, frame.minY))
        modelLayoutInvalidated()
    }

    /// Apple: setCollectionViewLayout(_:animated:).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open override func layoutIfNeeded() {
        modelLayoutIfNeeded()
        super.layoutIfNeeded()
    }

    open override func setNeedsLayout() {
        super.setNeedsLayout()
        modelNeedsLayoutPass = true
    }

    /// Apple: UICollectionView.ScrollPosition.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Model internals

    func modelReadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// The layout pass: asks the layout for the visible elements, retires cells of items that are
    /// gone or hidden, and requests cells and supplementary views for newly visible ones.
    func modelLayoutPass() {
        modelNeedsLayoutPass = false
        let counts = modelLoadedCounts()
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        let attributes = collectionViewLayout.layoutAttributesForElements(in: modelVisibleRect) ?? []
        let cellAttributes = attributes.filter {
            $0.representedElementCategory == .cell && modelContains($0.indexPath) && !$0.isHidden
        }
        let visible = Set(cellAttributes.map(\.indexPath))
        for (path, cell) in modelCellsInOrder where !visible.contains(path) {
            modelCells[path] = nil
            modelRetire(cell, at: path)
        }
        modelPrefetch(beyond: visible)
        for attribute in cellAttributes.sorted(by: { $0.indexPath < $1.indexPath }) {
            if let cell = modelCells[attribute.indexPath] {
                cell.frame = attribute.frame
                continue
            }
            guard let cell = modelRequestCell(at: attribute.indexPath, existing: nil) else { continue }
            modelInstall(cell, at: attribute.indexPath, frame: attribute.frame)
            if attribute.modelSelfSizing { cell.modelCheckSelfSizing() }
        }
        let supplementaryAttributes = attributes.filter {
            $0.representedElementCategory == .supplementaryView && counts.indices.contains($0.indexPath.section)
        }
        let visibleKeys = Set(
            supplementaryAttributes.map {
                ModelSupplementaryKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath)
            })
        for (key, view) in modelSupplementaryViews where !visibleKeys.contains(key) {
            modelSupplementaryViews[key] = nil
            modelEnqueue(view)
        }
        for attribute in supplementaryAttributes {
            let key = ModelSupplementaryKey(
                kind: attribute.representedElementKind ?? "", indexPath: attribute.indexPath)
            if let view = modelSupplementaryViews[key] {
                view.frame = attribute.frame
                continue
            }
            guard let view = modelRequestSupplementary(kind: key.kind, at: key.indexPath) else { continue }
            view.frame = attribute.frame
            modelApplyListTraits(to: view, section: key.indexPath.section)
            addSubview(view)
            modelSupplementaryViews[key] = view
        }
    }

    /// Puts a cell on screen at `indexPath` with the collection view's states.
    func modelInstall(_ cell: UICollectionViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        cell.isSelected = modelSelected.contains(indexPath)
        cell.modelInteraction.isEditing = isEditing
        modelApplyListTraits(to: cell, section: indexPath.section)
        if cell.superview !== self { addSubview(cell) }
        modelCells[indexPath] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Sets the `listEnvironment` trait of a view in a list section (Apple:
    /// UITraitCollection.listEnvironment, iOS 18 — "the list environment of the collection view
    /// or table view the view is in"); `.none` outside lists.
    func modelApplyListTraits(to view: UIView, section: Int) {
        let environment = collectionViewLayout.modelListAppearance(forSection: section)?.modelListEnvironment ?? .none
        view.modelSetTraitOverrides { $0.listEnvironment = environment }
        (view as? UICollectionViewListCell)?.modelListAppearance = collectionViewLayout.modelListAppearance(
            forSection: section)
    }

    /// Takes a cell off screen into the reuse queue.
    func modelRetire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.isHighlighted = false
        modelEnqueue(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Puts a view in the reuse queue of its kind and reuse identifier.
    func modelEnqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let key = modelQueueKeys[ObjectIdentifier(view)] else { return }
        modelReuseQueue.enqueue(view, key: key)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:3).
    /// Declared from the inventory.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Storage of `allowsFocusDuringEditing`, generated.
    private var modelStoredAllowsFocusDuringEditing: Optional<Bool> = nil
    /// UIKit: `var allowsFocusDuringEditing: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-allowsfocusduringediting.md:16).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.allowsFocusDuringEditing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsFocusDuringEditing: Bool {
        get {
            if let value = modelStoredAllowsFocusDuringEditing { return value }
            ModelAvailability.require("UICollectionView.allowsFocusDuringEditing", introduced: 15)
            ModelFindings.unmodelled("UICollectionView.allowsFocusDuringEditing")
            return false
        }
        set {
            modelStoredAllowsFocusDuringEditing = newValue
        }
    }

    /// UIKit: `func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:188).
    /// Unmodelled: a call records `UICollectionView.beginInteractiveMovementForItem(at:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UICollectionView.beginInteractiveMovementForItem(at:)")
        return false
    }

    /// UIKit: `func cancelInteractiveMovement()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:194).
    /// Unmodelled: a call records `UICollectionView.cancelInteractiveMovement()` and does nothing.
    @available(iOS, introduced: 9.0)
    open func cancelInteractiveMovement() {
        ModelFindings.unmodelled("UICollectionView.cancelInteractiveMovement()")
    }

    /// UIKit: `func cancelInteractiveTransition()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:161).
    /// Unmodelled: a call records `UICollectionView.cancelInteractiveTransition()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func cancelInteractiveTransition() {
        ModelFindings.unmodelled("UICollectionView.cancelInteractiveTransition()")
    }

    /// UIKit: `var contextMenuInteraction: UIContextMenuInteraction? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-contextmenuinteraction.md:16).
    /// Unmodelled: reading records `UICollectionView.contextMenuInteraction` and returns `nil`.
    @available(iOS, introduced: 13.2)
    open var contextMenuInteraction: UIContextMenuInteraction? {
        get {
            ModelFindings.unmodelled("UICollectionView.contextMenuInteraction")
            return nil
        }
    }

    /// Storage of `dragDelegate`, generated.
    private var modelStoredDragDelegate: Optional<UICollectionViewDragDelegate?> = nil
    /// UIKit: `weak var dragDelegate: @sil_weak UICollectionViewDragDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:127).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.dragDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dragDelegate: UICollectionViewDragDelegate? {
        get {
            if let value = modelStoredDragDelegate { return value }
            ModelFindings.unmodelled("UICollectionView.dragDelegate")
            return nil
        }
        set {
            modelStoredDragDelegate = newValue
        }
    }

    /// Storage of `dragInteractionEnabled`, generated.
    private var modelStoredDragInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var dragInteractionEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:131).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.dragInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dragInteractionEnabled: Bool {
        get {
            if let value = modelStoredDragInteractionEnabled { return value }
            ModelFindings.unmodelled("UICollectionView.dragInteractionEnabled")
            return false
        }
        set {
            modelStoredDragInteractionEnabled = newValue
        }
    }

    /// Storage of `dropDelegate`, generated.
    private var modelStoredDropDelegate: Optional<UICollectionViewDropDelegate?> = nil
    /// UIKit: `weak var dropDelegate: @sil_weak UICollectionViewDropDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:129).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.dropDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dropDelegate: UICollectionViewDropDelegate? {
        get {
            if let value = modelStoredDropDelegate { return value }
            ModelFindings.unmodelled("UICollectionView.dropDelegate")
            return nil
        }
        set {
            modelStoredDropDelegate = newValue
        }
    }

    /// UIKit: `func endInteractiveMovement()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:192).
    /// Unmodelled: a call records `UICollectionView.endInteractiveMovement()` and does nothing.
    @available(iOS, introduced: 9.0)
    open func endInteractiveMovement() {
        ModelFindings.unmodelled("UICollectionView.endInteractiveMovement()")
    }

    /// UIKit: `func finishInteractiveTransition()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:159).
    /// Unmodelled: a call records `UICollectionView.finishInteractiveTransition()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func finishInteractiveTransition() {
        ModelFindings.unmodelled("UICollectionView.finishInteractiveTransition()")
    }

    /// UIKit: `var hasActiveDrag: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:200).
    /// Unmodelled: reading records `UICollectionView.hasActiveDrag` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasActiveDrag: Bool {
        get {
            ModelFindings.unmodelled("UICollectionView.hasActiveDrag")
            return false
        }
    }

    /// UIKit: `var hasActiveDrop: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:202).
    /// Unmodelled: reading records `UICollectionView.hasActiveDrop` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasActiveDrop: Bool {
        get {
            ModelFindings.unmodelled("UICollectionView.hasActiveDrop")
            return false
        }
    }

    /// UIKit: `var hasUncommittedUpdates: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:151).
    /// Unmodelled: reading records `UICollectionView.hasUncommittedUpdates` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasUncommittedUpdates: Bool {
        get {
            ModelFindings.unmodelled("UICollectionView.hasUncommittedUpdates")
            return false
        }
    }

    /// UIKit: `func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-indexpath(forsupplementaryview:).md:14).
    /// Unmodelled: a call records `UICollectionView.indexPath(forSupplementaryView:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        ModelFindings.unmodelled("UICollectionView.indexPath(forSupplementaryView:)")
        return nil
    }

    /// UIKit: `func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:176).
    /// Unmodelled: a call records `UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        ModelFindings.unmodelled("UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)")
        return []
    }

    /// Storage of `remembersLastFocusedIndexPath`, generated.
    private var modelStoredRemembersLastFocusedIndexPath: Optional<Bool> = nil
    /// UIKit: `var remembersLastFocusedIndexPath: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:196).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.remembersLastFocusedIndexPath` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var remembersLastFocusedIndexPath: Bool {
        get {
            if let value = modelStoredRemembersLastFocusedIndexPath { return value }
            ModelFindings.unmodelled("UICollectionView.remembersLastFocusedIndexPath")
            return false
        }
        set {
            modelStoredRemembersLastFocusedIndexPath = newValue
        }
    }

    /// Storage of `reorderingCadence`, generated.
    private var modelStoredReorderingCadence: Optional<UICollectionView.ReorderingCadence> = nil
    /// UIKit: `var reorderingCadence: UICollectionView.ReorderingCadence` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:133).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.reorderingCadence` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var reorderingCadence: UICollectionView.ReorderingCadence {
        get {
            if let value = modelStoredReorderingCadence { return value }
            ModelFindings.unmodelledStop("UICollectionView.reorderingCadence")
        }
        set {
            modelStoredReorderingCadence = newValue
        }
    }

    /// Storage of `selfSizingInvalidation`, generated.
    private var modelStoredSelfSizingInvalidation: Optional<UICollectionView.SelfSizingInvalidation> = nil
    /// UIKit: `var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-selfsizinginvalidation.md:16).
    /// Stored: keeps what is set; a read before any set records `UICollectionView.selfSizingInvalidation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation {
        get {
            if let value = modelStoredSelfSizingInvalidation { return value }
            ModelAvailability.require("UICollectionView.selfSizingInvalidation", introduced: 16)
            ModelFindings.unmodelledStop("UICollectionView.selfSizingInvalidation")
        }
        set {
            modelStoredSelfSizingInvalidation = newValue
        }
    }

    /// UIKit: `func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:155).
    /// Unmodelled: a call records `UICollectionView.setCollectionViewLayout(_:animated:completion:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UICollectionView.setCollectionViewLayout(_:animated:completion:)")
    }

    /// UIKit: `func startInteractiveTransition(to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:157).
    /// Unmodelled: a call records `UICollectionView.startInteractiveTransition(to:completion:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        ModelFindings.unmodelledStop("UICollectionView.startInteractiveTransition(to:completion:)")
    }

    /// UIKit: `func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:190).
    /// Unmodelled: a call records `UICollectionView.updateInteractiveMovementTargetPosition(_:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        ModelFindings.unmodelled("UICollectionView.updateInteractiveMovementTargetPosition(_:)")
    }
    // cellspec:generated:end
}

/// A supplementary view's place: its kind and index path. Model internals.
struct ModelSupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}

extension UICollectionView: ModelItemListView {
    /// Hands the prefetch data source the items of the next screenful (see
    /// ``UICollectionViewDataSourcePrefetching``).
    private func modelPrefetch(beyond visible: Set<IndexPath>) {
        modelPrefetched.subtract(visible)
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        var next = modelVisibleRect
        next.origin.y += next.height
        let ahead = (collectionViewLayout.layoutAttributesForElements(in: next) ?? [])
            .filter { $0.representedElementCategory == .cell && modelContains($0.indexPath) }
            .map(\.indexPath)
            .filter { !visible.contains($0) && !modelPrefetched.contains($0) }
            .sorted()
        guard !ahead.isEmpty else { return }
        modelPrefetched.formUnion(ahead)
        prefetchDataSource.collectionView(self, prefetchItemsAt: ahead)
    }
}
