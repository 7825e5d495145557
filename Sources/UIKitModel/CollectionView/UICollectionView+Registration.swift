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
extension UICollectionView {
    /// Apple: UICollectionView.CellRegistration.
    @MainActor @preconcurrency
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Apple: CellRegistration.Handler.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let token: ModelRegistrationToken
        let handler: Handler

        /// Apple: CellRegistration.init(handler:).
        public init(handler: @escaping Handler) {
            token = ModelRegistrationToken("CellRegistration<\(Cell.self), \(Item.self)>")
            self.handler = handler
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

        /// Apple: SupplementaryRegistration.init(elementKind:handler:).
        public init(elementKind: String, handler: @escaping Handler) {
            token = ModelRegistrationToken("SupplementaryRegistration<\(Supplementary.self)>")
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Apple: dequeueConfiguredReusableCell(using:for:item:) — the handler runs for a non-nil item.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        modelCheckRegistration(registration.token)
        let identifier = registration.token.reuseIdentifier
        modelCellClasses[identifier] = Cell.self
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
        modelSupplementaryClasses[kind + "|" + identifier] = Supplementary.self
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
