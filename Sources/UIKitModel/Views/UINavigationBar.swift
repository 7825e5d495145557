import Foundation

/// Apple: UINavigationBar — `prefersLargeTitles` (false), `tintColor`; stored state.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// Apple: UINavigationBar.prefersLargeTitles (false). Stored state.
    open var prefersLargeTitles = false
    /// Apple: UINavigationBar.isTranslucent (true). Stored state.
    open var isTranslucent = true
}
