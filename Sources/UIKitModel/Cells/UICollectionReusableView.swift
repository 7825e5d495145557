import Foundation

/// Apple: UICollectionReusableView — the base of collection view cells and supplementary views.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// Apple: UICollectionReusableView.reuseIdentifier.
    open internal(set) var reuseIdentifier: String?

    /// Apple: UIView.init(frame:) — an ordinary designated initializer, as in UIKit, so a subclass
    /// overrides it with `override init(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: UIView.init() — `init(frame: .zero)`.
    ///
    /// Model deviation, on purpose: `required`. Collection views and registrations make instances
    /// of a registered class at run time (Objective-C's `alloc`/`initWithFrame:`), which Swift can
    /// only do through a `required` initializer. Being a convenience initializer, it is inherited
    /// by every subclass that overrides `init(frame:)` and `init?(coder:)` (or neither), as real
    /// cells do, and it reaches the subclass's `init(frame:)` by dynamic dispatch. Only an explicit
    /// `override init()` in a subclass must say `required` (ExampleRunner's `RequiredInitializerRewriter`).
    public required convenience init() { self.init(frame: .zero) }

    /// Apple: UICollectionReusableView.prepareForReuse() — override point before reuse.
    open func prepareForReuse() {}
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func apply(_ layoutAttributes: UICollectionViewLayoutAttributes)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:16).
    /// Unmodelled: a call records `UICollectionReusableView.apply(_:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        ModelFindings.unmodelled("UICollectionReusableView.apply(_:)")
    }

    /// UIKit: `func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:18).
    /// Unmodelled: a call records `UICollectionReusableView.didTransition(from:to:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        ModelFindings.unmodelled("UICollectionReusableView.didTransition(from:to:)")
    }

    /// UIKit: `func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:19).
    /// Unmodelled: a call records `UICollectionReusableView.preferredLayoutAttributesFitting(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        ModelFindings.unmodelledStop("UICollectionReusableView.preferredLayoutAttributesFitting(_:)")
    }

    /// UIKit: `func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:17).
    /// Unmodelled: a call records `UICollectionReusableView.willTransition(from:to:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        ModelFindings.unmodelled("UICollectionReusableView.willTransition(from:to:)")
    }
    // cellspec:generated:end
}
