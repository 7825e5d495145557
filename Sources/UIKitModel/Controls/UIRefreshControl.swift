import Foundation

/// A control that starts the refresh of a scroll view's content.
///
/// Apple: UIRefreshControl — `init()`, `isRefreshing`, `beginRefreshing()`, `endRefreshing()`,
/// `attributedTitle`; attached with `UIScrollView.refreshControl` (iOS 10) or
/// `UITableViewController.refreshControl`. "When the user drags the top of the scrollable content
/// area downward, the scroll view reveals the refresh control, begins animating its progress
/// indicator, and notifies your app" through target-action for `.valueChanged`; `beginRefreshing()`
/// is for a refresh "started programmatically" and "updates the state of the refresh control",
/// and `endRefreshing()` returns it "to its default state". The user's pull is ``modelPull()``.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Apple: UIRefreshControl.isRefreshing — "whether a refresh operation has been triggered and
    /// is in progress".
    open private(set) var isRefreshing = false
    /// Apple: UIRefreshControl.attributedTitle. Stored state.
    open var attributedTitle: NSAttributedString?

    /// Apple: UIRefreshControl.beginRefreshing() — the control shows a refresh in progress; it
    /// sends no action (the app started the refresh itself).
    open func beginRefreshing() { isRefreshing = true }

    /// Apple: UIRefreshControl.endRefreshing() — back to the default state.
    open func endRefreshing() { isRefreshing = false }

    /// Model extension, not UIKit API: the user pulls the content down — the control starts
    /// refreshing and sends `.valueChanged`. Model's choice: a control that is already refreshing
    /// stays as it is and sends nothing (its progress indicator is already showing); a disabled or
    /// hidden one ignores the pull, as controls ignore touches.
    public func modelPull() {
        guard isEnabled, isUserInteractionEnabled, !isHidden, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}

extension UIScrollView {
    /// Apple: UIScrollView.refreshControl (iOS 10) — "the refresh control associated with the
    /// scroll view". Stored state: the model draws no control.
    public var refreshControl: UIRefreshControl? {
        get { modelRefreshControl }
        set { modelRefreshControl = newValue }
    }
}
