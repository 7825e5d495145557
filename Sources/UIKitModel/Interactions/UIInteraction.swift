import Foundation

/// Apple: UIInteraction — an object a view owns that adds behaviour (`view`,
/// `willMove(to:)`, `didMove(to:)`).
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// Apple: UIView.interactions.
    public var interactions: [any UIInteraction] {
        get { modelExtras.interactions }
        set {
            for interaction in modelExtras.interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Apple: UIView.addInteraction(_:) — the interaction is told it moves to this view.
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        modelExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Apple: UIView.removeInteraction(_:).
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard modelExtras.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        modelExtras.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
