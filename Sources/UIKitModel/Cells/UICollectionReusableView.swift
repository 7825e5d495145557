import Foundation

/// Apple: UICollectionReusableView — the base of collection view cells and supplementary views.
@MainActor
open class UICollectionReusableView: UIView {
    /// Apple: UICollectionReusableView.reuseIdentifier.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: UICollectionReusableView.prepareForReuse() — override point before reuse.
    open func prepareForReuse() {}
}
