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
}
