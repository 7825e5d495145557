// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDropInteraction : NSObject, UIInteraction` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDropInteraction: NSObject {
    /// UIKit: `init(delegate: UIDropInteractionDelegate)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:4).
    /// Unmodelled: a call records `UIDropInteraction.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(delegate: UIDropInteractionDelegate) {
        self.init()
        ModelFindings.unmodelled("UIDropInteraction.init(delegate:)")
    }
    /// UIKit: `weak var delegate: @sil_weak UIDropInteractionDelegate? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:5).
    /// Unmodelled: reading records `UIDropInteraction.delegate` and returns `nil`.
    @available(iOS, introduced: 11.0)
    open var delegate: UIDropInteractionDelegate? {
        get {
            ModelFindings.unmodelled("UIDropInteraction.delegate")
            return nil
        }
    }
    /// Storage of `allowsSimultaneousDropSessions`, generated.
    private var modelStoredAllowsSimultaneousDropSessions: Optional<Bool> = nil
    /// UIKit: `var allowsSimultaneousDropSessions: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIDropInteraction.allowsSimultaneousDropSessions` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var allowsSimultaneousDropSessions: Bool {
        get {
            if let value = modelStoredAllowsSimultaneousDropSessions { return value }
            ModelFindings.unmodelled("UIDropInteraction.allowsSimultaneousDropSessions")
            return false
        }
        set {
            modelStoredAllowsSimultaneousDropSessions = newValue
        }
    }
}

/// UIKit: `enum UIDropOperation : UInt` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:8).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum UIDropOperation: UInt {
    /// UIKit: `case cancel` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:12).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case cancel
    /// UIKit: `case forbidden` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:13).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case forbidden
    /// UIKit: `case copy` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case copy
    /// UIKit: `case move` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:15).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case move
}

/// UIKit: `class UIDropProposal : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDropProposal: NSObject {
    /// UIKit: `init(operation: UIDropOperation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:19).
    /// Unmodelled: a call records `UIDropProposal.init(operation:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(operation: UIDropOperation) {
        self.init()
        ModelFindings.unmodelled("UIDropProposal.init(operation:)")
    }
    /// UIKit: `var operation: UIDropOperation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:20).
    /// Unmodelled: reading records `UIDropProposal.operation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var operation: UIDropOperation {
        get {
            ModelFindings.unmodelledStop("UIDropProposal.operation")
        }
    }
    /// Storage of `isPrecise`, generated.
    private var modelStoredIsPrecise: Optional<Bool> = nil
    /// UIKit: `var isPrecise: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:21).
    /// Stored: keeps what is set; a read before any set records `UIDropProposal.isPrecise` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var isPrecise: Bool {
        get {
            if let value = modelStoredIsPrecise { return value }
            ModelFindings.unmodelled("UIDropProposal.isPrecise")
            return false
        }
        set {
            modelStoredIsPrecise = newValue
        }
    }
    /// Storage of `prefersFullSizePreview`, generated.
    private var modelStoredPrefersFullSizePreview: Optional<Bool> = nil
    /// UIKit: `var prefersFullSizePreview: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:22).
    /// Stored: keeps what is set; a read before any set records `UIDropProposal.prefersFullSizePreview` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var prefersFullSizePreview: Bool {
        get {
            if let value = modelStoredPrefersFullSizePreview { return value }
            ModelFindings.unmodelled("UIDropProposal.prefersFullSizePreview")
            return false
        }
        set {
            modelStoredPrefersFullSizePreview = newValue
        }
    }
}

/// UIKit: `protocol UIDropInteractionDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:24).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:26).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:27).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:28).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:29).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:30).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:31).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:32).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:33).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?

    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:34).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:26).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:canHandle:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:canHandle:)")
        return false
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:27).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:sessionDidEnter:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:sessionDidEnter:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:28).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:sessionDidUpdate:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
        -> UIDropProposal
    {
        ModelFindings.unmodelledStop("UIDropInteractionDelegate.dropInteraction(_:sessionDidUpdate:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:29).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:sessionDidExit:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:sessionDidExit:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:30).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:performDrop:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:performDrop:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:31).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:concludeDrop:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:concludeDrop:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:32).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:sessionDidEnd:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:sessionDidEnd:)")
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:33).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:previewForDropping:withDefault:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:previewForDropping:withDefault:)")
        return nil
    }
    /// UIKit: `optional func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDropInteraction.swift:34).
    /// Unmodelled: a call records `UIDropInteractionDelegate.dropInteraction(_:item:willAnimateDropWith:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating
    ) {
        ModelFindings.unmodelled("UIDropInteractionDelegate.dropInteraction(_:item:willAnimateDropWith:)")
    }
}
