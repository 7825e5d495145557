// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPrinter : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIPrinter: NSObject {
    /// UIKit: `init(url: URL)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:4).
    /// Unmodelled: a call records `UIPrinter.init(url:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(url: URL) {
        self.init()
        ModelFindings.unmodelled("UIPrinter.init(url:)")
    }
    /// UIKit: `var url: URL { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:5).
    /// Unmodelled: reading records `UIPrinter.url` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var url: URL {
        get {
            ModelFindings.unmodelledStop("UIPrinter.url")
        }
    }
    /// UIKit: `var displayName: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:6).
    /// Unmodelled: reading records `UIPrinter.displayName` and returns `""`.
    @available(iOS, introduced: 8.0)
    open var displayName: String {
        get {
            ModelFindings.unmodelled("UIPrinter.displayName")
            return ""
        }
    }
    /// UIKit: `var displayLocation: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:7).
    /// Unmodelled: reading records `UIPrinter.displayLocation` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var displayLocation: String? {
        get {
            ModelFindings.unmodelled("UIPrinter.displayLocation")
            return nil
        }
    }
    /// UIKit: `var supportedJobTypes: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:8).
    /// Unmodelled: reading records `UIPrinter.supportedJobTypes` and returns `[]`.
    @available(iOS, introduced: 8.0)
    open var supportedJobTypes: UIPrinter.JobTypes {
        get {
            ModelFindings.unmodelled("UIPrinter.supportedJobTypes")
            return []
        }
    }
    /// UIKit: `var makeAndModel: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:9).
    /// Unmodelled: reading records `UIPrinter.makeAndModel` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var makeAndModel: String? {
        get {
            ModelFindings.unmodelled("UIPrinter.makeAndModel")
            return nil
        }
    }
    /// UIKit: `var supportsColor: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:10).
    /// Unmodelled: reading records `UIPrinter.supportsColor` and returns `false`.
    @available(iOS, introduced: 8.0)
    open var supportsColor: Bool {
        get {
            ModelFindings.unmodelled("UIPrinter.supportsColor")
            return false
        }
    }
    /// UIKit: `var supportsDuplex: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:11).
    /// Unmodelled: reading records `UIPrinter.supportsDuplex` and returns `false`.
    @available(iOS, introduced: 8.0)
    open var supportsDuplex: Bool {
        get {
            ModelFindings.unmodelled("UIPrinter.supportsDuplex")
            return false
        }
    }
    /// UIKit: `func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:12).
    /// Unmodelled: a call records `UIPrinter.contactPrinter(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        ModelFindings.unmodelled("UIPrinter.contactPrinter(_:)")
    }
    /// UIKit: `func contactPrinter() async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprinter-contactprinter(_:).md:22).
    /// Unmodelled: a call records `UIPrinter.contactPrinter()` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func contactPrinter() async -> Bool {
        ModelFindings.unmodelled("UIPrinter.contactPrinter()")
        return false
    }
}

extension UIPrinter {
    /// UIKit: `struct JobTypes : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:15).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 8.0)
    public struct JobTypes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// UIKit: `static var unknown: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:19).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let unknown: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 0)
        /// UIKit: `static var document: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:20).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let document: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 1)
        /// UIKit: `static var envelope: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:21).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let envelope: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 2)
        /// UIKit: `static var label: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:22).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let label: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 3)
        /// UIKit: `static var photo: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:23).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let photo: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 4)
        /// UIKit: `static var receipt: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:24).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let receipt: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 5)
        /// UIKit: `static var roll: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:25).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let roll: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 6)
        /// UIKit: `static var largeFormat: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:26).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let largeFormat: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 7)
        /// UIKit: `static var postcard: UIPrinter.JobTypes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinter.swift:27).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let postcard: UIPrinter.JobTypes = UIPrinter.JobTypes(rawValue: 1 << 8)
    }
}
