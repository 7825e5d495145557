import Foundation

/// Registering and dequeuing reusable cells and supplementary views by reuse identifier.
///
/// Apple: UICollectionView.register(_:forCellWithReuseIdentifier:),
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`,
/// `dequeueReusableCell(withReuseIdentifier:for:)`,
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. A dequeue returns a cell
/// from the reuse queue after calling its `prepareForReuse()` ("UIKit calls this method just
/// before returning the object from dequeueReusableCell"), or a new instance of the registered
/// class. Faults: an unregistered identifier, dequeuing outside a request from the collection
/// view or for another index path, returning a view that was not dequeued. String identifiers
/// are a violation (seeds/003: registrations replace them).
///
/// A nib registered for an identifier (`register(_:forCellWithReuseIdentifier:)` with a `UINib`)
/// replaces a class registered for it, and the reverse ("If you previously registered a class or nib
/// file with the same reuse identifier, the class you specify … replaces the old entry"); nil
/// unregisters. Dequeuing a new view of a nib loads the nib (`UINib.instantiate(withOwner:options:)`),
/// which the model cannot: the dequeue is recorded as unmodelled and returns a view of the base class.
extension UICollectionView {
    /// A request for one view the collection view is making of its data source. Model internals.
    struct ModelViewRequest {
        var kind: String
        var indexPath: IndexPath
        /// The cell being reconfigured: dequeuing with its identifier returns it.
        var existing: UICollectionReusableView?
        var dequeued: UICollectionReusableView?
    }

    /// Apple: register(_:forCellWithReuseIdentifier:).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        modelReportStringIdentifier(identifier)
        modelCellClasses[identifier] = cellClass as? UICollectionViewCell.Type
        modelNibKeys.remove(Self.modelCellKind + "|" + identifier)
    }

    /// Apple: register(_:forCellWithReuseIdentifier:) with a `UINib`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        modelReportStringIdentifier(identifier)
        modelCellClasses[identifier] = nil
        modelRegisterNib(nib, key: Self.modelCellKind + "|" + identifier)
    }

    /// Apple: register(_:forSupplementaryViewOfKind:withReuseIdentifier:).
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        modelReportStringIdentifier(identifier)
        modelSupplementaryClasses[elementKind + "|" + identifier] = viewClass as? UICollectionReusableView.Type
        modelNibKeys.remove(elementKind + "|" + identifier)
    }

    /// Apple: register(_:forSupplementaryViewOfKind:withReuseIdentifier:) with a `UINib`.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        modelReportStringIdentifier(identifier)
        modelSupplementaryClasses[kind + "|" + identifier] = nil
        modelRegisterNib(nib, key: kind + "|" + identifier)
    }

    private func modelRegisterNib(_ nib: UINib?, key: String) {
        if nib == nil { modelNibKeys.remove(key) } else { modelNibKeys.insert(key) }
    }

    /// Apple: dequeueReusableCell(withReuseIdentifier:for:).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let view = modelDequeue(
            kind: Self.modelCellKind, identifier: identifier, indexPath: indexPath,
            registered: modelCellClasses[identifier])
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// Apple: dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        modelDequeue(
            kind: elementKind, identifier: identifier, indexPath: indexPath,
            registered: modelSupplementaryClasses[elementKind + "|" + identifier])
    }

    // MARK: Model internals

    func modelReportStringIdentifier(_ identifier: String) {
        guard modelStringIdentifiersReported.insert(identifier).inserted else { return }
        ModelFindings.violation(.stringIdentifier, "Identifier \"\(identifier)\".")
    }

    /// Asks the data source for the cell at `indexPath`; `existing` is the cell being reconfigured.
    func modelRequestCell(at indexPath: IndexPath, existing: UICollectionViewCell?) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = modelRunRequest(ModelViewRequest(kind: Self.modelCellKind, indexPath: indexPath, existing: existing))
        {
            dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        guard let cell else {
            ModelFindings.fault(.cellNotDequeued, "Index path: [\(indexPath.section), \(indexPath.item)].")
            return nil
        }
        return cell
    }

    /// Asks the data source for a supplementary view.
    func modelRequestSupplementary(kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = modelRunRequest(ModelViewRequest(kind: kind, indexPath: indexPath)) {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        guard let view else {
            ModelFindings.fault(
                .cellNotDequeued, "Supplementary view of kind \(kind) at [\(indexPath.section), \(indexPath.item)].")
            return nil
        }
        return view
    }

    /// Runs one request; returns the view only if it is the one dequeued for the request.
    private func modelRunRequest<V: UICollectionReusableView>(_ request: ModelViewRequest, _ body: () -> V) -> V? {
        let outer = modelRequest
        modelRequest = request
        Self.modelRequestDepth += 1
        let view = body()
        Self.modelRequestDepth -= 1
        let dequeued = modelRequest?.dequeued
        modelRequest = outer
        return dequeued === view ? view : nil
    }

    func modelDequeue(
        kind: String, identifier: String, indexPath: IndexPath, registered: UICollectionReusableView.Type?
    ) -> UICollectionReusableView {
        guard var request = modelRequest, request.kind == kind, request.dequeued == nil else {
            ModelFindings.fault(
                .dequeueOutsideRequest,
                "Dequeued \(kind) with identifier \(identifier) at [\(indexPath.section), \(indexPath.item)].")
            return modelMake(registered, kind: kind, identifier: identifier)
        }
        if request.indexPath != indexPath {
            ModelFindings.fault(
                .dequeueWrongIndexPath,
                "Requested [\(request.indexPath.section), \(request.indexPath.item)], dequeued for [\(indexPath.section), \(indexPath.item)]."
            )
        }
        if let existing = request.existing {
            if existing.reuseIdentifier == identifier {
                request.dequeued = existing
                modelRequest = request
                return existing
            }
            ModelFindings.fault(
                .reconfigureDifferentCell,
                "Existing cell \(type(of: existing)) (\(existing.reuseIdentifier ?? "nil")), dequeued \(identifier).")
        }
        let key = kind + "|" + identifier
        let view: UICollectionReusableView
        if let queued = modelReuseQueue.dequeue(key: key) {
            view = queued
        } else {
            if modelNibKeys.contains(key) {
                ModelFindings.unmodelled("UINib.instantiate(withOwner:options:)")
            } else if registered == nil {
                ModelFindings.fault(.unregisteredIdentifier, "Kind: \(kind), identifier: \(identifier).")
            }
            view = modelMake(registered, kind: kind, identifier: identifier)
        }
        request.dequeued = view
        modelRequest = request
        return view
    }

    private func modelMake(_ type: UICollectionReusableView.Type?, kind: String, identifier: String)
        -> UICollectionReusableView
    {
        let fallback: UICollectionReusableView.Type =
            kind == Self.modelCellKind ? UICollectionViewCell.self : UICollectionReusableView.self
        // UIKit calls `initWithFrame:`; the model goes through the required `init()`, which calls
        // the class's `init(frame:)` (the subclass's override when it has one).
        let view = (type ?? fallback).init()
        view.reuseIdentifier = identifier
        modelQueueKeys[ObjectIdentifier(view)] = kind + "|" + identifier
        return view
    }
}
