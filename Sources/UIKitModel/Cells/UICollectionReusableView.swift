import Foundation

/// Apple: UICollectionReusableView — the base of collection view cells and supplementary views.
@MainActor
open class UICollectionReusableView: UIView {
    /// Apple: UICollectionReusableView.reuseIdentifier.
    open internal(set) var reuseIdentifier: String?

    /// Model deviation, on purpose: `required`, because collection views, registrations and table
    /// views make instances of registered subclasses from their class (Objective-C's
    /// `alloc`/`init…` at run time), which Swift can only do through a `required` initializer. The
    /// runner marks examples' overrides `required` to match (ExampleRunner's `RequiredInitializerRewriter`).
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: UICollectionReusableView.prepareForReuse() — override point before reuse.
    open func prepareForReuse() {}
}
