import Foundation

/// Views that went off screen, waiting by reuse key to be dequeued again: the reuse queue of a
/// `UICollectionView` (keyed by element kind and reuse identifier) and of a `UITableView` (keyed
/// by reuse identifier). Model internals.
///
/// Apple: a queued view gets `prepareForReuse()` just before it is returned
/// (UICollectionReusableView.prepareForReuse(), UITableViewCell.prepareForReuse()). A class
/// rather than a struct, so that a subclass's `prepareForReuse()` runs while no access to the
/// owning view's properties is held.
@MainActor
final class ModelReuseQueue<View: ModelReusableView> {
    private var queues: [String: [View]] = [:]

    nonisolated init() {}

    /// Puts a view at the end of the queue for `key`.
    func enqueue(_ view: View, key: String) {
        queues[key, default: []].append(view)
    }

    /// The most recently queued view for `key`, prepared for reuse; nil when none is queued.
    func dequeue(key: String) -> View? {
        guard var queue = queues[key], let view = queue.popLast() else { return nil }
        queues[key] = queue
        view.prepareForReuse()
        return view
    }
}

/// A view a `ModelReuseQueue` holds: `UICollectionReusableView` or `UITableViewCell`.
@MainActor
protocol ModelReusableView: UIView {
    func prepareForReuse()
}

extension UICollectionReusableView: ModelReusableView {}
extension UITableViewCell: ModelReusableView {}
