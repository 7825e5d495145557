import Foundation

/// Registering and dequeuing table view cells by reuse identifier.
///
/// Apple: UITableView.register(_:forCellReuseIdentifier:),
/// `dequeueReusableCell(withIdentifier:for:)` ("you must register a class or nib file … before
/// calling this method"; it "always returns a valid cell"), and the older
/// `dequeueReusableCell(withIdentifier:)` ("nil if a cell with the specified identifier is not
/// available" — a cell made by hand with `init(style:reuseIdentifier:)` is the fallback). A
/// queued cell gets `prepareForReuse()` before it is returned. Unlike collection views, table
/// views have no registration objects: string identifiers are their normal API.
///
/// A nib registered for an identifier replaces a class registered for it, and the reverse; nil
/// unregisters (Apple: register(_:forCellReuseIdentifier:), "If you previously registered a class or
/// nib file with the same reuse identifier, the class you specify … replaces the old entry"). Making
/// a cell of a nib loads the nib (`UINib.instantiate(withOwner:options:)`), which the model cannot:
/// it is recorded as unmodelled and the cell is a plain `UITableViewCell`.
extension UITableView {
    /// Apple: register(_:forCellReuseIdentifier:).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        modelCellClasses[identifier] = cellClass as? UITableViewCell.Type
        modelCellNibs.remove(identifier)
    }

    /// Apple: register(_:forCellReuseIdentifier:) with a `UINib`.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        modelCellClasses[identifier] = nil
        if nib == nil { modelCellNibs.remove(identifier) } else { modelCellNibs.insert(identifier) }
    }

    /// Apple: dequeueReusableCell(withIdentifier:for:).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = modelDequeue(identifier) { return cell }
        ModelFindings.fault(
            .tableViewUnregisteredIdentifier,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or "
                + "connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Apple: dequeueReusableCell(withIdentifier:) — nil when nothing is queued or registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        modelDequeue(identifier)
    }

    /// The cell being reconfigured, a queued cell (prepared for reuse), or a new registered one.
    private func modelDequeue(_ identifier: String) -> UITableViewCell? {
        if let existing = modelReconfiguring, existing.reuseIdentifier == identifier { return existing }
        if let cell = modelReuseQueue.dequeue(key: identifier) { return cell }
        if modelCellNibs.contains(identifier) {
            ModelFindings.unmodelled("UINib.instantiate(withOwner:options:)")
            return UITableViewCell.modelMake(UITableViewCell.self, identifier: identifier)
        }
        return modelCellClasses[identifier].map { UITableViewCell.modelMake($0, identifier: identifier) }
    }

    /// Asks the data source for the cell of a row.
    func modelRequestCell(at indexPath: IndexPath) -> UITableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }
}
