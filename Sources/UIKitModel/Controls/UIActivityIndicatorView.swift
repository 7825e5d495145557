import Foundation

/// A spinning wheel that shows a task is in progress.
///
/// Apple: UIActivityIndicatorView — `init(style:)`, `style` (iOS 13 `.medium`, `.large`),
/// `startAnimating()`, `stopAnimating()`, `isAnimating`, `hidesWhenStopped` (true), `color`.
/// "If the value of this property is true, the activity indicator is hidden when it's stopped"
/// (Apple: hidesWhenStopped): the model hides the view while it is stopped and shows it when
/// it starts.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// Apple: UIActivityIndicatorView.Style.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "Use .large (deprecated in iOS 13)")
        case whiteLarge = 0
        @available(*, deprecated, message: "Use .medium (deprecated in iOS 13)")
        case white = 1
        @available(*, deprecated, message: "Use .medium (deprecated in iOS 13)")
        case gray = 2
    }

    /// Apple: UIActivityIndicatorView.style (`.medium`).
    open var style: Style = .medium
    /// Apple: UIActivityIndicatorView.color. Stored state.
    open var color: UIColor!
    /// Apple: UIActivityIndicatorView.isAnimating (false).
    public private(set) var isAnimating = false
    /// Apple: UIActivityIndicatorView.hidesWhenStopped (true).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped != oldValue { isHidden = hidesWhenStopped && !isAnimating } }
    }

    /// Apple: UIActivityIndicatorView.init(style:).
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Apple: UIActivityIndicatorView.init(frame:) — stopped, so hidden by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelUpdateHidden()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelUpdateHidden()
    }

    /// Apple: startAnimating().
    open func startAnimating() {
        isAnimating = true
        modelUpdateHidden()
    }

    /// Apple: stopAnimating().
    open func stopAnimating() {
        isAnimating = false
        modelUpdateHidden()
    }

    private func modelUpdateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }
}
