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
            ModelRunLoop.schedule(modelPropertiesPass)
        }
    }
    /// Apple: UIWindow.isKeyWindow.
    public private(set) var isKeyWindow = false
    /// Apple: UIWindow.windowScene (iOS 13).
    open weak var windowScene: UIWindowScene?

    /// Apple: UIWindow.init(windowScene:) (iOS 13) — a window the size of the scene's screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: ModelScreen.bounds)
        self.windowScene = windowScene
        windowScene.modelWindows.append(self)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: makeKeyAndVisible() — shows the window and makes it the key window.
    /// A window on screen takes part in every frame's properties update (``ModelPropertiesPass``).
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        ModelRunLoop.schedule(modelPropertiesPass)
    }

    /// Apple: makeKey().
    open func makeKey() { isKeyWindow = true }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func becomeKey()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:24).
    /// Unmodelled: a call records `UIWindow.becomeKey()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func becomeKey() {
        ModelFindings.unmodelled("UIWindow.becomeKey()")
    }

    /// UIKit: `var canBecomeKey: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindow-canbecomekey.md:16).
    /// Unmodelled: reading records `UIWindow.canBecomeKey` and returns `false`.
    @available(iOS, introduced: 15.0)
    open var canBecomeKey: Bool {
        get {
            ModelAvailability.require("UIWindow.canBecomeKey", introduced: 15)
            ModelFindings.unmodelled("UIWindow.canBecomeKey")
            return false
        }
    }

    /// Storage of `canResizeToFitContent`, generated.
    private var modelStoredCanResizeToFitContent: Optional<Bool> = nil
    /// UIKit: `var canResizeToFitContent: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:19).
    /// Stored: keeps what is set; a read before any set records `UIWindow.canResizeToFitContent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var canResizeToFitContent: Bool {
        get {
            if let value = modelStoredCanResizeToFitContent { return value }
            ModelFindings.unmodelled("UIWindow.canResizeToFitContent")
            return false
        }
        set {
            modelStoredCanResizeToFitContent = newValue
        }
    }

    /// UIKit: `func resignKey()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:25).
    /// Unmodelled: a call records `UIWindow.resignKey()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func resignKey() {
        ModelFindings.unmodelled("UIWindow.resignKey()")
    }

    /// Storage of `screen`, generated.
    private var modelStoredScreen: Optional<UIScreen> = nil
    /// UIKit: `var screen: UIScreen` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:20).
    /// Stored: keeps what is set; a read before any set records `UIWindow.screen` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var screen: UIScreen {
        get {
            if let value = modelStoredScreen { return value }
            ModelFindings.unmodelledStop("UIWindow.screen")
        }
        set {
            modelStoredScreen = newValue
        }
    }

    /// UIKit: `func sendEvent(_ event: UIEvent)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:30).
    /// Unmodelled: a call records `UIWindow.sendEvent(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func sendEvent(_ event: UIEvent) {
        ModelFindings.unmodelled("UIWindow.sendEvent(_:)")
    }

    /// UIKit: `class let didBecomeHiddenNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:9).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let didBecomeHiddenNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIWindow.didBecomeHiddenNotification")

    /// UIKit: `class let didBecomeKeyNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:10).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let didBecomeKeyNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIWindow.didBecomeKeyNotification")

    /// UIKit: `class let didBecomeVisibleNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:8).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let didBecomeVisibleNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIWindow.didBecomeVisibleNotification")

    /// UIKit: `class let didResignKeyNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:11).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let didResignKeyNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIWindow.didResignKeyNotification")

    /// Storage of `windowLevel`, generated.
    private var modelStoredWindowLevel: Optional<UIWindow.Level> = nil
    /// UIKit: `var windowLevel: UIWindow.Level` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:22).
    /// Stored: keeps what is set; a read before any set records `UIWindow.windowLevel` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var windowLevel: UIWindow.Level {
        get {
            if let value = modelStoredWindowLevel { return value }
            ModelFindings.unmodelledStop("UIWindow.windowLevel")
        }
        set {
            modelStoredWindowLevel = newValue
        }
    }
    // cellspec:generated:end
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
