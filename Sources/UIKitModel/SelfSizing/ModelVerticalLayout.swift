import Foundation

/// The vertical axis of a container's Auto Layout content, solved for the smallest height its
/// constraints allow — what a self-sizing cell's fitting pass computes. Model extension, not
/// UIKit API; used by `systemLayoutSizeFitting(_:)` and ``ModelSelfSizingReport``.
///
/// Every vertical position (an item's top, bottom, center and baselines) is a node; every
/// constraint becomes lower bounds `y(to) ≥ y(from) + weight` (an equality is two of them).
/// Sources of edges: active constraints between vertical anchors or on a height; intrinsic
/// heights (labels, image views), held at required strength because content hugging (250) and
/// compression resistance (750) beat the fitting priority (50, Apple:
/// UILayoutPriority.fittingSizeLevel); layout margins guides (Apple: UIView.layoutMarginsGuide);
/// the arrangement of a stack view's visible arranged subviews (Apple: UIStackView, `axis`,
/// `alignment`, `spacing`); and frames of views that translate their autoresizing mask and have
/// no constraints. The fitting height is the longest path from the container's top to its
/// bottom (Bellman–Ford on a difference-constraint system): none when no path exists, which is
/// the seeds' "missing bottom constraint" (seeds/003 "Self-sizing": "an unambiguous vertical
/// constraint chain from contentView.topAnchor … down to contentView.bottomAnchor").
///
/// Model limits: multipliers other than 1 are read as 1, a height equal to another item's
/// height is ignored, and a centre is bounded only between its top and bottom unless the item
/// has an intrinsic height.
@MainActor
struct ModelVerticalLayout {
    struct Node: Hashable {
        var item: ObjectIdentifier
        var attribute: NSLayoutConstraint.Attribute
    }

    struct Edge {
        var from: Node
        var to: Node
        var weight: CGFloat
    }

    /// The result of solving.
    struct Solution {
        /// The smallest height the constraints allow; nil when the container's bottom is not
        /// tied to its top through the content.
        var fittingHeight: CGFloat?
        /// Whether the constraints contradict each other (a positive cycle).
        var isConflicting: Bool
        /// Views whose bottom no constraint keeps above the container's bottom, so they
        /// overflow the fitted height.
        var overflowingViews: [UIView]
    }

    let container: UIView
    private(set) var views: [UIView] = []
    private(set) var edges: [Edge] = []
    private var members: Set<ObjectIdentifier> = []
    /// Items whose anchors stand for the container's (a cell, for its content view).
    private var aliases: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// Reads the container's subtree. `aliases` are views (the cell) whose vertical anchors
    /// coincide with the container's.
    init(container: UIView, aliases: [UIView] = []) {
        self.container = container
        for alias in aliases { self.aliases[ObjectIdentifier(alias)] = ObjectIdentifier(container) }
        collect(container)
        addIntrinsicEdges()
        addConstraintEdges()
    }

    private mutating func collect(_ view: UIView) {
        views.append(view)
        members.insert(ObjectIdentifier(view))
        for guide in view.layoutGuides { members.insert(ObjectIdentifier(guide)) }
        for subview in view.subviews { collect(subview) }
    }

    private func node(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Node {
        let id = ObjectIdentifier(item)
        return Node(item: aliases[id] ?? id, attribute: attribute)
    }

    private mutating func atLeast(_ to: Node, _ from: Node, plus weight: CGFloat) {
        edges.append(Edge(from: from, to: to, weight: weight))
    }

    private mutating func equal(_ to: Node, _ from: Node, plus weight: CGFloat) {
        atLeast(to, from, plus: weight)
        atLeast(from, to, plus: -weight)
    }

    private mutating func addIntrinsicEdges() {
        for view in views {
            let top = node(view, .top), bottom = node(view, .bottom), center = node(view, .centerY)
            let intrinsic = view.intrinsicContentSize.height
            let isContainer = view === container
            // The container's height is the unknown: only its content may tie its bottom to its top.
            if !isContainer, intrinsic >= 0 {
                equal(bottom, top, plus: intrinsic)
                equal(center, top, plus: intrinsic / 2)
            } else if !isContainer {
                atLeast(bottom, top, plus: 0)
                atLeast(center, top, plus: 0)
                atLeast(bottom, center, plus: 0)
            }
            // Baselines are positions of their view, so a chain through them is a chain through
            // the view: a label's first baseline is its font's ascender below its top and its
            // last baseline the descender above its bottom. A view without a baseline stands in
            // with its top edge for a first-baseline constraint and its bottom edge for a
            // last-baseline one (Apple: UIView.forFirstBaselineLayout, UIView.forLastBaselineLayout).
            if let label = view as? UILabel {
                equal(node(view, .firstBaseline), top, plus: label.font.ascender)
                equal(node(view, .lastBaseline), bottom, plus: label.font.descender)
            } else {
                equal(node(view, .firstBaseline), top, plus: 0)
                equal(node(view, .lastBaseline), bottom, plus: 0)
            }
            for guide in view.layoutGuides {
                let insets: (top: CGFloat, bottom: CGFloat)
                switch guide.identifier {
                case "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide":
                    insets = (view.directionalLayoutMargins.top, view.directionalLayoutMargins.bottom)
                case "UIViewSafeAreaLayoutGuide":
                    insets = (0, 0)
                default:
                    atLeast(node(guide, .bottom), node(guide, .top), plus: 0)
                    continue
                }
                // Inset from the view's edges, and nothing more: the guide's own height is not
                // bounded, so it does not tie the view's bottom to its top by itself.
                equal(node(guide, .top), top, plus: insets.top)
                equal(bottom, node(guide, .bottom), plus: insets.bottom)
            }
            if let stack = view as? UIStackView { addArrangement(of: stack) }
            if !isContainer, view.translatesAutoresizingMaskIntoConstraints, !isArranged(view),
                view.constraints.isEmpty,
                let parent = view.superview
            {
                equal(top, node(parent, .top), plus: view.frame.minY)
                equal(bottom, top, plus: view.frame.height)
            }
        }
    }

    /// Whether a stack view lays the view out (its arranged subviews need no autoresizing mask).
    func isArranged(_ view: UIView) -> Bool {
        (view.superview as? UIStackView)?.arrangedSubviews.contains { $0 === view } ?? false
    }

    private mutating func addArrangement(of stack: UIStackView) {
        let arranged = stack.arrangedSubviews.filter { !$0.isHidden }
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.directionalLayoutMargins : .zero
        let top = node(stack, .top), bottom = node(stack, .bottom)
        if stack.axis == .vertical {
            guard let first = arranged.first, let last = arranged.last else { return }
            equal(node(first, .top), top, plus: margins.top)
            for (above, below) in zip(arranged, arranged.dropFirst()) {
                let gap = stack.customSpacing(after: above)
                if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
                    atLeast(node(below, .top), node(above, .bottom), plus: gap)
                } else {
                    equal(node(below, .top), node(above, .bottom), plus: gap)
                }
            }
            equal(bottom, node(last, .bottom), plus: margins.bottom)
            return
        }
        for view in arranged {
            switch stack.alignment {
            case .fill:
                equal(node(view, .top), top, plus: margins.top)
                equal(bottom, node(view, .bottom), plus: margins.bottom)
            case .center:
                atLeast(node(view, .top), top, plus: margins.top)
                atLeast(bottom, node(view, .bottom), plus: margins.bottom)
                equal(node(view, .centerY), node(stack, .centerY), plus: 0)
            default:
                atLeast(node(view, .top), top, plus: margins.top)
                atLeast(bottom, node(view, .bottom), plus: margins.bottom)
            }
        }
    }

