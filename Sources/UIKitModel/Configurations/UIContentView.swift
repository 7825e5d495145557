import Foundation

/// A view that renders a content configuration.
///
/// Apple: UIContentView — `configuration` (setting it applies the new configuration) and
/// `supports(_:)` (iOS 16), which the default answers with "same configuration type".
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// Apple: UIContentView.configuration.
    var configuration: any UIContentConfiguration { get set }
    /// Apple: UIContentView.supports(_:) — whether `configuration` can be applied to this view
    /// instead of making a new content view.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Apple: UIContentView.supports(_:) — default: the configuration is of the same type as the
    /// current one.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
