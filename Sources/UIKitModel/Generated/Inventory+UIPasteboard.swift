// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPasteboard {
    /// UIKit: `struct DetectedValues` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipasteboard-uipasteboard.detectedvalues.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    public struct DetectedValues {
        /// UIKit: `var number: Double? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipasteboard-uipasteboard.detectedvalues-number.md:17).
        /// Unmodelled: reading records `UIPasteboard.DetectedValues.number` and returns `nil`.
        @available(iOS, introduced: 15.0)
        public var number: Double? {
            get {
                ModelAvailability.require("UIPasteboard.DetectedValues.number", introduced: 15)
                ModelFindings.unmodelled("UIPasteboard.DetectedValues.number")
                return nil
            }
        }
        /// UIKit: `var probableWebSearch: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipasteboard-uipasteboard.detectedvalues-probablewebsearch.md:17).
        /// Unmodelled: reading records `UIPasteboard.DetectedValues.probableWebSearch` and returns `""`.
        @available(iOS, introduced: 15.0)
        public var probableWebSearch: String {
            get {
                ModelAvailability.require("UIPasteboard.DetectedValues.probableWebSearch", introduced: 15)
                ModelFindings.unmodelled("UIPasteboard.DetectedValues.probableWebSearch")
                return ""
            }
        }
        /// UIKit: `var probableWebURL: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipasteboard-uipasteboard.detectedvalues-probableweburl.md:17).
        /// Unmodelled: reading records `UIPasteboard.DetectedValues.probableWebURL` and returns `""`.
        @available(iOS, introduced: 15.0)
        public var probableWebURL: String {
            get {
                ModelAvailability.require("UIPasteboard.DetectedValues.probableWebURL", introduced: 15)
                ModelFindings.unmodelled("UIPasteboard.DetectedValues.probableWebURL")
                return ""
            }
        }
    }
}

/// UIKit: `let UIPasteboardNameFind: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:5).
/// Unmodelled: reading records `UIPasteboardNameFind` and returns `""`.
@available(iOS, introduced: 3.0)
@available(iOS, deprecated: 10.0)
@available(*, deprecated, message: "deprecated in iOS 10.0")
public var UIPasteboardNameFind: String {
    get {
        ModelFindings.unmodelled("UIPasteboardNameFind")
        return ""
    }
}

