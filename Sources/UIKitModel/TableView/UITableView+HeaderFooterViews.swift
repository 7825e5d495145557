import Foundation

/// Section header and footer views of a table.
///
/// Apple: UITableView.register(_:forHeaderFooterViewReuseIdentifier:) keeps the class under the
/// identifier (stored); `dequeueReusableHeaderFooterView(withIdentifier:)` returns a queued or new
/// view of it. The model's table lays out rows only and never shows section headers or footers, so
/// dequeuing one is recorded as unmodelled (`model.unmodelled-api`) and returns nil, which the
/// declaration allows.
extension UITableView {
    /// Apple: UITableView.register(_:forHeaderFooterViewReuseIdentifier:). Stored state.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        modelHeaderFooterClasses[identifier] = aClass
        modelHeaderFooterNibs.remove(identifier)
    }

    /// Apple: UITableView.register(_:forHeaderFooterViewReuseIdentifier:) with a `UINib` — replaces
    /// a class registered for the identifier; nil unregisters. Stored state.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        modelHeaderFooterClasses[identifier] = nil
        if nib == nil { modelHeaderFooterNibs.remove(identifier) } else { modelHeaderFooterNibs.insert(identifier) }
    }

    /// Apple: UITableView.dequeueReusableHeaderFooterView(withIdentifier:) — unmodelled, nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        ModelFindings.unmodelled("UITableView.dequeueReusableHeaderFooterView(withIdentifier:)")
        return nil
    }
}
