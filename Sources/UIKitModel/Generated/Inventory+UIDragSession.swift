// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIDragDropSession : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDragDropSession: NSObjectProtocol {
    /// UIKit: `var items: [UIDragItem] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:4).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var items: [UIDragItem] { get }

    /// UIKit: `func location(in view: UIView) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:5).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func location(in view: UIView) -> CGPoint

    /// UIKit: `var allowsMoveOperation: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:6).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var allowsMoveOperation: Bool { get }

    /// UIKit: `var isRestrictedToDraggingApplication: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:7).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var isRestrictedToDraggingApplication: Bool { get }

    /// UIKit: `func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:8).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool

    /// UIKit: `func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:9).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// UIKit: `protocol UIDragSession : UIDragDropSession` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
    /// UIKit: `var localContext: Any? { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:19).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var localContext: Any? { get set }
}

/// UIKit: `enum UIDropSessionProgressIndicatorStyle : UInt` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:21).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum UIDropSessionProgressIndicatorStyle: UInt {
    /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:25).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case none
    /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:26).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case `default`
}

/// UIKit: `protocol UIDropSession : ProgressReporting, UIDragDropSession` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:28).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDropSession: UIDragDropSession {
    /// UIKit: `var localDragSession: UIDragSession? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:30).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var localDragSession: UIDragSession? { get }

    /// UIKit: `var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:31).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }

    /// UIKit: `func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragSession.swift:32).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func loadObjects(
        ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void
    ) -> Progress
}
