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
}

extension UITableView: ModelItemListView {}
