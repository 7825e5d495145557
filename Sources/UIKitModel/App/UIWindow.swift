import Foundation

/// The backdrop of an app's interface, holding the root view controller.
///
/// Apple: UIWindow — `init(frame:)`, `init(windowScene:)` (iOS 13), `rootViewController` ("the
/// window's root view controller … installs the view controller's view as the content view of the
/// window"), `makeKeyAndVisible()`, `isKeyWindow`, `windowScene`. The model puts the root
/// controller's view in the window when it is set.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// Apple: UIWindow.rootViewController — its view becomes the window's content, sized to it.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController, let view = controller.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }
    /// Apple: UIWindow.isKeyWindow.
    public private(set) var isKeyWindow = false
    /// Apple: UIWindow.windowScene (iOS 13).
    open weak var windowScene: UIWindowScene?

    /// Apple: UIWindow.init(windowScene:) (iOS 13) — a window the size of the scene's screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.windowScene = windowScene
        windowScene.modelWindows.append(self)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: makeKeyAndVisible() — shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }

    /// Apple: makeKey().
    open func makeKey() { isKeyWindow = true }
}

extension UIView {
    /// Apple: UIView.window — "The receiver's window object, or nil if it has none": the window the
    /// view's superview chain ends in (a window is its own).
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}
