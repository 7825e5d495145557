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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var adjustedContentInset: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:47).
    /// Unmodelled: reading records `UIScrollView.adjustedContentInset` and returns `.zero`.
    @available(iOS, introduced: 11.0)
    open var adjustedContentInset: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIScrollView.adjustedContentInset")
            return .zero
        }
    }

    /// UIKit: `func adjustedContentInsetDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:49).
    /// Unmodelled: a call records `UIScrollView.adjustedContentInsetDidChange()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func adjustedContentInsetDidChange() {
        ModelFindings.unmodelled("UIScrollView.adjustedContentInsetDidChange()")
    }

    /// Storage of `allowsKeyboardScrolling`, generated.
    private var modelStoredAllowsKeyboardScrolling: Optional<Bool> = nil
    /// UIKit: `var allowsKeyboardScrolling: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-allowskeyboardscrolling.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.allowsKeyboardScrolling` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var allowsKeyboardScrolling: Bool {
        get {
            if let value = modelStoredAllowsKeyboardScrolling { return value }
            ModelAvailability.require("UIScrollView.allowsKeyboardScrolling", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.allowsKeyboardScrolling")
            return false
        }
        set {
            modelStoredAllowsKeyboardScrolling = newValue
        }
    }

    /// Storage of `automaticallyAdjustsScrollIndicatorInsets`, generated.
    private var modelStoredAutomaticallyAdjustsScrollIndicatorInsets: Optional<Bool> = nil
    /// UIKit: `var automaticallyAdjustsScrollIndicatorInsets: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:53).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.automaticallyAdjustsScrollIndicatorInsets` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get {
            if let value = modelStoredAutomaticallyAdjustsScrollIndicatorInsets { return value }
            ModelFindings.unmodelled("UIScrollView.automaticallyAdjustsScrollIndicatorInsets")
            return false
        }
        set {
            modelStoredAutomaticallyAdjustsScrollIndicatorInsets = newValue
        }
    }

    /// Storage of `bounces`, generated.
    private var modelStoredBounces: Optional<Bool> = nil
    /// UIKit: `var bounces: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:61).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.bounces` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var bounces: Bool {
        get {
            if let value = modelStoredBounces { return value }
            ModelFindings.unmodelled("UIScrollView.bounces")
            return false
        }
        set {
            modelStoredBounces = newValue
        }
    }

    /// Storage of `bouncesHorizontally`, generated.
    private var modelStoredBouncesHorizontally: Optional<Bool> = nil
    /// UIKit: `var bouncesHorizontally: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-bounceshorizontally.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.bouncesHorizontally` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var bouncesHorizontally: Bool {
        get {
            if let value = modelStoredBouncesHorizontally { return value }
            ModelAvailability.require("UIScrollView.bouncesHorizontally", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.bouncesHorizontally")
            return false
        }
        set {
            modelStoredBouncesHorizontally = newValue
        }
    }

    /// Storage of `bouncesVertically`, generated.
    private var modelStoredBouncesVertically: Optional<Bool> = nil
    /// UIKit: `var bouncesVertically: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-bouncesvertically.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.bouncesVertically` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var bouncesVertically: Bool {
        get {
            if let value = modelStoredBouncesVertically { return value }
            ModelAvailability.require("UIScrollView.bouncesVertically", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.bouncesVertically")
            return false
        }
        set {
            modelStoredBouncesVertically = newValue
        }
    }

    /// Storage of `bouncesZoom`, generated.
    private var modelStoredBouncesZoom: Optional<Bool> = nil
    /// UIKit: `var bouncesZoom: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:95).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.bouncesZoom` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var bouncesZoom: Bool {
        get {
            if let value = modelStoredBouncesZoom { return value }
            ModelFindings.unmodelled("UIScrollView.bouncesZoom")
            return false
        }
        set {
            modelStoredBouncesZoom = newValue
        }
    }

    /// Storage of `canCancelContentTouches`, generated.
    private var modelStoredCanCancelContentTouches: Optional<Bool> = nil
    /// UIKit: `var canCancelContentTouches: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:84).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.canCancelContentTouches` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var canCancelContentTouches: Bool {
        get {
            if let value = modelStoredCanCancelContentTouches { return value }
            ModelFindings.unmodelled("UIScrollView.canCancelContentTouches")
            return false
        }
        set {
            modelStoredCanCancelContentTouches = newValue
        }
    }

    /// Storage of `contentAlignmentPoint`, generated.
    private var modelStoredContentAlignmentPoint: Optional<CGPoint> = nil
    /// UIKit: `var contentAlignmentPoint: CGPoint { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-contentalignmentpoint.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.contentAlignmentPoint` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var contentAlignmentPoint: CGPoint {
        get {
            if let value = modelStoredContentAlignmentPoint { return value }
            ModelAvailability.require("UIScrollView.contentAlignmentPoint", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.contentAlignmentPoint")
            return .zero
        }
        set {
            modelStoredContentAlignmentPoint = newValue
        }
    }

    /// Storage of `contentInsetAdjustmentBehavior`, generated.
    private var modelStoredContentInsetAdjustmentBehavior: Optional<UIScrollView.ContentInsetAdjustmentBehavior> = nil
    /// UIKit: `var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:51).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.contentInsetAdjustmentBehavior` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get {
            if let value = modelStoredContentInsetAdjustmentBehavior { return value }
            ModelFindings.unmodelledStop("UIScrollView.contentInsetAdjustmentBehavior")
        }
        set {
            modelStoredContentInsetAdjustmentBehavior = newValue
        }
    }

    /// UIKit: `var contentLayoutGuide: UILayoutGuide { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:55).
    /// Unmodelled: reading records `UIScrollView.contentLayoutGuide` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var contentLayoutGuide: UILayoutGuide {
        get {
            ModelFindings.unmodelledStop("UIScrollView.contentLayoutGuide")
        }
    }

    /// Storage of `decelerationRate`, generated.
    private var modelStoredDecelerationRate: Optional<UIScrollView.DecelerationRate> = nil
    /// UIKit: `var decelerationRate: UIScrollView.DecelerationRate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:74).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.decelerationRate` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var decelerationRate: UIScrollView.DecelerationRate {
        get {
            if let value = modelStoredDecelerationRate { return value }
            ModelFindings.unmodelledStop("UIScrollView.decelerationRate")
        }
        set {
            modelStoredDecelerationRate = newValue
        }
    }

    /// Storage of `delaysContentTouches`, generated.
    private var modelStoredDelaysContentTouches: Optional<Bool> = nil
    /// UIKit: `var delaysContentTouches: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:83).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.delaysContentTouches` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delaysContentTouches: Bool {
        get {
            if let value = modelStoredDelaysContentTouches { return value }
            ModelFindings.unmodelled("UIScrollView.delaysContentTouches")
            return false
        }
        set {
            modelStoredDelaysContentTouches = newValue
        }
    }

    /// UIKit: `var directionalPressGestureRecognizer: UIGestureRecognizer { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:103).
    /// Unmodelled: reading records `UIScrollView.directionalPressGestureRecognizer` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var directionalPressGestureRecognizer: UIGestureRecognizer {
        get {
            ModelFindings.unmodelledStop("UIScrollView.directionalPressGestureRecognizer")
        }
    }

    /// UIKit: `func flashScrollIndicators()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:79).
    /// Unmodelled: a call records `UIScrollView.flashScrollIndicators()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func flashScrollIndicators() {
        ModelFindings.unmodelled("UIScrollView.flashScrollIndicators()")
    }

    /// UIKit: `var frameLayoutGuide: UILayoutGuide { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:57).
    /// Unmodelled: reading records `UIScrollView.frameLayoutGuide` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var frameLayoutGuide: UILayoutGuide {
        get {
            ModelFindings.unmodelledStop("UIScrollView.frameLayoutGuide")
        }
    }

    /// Storage of `horizontalScrollIndicatorInsets`, generated.
    private var modelStoredHorizontalScrollIndicatorInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var horizontalScrollIndicatorInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:71).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.horizontalScrollIndicatorInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.1)
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get {
            if let value = modelStoredHorizontalScrollIndicatorInsets { return value }
            ModelFindings.unmodelled("UIScrollView.horizontalScrollIndicatorInsets")
            return .zero
        }
        set {
            modelStoredHorizontalScrollIndicatorInsets = newValue
        }
    }

    /// Storage of `indexDisplayMode`, generated.
    private var modelStoredIndexDisplayMode: Optional<UIScrollView.IndexDisplayMode> = nil
    /// UIKit: `var indexDisplayMode: UIScrollView.IndexDisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:76).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.indexDisplayMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var indexDisplayMode: UIScrollView.IndexDisplayMode {
        get {
            if let value = modelStoredIndexDisplayMode { return value }
            ModelFindings.unmodelledStop("UIScrollView.indexDisplayMode")
        }
        set {
            modelStoredIndexDisplayMode = newValue
        }
    }

    /// Storage of `indicatorStyle`, generated.
    private var modelStoredIndicatorStyle: Optional<UIScrollView.IndicatorStyle> = nil
    /// UIKit: `var indicatorStyle: UIScrollView.IndicatorStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:68).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.indicatorStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var indicatorStyle: UIScrollView.IndicatorStyle {
        get {
            if let value = modelStoredIndicatorStyle { return value }
            ModelFindings.unmodelledStop("UIScrollView.indicatorStyle")
        }
        set {
            modelStoredIndicatorStyle = newValue
        }
    }

    /// UIKit: `var isDecelerating: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:82).
    /// Unmodelled: reading records `UIScrollView.isDecelerating` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isDecelerating: Bool {
        get {
            ModelFindings.unmodelled("UIScrollView.isDecelerating")
            return false
        }
    }

    /// Storage of `isDirectionalLockEnabled`, generated.
    private var modelStoredIsDirectionalLockEnabled: Optional<Bool> = nil
    /// UIKit: `var isDirectionalLockEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:60).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.isDirectionalLockEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isDirectionalLockEnabled: Bool {
        get {
            if let value = modelStoredIsDirectionalLockEnabled { return value }
            ModelFindings.unmodelled("UIScrollView.isDirectionalLockEnabled")
            return false
        }
        set {
            modelStoredIsDirectionalLockEnabled = newValue
        }
    }

    /// UIKit: `var isDragging: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:81).
    /// Unmodelled: reading records `UIScrollView.isDragging` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isDragging: Bool {
        get {
            ModelFindings.unmodelled("UIScrollView.isDragging")
            return false
        }
    }

    /// UIKit: `var isScrollAnimating: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-isscrollanimating.md:16).
    /// Unmodelled: reading records `UIScrollView.isScrollAnimating` and returns `false`.
    @available(iOS, introduced: 17.4)
    open var isScrollAnimating: Bool {
        get {
            ModelAvailability.require("UIScrollView.isScrollAnimating", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.isScrollAnimating")
            return false
        }
    }

    /// UIKit: `var isTracking: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:80).
    /// Unmodelled: reading records `UIScrollView.isTracking` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isTracking: Bool {
        get {
            ModelFindings.unmodelled("UIScrollView.isTracking")
            return false
        }
    }

    /// UIKit: `var isZoomAnimating: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-iszoomanimating.md:16).
    /// Unmodelled: reading records `UIScrollView.isZoomAnimating` and returns `false`.
    @available(iOS, introduced: 17.4)
    open var isZoomAnimating: Bool {
        get {
            ModelAvailability.require("UIScrollView.isZoomAnimating", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.isZoomAnimating")
            return false
        }
    }

    /// UIKit: `var isZoomBouncing: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:97).
    /// Unmodelled: reading records `UIScrollView.isZoomBouncing` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isZoomBouncing: Bool {
        get {
            ModelFindings.unmodelled("UIScrollView.isZoomBouncing")
            return false
        }
    }

    /// UIKit: `var isZooming: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:96).
    /// Unmodelled: reading records `UIScrollView.isZooming` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isZooming: Bool {
        get {
            ModelFindings.unmodelled("UIScrollView.isZooming")
            return false
        }
    }

    /// Storage of `keyboardDismissMode`, generated.
    private var modelStoredKeyboardDismissMode: Optional<UIScrollView.KeyboardDismissMode> = nil
    /// UIKit: `var keyboardDismissMode: UIScrollView.KeyboardDismissMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:104).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.keyboardDismissMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get {
            if let value = modelStoredKeyboardDismissMode { return value }
            ModelFindings.unmodelledStop("UIScrollView.keyboardDismissMode")
        }
        set {
            modelStoredKeyboardDismissMode = newValue
        }
    }

    /// Storage of `maximumZoomScale`, generated.
    private var modelStoredMaximumZoomScale: Optional<CGFloat> = nil
    /// UIKit: `var maximumZoomScale: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:88).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.maximumZoomScale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var maximumZoomScale: CGFloat {
        get {
            if let value = modelStoredMaximumZoomScale { return value }
            ModelFindings.unmodelled("UIScrollView.maximumZoomScale")
            return 0
        }
        set {
            modelStoredMaximumZoomScale = newValue
        }
    }

    /// Storage of `minimumZoomScale`, generated.
    private var modelStoredMinimumZoomScale: Optional<CGFloat> = nil
    /// UIKit: `var minimumZoomScale: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:87).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.minimumZoomScale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var minimumZoomScale: CGFloat {
        get {
            if let value = modelStoredMinimumZoomScale { return value }
            ModelFindings.unmodelled("UIScrollView.minimumZoomScale")
            return 0
        }
        set {
            modelStoredMinimumZoomScale = newValue
        }
    }

    /// UIKit: `var panGestureRecognizer: UIPanGestureRecognizer { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:99).
    /// Unmodelled: reading records `UIScrollView.panGestureRecognizer` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var panGestureRecognizer: UIPanGestureRecognizer {
        get {
            ModelFindings.unmodelledStop("UIScrollView.panGestureRecognizer")
        }
    }

    /// UIKit: `var pinchGestureRecognizer: UIPinchGestureRecognizer? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:101).
    /// Unmodelled: reading records `UIScrollView.pinchGestureRecognizer` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        get {
            ModelFindings.unmodelled("UIScrollView.pinchGestureRecognizer")
            return nil
        }
    }

    /// Storage of `scrollIndicatorInsets`, generated.
    private var modelStoredScrollIndicatorInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var scrollIndicatorInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:73).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.scrollIndicatorInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var scrollIndicatorInsets: UIEdgeInsets {
        get {
            if let value = modelStoredScrollIndicatorInsets { return value }
            ModelFindings.unmodelled("UIScrollView.scrollIndicatorInsets")
            return .zero
        }
        set {
            modelStoredScrollIndicatorInsets = newValue
        }
    }

    /// UIKit: `func scrollRectToVisible(_ rect: CGRect, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:78).
    /// Unmodelled: a call records `UIScrollView.scrollRectToVisible(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        ModelFindings.unmodelled("UIScrollView.scrollRectToVisible(_:animated:)")
    }

    /// Storage of `scrollsToTop`, generated.
    private var modelStoredScrollsToTop: Optional<Bool> = nil
    /// UIKit: `var scrollsToTop: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:98).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.scrollsToTop` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var scrollsToTop: Bool {
        get {
            if let value = modelStoredScrollsToTop { return value }
            ModelFindings.unmodelled("UIScrollView.scrollsToTop")
            return false
        }
        set {
            modelStoredScrollsToTop = newValue
        }
    }

    /// UIKit: `func setZoomScale(_ scale: CGFloat, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:91).
    /// Unmodelled: a call records `UIScrollView.setZoomScale(_:animated:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        ModelFindings.unmodelled("UIScrollView.setZoomScale(_:animated:)")
    }

    /// UIKit: `func stopScrollingAndZooming()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-stopscrollingandzooming().md:16).
    /// Unmodelled: a call records `UIScrollView.stopScrollingAndZooming()` and does nothing.
    @available(iOS, introduced: 17.4)
    open func stopScrollingAndZooming() {
        ModelAvailability.require("UIScrollView.stopScrollingAndZooming()", introduced: 17)
        ModelFindings.unmodelled("UIScrollView.stopScrollingAndZooming()")
    }

    /// UIKit: `func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:85).
    /// Unmodelled: a call records `UIScrollView.touchesShouldBegin(_:with:in:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        ModelFindings.unmodelled("UIScrollView.touchesShouldBegin(_:with:in:)")
        return false
    }

    /// UIKit: `func touchesShouldCancel(in view: UIView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:86).
    /// Unmodelled: a call records `UIScrollView.touchesShouldCancel(in:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func touchesShouldCancel(in view: UIView) -> Bool {
        ModelFindings.unmodelled("UIScrollView.touchesShouldCancel(in:)")
        return false
    }

    /// Storage of `transfersHorizontalScrollingToParent`, generated.
    private var modelStoredTransfersHorizontalScrollingToParent: Optional<Bool> = nil
    /// UIKit: `var transfersHorizontalScrollingToParent: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-transfershorizontalscrollingtoparent.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.transfersHorizontalScrollingToParent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var transfersHorizontalScrollingToParent: Bool {
        get {
            if let value = modelStoredTransfersHorizontalScrollingToParent { return value }
            ModelAvailability.require("UIScrollView.transfersHorizontalScrollingToParent", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.transfersHorizontalScrollingToParent")
            return false
        }
        set {
            modelStoredTransfersHorizontalScrollingToParent = newValue
        }
    }

    /// Storage of `transfersVerticalScrollingToParent`, generated.
    private var modelStoredTransfersVerticalScrollingToParent: Optional<Bool> = nil
    /// UIKit: `var transfersVerticalScrollingToParent: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-transfersverticalscrollingtoparent.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.transfersVerticalScrollingToParent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var transfersVerticalScrollingToParent: Bool {
        get {
            if let value = modelStoredTransfersVerticalScrollingToParent { return value }
            ModelAvailability.require("UIScrollView.transfersVerticalScrollingToParent", introduced: 17)
            ModelFindings.unmodelled("UIScrollView.transfersVerticalScrollingToParent")
            return false
        }
        set {
            modelStoredTransfersVerticalScrollingToParent = newValue
        }
    }

    /// Storage of `verticalScrollIndicatorInsets`, generated.
    private var modelStoredVerticalScrollIndicatorInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var verticalScrollIndicatorInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:69).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.verticalScrollIndicatorInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.1)
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get {
            if let value = modelStoredVerticalScrollIndicatorInsets { return value }
            ModelFindings.unmodelled("UIScrollView.verticalScrollIndicatorInsets")
            return .zero
        }
        set {
            modelStoredVerticalScrollIndicatorInsets = newValue
        }
    }

    /// UIKit: `func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-withscrollindicatorsshown(forcontentoffsetchanges:).md:16).
    /// Unmodelled: a call records `UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)` and does nothing.
    @available(iOS, introduced: 17.4)
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        ModelAvailability.require("UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)", introduced: 17)
        ModelFindings.unmodelled("UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)")
    }

    /// UIKit: `func zoom(to rect: CGRect, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:93).
    /// Unmodelled: a call records `UIScrollView.zoom(to:animated:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func zoom(to rect: CGRect, animated: Bool) {
        ModelFindings.unmodelled("UIScrollView.zoom(to:animated:)")
    }

    /// Storage of `zoomScale`, generated.
    private var modelStoredZoomScale: Optional<CGFloat> = nil
    /// UIKit: `var zoomScale: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:89).
    /// Stored: keeps what is set; a read before any set records `UIScrollView.zoomScale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var zoomScale: CGFloat {
        get {
            if let value = modelStoredZoomScale { return value }
            ModelFindings.unmodelled("UIScrollView.zoomScale")
            return 0
        }
        set {
            modelStoredZoomScale = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UIScrollViewDelegate — the scrolling callbacks; every method is optional (default
/// implementations do nothing).
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:136).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:122).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:118).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// UIKit: `optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:124).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:130).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// UIKit: `optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:134).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewDidZoom(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:112).
    /// A requirement.
    @available(iOS, introduced: 3.2)
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:132).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// UIKit: `optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:120).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:114).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// UIKit: `optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:128).
    /// A requirement.
    @available(iOS, introduced: 3.2)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// UIKit: `optional func viewForZooming(in scrollView: UIScrollView) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:126).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    // cellspec:generated:end
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
