import Foundation

/// A view whose content can be larger than its bounds and is scrolled by an offset; the base of
/// collection and table views.
///
/// Apple: UIScrollView — `contentOffset`, `contentSize`, `contentInset`,
/// `setContentOffset(_:animated:)`, scroll-indicator and bounce flags. Model: scrolling is the
/// offset only (no deceleration, no gestures); the `delegate` is declared by the subclasses with
/// their own delegate protocol, since Swift cannot narrow an overridden property's type.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// The control `refreshControl` holds (model internals; see `UIRefreshControl.swift`).
    var modelRefreshControl: UIRefreshControl?

    /// Apple: UIScrollView.contentOffset — changing it lays subviews out again.
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }
    /// Apple: UIScrollView.contentSize.
    open var contentSize: CGSize = .zero
    /// Apple: UIScrollView.contentInset.
    open var contentInset: UIEdgeInsets = .zero
    /// Apple: UIScrollView.alwaysBounceVertical.
    open var alwaysBounceVertical = false
    /// Apple: UIScrollView.alwaysBounceHorizontal.
    open var alwaysBounceHorizontal = false
    /// Apple: UIScrollView.showsVerticalScrollIndicator.
    open var showsVerticalScrollIndicator = true
    /// Apple: UIScrollView.showsHorizontalScrollIndicator.
    open var showsHorizontalScrollIndicator = true
    /// Apple: UIScrollView.isScrollEnabled.
    open var isScrollEnabled = true
    /// Apple: UIScrollView.isPagingEnabled.
    open var isPagingEnabled = false

    /// Apple: UIScrollView.setContentOffset(_:animated:).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// Apple: UIScrollViewDelegate — the scrolling callbacks; every method is optional (default
/// implementations do nothing).
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