/// UIKit: `class UIPasteboard : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
open class UIPasteboard: NSObject {
    /// UIKit: `class var general: UIPasteboard { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:17).
    /// Unmodelled: reading records `UIPasteboard.general` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open class var general: UIPasteboard {
        get {
            ModelFindings.unmodelledStop("UIPasteboard.general")
        }
    }
    /// UIKit: `init?(name pasteboardName: UIPasteboard.Name, create: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:18).
    /// Unmodelled: a call records `UIPasteboard.init(name:create:)` and returns nil.
    @available(iOS, introduced: 3.0)
    public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        ModelFindings.unmodelled("UIPasteboard.init(name:create:)")
        return nil
    }
    /// UIKit: `class func withUniqueName() -> UIPasteboard` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:19).
    /// Unmodelled: a call records `UIPasteboard.withUniqueName()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open class func withUniqueName() -> UIPasteboard {
        ModelFindings.unmodelledStop("UIPasteboard.withUniqueName()")
    }
    /// UIKit: `var name: UIPasteboard.Name { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:20).
    /// Unmodelled: reading records `UIPasteboard.name` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var name: UIPasteboard.Name {
        get {
            ModelFindings.unmodelledStop("UIPasteboard.name")
        }
    }
    /// UIKit: `class func remove(withName pasteboardName: UIPasteboard.Name)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:21).
    /// Unmodelled: a call records `UIPasteboard.remove(withName:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        ModelFindings.unmodelled("UIPasteboard.remove(withName:)")
    }
    /// UIKit: `var isPersistent: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:22).
    /// Unmodelled: reading records `UIPasteboard.isPersistent` and returns `false`.
    @available(iOS, introduced: 3.0)
    open var isPersistent: Bool {
        get {
            ModelFindings.unmodelled("UIPasteboard.isPersistent")
            return false
        }
    }
    /// UIKit: `func setPersistent(_ persistent: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:23).
    /// Unmodelled: a call records `UIPasteboard.setPersistent(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open func setPersistent(_ persistent: Bool) {
        ModelFindings.unmodelled("UIPasteboard.setPersistent(_:)")
    }
    /// UIKit: `var changeCount: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:25).
    /// Unmodelled: reading records `UIPasteboard.changeCount` and returns `0`.
    @available(iOS, introduced: 3.0)
    open var changeCount: Int {
        get {
            ModelFindings.unmodelled("UIPasteboard.changeCount")
            return 0
        }
    }
    /// Storage of `itemProviders`, generated.
    private var modelStoredItemProviders: Optional<[NSItemProvider]> = nil
    /// UIKit: `var itemProviders: [NSItemProvider]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:26).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.itemProviders` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var itemProviders: [NSItemProvider] {
        get {
            if let value = modelStoredItemProviders { return value }
            ModelFindings.unmodelled("UIPasteboard.itemProviders")
            return []
        }
        set {
            modelStoredItemProviders = newValue
        }
    }
    /// UIKit: `func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:28).
    /// Unmodelled: a call records `UIPasteboard.setItemProviders(_:localOnly:expirationDate:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        ModelFindings.unmodelled("UIPasteboard.setItemProviders(_:localOnly:expirationDate:)")
    }
    /// UIKit: `func setObjects(_ objects: [NSItemProviderWriting])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:30).
    /// Unmodelled: a call records `UIPasteboard.setObjects(_:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func setObjects(_ objects: [NSItemProviderWriting]) {
        ModelFindings.unmodelled("UIPasteboard.setObjects(_:)")
    }
    /// UIKit: `func setObjects(_ objects: [NSItemProviderWriting], localOnly: Bool, expirationDate: Date?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:32).
    /// Unmodelled: a call records `UIPasteboard.setObjects(_:localOnly:expirationDate:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func setObjects(_ objects: [NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        ModelFindings.unmodelled("UIPasteboard.setObjects(_:localOnly:expirationDate:)")
    }
    /// UIKit: `var types: [String] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:34).
    /// Unmodelled: reading records `UIPasteboard.types` and returns `[]`.
    @available(iOS, introduced: 3.0)
    open var types: [String] {
        get {
            ModelFindings.unmodelled("UIPasteboard.types")
            return []
        }
    }
    /// UIKit: `func contains(pasteboardTypes: [String]) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:35).
    /// Unmodelled: a call records `UIPasteboard.contains(pasteboardTypes:)` and returns `false`.
    @available(iOS, introduced: 3.0)
    open func contains(pasteboardTypes: [String]) -> Bool {
        ModelFindings.unmodelled("UIPasteboard.contains(pasteboardTypes:)")
        return false
    }
    /// UIKit: `func data(forPasteboardType pasteboardType: String) -> Data?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:36).
    /// Unmodelled: a call records `UIPasteboard.data(forPasteboardType:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        ModelFindings.unmodelled("UIPasteboard.data(forPasteboardType:)")
        return nil
    }
    /// UIKit: `func value(forPasteboardType pasteboardType: String) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:37).
    /// Unmodelled: a call records `UIPasteboard.value(forPasteboardType:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        ModelFindings.unmodelled("UIPasteboard.value(forPasteboardType:)")
        return nil
    }
    /// UIKit: `func setValue(_ value: Any, forPasteboardType pasteboardType: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:38).
    /// Unmodelled: a call records `UIPasteboard.setValue(_:forPasteboardType:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        ModelFindings.unmodelled("UIPasteboard.setValue(_:forPasteboardType:)")
    }
    /// UIKit: `func setData(_ data: Data, forPasteboardType pasteboardType: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:39).
    /// Unmodelled: a call records `UIPasteboard.setData(_:forPasteboardType:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        ModelFindings.unmodelled("UIPasteboard.setData(_:forPasteboardType:)")
    }
    /// UIKit: `var numberOfItems: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:40).
    /// Unmodelled: reading records `UIPasteboard.numberOfItems` and returns `0`.
    @available(iOS, introduced: 3.0)
    open var numberOfItems: Int {
        get {
            ModelFindings.unmodelled("UIPasteboard.numberOfItems")
            return 0
        }
    }
    /// UIKit: `func types(forItemSet itemSet: IndexSet?) -> [[String]]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:41).
    /// Unmodelled: a call records `UIPasteboard.types(forItemSet:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        ModelFindings.unmodelled("UIPasteboard.types(forItemSet:)")
        return nil
    }
    /// UIKit: `func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:42).
    /// Unmodelled: a call records `UIPasteboard.contains(pasteboardTypes:inItemSet:)` and returns `false`.
    @available(iOS, introduced: 3.0)
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        ModelFindings.unmodelled("UIPasteboard.contains(pasteboardTypes:inItemSet:)")
        return false
    }
    /// UIKit: `func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:43).
    /// Unmodelled: a call records `UIPasteboard.itemSet(withPasteboardTypes:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        ModelFindings.unmodelled("UIPasteboard.itemSet(withPasteboardTypes:)")
        return nil
    }
    /// UIKit: `func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:44).
    /// Unmodelled: a call records `UIPasteboard.values(forPasteboardType:inItemSet:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        ModelFindings.unmodelled("UIPasteboard.values(forPasteboardType:inItemSet:)")
        return nil
    }
    /// UIKit: `func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:45).
    /// Unmodelled: a call records `UIPasteboard.data(forPasteboardType:inItemSet:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        ModelFindings.unmodelled("UIPasteboard.data(forPasteboardType:inItemSet:)")
        return nil
    }
    /// Storage of `items`, generated.
    private var modelStoredItems: Optional<[[String: Any]]> = nil
    /// UIKit: `var items: [[String : Any]]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:46).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.items` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var items: [[String: Any]] {
        get {
            if let value = modelStoredItems { return value }
            ModelFindings.unmodelled("UIPasteboard.items")
            return []
        }
        set {
            modelStoredItems = newValue
        }
    }
    /// UIKit: `func addItems(_ items: [[String : Any]])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:47).
    /// Unmodelled: a call records `UIPasteboard.addItems(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func addItems(_ items: [[String: Any]]) {
        ModelFindings.unmodelled("UIPasteboard.addItems(_:)")
    }
    /// UIKit: `func setItems(_ items: [[String : Any]], options: [UIPasteboard.OptionsKey : Any] = [:])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:48).
    /// Unmodelled: a call records `UIPasteboard.setItems(_:options:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        ModelFindings.unmodelled("UIPasteboard.setItems(_:options:)")
    }
    /// Storage of `string`, generated.
    private var modelStoredString: Optional<String?> = nil
    /// UIKit: `var string: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:50).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.string` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var string: String? {
        get {
            if let value = modelStoredString { return value }
            ModelFindings.unmodelled("UIPasteboard.string")
            return nil
        }
        set {
            modelStoredString = newValue
        }
    }
    /// Storage of `strings`, generated.
    private var modelStoredStrings: Optional<[String]?> = nil
    /// UIKit: `var strings: [String]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:51).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.strings` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var strings: [String]? {
        get {
            if let value = modelStoredStrings { return value }
            ModelFindings.unmodelled("UIPasteboard.strings")
            return nil
        }
        set {
            modelStoredStrings = newValue
        }
    }
    /// Storage of `url`, generated.
    private var modelStoredUrl: Optional<URL?> = nil
    /// UIKit: `var url: URL?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:52).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.url` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var url: URL? {
        get {
            if let value = modelStoredUrl { return value }
            ModelFindings.unmodelled("UIPasteboard.url")
            return nil
        }
        set {
            modelStoredUrl = newValue
        }
    }
    /// Storage of `urls`, generated.
    private var modelStoredUrls: Optional<[URL]?> = nil
    /// UIKit: `var urls: [URL]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:53).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.urls` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var urls: [URL]? {
        get {
            if let value = modelStoredUrls { return value }
            ModelFindings.unmodelled("UIPasteboard.urls")
            return nil
        }
        set {
            modelStoredUrls = newValue
        }
    }
    /// Storage of `image`, generated.
    private var modelStoredImage: Optional<UIImage?> = nil
    /// UIKit: `var image: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:54).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.image` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var image: UIImage? {
        get {
            if let value = modelStoredImage { return value }
            ModelFindings.unmodelled("UIPasteboard.image")
            return nil
        }
        set {
            modelStoredImage = newValue
        }
    }
    /// Storage of `images`, generated.
    private var modelStoredImages: Optional<[UIImage]?> = nil
    /// UIKit: `var images: [UIImage]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:55).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.images` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var images: [UIImage]? {
        get {
            if let value = modelStoredImages { return value }
            ModelFindings.unmodelled("UIPasteboard.images")
            return nil
        }
        set {
            modelStoredImages = newValue
        }
    }
    /// Storage of `color`, generated.
    private var modelStoredColor: Optional<UIColor?> = nil
    /// UIKit: `var color: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:56).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.color` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var color: UIColor? {
        get {
            if let value = modelStoredColor { return value }
            ModelFindings.unmodelled("UIPasteboard.color")
            return nil
        }
        set {
            modelStoredColor = newValue
        }
    }
    /// Storage of `colors`, generated.
    private var modelStoredColors: Optional<[UIColor]?> = nil
    /// UIKit: `var colors: [UIColor]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:57).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.colors` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var colors: [UIColor]? {
        get {
            if let value = modelStoredColors { return value }
            ModelFindings.unmodelled("UIPasteboard.colors")
            return nil
        }
        set {
            modelStoredColors = newValue
        }
    }
    /// UIKit: `var hasStrings: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:58).
    /// Unmodelled: reading records `UIPasteboard.hasStrings` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var hasStrings: Bool {
        get {
            ModelFindings.unmodelled("UIPasteboard.hasStrings")
            return false
        }
    }
    /// UIKit: `var hasURLs: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:60).
    /// Unmodelled: reading records `UIPasteboard.hasURLs` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var hasURLs: Bool {
        get {
            ModelFindings.unmodelled("UIPasteboard.hasURLs")
            return false
        }
    }
    /// UIKit: `var hasImages: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:62).
    /// Unmodelled: reading records `UIPasteboard.hasImages` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var hasImages: Bool {
        get {
            ModelFindings.unmodelled("UIPasteboard.hasImages")
            return false
        }
    }
    /// UIKit: `var hasColors: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:64).
    /// Unmodelled: reading records `UIPasteboard.hasColors` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var hasColors: Bool {
        get {
            ModelFindings.unmodelled("UIPasteboard.hasColors")
            return false
        }
    }
    /// UIKit: `class let changedNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:100).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let changedNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIPasteboard.changedNotification")
    /// UIKit: `class let changedTypesAddedUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:101).
    /// Unmodelled: reading records `UIPasteboard.changedTypesAddedUserInfoKey` and returns `""`.
    open class var changedTypesAddedUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIPasteboard.changedTypesAddedUserInfoKey")
            return ""
        }
    }
    /// UIKit: `class let changedTypesRemovedUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:102).
    /// Unmodelled: reading records `UIPasteboard.changedTypesRemovedUserInfoKey` and returns `""`.
    open class var changedTypesRemovedUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIPasteboard.changedTypesRemovedUserInfoKey")
            return ""
        }
    }
    /// UIKit: `class let removedNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:103).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let removedNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIPasteboard.removedNotification")
    /// Storage of `typeListString`, generated.
    private nonisolated(unsafe) static var modelStoredTypeListString: Optional<NSArray> = nil
    /// UIKit: `class var typeListString: NSArray` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:104).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.typeListString` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    open class var typeListString: NSArray {
        get {
            if let value = modelStoredTypeListString { return value }
            ModelFindings.unmodelledStop("UIPasteboard.typeListString")
        }
        set {
            modelStoredTypeListString = newValue
        }
    }
    /// Storage of `typeListURL`, generated.
    private nonisolated(unsafe) static var modelStoredTypeListURL: Optional<NSArray> = nil
    /// UIKit: `class var typeListURL: NSArray` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:105).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.typeListURL` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    open class var typeListURL: NSArray {
        get {
            if let value = modelStoredTypeListURL { return value }
            ModelFindings.unmodelledStop("UIPasteboard.typeListURL")
        }
        set {
            modelStoredTypeListURL = newValue
        }
    }
    /// Storage of `typeListImage`, generated.
    private nonisolated(unsafe) static var modelStoredTypeListImage: Optional<NSArray> = nil
    /// UIKit: `class var typeListImage: NSArray` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:106).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.typeListImage` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    open class var typeListImage: NSArray {
        get {
            if let value = modelStoredTypeListImage { return value }
            ModelFindings.unmodelledStop("UIPasteboard.typeListImage")
        }
        set {
            modelStoredTypeListImage = newValue
        }
    }
    /// Storage of `typeListColor`, generated.
    private nonisolated(unsafe) static var modelStoredTypeListColor: Optional<NSArray> = nil
    /// UIKit: `class var typeListColor: NSArray` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:107).
    /// Stored: keeps what is set; a read before any set records `UIPasteboard.typeListColor` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    open class var typeListColor: NSArray {
        get {
            if let value = modelStoredTypeListColor { return value }
            ModelFindings.unmodelledStop("UIPasteboard.typeListColor")
        }
        set {
            modelStoredTypeListColor = newValue
        }
    }
    /// UIKit: `class let typeAutomatic: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:108).
    /// Unmodelled: reading records `UIPasteboard.typeAutomatic` and returns `""`.
    @available(iOS, introduced: 10.0)
    open class var typeAutomatic: String {
        get {
            ModelFindings.unmodelled("UIPasteboard.typeAutomatic")
            return ""
        }
    }
    /// UIKit: `func detectPatterns(for patterns: Set<UIPasteboard.DetectionPattern>, completionHandler: @escaping (Result<Set<UIPasteboard.DetectionPattern>, Error>) -> ())` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:607).
    /// Unmodelled: a call records `UIPasteboard.detectPatterns(for:completionHandler:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<Set<UIPasteboard.DetectionPattern>, Error>) -> Void
    ) {
        ModelFindings.unmodelled("UIPasteboard.detectPatterns(for:completionHandler:)")
    }
    /// UIKit: `func detectPatterns(for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?, completionHandler: @escaping (Result<[Set<UIPasteboard.DetectionPattern>], Error>) -> ())` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:609).
    /// Unmodelled: a call records `UIPasteboard.detectPatterns(for:inItemSet:completionHandler:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[Set<UIPasteboard.DetectionPattern>], Error>) -> Void
    ) {
        ModelFindings.unmodelled("UIPasteboard.detectPatterns(for:inItemSet:completionHandler:)")
    }
    /// UIKit: `func detectValues(for patterns: Set<UIPasteboard.DetectionPattern>, completionHandler: @escaping (Result<[UIPasteboard.DetectionPattern : Any], Error>) -> ())` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:611).
    /// Unmodelled: a call records `UIPasteboard.detectValues(for:completionHandler:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<[UIPasteboard.DetectionPattern: Any], Error>) -> Void
    ) {
        ModelFindings.unmodelled("UIPasteboard.detectValues(for:completionHandler:)")
    }
    /// UIKit: `func detectValues(for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?, completionHandler: @escaping (Result<[[UIPasteboard.DetectionPattern : Any]], Error>) -> ())` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:613).
    /// Unmodelled: a call records `UIPasteboard.detectValues(for:inItemSet:completionHandler:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[[UIPasteboard.DetectionPattern: Any]], Error>) -> Void
    ) {
        ModelFindings.unmodelled("UIPasteboard.detectValues(for:inItemSet:completionHandler:)")
    }
}

