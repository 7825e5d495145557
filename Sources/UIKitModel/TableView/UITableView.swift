import Foundation

/// A scrolling single column of rows in sections, fed by a data source, with a reuse queue and
/// selection.
///
/// Apple: UITableView — `init(frame:style:)`, `style` (plain, grouped, insetGrouped — iOS 13),
/// `dataSource` and `delegate` (weak), `reloadData()`, `numberOfSections`,
/// `numberOfRows(inSection:)`, `cellForRow(at:)` (nil for rows without a visible cell),
/// `visibleCells`, `indexPathsForVisibleRows`, `indexPath(for:)`, `rectForRow(at:)`,
/// `rowHeight` and `estimatedRowHeight` (both `automaticDimension` by default: "the table view
/// selects an estimated height"; a row of automatic height sizes itself from its cell's
/// constraints), `isEditing`/`setEditing(_:animated:)`. Dequeuing is in `UITableView+Reuse.swift`,
/// selection in `UITableView+Selection.swift`, updates in `UITableView+Updates.swift`, the layout
/// pass in `UITableView+Layout.swift`.
///
/// Model: rows are stacked from the top; inset grouped tables inset rows 20 points on each side
/// (the model's list choice, undocumented); section headers and footers take no space. Cells
/// exist only for rows that meet the visible rectangle (a table with an empty frame counts as
/// `UICollectionView.modelDefaultViewportSize`); rows of automatic height outside it take the
/// estimate. A self-sizing cell whose constraints give no height gets the standard 44 points,
/// as UIKit does ("Detected a case where constraints ambiguously suggest a height of zero for a
/// table view cell's content view. We're considering the collapse unintentional and using
/// standard height instead.") — with the model's self-sizing violations.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// Apple: UITableView.Style.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// Apple: UITableView.RowAnimation.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Apple: UITableView.ScrollPosition.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// Apple: UITableView.automaticDimension — "the default value for a given dimension".
    public static let automaticDimension: CGFloat = -1

    /// The standard row height UIKit falls back to (model: 44 points).
    static let modelStandardRowHeight: CGFloat = 44

    /// Apple: UITableView.style.
    public let style: Style

    /// Apple: UITableView.dataSource (weak) — setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// Apple: UITableView.delegate (weak).
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { modelLayoutInvalidated() }
    }

    /// Apple: rowHeight (automaticDimension by default).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelLayoutInvalidated() }
    }

    /// Apple: estimatedRowHeight (automaticDimension by default; 0 disables estimates).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelLayoutInvalidated() }
    }

    /// Apple: allowsSelection (true).
    open var allowsSelection = true
    /// Apple: allowsMultipleSelection (false).
    open var allowsMultipleSelection = false
    /// Apple: allowsSelectionDuringEditing (false).
    open var allowsSelectionDuringEditing = false
    /// Apple: allowsMultipleSelectionDuringEditing (false).
    open var allowsMultipleSelectionDuringEditing = false

    /// Apple: isEditing — cells follow it.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for (_, cell) in modelCellsInOrder { cell.isEditing = isEditing }
        }
    }

    var modelCounts: [Int]?
    var modelCells: [IndexPath: UITableViewCell] = [:]
    var modelFrames: [IndexPath: CGRect] = [:]
    let modelReuseQueue = ModelReuseQueue<UITableViewCell>()
    var modelCellClasses: [String: UITableViewCell.Type] = [:]
    /// What `register(_:forHeaderFooterViewReuseIdentifier:)` registered, by identifier.
    var modelHeaderFooterClasses: [String: AnyClass] = [:]
    /// The cell identifiers registered with a nib.
    var modelCellNibs: Set<String> = []
    /// The header and footer identifiers registered with a nib.
    var modelHeaderFooterNibs: Set<String> = []
    var modelSelected: [IndexPath] = []
    var modelNeedsLayoutPass = true
    var modelBatch: ModelCollectionChanges?
    /// The cell being reconfigured: dequeuing with its identifier returns it.
    var modelReconfiguring: UITableViewCell?

    /// Apple: init(frame:style:).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        ModelRunLoop.schedule(self)
    }

    /// Apple: UITableView.init(frame:) — a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Apple: setEditing(_:animated:).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Apple: reloadData() — reloads everything the table is built from; only the visible rows are
    /// requested again (in the model, in the next layout pass). Model's choice: the selection is
    /// discarded with the cells. Apple's page says nothing about the selection.
    open func reloadData() {
        modelDiscardCellsAndSelection()
        modelLayoutInvalidated()
    }

    /// Apple: numberOfSections.
    open var numberOfSections: Int { modelLoadedCounts().count }

    /// Apple: numberOfRows(inSection:).
    open func numberOfRows(inSection section: Int) -> Int { modelCount(inSection: section) }

    /// Apple: cellForRow(at:) — the visible cell, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { modelVisibleCell(at: indexPath) }

    /// Apple: visibleCells (in index-path order).
    open var visibleCells: [UITableViewCell] { modelVisibleCellsInOrder }

    /// Apple: indexPathsForVisibleRows.
    open var indexPathsForVisibleRows: [IndexPath]? { modelVisibleIndexPaths }

    /// Apple: indexPath(for:) — nil for a cell that is not visible.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { modelVisibleIndexPath(of: cell) }

    /// Apple: rectForRow(at:).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        modelLayoutIfNeeded()
        return modelFrames[indexPath] ?? .zero
    }

    open override func layoutIfNeeded() {
        modelLayoutIfNeeded()
        super.layoutIfNeeded()
    }

    open override func setNeedsLayout() {
        super.setNeedsLayout()
        modelNeedsLayoutPass = true
    }

    /// Model extension, not UIKit API: the swipe actions a user swiping the row would see — the
    /// delegate's `leadingSwipeActionsConfigurationForRowAt` (`leading: true`) or
    /// `trailingSwipeActionsConfigurationForRowAt`.
    public func modelSwipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool)
        -> UISwipeActionsConfiguration?
    {
        leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    // MARK: Model internals

    func modelReadCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `allowsFocus`, generated.
    private var modelStoredAllowsFocus: Optional<Bool> = nil
    /// UIKit: `var allowsFocus: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-allowsfocus.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.allowsFocus` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsFocus: Bool {
        get {
            if let value = modelStoredAllowsFocus { return value }
            ModelAvailability.require("UITableView.allowsFocus", introduced: 15)
            ModelFindings.unmodelled("UITableView.allowsFocus")
            return false
        }
        set {
            modelStoredAllowsFocus = newValue
        }
    }

    /// Storage of `allowsFocusDuringEditing`, generated.
    private var modelStoredAllowsFocusDuringEditing: Optional<Bool> = nil
    /// UIKit: `var allowsFocusDuringEditing: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-allowsfocusduringediting.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.allowsFocusDuringEditing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsFocusDuringEditing: Bool {
        get {
            if let value = modelStoredAllowsFocusDuringEditing { return value }
            ModelAvailability.require("UITableView.allowsFocusDuringEditing", introduced: 15)
            ModelFindings.unmodelled("UITableView.allowsFocusDuringEditing")
            return false
        }
        set {
            modelStoredAllowsFocusDuringEditing = newValue
        }
    }

    /// Storage of `backgroundView`, generated.
    private var modelStoredBackgroundView: Optional<UIView?> = nil
    /// UIKit: `var backgroundView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:191).
    /// Stored: keeps what is set; a read before any set records `UITableView.backgroundView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var backgroundView: UIView? {
        get {
            if let value = modelStoredBackgroundView { return value }
            ModelFindings.unmodelled("UITableView.backgroundView")
            return nil
        }
        set {
            modelStoredBackgroundView = newValue
        }
    }

    /// UIKit: `func beginUpdates()` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:213).
    /// Unmodelled: a call records `UITableView.beginUpdates()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func beginUpdates() {
        ModelFindings.unmodelled("UITableView.beginUpdates()")
    }

    /// Storage of `cellLayoutMarginsFollowReadableWidth`, generated.
    private var modelStoredCellLayoutMarginsFollowReadableWidth: Optional<Bool> = nil
    /// UIKit: `var cellLayoutMarginsFollowReadableWidth: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:257).
    /// Stored: keeps what is set; a read before any set records `UITableView.cellLayoutMarginsFollowReadableWidth` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var cellLayoutMarginsFollowReadableWidth: Bool {
        get {
            if let value = modelStoredCellLayoutMarginsFollowReadableWidth { return value }
            ModelFindings.unmodelled("UITableView.cellLayoutMarginsFollowReadableWidth")
            return false
        }
        set {
            modelStoredCellLayoutMarginsFollowReadableWidth = newValue
        }
    }

    /// Storage of `contentHuggingElements`, generated.
    private var modelStoredContentHuggingElements: Optional<UITableViewContentHuggingElements> = nil
    /// UIKit: `var contentHuggingElements: UITableViewContentHuggingElements { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-contenthuggingelements.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.contentHuggingElements` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var contentHuggingElements: UITableViewContentHuggingElements {
        get {
            if let value = modelStoredContentHuggingElements { return value }
            ModelAvailability.require("UITableView.contentHuggingElements", introduced: 18)
            ModelFindings.unmodelled("UITableView.contentHuggingElements")
            return []
        }
        set {
            modelStoredContentHuggingElements = newValue
        }
    }

    /// UIKit: `var contextMenuInteraction: UIContextMenuInteraction? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-contextmenuinteraction.md:16).
    /// Unmodelled: reading records `UITableView.contextMenuInteraction` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open var contextMenuInteraction: UIContextMenuInteraction? {
        get {
            ModelFindings.unmodelled("UITableView.contextMenuInteraction")
            return nil
        }
    }

    /// Storage of `dragDelegate`, generated.
    private var modelStoredDragDelegate: Optional<UITableViewDragDelegate?> = nil
    /// UIKit: `weak var dragDelegate: @sil_weak UITableViewDragDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:174).
    /// Stored: keeps what is set; a read before any set records `UITableView.dragDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dragDelegate: UITableViewDragDelegate? {
        get {
            if let value = modelStoredDragDelegate { return value }
            ModelFindings.unmodelled("UITableView.dragDelegate")
            return nil
        }
        set {
            modelStoredDragDelegate = newValue
        }
    }

    /// Storage of `dragInteractionEnabled`, generated.
    private var modelStoredDragInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var dragInteractionEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:280).
    /// Stored: keeps what is set; a read before any set records `UITableView.dragInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dragInteractionEnabled: Bool {
        get {
            if let value = modelStoredDragInteractionEnabled { return value }
            ModelFindings.unmodelled("UITableView.dragInteractionEnabled")
            return false
        }
        set {
            modelStoredDragInteractionEnabled = newValue
        }
    }

    /// Storage of `dropDelegate`, generated.
    private var modelStoredDropDelegate: Optional<UITableViewDropDelegate?> = nil
    /// UIKit: `weak var dropDelegate: @sil_weak UITableViewDropDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:176).
    /// Stored: keeps what is set; a read before any set records `UITableView.dropDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var dropDelegate: UITableViewDropDelegate? {
        get {
            if let value = modelStoredDropDelegate { return value }
            ModelFindings.unmodelled("UITableView.dropDelegate")
            return nil
        }
        set {
            modelStoredDropDelegate = newValue
        }
    }

    /// UIKit: `func endUpdates()` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:214).
    /// Unmodelled: a call records `UITableView.endUpdates()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func endUpdates() {
        ModelFindings.unmodelled("UITableView.endUpdates()")
    }

    /// Storage of `estimatedSectionFooterHeight`, generated.
    private var modelStoredEstimatedSectionFooterHeight: Optional<CGFloat> = nil
    /// UIKit: `var estimatedSectionFooterHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:185).
    /// Stored: keeps what is set; a read before any set records `UITableView.estimatedSectionFooterHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var estimatedSectionFooterHeight: CGFloat {
        get {
            if let value = modelStoredEstimatedSectionFooterHeight { return value }
            ModelFindings.unmodelled("UITableView.estimatedSectionFooterHeight")
            return 0
        }
        set {
            modelStoredEstimatedSectionFooterHeight = newValue
        }
    }

    /// Storage of `estimatedSectionHeaderHeight`, generated.
    private var modelStoredEstimatedSectionHeaderHeight: Optional<CGFloat> = nil
    /// UIKit: `var estimatedSectionHeaderHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:183).
    /// Stored: keeps what is set; a read before any set records `UITableView.estimatedSectionHeaderHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var estimatedSectionHeaderHeight: CGFloat {
        get {
            if let value = modelStoredEstimatedSectionHeaderHeight { return value }
            ModelFindings.unmodelled("UITableView.estimatedSectionHeaderHeight")
            return 0
        }
        set {
            modelStoredEstimatedSectionHeaderHeight = newValue
        }
    }

    /// Storage of `fillerRowHeight`, generated.
    private var modelStoredFillerRowHeight: Optional<CGFloat> = nil
    /// UIKit: `var fillerRowHeight: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-fillerrowheight.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.fillerRowHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var fillerRowHeight: CGFloat {
        get {
            if let value = modelStoredFillerRowHeight { return value }
            ModelAvailability.require("UITableView.fillerRowHeight", introduced: 15)
            ModelFindings.unmodelled("UITableView.fillerRowHeight")
            return 0
        }
        set {
            modelStoredFillerRowHeight = newValue
        }
    }

    /// UIKit: `func footerView(forSection section: Int) -> UITableViewHeaderFooterView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:207).
    /// Unmodelled: a call records `UITableView.footerView(forSection:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        ModelFindings.unmodelled("UITableView.footerView(forSection:)")
        return nil
    }

    /// UIKit: `var hasActiveDrag: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:282).
    /// Unmodelled: reading records `UITableView.hasActiveDrag` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasActiveDrag: Bool {
        get {
            ModelFindings.unmodelled("UITableView.hasActiveDrag")
            return false
        }
    }

    /// UIKit: `var hasActiveDrop: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:284).
    /// Unmodelled: reading records `UITableView.hasActiveDrop` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasActiveDrop: Bool {
        get {
            ModelFindings.unmodelled("UITableView.hasActiveDrop")
            return false
        }
    }

    /// UIKit: `var hasUncommittedUpdates: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:227).
    /// Unmodelled: reading records `UITableView.hasUncommittedUpdates` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var hasUncommittedUpdates: Bool {
        get {
            ModelFindings.unmodelled("UITableView.hasUncommittedUpdates")
            return false
        }
    }

    /// UIKit: `func headerView(forSection section: Int) -> UITableViewHeaderFooterView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:205).
    /// Unmodelled: a call records `UITableView.headerView(forSection:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        ModelFindings.unmodelled("UITableView.headerView(forSection:)")
        return nil
    }

    /// UIKit: `func indexPathForRow(at point: CGPoint) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:199).
    /// Unmodelled: a call records `UITableView.indexPathForRow(at:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ModelFindings.unmodelled("UITableView.indexPathForRow(at:)")
        return nil
    }

    /// UIKit: `func indexPathsForRows(in rect: CGRect) -> [IndexPath]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:201).
    /// Unmodelled: a call records `UITableView.indexPathsForRows(in:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ModelFindings.unmodelled("UITableView.indexPathsForRows(in:)")
        return nil
    }

    /// Storage of `insetsContentViewsToSafeArea`, generated.
    private var modelStoredInsetsContentViewsToSafeArea: Optional<Bool> = nil
    /// UIKit: `var insetsContentViewsToSafeArea: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:259).
    /// Stored: keeps what is set; a read before any set records `UITableView.insetsContentViewsToSafeArea` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var insetsContentViewsToSafeArea: Bool {
        get {
            if let value = modelStoredInsetsContentViewsToSafeArea { return value }
            ModelFindings.unmodelled("UITableView.insetsContentViewsToSafeArea")
            return false
        }
        set {
            modelStoredInsetsContentViewsToSafeArea = newValue
        }
    }

    /// Storage of `isPrefetchingEnabled`, generated.
    private var modelStoredIsPrefetchingEnabled: Optional<Bool> = nil
    /// UIKit: `var isPrefetchingEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-isprefetchingenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.isPrefetchingEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var isPrefetchingEnabled: Bool {
        get {
            if let value = modelStoredIsPrefetchingEnabled { return value }
            ModelAvailability.require("UITableView.isPrefetchingEnabled", introduced: 15)
            ModelFindings.unmodelled("UITableView.isPrefetchingEnabled")
            return false
        }
        set {
            modelStoredIsPrefetchingEnabled = newValue
        }
    }

    /// UIKit: `func moveSection(_ section: Int, toSection newSection: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:219).
    /// Unmodelled: a call records `UITableView.moveSection(_:toSection:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func moveSection(_ section: Int, toSection newSection: Int) {
        ModelFindings.unmodelled("UITableView.moveSection(_:toSection:)")
    }

    /// Storage of `prefetchDataSource`, generated.
    private var modelStoredPrefetchDataSource: Optional<UITableViewDataSourcePrefetching?> = nil
    /// UIKit: `weak var prefetchDataSource: @sil_weak UITableViewDataSourcePrefetching?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:172).
    /// Stored: keeps what is set; a read before any set records `UITableView.prefetchDataSource` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get {
            if let value = modelStoredPrefetchDataSource { return value }
            ModelFindings.unmodelled("UITableView.prefetchDataSource")
            return nil
        }
        set {
            modelStoredPrefetchDataSource = newValue
        }
    }

    /// UIKit: `func rect(forSection section: Int) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:195).
    /// Unmodelled: a call records `UITableView.rect(forSection:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func rect(forSection section: Int) -> CGRect {
        ModelFindings.unmodelled("UITableView.rect(forSection:)")
        return .zero
    }

    /// UIKit: `func rectForFooter(inSection section: Int) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:197).
    /// Unmodelled: a call records `UITableView.rectForFooter(inSection:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func rectForFooter(inSection section: Int) -> CGRect {
        ModelFindings.unmodelled("UITableView.rectForFooter(inSection:)")
        return .zero
    }

    /// UIKit: `func rectForHeader(inSection section: Int) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:196).
    /// Unmodelled: a call records `UITableView.rectForHeader(inSection:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func rectForHeader(inSection section: Int) -> CGRect {
        ModelFindings.unmodelled("UITableView.rectForHeader(inSection:)")
        return .zero
    }

    /// UIKit: `func reloadSectionIndexTitles()` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:230).
    /// Unmodelled: a call records `UITableView.reloadSectionIndexTitles()` and does nothing.
    @available(iOS, introduced: 3.0)
    open func reloadSectionIndexTitles() {
        ModelFindings.unmodelled("UITableView.reloadSectionIndexTitles()")
    }

    /// Storage of `remembersLastFocusedIndexPath`, generated.
    private var modelStoredRemembersLastFocusedIndexPath: Optional<Bool> = nil
    /// UIKit: `var remembersLastFocusedIndexPath: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:276).
    /// Stored: keeps what is set; a read before any set records `UITableView.remembersLastFocusedIndexPath` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var remembersLastFocusedIndexPath: Bool {
        get {
            if let value = modelStoredRemembersLastFocusedIndexPath { return value }
            ModelFindings.unmodelled("UITableView.remembersLastFocusedIndexPath")
            return false
        }
        set {
            modelStoredRemembersLastFocusedIndexPath = newValue
        }
    }

    /// UIKit: `func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:210).
    /// Unmodelled: a call records `UITableView.scrollToNearestSelectedRow(at:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        ModelFindings.unmodelled("UITableView.scrollToNearestSelectedRow(at:animated:)")
    }

    /// UIKit: `func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:209).
    /// Unmodelled: a call records `UITableView.scrollToRow(at:at:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        ModelFindings.unmodelled("UITableView.scrollToRow(at:at:animated:)")
    }

    /// Storage of `sectionFooterHeight`, generated.
    private var modelStoredSectionFooterHeight: Optional<CGFloat> = nil
    /// UIKit: `var sectionFooterHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:180).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionFooterHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var sectionFooterHeight: CGFloat {
        get {
            if let value = modelStoredSectionFooterHeight { return value }
            ModelFindings.unmodelled("UITableView.sectionFooterHeight")
            return 0
        }
        set {
            modelStoredSectionFooterHeight = newValue
        }
    }

    /// Storage of `sectionHeaderHeight`, generated.
    private var modelStoredSectionHeaderHeight: Optional<CGFloat> = nil
    /// UIKit: `var sectionHeaderHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:179).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionHeaderHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var sectionHeaderHeight: CGFloat {
        get {
            if let value = modelStoredSectionHeaderHeight { return value }
            ModelFindings.unmodelled("UITableView.sectionHeaderHeight")
            return 0
        }
        set {
            modelStoredSectionHeaderHeight = newValue
        }
    }

    /// Storage of `sectionHeaderTopPadding`, generated.
    private var modelStoredSectionHeaderTopPadding: Optional<CGFloat> = nil
    /// UIKit: `var sectionHeaderTopPadding: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-sectionheadertoppadding.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionHeaderTopPadding` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var sectionHeaderTopPadding: CGFloat {
        get {
            if let value = modelStoredSectionHeaderTopPadding { return value }
            ModelAvailability.require("UITableView.sectionHeaderTopPadding", introduced: 15)
            ModelFindings.unmodelled("UITableView.sectionHeaderTopPadding")
            return 0
        }
        set {
            modelStoredSectionHeaderTopPadding = newValue
        }
    }

    /// Storage of `sectionIndexBackgroundColor`, generated.
    private var modelStoredSectionIndexBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var sectionIndexBackgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:249).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionIndexBackgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var sectionIndexBackgroundColor: UIColor? {
        get {
            if let value = modelStoredSectionIndexBackgroundColor { return value }
            ModelFindings.unmodelled("UITableView.sectionIndexBackgroundColor")
            return nil
        }
        set {
            modelStoredSectionIndexBackgroundColor = newValue
        }
    }

    /// Storage of `sectionIndexColor`, generated.
    private var modelStoredSectionIndexColor: Optional<UIColor?> = nil
    /// UIKit: `var sectionIndexColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:247).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionIndexColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var sectionIndexColor: UIColor? {
        get {
            if let value = modelStoredSectionIndexColor { return value }
            ModelFindings.unmodelled("UITableView.sectionIndexColor")
            return nil
        }
        set {
            modelStoredSectionIndexColor = newValue
        }
    }

    /// Storage of `sectionIndexMinimumDisplayRowCount`, generated.
    private var modelStoredSectionIndexMinimumDisplayRowCount: Optional<Int> = nil
    /// UIKit: `var sectionIndexMinimumDisplayRowCount: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:246).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionIndexMinimumDisplayRowCount` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var sectionIndexMinimumDisplayRowCount: Int {
        get {
            if let value = modelStoredSectionIndexMinimumDisplayRowCount { return value }
            ModelFindings.unmodelled("UITableView.sectionIndexMinimumDisplayRowCount")
            return 0
        }
        set {
            modelStoredSectionIndexMinimumDisplayRowCount = newValue
        }
    }

    /// Storage of `sectionIndexTrackingBackgroundColor`, generated.
    private var modelStoredSectionIndexTrackingBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var sectionIndexTrackingBackgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:251).
    /// Stored: keeps what is set; a read before any set records `UITableView.sectionIndexTrackingBackgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        get {
            if let value = modelStoredSectionIndexTrackingBackgroundColor { return value }
            ModelFindings.unmodelled("UITableView.sectionIndexTrackingBackgroundColor")
            return nil
        }
        set {
            modelStoredSectionIndexTrackingBackgroundColor = newValue
        }
    }

    /// Storage of `selectionFollowsFocus`, generated.
    private var modelStoredSelectionFollowsFocus: Optional<Bool> = nil
    /// UIKit: `var selectionFollowsFocus: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:278).
    /// Stored: keeps what is set; a read before any set records `UITableView.selectionFollowsFocus` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var selectionFollowsFocus: Bool {
        get {
            if let value = modelStoredSelectionFollowsFocus { return value }
            ModelFindings.unmodelled("UITableView.selectionFollowsFocus")
            return false
        }
        set {
            modelStoredSelectionFollowsFocus = newValue
        }
    }

    /// Storage of `selfSizingInvalidation`, generated.
    private var modelStoredSelfSizingInvalidation: Optional<UITableView.SelfSizingInvalidation> = nil
    /// UIKit: `var selfSizingInvalidation: UITableView.SelfSizingInvalidation { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-selfsizinginvalidation.md:16).
    /// Stored: keeps what is set; a read before any set records `UITableView.selfSizingInvalidation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var selfSizingInvalidation: UITableView.SelfSizingInvalidation {
        get {
            if let value = modelStoredSelfSizingInvalidation { return value }
            ModelAvailability.require("UITableView.selfSizingInvalidation", introduced: 16)
            ModelFindings.unmodelledStop("UITableView.selfSizingInvalidation")
        }
        set {
            modelStoredSelfSizingInvalidation = newValue
        }
    }

    /// Storage of `separatorColor`, generated.
    private var modelStoredSeparatorColor: Optional<UIColor?> = nil
    /// UIKit: `var separatorColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:254).
    /// Stored: keeps what is set; a read before any set records `UITableView.separatorColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var separatorColor: UIColor? {
        get {
            if let value = modelStoredSeparatorColor { return value }
            ModelFindings.unmodelled("UITableView.separatorColor")
            return nil
        }
        set {
            modelStoredSeparatorColor = newValue
        }
    }

    /// Storage of `separatorEffect`, generated.
    private var modelStoredSeparatorEffect: Optional<UIVisualEffect?> = nil
    /// UIKit: `var separatorEffect: UIVisualEffect?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:255).
    /// Stored: keeps what is set; a read before any set records `UITableView.separatorEffect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var separatorEffect: UIVisualEffect? {
        get {
            if let value = modelStoredSeparatorEffect { return value }
            ModelFindings.unmodelled("UITableView.separatorEffect")
            return nil
        }
        set {
            modelStoredSeparatorEffect = newValue
        }
    }

    /// Storage of `separatorInset`, generated.
    private var modelStoredSeparatorInset: Optional<UIEdgeInsets> = nil
    /// UIKit: `var separatorInset: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:187).
    /// Stored: keeps what is set; a read before any set records `UITableView.separatorInset` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var separatorInset: UIEdgeInsets {
        get {
            if let value = modelStoredSeparatorInset { return value }
            ModelFindings.unmodelled("UITableView.separatorInset")
            return .zero
        }
        set {
            modelStoredSeparatorInset = newValue
        }
    }

    /// Storage of `separatorInsetReference`, generated.
    private var modelStoredSeparatorInsetReference: Optional<UITableView.SeparatorInsetReference> = nil
    /// UIKit: `var separatorInsetReference: UITableView.SeparatorInsetReference` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:189).
    /// Stored: keeps what is set; a read before any set records `UITableView.separatorInsetReference` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var separatorInsetReference: UITableView.SeparatorInsetReference {
        get {
            if let value = modelStoredSeparatorInsetReference { return value }
            ModelFindings.unmodelledStop("UITableView.separatorInsetReference")
        }
        set {
            modelStoredSeparatorInsetReference = newValue
        }
    }

    /// Storage of `separatorStyle`, generated.
    private var modelStoredSeparatorStyle: Optional<UITableViewCell.SeparatorStyle> = nil
    /// UIKit: `var separatorStyle: UITableViewCell.SeparatorStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:253).
    /// Stored: keeps what is set; a read before any set records `UITableView.separatorStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get {
            if let value = modelStoredSeparatorStyle { return value }
            ModelFindings.unmodelledStop("UITableView.separatorStyle")
        }
        set {
            modelStoredSeparatorStyle = newValue
        }
    }

    /// UIKit: `class let indexSearch: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:31).
    /// Unmodelled: reading records `UITableView.indexSearch` and returns `""`.
    @available(iOS, introduced: 3.0)
    open class var indexSearch: String {
        get {
            ModelFindings.unmodelled("UITableView.indexSearch")
            return ""
        }
    }

    /// UIKit: `class let selectionDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:35).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let selectionDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITableView.selectionDidChangeNotification")

    /// Storage of `tableFooterView`, generated.
    private var modelStoredTableFooterView: Optional<UIView?> = nil
    /// UIKit: `var tableFooterView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:262).
    /// Stored: keeps what is set; a read before any set records `UITableView.tableFooterView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var tableFooterView: UIView? {
        get {
            if let value = modelStoredTableFooterView { return value }
            ModelFindings.unmodelled("UITableView.tableFooterView")
            return nil
        }
        set {
            modelStoredTableFooterView = newValue
        }
    }

    /// Storage of `tableHeaderView`, generated.
    private var modelStoredTableHeaderView: Optional<UIView?> = nil
    /// UIKit: `var tableHeaderView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:261).
    /// Stored: keeps what is set; a read before any set records `UITableView.tableHeaderView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var tableHeaderView: UIView? {
        get {
            if let value = modelStoredTableHeaderView { return value }
            ModelFindings.unmodelled("UITableView.tableHeaderView")
            return nil
        }
        set {
            modelStoredTableHeaderView = newValue
        }
    }
    // cellspec:generated:end
}

extension UITableView: ModelItemListView {}