    private mutating func addConstraintEdges() {
        var seen: Set<ObjectIdentifier> = []
        let holders = views.flatMap { view in [view.constraints] + view.layoutGuides.map(\.modelConstraints) }
        for constraint in holders.joined() where seen.insert(ObjectIdentifier(constraint)).inserted {
            guard constraint.priority > .fittingSizeLevel, let first = constraint.firstItem, isMember(first) else {
                continue
            }
            let c = constraint.constant
            if constraint.firstAttribute == .height, constraint.secondItem == nil {
                let top = node(first, .top), bottom = node(first, .bottom)
                switch constraint.relation {
                case .equal: equal(bottom, top, plus: c)
                case .greaterThanOrEqual: atLeast(bottom, top, plus: c)
                case .lessThanOrEqual: atLeast(top, bottom, plus: -c)
                }
                continue
            }
            guard Self.verticalAttributes.contains(constraint.firstAttribute),
                Self.verticalAttributes.contains(constraint.secondAttribute),
                let second = constraint.secondItem, isMember(second)
            else { continue }
            let a = node(first, constraint.firstAttribute), b = node(second, constraint.secondAttribute)
            switch constraint.relation {
            case .equal: equal(a, b, plus: c)
            case .greaterThanOrEqual: atLeast(a, b, plus: c)
            case .lessThanOrEqual: atLeast(b, a, plus: -c)
            }
        }
    }

    private func isMember(_ item: AnyObject) -> Bool {
        let id = ObjectIdentifier(item)
        return members.contains(id) || aliases[id] != nil
    }

    private static let verticalAttributes: Set<NSLayoutConstraint.Attribute> = [
        .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
    ]

    /// Longest distances from `source` (nil: unreachable); `conflict` when a positive cycle is
    /// reachable.
    func longestPaths(from source: Node) -> (distances: [Node: CGFloat], conflict: Bool) {
        var distances: [Node: CGFloat] = [source: 0]
        let nodeCount = Set(edges.flatMap { [$0.from, $0.to] }).count
        for _ in 0...nodeCount {
            var changed = false
            for edge in edges {
                guard let start = distances[edge.from] else { continue }
                let candidate = start + edge.weight
                if candidate > (distances[edge.to] ?? -.infinity) + 0.0001 {
                    distances[edge.to] = candidate
                    changed = true
                }
            }
            if !changed { return (distances, false) }
        }
        return (distances, true)
    }

    /// Solves for the fitting height and finds the views that overflow it.
    func solve() -> Solution {
        let top = node(container, .top), bottom = node(container, .bottom), center = node(container, .centerY)
        let (distances, conflict) = longestPaths(from: top)
        // Rounded to a thousandth of a point: fractional font metrics on cycles add float noise.
        let height = conflict ? nil : distances[bottom].map { ($0 * 1000).rounded() / 1000 }
        var overflowing: [UIView] = []
        for view in views
        where view !== container && !view.isHidden && !(view.superview is UIStackView && isArranged(view)) {
            let reach = longestPaths(from: node(view, .bottom)).distances
            let contained = (reach[bottom] ?? -.infinity) >= -0.0001 || reach[center] != nil
            if !contained { overflowing.append(view) }
        }
        return Solution(fittingHeight: height, isConflicting: conflict, overflowingViews: overflowing)
    }
}
