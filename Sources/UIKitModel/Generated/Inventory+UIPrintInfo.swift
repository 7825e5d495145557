// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPrintInfo {
    /// UIKit: `enum OutputType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 4.2)
    public enum OutputType: Int {
        /// UIKit: `case general` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:6).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case general
        /// UIKit: `case photo` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case photo
        /// UIKit: `case grayscale` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case grayscale
        /// UIKit: `case photoGrayscale` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case photoGrayscale
    }
}

extension UIPrintInfo {
    /// UIKit: `enum Orientation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:12).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 4.2)
    public enum Orientation: Int {
        /// UIKit: `case portrait` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case portrait
        /// UIKit: `case landscape` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case landscape
    }
}

extension UIPrintInfo {
    /// UIKit: `enum Duplex : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:18).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 4.2)
    public enum Duplex: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:21).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case none
        /// UIKit: `case longEdge` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:22).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case longEdge
        /// UIKit: `case shortEdge` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:23).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.2)
        case shortEdge
    }
}

/// UIKit: `class UIPrintInfo : NSObject, NSCopying, NSCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:26).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIPrintInfo: NSObject {
    /// UIKit: `class func printInfo() -> UIPrintInfo` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:28).
    /// Unmodelled: a call records `UIPrintInfo.printInfo()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    open class func printInfo() -> UIPrintInfo {
        ModelFindings.unmodelledStop("UIPrintInfo.printInfo()")
    }
    /// UIKit: `init(dictionary: [AnyHashable : Any]?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:29).
    /// Unmodelled: a call records `UIPrintInfo.init(dictionary:)` and makes the object with `init()`.
    @available(iOS, introduced: 4.2)
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        ModelFindings.unmodelled("UIPrintInfo.init(dictionary:)")
    }
    /// Storage of `printerID`, generated.
    private var modelStoredPrinterID: Optional<String?> = nil
    /// UIKit: `var printerID: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:30).
    /// Stored: keeps what is set; a read before any set records `UIPrintInfo.printerID` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printerID: String? {
        get {
            if let value = modelStoredPrinterID { return value }
            ModelFindings.unmodelled("UIPrintInfo.printerID")
            return nil
        }
        set {
            modelStoredPrinterID = newValue
        }
    }
    /// Storage of `jobName`, generated.
    private var modelStoredJobName: Optional<String> = nil
    /// UIKit: `var jobName: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:31).
    /// Stored: keeps what is set; a read before any set records `UIPrintInfo.jobName` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var jobName: String {
        get {
            if let value = modelStoredJobName { return value }
            ModelFindings.unmodelled("UIPrintInfo.jobName")
            return ""
        }
        set {
            modelStoredJobName = newValue
        }
    }
    /// Storage of `outputType`, generated.
    private var modelStoredOutputType: Optional<UIPrintInfo.OutputType> = nil
    /// UIKit: `var outputType: UIPrintInfo.OutputType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:32).
    /// Stored: keeps what is set; a read before any set records `UIPrintInfo.outputType` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var outputType: UIPrintInfo.OutputType {
        get {
            if let value = modelStoredOutputType { return value }
            ModelFindings.unmodelledStop("UIPrintInfo.outputType")
        }
        set {
            modelStoredOutputType = newValue
        }
    }
    /// Storage of `orientation`, generated.
    private var modelStoredOrientation: Optional<UIPrintInfo.Orientation> = nil
    /// UIKit: `var orientation: UIPrintInfo.Orientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:33).
    /// Stored: keeps what is set; a read before any set records `UIPrintInfo.orientation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var orientation: UIPrintInfo.Orientation {
        get {
            if let value = modelStoredOrientation { return value }
            ModelFindings.unmodelledStop("UIPrintInfo.orientation")
        }
        set {
            modelStoredOrientation = newValue
        }
    }
    /// Storage of `duplex`, generated.
    private var modelStoredDuplex: Optional<UIPrintInfo.Duplex> = nil
    /// UIKit: `var duplex: UIPrintInfo.Duplex` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:34).
    /// Stored: keeps what is set; a read before any set records `UIPrintInfo.duplex` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var duplex: UIPrintInfo.Duplex {
        get {
            if let value = modelStoredDuplex { return value }
            ModelFindings.unmodelledStop("UIPrintInfo.duplex")
        }
        set {
            modelStoredDuplex = newValue
        }
    }
    /// UIKit: `var dictionaryRepresentation: [AnyHashable : Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInfo.swift:35).
    /// Unmodelled: reading records `UIPrintInfo.dictionaryRepresentation` and returns `[:]`.
    @available(iOS, introduced: 4.2)
    open var dictionaryRepresentation: [AnyHashable: Any] {
        get {
            ModelFindings.unmodelled("UIPrintInfo.dictionaryRepresentation")
            return [:]
        }
    }
}
