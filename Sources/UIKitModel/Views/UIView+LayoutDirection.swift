import Foundation

/// Apple: UIUserInterfaceLayoutDirection — `leftToRight`, `rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// Apple: UISemanticContentAttribute — how a view's content is flipped for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// Apple: UIView.semanticContentAttribute (`.unspecified` by default).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { modelExtras.semanticContentAttribute }
        set { modelExtras.semanticContentAttribute = newValue }
    }

    /// Apple: UIView.effectiveUserInterfaceLayoutDirection (iOS 10) — the direction the view's
    /// content is laid out in: forced by `semanticContentAttribute` (`forceRightToLeft`,
    /// `forceLeftToRight`; `playback` and `spatial` content is never flipped), otherwise the
    /// app's. The model's app is left-to-right (its simulated screen has no language setting).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial, .unspecified: return .leftToRight
        }
    }
}
