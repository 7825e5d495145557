// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum NSItemProviderRepresentationVisibility : Int` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum NSItemProviderRepresentationVisibility: Int {
    /// UIKit: `case all` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:6).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case all
    /// UIKit: `case team` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:7).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case team
    /// UIKit: `case ownProcess` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:9).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case ownProcess
}

/// UIKit: `struct NSItemProviderFileOptions : OptionSet` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:11).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public struct NSItemProviderFileOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static var openInPlace: NSItemProviderFileOptions { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:15).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let openInPlace: NSItemProviderFileOptions = NSItemProviderFileOptions(rawValue: 1 << 0)
}

/// UIKit: `protocol NSItemProviderWriting : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// UIKit: `static var writableTypeIdentifiersForItemProvider: [String] { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:19).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// UIKit: `optional var writableTypeIdentifiersForItemProvider: [String] { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:20).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var writableTypeIdentifiersForItemProvider: [String] { get }

    /// UIKit: `optional static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:21).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility

    /// UIKit: `optional func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:22).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility

    /// UIKit: `func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:23).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    /// UIKit: `optional var writableTypeIdentifiersForItemProvider: [String] { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:20).
    /// Unmodelled: reading records `NSItemProviderWriting.writableTypeIdentifiersForItemProvider` and returns `[]`.
    @available(iOS, introduced: 11.0)
    public var writableTypeIdentifiersForItemProvider: [String] {
        get {
            ModelFindings.unmodelled("NSItemProviderWriting.writableTypeIdentifiersForItemProvider")
            return []
        }
    }
    /// UIKit: `optional static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:21).
    /// Unmodelled: a call records `NSItemProviderWriting.itemProviderVisibilityForRepresentation(withTypeIdentifier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    {
        ModelFindings.unmodelledStop(
            "NSItemProviderWriting.itemProviderVisibilityForRepresentation(withTypeIdentifier:)")
    }
    /// UIKit: `optional func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:22).
    /// Unmodelled: a call records `NSItemProviderWriting.itemProviderVisibilityForRepresentation(withTypeIdentifier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    {
        ModelFindings.unmodelledStop(
            "NSItemProviderWriting.itemProviderVisibilityForRepresentation(withTypeIdentifier:)")
    }
}

/// UIKit: `protocol NSItemProviderReading : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:25).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public protocol NSItemProviderReading: NSObjectProtocol {
    /// UIKit: `static var readableTypeIdentifiersForItemProvider: [String] { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:27).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// UIKit: `static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:28).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSItemProvider {
    /// UIKit: `enum ErrorCode : Int` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:35).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 8.0)
    public enum ErrorCode: Int {
        /// UIKit: `case unknownError` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:39).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case unknownError
        /// UIKit: `case itemUnavailableError` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:40).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case itemUnavailableError
        /// UIKit: `case unexpectedValueClassError` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:41).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case unexpectedValueClassError
        /// UIKit: `case unavailableCoercionError` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:42).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case unavailableCoercionError
    }
}

