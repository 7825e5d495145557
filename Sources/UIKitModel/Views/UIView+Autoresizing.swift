import Foundation

extension UIView {
    /// Apple: UIView.AutoresizingMask — "options for automatic view resizing".
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Apple: UIView.autoresizingMask — "When a view's bounds change, that view automatically
    /// resizes its subviews according to each subview's autoresizing mask"; `[]` by default (the
    /// view does not resize). Apple: UIView.translatesAutoresizingMaskIntoConstraints — when it is
    /// false the view is sized by constraints instead, so the model ignores the mask then.
    public var autoresizingMask: AutoresizingMask {
        get { modelExtras.autoresizingMask }
        set { modelExtras.autoresizingMask = newValue }
    }

    /// Apple: UIView.autoresizesSubviews — true by default; when false, a change of this view's
    /// bounds leaves its subviews' frames alone.
    public var autoresizesSubviews: Bool {
        get { modelExtras.autoresizesSubviews }
        set { modelExtras.autoresizesSubviews = newValue }
    }

    /// Resizes the subviews after this view's size changed from `old`.
    ///
    /// Apple: UIView.AutoresizingMask — "If you specify more than one option along the same axis,
    /// the default behavior is to distribute the size difference proportionally among the
    /// flexible portions."
    func modelResizeSubviews(from old: CGSize) {
        guard autoresizesSubviews else { return }
        let new = frame.size
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            var f = view.frame
            let x = Self.modelDistribute(
                delta: new.width - old.width,
                parts: [
                    (f.minX, mask.contains(.flexibleLeftMargin)), (f.width, mask.contains(.flexibleWidth)),
                    (old.width - f.maxX, mask.contains(.flexibleRightMargin)),
                ])
            let y = Self.modelDistribute(
                delta: new.height - old.height,
                parts: [
                    (f.minY, mask.contains(.flexibleTopMargin)), (f.height, mask.contains(.flexibleHeight)),
                    (old.height - f.maxY, mask.contains(.flexibleBottomMargin)),
                ])
            f.origin.x += x[0]
            f.size.width += x[1]
            f.origin.y += y[0]
            f.size.height += y[1]
            view.frame = f
        }
    }

    /// Shares `delta` among the flexible parts in proportion to their current lengths (equally
    /// when they are all zero).
    private static func modelDistribute(delta: CGFloat, parts: [(length: CGFloat, flexible: Bool)]) -> [CGFloat] {
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
        let total = flexible.reduce(0) { $0 + max($1.length, 0) }
        return parts.map { part in
            guard part.flexible else { return 0 }
            return total > 0 ? delta * max(part.length, 0) / total : delta / CGFloat(flexible.count)
        }
    }
}
