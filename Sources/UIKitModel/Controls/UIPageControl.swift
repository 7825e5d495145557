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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `allowsContinuousInteraction`, generated.
    private var modelStoredAllowsContinuousInteraction: Optional<Bool> = nil
    /// UIKit: `var allowsContinuousInteraction: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:33).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.allowsContinuousInteraction` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var allowsContinuousInteraction: Bool {
        get {
            if let value = modelStoredAllowsContinuousInteraction { return value }
            ModelFindings.unmodelled("UIPageControl.allowsContinuousInteraction")
            return false
        }
        set {
            modelStoredAllowsContinuousInteraction = newValue
        }
    }

    /// UIKit: `func currentPageIndicatorImage(forPage page: Int) -> UIImage?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-currentpageindicatorimage(forpage:).md:16).
    /// Unmodelled: a call records `UIPageControl.currentPageIndicatorImage(forPage:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        ModelAvailability.require("UIPageControl.currentPageIndicatorImage(forPage:)", introduced: 16)
        ModelFindings.unmodelled("UIPageControl.currentPageIndicatorImage(forPage:)")
        return nil
    }

    /// Storage of `defersCurrentPageDisplay`, generated.
    private var modelStoredDefersCurrentPageDisplay: Optional<Bool> = nil
    /// UIKit: `var defersCurrentPageDisplay: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:42).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.defersCurrentPageDisplay` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 14.0)
    @available(*, deprecated, message: "deprecated in iOS 14.0")
    open var defersCurrentPageDisplay: Bool {
        get {
            if let value = modelStoredDefersCurrentPageDisplay { return value }
            ModelFindings.unmodelled("UIPageControl.defersCurrentPageDisplay")
            return false
        }
        set {
            modelStoredDefersCurrentPageDisplay = newValue
        }
    }

    /// Storage of `direction`, generated.
    private var modelStoredDirection: Optional<UIPageControl.Direction> = nil
    /// UIKit: `var direction: UIPageControl.Direction { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-direction.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.direction` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var direction: UIPageControl.Direction {
        get {
            if let value = modelStoredDirection { return value }
            ModelAvailability.require("UIPageControl.direction", introduced: 16)
            ModelFindings.unmodelledStop("UIPageControl.direction")
        }
        set {
            modelStoredDirection = newValue
        }
    }

    /// UIKit: `func indicatorImage(forPage page: Int) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:37).
    /// Unmodelled: a call records `UIPageControl.indicatorImage(forPage:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func indicatorImage(forPage page: Int) -> UIImage? {
        ModelFindings.unmodelled("UIPageControl.indicatorImage(forPage:)")
        return nil
    }

    /// UIKit: `var interactionState: UIPageControl.InteractionState { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:31).
    /// Unmodelled: reading records `UIPageControl.interactionState` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open var interactionState: UIPageControl.InteractionState {
        get {
            ModelFindings.unmodelledStop("UIPageControl.interactionState")
        }
    }

    /// Storage of `preferredCurrentPageIndicatorImage`, generated.
    private var modelStoredPreferredCurrentPageIndicatorImage: Optional<UIImage?> = nil
    /// UIKit: `var preferredCurrentPageIndicatorImage: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-preferredcurrentpageindicatorimage.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.preferredCurrentPageIndicatorImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredCurrentPageIndicatorImage: UIImage? {
        get {
            if let value = modelStoredPreferredCurrentPageIndicatorImage { return value }
            ModelAvailability.require("UIPageControl.preferredCurrentPageIndicatorImage", introduced: 16)
            ModelFindings.unmodelled("UIPageControl.preferredCurrentPageIndicatorImage")
            return nil
        }
        set {
            modelStoredPreferredCurrentPageIndicatorImage = newValue
        }
    }

    /// Storage of `preferredIndicatorImage`, generated.
    private var modelStoredPreferredIndicatorImage: Optional<UIImage?> = nil
    /// UIKit: `var preferredIndicatorImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:35).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.preferredIndicatorImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var preferredIndicatorImage: UIImage? {
        get {
            if let value = modelStoredPreferredIndicatorImage { return value }
            ModelFindings.unmodelled("UIPageControl.preferredIndicatorImage")
            return nil
        }
        set {
            modelStoredPreferredIndicatorImage = newValue
        }
    }

    /// Storage of `progress`, generated.
    private var modelStoredProgress: Optional<UIPageControlProgress?> = nil
    /// UIKit: `var progress: UIPageControlProgress? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-progress.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPageControl.progress` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var progress: UIPageControlProgress? {
        get {
            if let value = modelStoredProgress { return value }
            ModelAvailability.require("UIPageControl.progress", introduced: 17)
            ModelFindings.unmodelled("UIPageControl.progress")
            return nil
        }
        set {
            modelStoredProgress = newValue
        }
    }

    /// UIKit: `func setCurrentPageIndicatorImage( _ image: UIImage?, forPage page: Int )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-setcurrentpageindicatorimage(_:forpage:).md:16).
    /// Unmodelled: a call records `UIPageControl.setCurrentPageIndicatorImage(_:forPage:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        ModelAvailability.require("UIPageControl.setCurrentPageIndicatorImage(_:forPage:)", introduced: 16)
        ModelFindings.unmodelled("UIPageControl.setCurrentPageIndicatorImage(_:forPage:)")
    }

    /// UIKit: `func setIndicatorImage(_ image: UIImage?, forPage page: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:39).
    /// Unmodelled: a call records `UIPageControl.setIndicatorImage(_:forPage:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        ModelFindings.unmodelled("UIPageControl.setIndicatorImage(_:forPage:)")
    }

    /// UIKit: `func size(forNumberOfPages pageCount: Int) -> CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:41).
    /// Unmodelled: a call records `UIPageControl.size(forNumberOfPages:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        ModelFindings.unmodelled("UIPageControl.size(forNumberOfPages:)")
        return .zero
    }

    /// UIKit: `func updateCurrentPageDisplay()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:44).
    /// Unmodelled: a call records `UIPageControl.updateCurrentPageDisplay()` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 14.0)
    @available(*, deprecated, message: "deprecated in iOS 14.0")
    open func updateCurrentPageDisplay() {
        ModelFindings.unmodelled("UIPageControl.updateCurrentPageDisplay()")
    }
    // cellspec:generated:end
}