/// UIKit: `class NSItemProvider : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:46).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
open class NSItemProvider: NSObject {
    /// Storage of `teamData`, generated.
    private var modelStoredTeamData: Optional<Data?> = nil
    /// UIKit: `var teamData: Data?` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:12).
    /// Stored: keeps what is set; a read before any set records `NSItemProvider.teamData` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var teamData: Data? {
        get {
            if let value = modelStoredTeamData { return value }
            ModelFindings.unmodelled("NSItemProvider.teamData")
            return nil
        }
        set {
            modelStoredTeamData = newValue
        }
    }
    /// Storage of `preferredPresentationSize`, generated.
    private var modelStoredPreferredPresentationSize: Optional<CGSize> = nil
    /// UIKit: `var preferredPresentationSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:14).
    /// Stored: keeps what is set; a read before any set records `NSItemProvider.preferredPresentationSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var preferredPresentationSize: CGSize {
        get {
            if let value = modelStoredPreferredPresentationSize { return value }
            ModelFindings.unmodelled("NSItemProvider.preferredPresentationSize")
            return .zero
        }
        set {
            modelStoredPreferredPresentationSize = newValue
        }
    }
    /// Storage of `preferredPresentationStyle`, generated.
    private var modelStoredPreferredPresentationStyle: Optional<NSItemProvider.PreferredPresentationStyle> = nil
    /// UIKit: `var preferredPresentationStyle: NSItemProvider.PreferredPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:16).
    /// Stored: keeps what is set; a read before any set records `NSItemProvider.preferredPresentationStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var preferredPresentationStyle: NSItemProvider.PreferredPresentationStyle {
        get {
            if let value = modelStoredPreferredPresentationStyle { return value }
            ModelFindings.unmodelledStop("NSItemProvider.preferredPresentationStyle")
        }
        set {
            modelStoredPreferredPresentationStyle = newValue
        }
    }
    /// UIKit: `typealias CompletionHandler = (NSSecureCoding?, Error?) -> Void` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:31).
    /// Declared from the inventory.
    public typealias CompletionHandler = (NSSecureCoding?, Error?) -> Void
    /// UIKit: `typealias LoadHandler = (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable : Any]?) -> Void` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:32).
    /// Declared from the inventory.
    public typealias LoadHandler = (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void
    /// UIKit: `class let errorDomain: String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:33).
    /// Unmodelled: reading records `NSItemProvider.errorDomain` and returns `""`.
    @available(iOS, introduced: 8.0)
    open class var errorDomain: String {
        get {
            ModelFindings.unmodelled("NSItemProvider.errorDomain")
            return ""
        }
    }
    /// UIKit: `func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:48).
    /// Unmodelled: a call records `NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        ModelFindings.unmodelled("NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)")
    }
    /// UIKit: `func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [], visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping (@escaping (URL?, Bool, Error?) -> Void) -> Progress?)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:50).
    /// Unmodelled: a call records `NSItemProvider.registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (URL?, Bool, Error?) -> Void) -> Progress?
    ) {
        ModelFindings.unmodelled(
            "NSItemProvider.registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)")
    }
    /// UIKit: `var registeredTypeIdentifiers: [String] { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:52).
    /// Unmodelled: reading records `NSItemProvider.registeredTypeIdentifiers` and returns `[]`.
    @available(iOS, introduced: 8.0)
    open var registeredTypeIdentifiers: [String] {
        get {
            ModelFindings.unmodelled("NSItemProvider.registeredTypeIdentifiers")
            return []
        }
    }
    /// UIKit: `func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String]` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:53).
    /// Unmodelled: a call records `NSItemProvider.registeredTypeIdentifiers(fileOptions:)` and returns `[]`.
    @available(iOS, introduced: 11.0)
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        ModelFindings.unmodelled("NSItemProvider.registeredTypeIdentifiers(fileOptions:)")
        return []
    }
    /// UIKit: `func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:55).
    /// Unmodelled: a call records `NSItemProvider.hasItemConformingToTypeIdentifier(_:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        ModelFindings.unmodelled("NSItemProvider.hasItemConformingToTypeIdentifier(_:)")
        return false
    }
    /// UIKit: `func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:56).
    /// Unmodelled: a call records `NSItemProvider.hasRepresentationConforming(toTypeIdentifier:fileOptions:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    open func hasRepresentationConforming(
        toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
    ) -> Bool {
        ModelFindings.unmodelled("NSItemProvider.hasRepresentationConforming(toTypeIdentifier:fileOptions:)")
        return false
    }
    /// UIKit: `func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:58).
    /// Unmodelled: a call records `NSItemProvider.loadDataRepresentation(forTypeIdentifier:completionHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress {
        ModelFindings.unmodelledStop("NSItemProvider.loadDataRepresentation(forTypeIdentifier:completionHandler:)")
    }
    /// UIKit: `func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Error?) -> Void) -> Progress` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:60).
    /// Unmodelled: a call records `NSItemProvider.loadFileRepresentation(forTypeIdentifier:completionHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Error?) -> Void
    ) -> Progress {
        ModelFindings.unmodelledStop("NSItemProvider.loadFileRepresentation(forTypeIdentifier:completionHandler:)")
    }
    /// UIKit: `func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Bool, Error?) -> Void) -> Progress` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:62).
    /// Unmodelled: a call records `NSItemProvider.loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Bool, Error?) -> Void
    ) -> Progress {
        ModelFindings.unmodelledStop(
            "NSItemProvider.loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)")
    }
    /// Storage of `suggestedName`, generated.
    private var modelStoredSuggestedName: Optional<String?> = nil
    /// UIKit: `var suggestedName: String?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:64).
    /// Stored: keeps what is set; a read before any set records `NSItemProvider.suggestedName` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var suggestedName: String? {
        get {
            if let value = modelStoredSuggestedName { return value }
            ModelFindings.unmodelled("NSItemProvider.suggestedName")
            return nil
        }
        set {
            modelStoredSuggestedName = newValue
        }
    }
    /// UIKit: `convenience init(object: NSItemProviderWriting)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:66).
    /// Unmodelled: a call records `NSItemProvider.init(object:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        ModelFindings.unmodelled("NSItemProvider.init(object:)")
    }
    /// UIKit: `func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:68).
    /// Unmodelled: a call records `NSItemProvider.registerObject(_:visibility:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        ModelFindings.unmodelled("NSItemProvider.registerObject(_:visibility:)")
    }
    /// UIKit: `func registerObject(ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:70).
    /// Unmodelled: a call records `NSItemProvider.registerObject(ofClass:visibility:loadHandler:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func registerObject(
        ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?
    ) {
        ModelFindings.unmodelled("NSItemProvider.registerObject(ofClass:visibility:loadHandler:)")
    }
    /// UIKit: `func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:72).
    /// Unmodelled: a call records `NSItemProvider.canLoadObject(ofClass:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        ModelFindings.unmodelled("NSItemProvider.canLoadObject(ofClass:)")
        return false
    }
    /// UIKit: `func loadObject(ofClass aClass: NSItemProviderReading.Type, completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:74).
    /// Unmodelled: a call records `NSItemProvider.loadObject(ofClass:completionHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open func loadObject(
        ofClass aClass: NSItemProviderReading.Type,
        completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void
    ) -> Progress {
        ModelFindings.unmodelledStop("NSItemProvider.loadObject(ofClass:completionHandler:)")
    }
    /// UIKit: `init(item: NSSecureCoding?, typeIdentifier: String?)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:76).
    /// Unmodelled: a call records `NSItemProvider.init(item:typeIdentifier:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        ModelFindings.unmodelled("NSItemProvider.init(item:typeIdentifier:)")
    }
    /// UIKit: `convenience init?(contentsOf fileURL: URL!)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:77).
    /// Unmodelled: a call records `NSItemProvider.init(contentsOf:)` and returns nil.
    @available(iOS, introduced: 8.0)
    public convenience init?(contentsOf fileURL: URL!) {
        ModelFindings.unmodelled("NSItemProvider.init(contentsOf:)")
        return nil
    }
    /// UIKit: `func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:78).
    /// Unmodelled: a call records `NSItemProvider.registerItem(forTypeIdentifier:loadHandler:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler)
    {
        ModelFindings.unmodelled("NSItemProvider.registerItem(forTypeIdentifier:loadHandler:)")
    }
    /// UIKit: `func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable : Any]? = nil, completionHandler: NSItemProvider.CompletionHandler? = nil)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:79).
    /// Unmodelled: a call records `NSItemProvider.loadItem(forTypeIdentifier:options:completionHandler:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {
        ModelFindings.unmodelled("NSItemProvider.loadItem(forTypeIdentifier:options:completionHandler:)")
    }
    /// Storage of `previewImageHandler`, generated.
    private var modelStoredPreviewImageHandler: Optional<NSItemProvider.LoadHandler?> = nil
    /// UIKit: `var previewImageHandler: NSItemProvider.LoadHandler?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:94).
    /// Stored: keeps what is set; a read before any set records `NSItemProvider.previewImageHandler` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var previewImageHandler: NSItemProvider.LoadHandler? {
        get {
            if let value = modelStoredPreviewImageHandler { return value }
            ModelFindings.unmodelled("NSItemProvider.previewImageHandler")
            return nil
        }
        set {
            modelStoredPreviewImageHandler = newValue
        }
    }
    /// UIKit: `func loadPreviewImage(options: [AnyHashable : Any]! = [:], completionHandler: NSItemProvider.CompletionHandler!)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:96).
    /// Unmodelled: a call records `NSItemProvider.loadPreviewImage(options:completionHandler:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func loadPreviewImage(options: [AnyHashable: Any]! = [:], completionHandler: NSItemProvider.CompletionHandler!)
    {
        ModelFindings.unmodelled("NSItemProvider.loadPreviewImage(options:completionHandler:)")
    }
}

