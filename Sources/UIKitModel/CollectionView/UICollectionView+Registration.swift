import Foundation

/// A registration identity shared by the copies of one registration value. Model internals.
@MainActor
final class ModelRegistrationToken {
    let reuseIdentifier: String
    /// Whether the registration was created while a collection view was requesting a view.
    let createdInsideRequest: Bool

    init(_ description: String) {
        reuseIdentifier = "\(description)-\(ModelSerial.next())"
        createdInsideRequest = UICollectionView.modelRequestDepth > 0
    }
}

/// Type-safe registrations and configured dequeuing.
///
/// Apple: UICollectionView.CellRegistration (iOS 14) — "a registration for the collection
/// view's cells"; its handler configures the cell for an item; the collection view registers the
/// cell class itself. `SupplementaryRegistration` likewise for supplementary views of one kind.
/// `dequeueConfiguredReusableCell(using:for:item:)` dequeues and runs the handler;
/// `dequeueConfiguredReusableSupplementary(using:for:)` likewise. A registration created inside a
/// cell provider (or `cellForItemAt`) faults when used, with UIKit's message (iOS 15+, UIKIT-FACTS).
///
/// A registration made with a nib (`init(cellNib:handler:)`, `init(supplementaryNib:elementKind:handler:)`)
/// registers the nib for its identifier instead of the class, as
/// `register(_:forCellWithReuseIdentifier:)` with a `UINib` does; a view dequeued from the reuse
/// queue is reused as usual, and making a new one loads the nib, which the model cannot: the dequeue
/// is recorded as unmodelled (`UINib.instantiate(withOwner:options:)`) and makes the registration's
/// class.
extension UICollectionView {
    /// Apple: UICollectionView.CellRegistration.
    @MainActor @preconcurrency
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Apple: CellRegistration.Handler.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let token: ModelRegistrationToken
        let handler: Handler
        /// The nib the cells are made of, when the registration has one.
        let nib: UINib?

        /// Apple: CellRegistration.init(handler:).
        public init(handler: @escaping Handler) {
            token = ModelRegistrationToken("CellRegistration<\(Cell.self), \(Item.self)>")
            self.handler = handler
            nib = nil
        }

        /// Apple: CellRegistration.init(cellNib:handler:) — "Creates a cell registration with the
        /// specified registration handler and nib file."
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(cellnib:handler:))
        public init(cellNib: UINib, handler: @escaping Handler) {
            token = ModelRegistrationToken("CellRegistration<\(Cell.self), \(Item.self)>")
            self.handler = handler
            nib = cellNib
        }
    }

    /// Apple: UICollectionView.SupplementaryRegistration.
    @MainActor @preconcurrency
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Apple: SupplementaryRegistration.Handler.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        let token: ModelRegistrationToken
        let elementKind: String
        let handler: Handler
        /// The nib the views are made of, when the registration has one.
        let nib: UINib?

        /// Apple: SupplementaryRegistration.init(elementKind:handler:).
        public init(elementKind: String, handler: @escaping Handler) {
            token = ModelRegistrationToken("SupplementaryRegistration<\(Supplementary.self)>")
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
        }

        /// Apple: SupplementaryRegistration.init(supplementaryNib:elementKind:handler:) — a
        /// registration whose views are made of the nib.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            token = ModelRegistrationToken("SupplementaryRegistration<\(Supplementary.self)>")
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
        }
    }

    /// Apple: dequeueConfiguredReusableCell(using:for:item:) — the handler runs for a non-nil item.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        modelCheckRegistration(registration.token)
        let identifier = registration.token.reuseIdentifier
        if registration.nib != nil {
            modelCellClasses[identifier] = nil
            modelNibKeys.insert(Self.modelCellKind + "|" + identifier)
        } else {
            modelCellClasses[identifier] = Cell.self
        }
        let view = modelDequeue(
            kind: Self.modelCellKind, identifier: identifier, indexPath: indexPath, registered: Cell.self)
        let cell = view as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Apple: dequeueConfiguredReusableSupplementary(using:for:).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        modelCheckRegistration(registration.token)
        let kind = registration.elementKind
        let identifier = registration.token.reuseIdentifier
        if registration.nib != nil {
            modelSupplementaryClasses[kind + "|" + identifier] = nil
            modelNibKeys.insert(kind + "|" + identifier)
        } else {
            modelSupplementaryClasses[kind + "|" + identifier] = Supplementary.self
        }
        let view = modelDequeue(
            kind: kind, identifier: identifier, indexPath: indexPath, registered: Supplementary.self)
        let supplementary = view as? Supplementary ?? Supplementary()
        registration.handler(supplementary, kind, indexPath)
        return supplementary
    }

    private func modelCheckRegistration(_ token: ModelRegistrationToken) {
        guard token.createdInsideRequest, ModelPlatform.iOSVersion >= 15 else { return }
        ModelFindings.fault(.registrationCreatedInProvider, "Registration: \(token.reuseIdentifier).")
    }
}
