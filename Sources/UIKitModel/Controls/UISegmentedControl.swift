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
}
