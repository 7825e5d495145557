import Foundation

/// A row of dots, one per page, showing which page is current.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipagecontrol — `numberOfPages` (0),
/// `currentPage` (0; "Values outside the possible range are pinned to either 0 or numberOfPages
/// minus 1"), `hidesForSinglePage` (false), `pageIndicatorTintColor`,
/// `currentPageIndicatorTintColor`, `backgroundStyle` (iOS 14). Setting `currentPage` in code sends
/// no action; the person's tap, which sends `.valueChanged`, is ``modelSelectPage(_:)``.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// Apple: UIPageControl.numberOfPages (0).
    open var numberOfPages = 0
    private var storedCurrentPage = 0
    /// Apple: UIPageControl.currentPage — pinned to 0…numberOfPages - 1.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    /// Apple: UIPageControl.hidesForSinglePage (false). Stored state.
    open var hidesForSinglePage = false
    /// Apple: UIPageControl.pageIndicatorTintColor. Stored state.
    open var pageIndicatorTintColor: UIColor?
    /// Apple: UIPageControl.currentPageIndicatorTintColor. Stored state.
    open var currentPageIndicatorTintColor: UIColor?
    /// Apple: UIPageControl.backgroundStyle (iOS 14; `.automatic`). Stored state.
    open var backgroundStyle: BackgroundStyle = .automatic

    /// Apple: UIPageControl.BackgroundStyle (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// Model extension, not UIKit API: the person taps the dot of `page`; the control moves there
    /// (pinned as `currentPage` is) and sends `.valueChanged`.
    public func modelSelectPage(_ page: Int) {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