/// UIKit: `let NSItemProviderPreferredImageSizeKey: String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:91).
/// Unmodelled: reading records `NSItemProviderPreferredImageSizeKey` and returns `""`.
@available(iOS, introduced: 8.0)
public var NSItemProviderPreferredImageSizeKey: String {
    get {
        ModelFindings.unmodelled("NSItemProviderPreferredImageSizeKey")
        return ""
    }
}

/// UIKit: `let NSExtensionJavaScriptPreprocessingResultsKey: String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:99).
/// Unmodelled: reading records `NSExtensionJavaScriptPreprocessingResultsKey` and returns `""`.
@available(iOS, introduced: 8.0)
public var NSExtensionJavaScriptPreprocessingResultsKey: String {
    get {
        ModelFindings.unmodelled("NSExtensionJavaScriptPreprocessingResultsKey")
        return ""
    }
}

/// UIKit: `let NSExtensionJavaScriptFinalizeArgumentKey: String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSItemProvider.swift:101).
/// Unmodelled: reading records `NSExtensionJavaScriptFinalizeArgumentKey` and returns `""`.
@available(iOS, introduced: 8.0)
public var NSExtensionJavaScriptFinalizeArgumentKey: String {
    get {
        ModelFindings.unmodelled("NSExtensionJavaScriptFinalizeArgumentKey")
        return ""
    }
}
