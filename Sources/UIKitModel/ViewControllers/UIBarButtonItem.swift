import Foundation

/// A button in a navigation bar or toolbar.
///
/// Apple: UIBarButtonItem — `init(title:style:target:action:)`, `init(image:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`, iOS 14 `init(systemItem:primaryAction:menu:)`,
/// `init(title:image:primaryAction:menu:)`, `init(primaryAction:)`, `init(customView:)`;
/// `title`, `image`, `style`, `isEnabled`, `target`, `action`, `primaryAction`, `menu`,
/// `tintColor`, `customView`. "If you specify a primary action, the bar button item ignores the
/// `target` and `action` properties" (Apple: UIBarButtonItem.primaryAction); an item with a menu
/// and no primary action shows the menu when tapped (iOS 14). The model taps with ``modelTap()``.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// Apple: UIBarButtonItem.Style.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain (deprecated in iOS 8)")
        case bordered
        case done
        /// Apple: UIBarButtonItem.Style.prominent (iOS 26).
        case prominent
    }

    /// Apple: UIBarButtonItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// Apple: UIBarButtonItem.style (`.plain`).
    open var style: Style = .plain
    /// Apple: UIBarButtonItem.target — not retained.
    open weak var target: AnyObject?
    /// Apple: UIBarButtonItem.action.
    open var action: Selector?
    /// Apple: UIBarButtonItem.primaryAction (iOS 14).
    open var primaryAction: UIAction?
    /// Apple: UIBarButtonItem.menu (iOS 14).
    open var menu: UIMenu?
    /// Apple: UIBarButtonItem.customView. Stored state.
    open var customView: UIView?
    /// Apple: UIBarButtonItem.width (for fixed spaces). Stored state.
    open var width: CGFloat = 0
    /// Apple: UIBarButtonItem.tintColor. Stored state.
    open var tintColor: UIColor?
    /// Apple: UIBarButtonItem.isSelected (iOS 15). Stored state.
    open var isSelected = false
    /// The system item it was made from, if any (model: kept for inspection).
    public private(set) var modelSystemItem: SystemItem?
    /// What a tap does besides target-action, e.g. `editButtonItem` toggling editing (model internals).
    var modelTapHandler: (() -> Void)?

    /// Apple: UIBarButtonItem.init().
    public override init() { super.init() }

    /// Apple: UIBarButtonItem.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// Apple: UIBarButtonItem.init(title:style:target:action:).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(image:style:target:action:).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(barButtonSystemItem:target:action:).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        modelSystemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(systemItem:primaryAction:menu:) (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        modelSystemItem = systemItem
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Apple: UIBarButtonItem.init(title:image:primaryAction:menu:) (iOS 14) — the primary
    /// action's title and image are used when none is given.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Apple: UIBarButtonItem.init(primaryAction:) (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Apple: UIBarButtonItem.init(customView:).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Apple: UIBarButtonItem.fixedSpace(_:) (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Apple: UIBarButtonItem.flexibleSpace() (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Model extension, not UIKit API: the user taps the item. A disabled item does nothing;
    /// otherwise the primary action runs (with this item as its `sender`), or else the
    /// target-action message is sent. Returns whether anything ran.
    @discardableResult
    public func modelTap() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.modelPerform(sender: self)
            return true
        }
        if let modelTapHandler {
            modelTapHandler()
            return true
        }
        if let action { return action.modelSend(to: target, from: self) }
        return false
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `convenience init(__barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:53).
    /// Unmodelled: a call records `UIBarButtonItem.init(__barButtonSystemItem:primaryAction:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(__barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItem.init(__barButtonSystemItem:primaryAction:)")
    }

    /// UIKit: `convenience init(__primaryAction primaryAction: UIAction?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:55).
    /// Unmodelled: a call records `UIBarButtonItem.init(__primaryAction:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(__primaryAction primaryAction: UIAction?) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItem.init(__primaryAction:)")
    }

    /// Storage of `possibleTitles`, generated.
    private var modelStoredPossibleTitles: Optional<Set<String>?> = nil
    /// UIKit: `var possibleTitles: Set<String>?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:63).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.possibleTitles` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var possibleTitles: Set<String>? {
        get {
            if let value = modelStoredPossibleTitles { return value }
            ModelFindings.unmodelled("UIBarButtonItem.possibleTitles")
            return nil
        }
        set {
            modelStoredPossibleTitles = newValue
        }
    }
    // cellspec:generated:end
}
