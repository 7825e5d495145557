import Foundation

/// A horizontal control of segments, at most one selected.
///
/// Apple: UISegmentedControl — `init(items:)` (titles or images), `init(frame:actions:)`
/// (iOS 14), `numberOfSegments`, `selectedSegmentIndex` (`noSegment`, -1, by default),
/// `insertSegment(withTitle:at:animated:)` (the index is clamped to the segments' range),
/// `removeSegment(at:animated:)`, `removeAllSegments()`, `titleForSegment(at:)`,
/// `setTitle(_:forSegmentAt:)`, `setEnabled(_:forSegmentAt:)`, `selectedSegmentTintColor`.
/// Choosing a segment in code sends no event; the user's tap (``modelSelectSegment(_:)``) sends
/// `.valueChanged` and runs the segment's action, if it was made from actions.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// Apple: UISegmentedControl.noSegment (-1).
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    /// Apple: UISegmentedControl.selectedSegmentIndex.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// Apple: UISegmentedControl.selectedSegmentTintColor (iOS 13). Stored state.
    open var selectedSegmentTintColor: UIColor?
    /// Apple: UISegmentedControl.isMomentary (false): a momentary control does not keep the
    /// selection after a tap.
    open var isMomentary = false

    /// Apple: UISegmentedControl.init(items:) — strings become titles, images become images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
    }

    /// Apple: UISegmentedControl.init(frame:actions:) (iOS 14) — one segment per action, titled
    /// by it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// Apple: UISegmentedControl.numberOfSegments.
    open var numberOfSegments: Int { segments.count }

    /// Apple: insertSegment(withTitle:at:animated:).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }

    /// Apple: insertSegment(with:at:animated:) — an image segment.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    }

    /// Apple: insertSegment(action:at:animated:) (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(
            Segment(title: action.title, image: action.image, action: action), at: min(max(segment, 0), segments.count))
    }

    /// Apple: removeSegment(at:animated:).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Apple: removeAllSegments().
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Apple: titleForSegment(at:).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Apple: setTitle(_:forSegmentAt:).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }
    /// Apple: imageForSegment(at:).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Apple: setEnabled(_:forSegmentAt:).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }
    /// Apple: isEnabledForSegment(at:).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Model extension, not UIKit API: the user taps a segment. A disabled control or segment
    /// ignores it; otherwise the segment becomes selected (not kept for a momentary control), its
    /// action runs and `.valueChanged` is sent.
    public func modelSelectSegment(_ segment: Int) {
        guard isEnabled, isUserInteractionEnabled, !isHidden, isEnabledForSegment(at: segment) else { return }
        selectedSegmentIndex = segment
        segments[segment].action?.modelPerform(sender: self)
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func actionForSegment(at segment: Int) -> UIAction?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:23).
    /// Unmodelled: a call records `UISegmentedControl.actionForSegment(at:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func actionForSegment(at segment: Int) -> UIAction? {
        ModelFindings.unmodelled("UISegmentedControl.actionForSegment(at:)")
        return nil
    }

    /// Storage of `apportionsSegmentWidthsByContent`, generated.
    private var modelStoredApportionsSegmentWidthsByContent: Optional<Bool> = nil
    /// UIKit: `var apportionsSegmentWidthsByContent: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:29).
    /// Stored: keeps what is set; a read before any set records `UISegmentedControl.apportionsSegmentWidthsByContent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var apportionsSegmentWidthsByContent: Bool {
        get {
            if let value = modelStoredApportionsSegmentWidthsByContent { return value }
            ModelFindings.unmodelled("UISegmentedControl.apportionsSegmentWidthsByContent")
            return false
        }
        set {
            modelStoredApportionsSegmentWidthsByContent = newValue
        }
    }

    /// UIKit: `func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:50).
    /// Unmodelled: a call records `UISegmentedControl.backgroundImage(for:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UISegmentedControl.backgroundImage(for:barMetrics:)")
        return nil
    }

    /// UIKit: `func contentOffsetForSegment(at segment: Int) -> CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:42).
    /// Unmodelled: a call records `UISegmentedControl.contentOffsetForSegment(at:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        ModelFindings.unmodelled("UISegmentedControl.contentOffsetForSegment(at:)")
        return .zero
    }

    /// UIKit: `func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:54).
    /// Unmodelled: a call records `UISegmentedControl.dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        ModelFindings.unmodelled("UISegmentedControl.dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)")
        return nil
    }

    /// UIKit: `func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:25).
    /// Unmodelled: a call records `UISegmentedControl.segmentIndex(identifiedBy:)` and returns `0`.
    @available(iOS, introduced: 14.0)
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        ModelFindings.unmodelled("UISegmentedControl.segmentIndex(identifiedBy:)")
        return 0
    }

    /// UIKit: `func setAction(_ action: UIAction, forSegmentAt segment: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:21).
    /// Unmodelled: a call records `UISegmentedControl.setAction(_:forSegmentAt:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        ModelFindings.unmodelled("UISegmentedControl.setAction(_:forSegmentAt:)")
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:48).
    /// Unmodelled: a call records `UISegmentedControl.setBackgroundImage(_:for:barMetrics:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UISegmentedControl.setBackgroundImage(_:for:barMetrics:)")
    }

    /// UIKit: `func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:41).
    /// Unmodelled: a call records `UISegmentedControl.setContentOffset(_:forSegmentAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        ModelFindings.unmodelled("UISegmentedControl.setContentOffset(_:forSegmentAt:)")
    }

    /// UIKit: `func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:52).
    /// Unmodelled: a call records `UISegmentedControl.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        ModelFindings.unmodelled(
            "UISegmentedControl.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)")
    }

    /// UIKit: `func setImage(_ image: UIImage?, forSegmentAt segment: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:37).
    /// Unmodelled: a call records `UISegmentedControl.setImage(_:forSegmentAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        ModelFindings.unmodelled("UISegmentedControl.setImage(_:forSegmentAt:)")
    }

    /// UIKit: `func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:56).
    /// Unmodelled: a call records `UISegmentedControl.setTitleTextAttributes(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ModelFindings.unmodelled("UISegmentedControl.setTitleTextAttributes(_:for:)")
    }

    /// UIKit: `func setWidth(_ width: CGFloat, forSegmentAt segment: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:39).
    /// Unmodelled: a call records `UISegmentedControl.setWidth(_:forSegmentAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        ModelFindings.unmodelled("UISegmentedControl.setWidth(_:forSegmentAt:)")
    }

    /// UIKit: `func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:58).
    /// Unmodelled: a call records `UISegmentedControl.titleTextAttributes(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ModelFindings.unmodelled("UISegmentedControl.titleTextAttributes(for:)")
        return nil
    }

    /// UIKit: `func widthForSegment(at segment: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UISegmentedControl.swift:40).
    /// Unmodelled: a call records `UISegmentedControl.widthForSegment(at:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    open func widthForSegment(at segment: Int) -> CGFloat {
        ModelFindings.unmodelled("UISegmentedControl.widthForSegment(at:)")
        return 0
    }
    // cellspec:generated:end
}