extension UIPasteboard {
    /// UIKit: `struct OptionsKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:94).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 10.0)
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let expirationDate: UIPasteboard.OptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:124).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 10.0)
        public static let expirationDate: UIPasteboard.OptionsKey = UIPasteboard.OptionsKey(
            rawValue: "UIPasteboard.OptionsKey.expirationDate")
        /// UIKit: `static let localOnly: UIPasteboard.OptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:126).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 10.0)
        public static let localOnly: UIPasteboard.OptionsKey = UIPasteboard.OptionsKey(
            rawValue: "UIPasteboard.OptionsKey.localOnly")
    }
}

extension UIPasteboard {
    /// UIKit: `struct Name : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:110).
    /// Declared from the inventory; its members say what each does.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let general: UIPasteboard.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:3).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let general: UIPasteboard.Name = UIPasteboard.Name(rawValue: "UIPasteboard.Name.general")
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIPasteboard {
    /// UIKit: `struct DetectionPattern : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:116).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let probableWebURL: UIPasteboard.DetectionPattern` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:8).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let probableWebURL: UIPasteboard.DetectionPattern = UIPasteboard.DetectionPattern(
            rawValue: "UIPasteboard.DetectionPattern.probableWebURL")
        /// UIKit: `static let probableWebSearch: UIPasteboard.DetectionPattern` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:10).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let probableWebSearch: UIPasteboard.DetectionPattern = UIPasteboard.DetectionPattern(
            rawValue: "UIPasteboard.DetectionPattern.probableWebSearch")
        /// UIKit: `static let number: UIPasteboard.DetectionPattern` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPasteboard.swift:12).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let number: UIPasteboard.DetectionPattern = UIPasteboard.DetectionPattern(
            rawValue: "UIPasteboard.DetectionPattern.number")
    }
}
