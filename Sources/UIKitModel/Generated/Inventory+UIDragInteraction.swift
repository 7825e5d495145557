// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIDragAnimating : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDragAnimating: NSObjectProtocol {
    /// UIKit: `func addAnimations(_ animations: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:4).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func addAnimations(_ animations: @escaping () -> Void)

    /// UIKit: `func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:5).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// UIKit: `class UIDragInteraction : NSObject, UIInteraction` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDragInteraction: NSObject {
    /// UIKit: `init(delegate: UIDragInteractionDelegate)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:9).
    /// Unmodelled: a call records `UIDragInteraction.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(delegate: UIDragInteractionDelegate) {
        self.init()
        ModelFindings.unmodelled("UIDragInteraction.init(delegate:)")
    }
    /// UIKit: `weak var delegate: @sil_weak UIDragInteractionDelegate? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:10).
    /// Unmodelled: reading records `UIDragInteraction.delegate` and returns `nil`.
    @available(iOS, introduced: 11.0)
    open var delegate: UIDragInteractionDelegate? {
        get {
            ModelFindings.unmodelled("UIDragInteraction.delegate")
            return nil
        }
    }
    /// Storage of `allowsSimultaneousRecognitionDuringLift`, generated.
    private var modelStoredAllowsSimultaneousRecognitionDuringLift: Optional<Bool> = nil
    /// UIKit: `var allowsSimultaneousRecognitionDuringLift: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIDragInteraction.allowsSimultaneousRecognitionDuringLift` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var allowsSimultaneousRecognitionDuringLift: Bool {
        get {
            if let value = modelStoredAllowsSimultaneousRecognitionDuringLift { return value }
            ModelFindings.unmodelled("UIDragInteraction.allowsSimultaneousRecognitionDuringLift")
            return false
        }
        set {
            modelStoredAllowsSimultaneousRecognitionDuringLift = newValue
        }
    }
    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:12).
    /// Stored: keeps what is set; a read before any set records `UIDragInteraction.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelFindings.unmodelled("UIDragInteraction.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }
    /// UIKit: `class var isEnabledByDefault: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:13).
    /// Unmodelled: reading records `UIDragInteraction.isEnabledByDefault` and returns `false`.
    @available(iOS, introduced: 11.0)
    open class var isEnabledByDefault: Bool {
        get {
            ModelFindings.unmodelled("UIDragInteraction.isEnabledByDefault")
            return false
        }
    }
}

/// UIKit: `protocol UIDragInteractionDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// UIKit: `func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:17).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:18).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession)
        -> UITargetedDragPreview?

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:19).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:20).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:21).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:22).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:23).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:24).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:25).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:26).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:27).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:28).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:29).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint
    ) -> UIDragSession?

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:30).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction)

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:31).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?

    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:32).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:18).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:previewForLifting:session:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:previewForLifting:session:)")
        return nil
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:19).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:willAnimateLiftWith:session:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession
    ) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:willAnimateLiftWith:session:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:20).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionWillBegin:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:sessionWillBegin:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:21).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionAllowsMoveOperation:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession)
        -> Bool
    {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:sessionAllowsMoveOperation:)")
        return false
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:22).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionIsRestrictedToDraggingApplication:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool {
        ModelFindings.unmodelled(
            "UIDragInteractionDelegate.dragInteraction(_:sessionIsRestrictedToDraggingApplication:)")
        return false
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:23).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:prefersFullSizePreviewsFor:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession)
        -> Bool
    {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:prefersFullSizePreviewsFor:)")
        return false
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:24).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionDidMove:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:sessionDidMove:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:25).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:session:willEndWith:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation
    ) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:session:willEndWith:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:26).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:session:didEndWith:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:session:didEndWith:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:27).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionDidTransferItems:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:sessionDidTransferItems:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:28).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:itemsForAddingTo:withTouchAt:)` and returns `[]`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:itemsForAddingTo:withTouchAt:)")
        return []
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:29).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:sessionForAddingItems:withTouchAt:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint
    ) -> UIDragSession? {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:sessionForAddingItems:withTouchAt:)")
        return nil
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:30).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:session:willAdd:for:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction
    ) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:session:willAdd:for:)")
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:31).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:previewForCancelling:withDefault:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:previewForCancelling:withDefault:)")
        return nil
    }
    /// UIKit: `optional func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragInteraction.swift:32).
    /// Unmodelled: a call records `UIDragInteractionDelegate.dragInteraction(_:item:willAnimateCancelWith:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating
    ) {
        ModelFindings.unmodelled("UIDragInteractionDelegate.dragInteraction(_:item:willAnimateCancelWith:)")
    }
}
