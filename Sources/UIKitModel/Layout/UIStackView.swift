import Foundation

/// A view that lays out its arranged subviews in a row or column (model: the arrangement is
/// recorded; arranged subviews are subviews, in order, so ``UIView/displayed`` finds them).
///
/// Apple: UIStackView — `init(arrangedSubviews:)`, `axis`, `alignment`, `distribution`,
/// `spacing`, `addArrangedSubview(_:)`, `removeArrangedSubview(_:)`, `setCustomSpacing(_:after:)`.
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// Apple: UIStackView.arrangedSubviews.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Apple: removeArrangedSubview(_:) — the view stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        insertSubview(view, at: stackIndex)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// Apple: UIStackView.Alignment.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// Apple: UIStackView.Distribution.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `isBaselineRelativeArrangement`, generated.
    private var modelStoredIsBaselineRelativeArrangement: Optional<Bool> = nil
    /// UIKit: `var isBaselineRelativeArrangement: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStackView.swift:46).
    /// Stored: keeps what is set; a read before any set records `UIStackView.isBaselineRelativeArrangement` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var isBaselineRelativeArrangement: Bool {
        get {
            if let value = modelStoredIsBaselineRelativeArrangement { return value }
            ModelFindings.unmodelled("UIStackView.isBaselineRelativeArrangement")
            return false
        }
        set {
            modelStoredIsBaselineRelativeArrangement = newValue
        }
    }

    /// UIKit: `class let spacingUseDefault: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStackView.swift:26).
    /// Unmodelled: reading records `UIStackView.spacingUseDefault` and returns `0`.
    @available(iOS, introduced: 11.0)
    open class var spacingUseDefault: CGFloat {
        get {
            ModelFindings.unmodelled("UIStackView.spacingUseDefault")
            return 0
        }
    }

    /// UIKit: `class let spacingUseSystem: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStackView.swift:28).
    /// Unmodelled: reading records `UIStackView.spacingUseSystem` and returns `0`.
    @available(iOS, introduced: 11.0)
    open class var spacingUseSystem: CGFloat {
        get {
            ModelFindings.unmodelled("UIStackView.spacingUseSystem")
            return 0
        }
    }
    // cellspec:generated:end
}
