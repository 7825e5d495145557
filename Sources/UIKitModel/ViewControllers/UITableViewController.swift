import Foundation

/// A view controller whose view is a table view it serves rows to.
///
/// Apple: UITableViewController — `init(style:)`; when its view loads it makes a table view of that
/// style and becomes its data source and its delegate ("the table view controller … sets the data
/// source and the delegate of the table view to self"); `tableView` is that view. Subclasses
/// override the data source and delegate methods (`tableView(_:cellForRowAt:)`,
/// `tableView(_:heightForRowAt:)`, `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` …),
/// which the controller declares so that an override is what the table view calls. Of the delegate,
/// it declares the methods ``UITableViewDelegate`` spells out (sizing, selection, display, swipe
/// actions), each doing what the protocol's default does; the model has no editing or keyboard
/// handling. Without an override it has one section of no rows, so the table never asks it for a cell.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style

    /// Apple: UITableViewController.init(style:).
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: UITableViewController.init(nibName:bundle:) — a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Apple: UITableViewController.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Apple: UITableViewController.tableView — the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Apple: UITableViewController.refreshControl — "the refresh control used to update the table
    /// contents": the table view's `refreshControl` (iOS 10), so reading or setting it loads the view.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes the table view of the controller's style, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Apple: UITableViewDataSource.numberOfSections(in:) — one section unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// Apple: UITableViewDataSource.tableView(_:numberOfRowsInSection:) — override point; no rows here.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Apple: UITableViewDataSource.tableView(_:cellForRowAt:) — override point. Never called without
    /// rows; if a subclass reports rows without overriding it, the model answers with a plain cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Apple: UITableViewDataSource.tableView(_:titleForHeaderInSection:) — none unless overridden.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Apple: UITableViewDataSource.tableView(_:titleForFooterInSection:) — none unless overridden.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Apple: UITableViewDataSource.tableView(_:canEditRowAt:) — every row unless overridden.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Apple: UITableViewDataSource.tableView(_:commit:forRowAt:) — override point.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Apple: UITableViewDataSource.tableView(_:canMoveRowAt:) — false unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Apple: UITableViewDataSource.tableView(_:moveRowAt:to:) — override point.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// Apple: UITableViewDelegate.tableView(_:heightForRowAt:) — override point; the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Apple: UITableViewDelegate.tableView(_:shouldHighlightRowAt:) — override point; every row highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Apple: UITableViewDelegate.tableView(_:willSelectRowAt:) — override point; the row is selected as asked.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Apple: UITableViewDelegate.tableView(_:didSelectRowAt:) — override point.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Apple: UITableViewDelegate.tableView(_:didDeselectRowAt:) — override point.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Apple: UITableViewDelegate.tableView(_:willDisplay:forRowAt:) — override point.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Apple: UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:) — override point.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Apple: UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:) (iOS 11) —
    /// override point; no actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }

    /// Apple: UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:) (iOS 11) —
    /// override point; no actions.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }

    // The delegate methods the model's table view never calls: declared so that a subclass overrides
    // them as it would UIKit's controller; each does what the protocol's default does in the model
    // (records that UIKit's behaviour is not modelled), which is what calling `super` gets.

    /// Apple: UITableViewDelegate.tableView(_:viewForHeaderInSection:) — override point.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:viewForHeaderInSection:)")
        return nil
    }

    /// Apple: UITableViewDelegate.tableView(_:viewForFooterInSection:) — override point.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:viewForFooterInSection:)")
        return nil
    }

    /// Apple: UITableViewDelegate.tableView(_:heightForHeaderInSection:) — override point.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:heightForHeaderInSection:)")
        return 0
    }

    /// Apple: UITableViewDelegate.tableView(_:heightForFooterInSection:) — override point.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:heightForFooterInSection:)")
        return 0
    }

    /// Apple: UITableViewDelegate.tableView(_:estimatedHeightForRowAt:) — override point.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)")
        return 0
    }

    /// Apple: UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:) — override point.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)")
    }

    /// Apple: UITableViewDelegate.tableView(_:editingStyleForRowAt:) — override point.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        ModelFindings.unmodelledStop("UITableViewDelegate.tableView(_:editingStyleForRowAt:)")
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `clearsSelectionOnViewWillAppear`, generated.
    private var modelStoredClearsSelectionOnViewWillAppear: Optional<Bool> = nil
    /// UIKit: `var clearsSelectionOnViewWillAppear: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewController.swift:6).
    /// Stored: keeps what is set; a read before any set records `UITableViewController.clearsSelectionOnViewWillAppear` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var clearsSelectionOnViewWillAppear: Bool {
        get {
            if let value = modelStoredClearsSelectionOnViewWillAppear { return value }
            ModelFindings.unmodelled("UITableViewController.clearsSelectionOnViewWillAppear")
            return false
        }
        set {
            modelStoredClearsSelectionOnViewWillAppear = newValue
        }
    }
    // cellspec:generated:end
}
