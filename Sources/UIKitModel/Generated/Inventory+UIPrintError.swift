// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPrintError {
    /// UIKit: `enum Code: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinterror-uiprinterror.code.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 4.2)
    public enum Code: Int {
        /// UIKit: `case jobFailed` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinterror-uiprinterror.code-uiprinterror.code.jobfailed.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case jobFailed
        /// UIKit: `case noContent` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinterror-uiprinterror.code-uiprinterror.code.nocontent.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case noContent
        /// UIKit: `case notAvailable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinterror-uiprinterror.code-uiprinterror.code.notavailable.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case notAvailable
        /// UIKit: `case unknownImageFormat` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinterror-uiprinterror.code-uiprinterror.code.unknownimageformat.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case unknownImageFormat
    }
}

/// UIKit: `let UIPrintErrorDomain: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:2).
/// Unmodelled: reading records `UIPrintErrorDomain` and returns `""`.
@available(iOS, introduced: 4.2)
public var UIPrintErrorDomain: String {
    get {
        ModelFindings.unmodelled("UIPrintErrorDomain")
        return ""
    }
}

/// UIKit: `struct UIPrintError : _BridgedStoredNSError` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:3).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
public struct UIPrintError {
    /// UIKit: `init(_nsError: NSError)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:5).
    /// Unmodelled: a call records `UIPrintError.init(_nsError:)` and keeps every property at its starting value.
    public init(_nsError: NSError) {
        ModelFindings.unmodelled("UIPrintError.init(_nsError:)")
    }
    /// UIKit: `static var errorDomain: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:6).
    /// Unmodelled: reading records `UIPrintError.errorDomain` and returns `""`.
    @available(iOS, introduced: 4.2)
    public static var errorDomain: String {
        get {
            ModelFindings.unmodelled("UIPrintError.errorDomain")
            return ""
        }
    }
    /// UIKit: `static var notAvailable: UIPrintError.Code { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:7).
    /// Unmodelled: reading records `UIPrintError.notAvailable` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    public static var notAvailable: UIPrintError.Code {
        get {
            ModelFindings.unmodelledStop("UIPrintError.notAvailable")
        }
    }
    /// UIKit: `static var noContent: UIPrintError.Code { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:8).
    /// Unmodelled: reading records `UIPrintError.noContent` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    public static var noContent: UIPrintError.Code {
        get {
            ModelFindings.unmodelledStop("UIPrintError.noContent")
        }
    }
    /// UIKit: `static var unknownImageFormat: UIPrintError.Code { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:9).
    /// Unmodelled: reading records `UIPrintError.unknownImageFormat` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    public static var unknownImageFormat: UIPrintError.Code {
        get {
            ModelFindings.unmodelledStop("UIPrintError.unknownImageFormat")
        }
    }
    /// UIKit: `static var jobFailed: UIPrintError.Code { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintError.swift:10).
    /// Unmodelled: reading records `UIPrintError.jobFailed` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    public static var jobFailed: UIPrintError.Code {
        get {
            ModelFindings.unmodelledStop("UIPrintError.jobFailed")
        }
    }
}
