// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPointerInteraction : NSObject, UIInteraction` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
open class UIPointerInteraction: NSObject {
    /// UIKit: `weak var delegate: @sil_weak UIPointerInteractionDelegate? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:4).
    /// Unmodelled: reading records `UIPointerInteraction.delegate` and returns `nil`.
    @available(iOS, introduced: 13.4)
    open var delegate: UIPointerInteractionDelegate? {
        get {
            ModelFindings.unmodelled("UIPointerInteraction.delegate")
            return nil
        }
    }
    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIPointerInteraction.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelFindings.unmodelled("UIPointerInteraction.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }
    /// UIKit: `init(delegate: UIPointerInteractionDelegate?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:6).
    /// Unmodelled: a call records `UIPointerInteraction.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.4)
    public convenience init(delegate: UIPointerInteractionDelegate?) {
        self.init()
        ModelFindings.unmodelled("UIPointerInteraction.init(delegate:)")
    }
    /// UIKit: `func invalidate()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:7).
    /// Unmodelled: a call records `UIPointerInteraction.invalidate()` and does nothing.
    @available(iOS, introduced: 13.4)
    open func invalidate() {
        ModelFindings.unmodelled("UIPointerInteraction.invalidate()")
    }
}

/// UIKit: `protocol UIPointerInteractionDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:9).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:11).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?

    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:12).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?

    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:13).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)

    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:14).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:11).
    /// Unmodelled: a call records `UIPointerInteractionDelegate.pointerInteraction(_:regionFor:defaultRegion:)` and returns `nil`.
    @available(iOS, introduced: 13.4)
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        ModelFindings.unmodelled("UIPointerInteractionDelegate.pointerInteraction(_:regionFor:defaultRegion:)")
        return nil
    }
    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:12).
    /// Unmodelled: a call records `UIPointerInteractionDelegate.pointerInteraction(_:styleFor:)` and returns `nil`.
    @available(iOS, introduced: 13.4)
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    {
        ModelFindings.unmodelled("UIPointerInteractionDelegate.pointerInteraction(_:styleFor:)")
        return nil
    }
    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:13).
    /// Unmodelled: a call records `UIPointerInteractionDelegate.pointerInteraction(_:willEnter:animator:)` and does nothing.
    @available(iOS, introduced: 13.4)
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {
        ModelFindings.unmodelled("UIPointerInteractionDelegate.pointerInteraction(_:willEnter:animator:)")
    }
    /// UIKit: `optional func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:14).
    /// Unmodelled: a call records `UIPointerInteractionDelegate.pointerInteraction(_:willExit:animator:)` and does nothing.
    @available(iOS, introduced: 13.4)
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {
        ModelFindings.unmodelled("UIPointerInteractionDelegate.pointerInteraction(_:willExit:animator:)")
    }
}

/// UIKit: `class UIPointerRegionRequest : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:16).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
open class UIPointerRegionRequest: NSObject {
    /// UIKit: `var location: CGPoint { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:18).
    /// Unmodelled: reading records `UIPointerRegionRequest.location` and returns `.zero`.
    @available(iOS, introduced: 13.4)
    open var location: CGPoint {
        get {
            ModelFindings.unmodelled("UIPointerRegionRequest.location")
            return .zero
        }
    }
    /// UIKit: `var modifiers: UIKeyModifierFlags { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:19).
    /// Unmodelled: reading records `UIPointerRegionRequest.modifiers` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var modifiers: UIKeyModifierFlags {
        get {
            ModelFindings.unmodelled("UIPointerRegionRequest.modifiers")
            return []
        }
    }
}

/// UIKit: `protocol UIPointerInteractionAnimating : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:21).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    /// UIKit: `func addAnimations(_ animations: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:23).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func addAnimations(_ animations: @escaping () -> Void)

    /// UIKit: `func addCompletion(_ completion: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerInteraction.swift:24).
    /// A requirement.
    @available(iOS, introduced: 13.4)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
