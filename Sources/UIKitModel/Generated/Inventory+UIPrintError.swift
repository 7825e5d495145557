// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `let UIPrintErrorDomain: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:2).
/// Unmodelled: reading records `UIPrintErrorDomain` and returns `""`.
public var UIPrintErrorDomain: String {
    get {
        ModelFindings.unmodelled("UIPrintErrorDomain")
        return ""
    }
}

/// UIKit: `struct UIPrintError : _BridgedStoredNSError` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:3).
/// Declared from the inventory; its members say what each does.
public struct UIPrintError {
    /// UIKit: `init(_nsError: NSError)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:5).
    /// Unmodelled: a call records `UIPrintError.init(_nsError:)` and keeps every property at its starting value.
    public init(_nsError: NSError) {
        ModelFindings.unmodelled("UIPrintError.init(_nsError:)")
    }
    /// UIKit: `static var errorDomain: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:6).
    /// Unmodelled: reading records `UIPrintError.errorDomain` and returns `""`.
    public static var errorDomain: String {
        get {
            ModelFindings.unmodelled("UIPrintError.errorDomain")
            return ""
        }
    }
}
