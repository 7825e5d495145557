// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `typealias NSUserActivityPersistentIdentifier = String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:2).
/// Declared from the inventory.
public typealias NSUserActivityPersistentIdentifier = String

/// UIKit: `class NSUserActivity : NSObject` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:3).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
open class NSUserActivity: NSObject {
    /// UIKit: `init(activityType: String)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:5).
    /// Unmodelled: a call records `NSUserActivity.init(activityType:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(activityType: String) {
        self.init()
        ModelFindings.unmodelled("NSUserActivity.init(activityType:)")
    }
    /// UIKit: `var activityType: String { get }` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:6).
    /// Unmodelled: reading records `NSUserActivity.activityType` and returns `""`.
    @available(iOS, introduced: 8.0)
    open var activityType: String {
        get {
            ModelFindings.unmodelled("NSUserActivity.activityType")
            return ""
        }
    }
    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String?> = nil
    /// UIKit: `var title: String?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:7).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.title` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var title: String? {
        get {
            if let value = modelStoredTitle { return value }
            ModelFindings.unmodelled("NSUserActivity.title")
            return nil
        }
        set {
            modelStoredTitle = newValue
        }
    }
    /// Storage of `userInfo`, generated.
    private var modelStoredUserInfo: Optional<[AnyHashable: Any]?> = nil
    /// UIKit: `var userInfo: [AnyHashable : Any]?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:8).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.userInfo` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var userInfo: [AnyHashable: Any]? {
        get {
            if let value = modelStoredUserInfo { return value }
            ModelFindings.unmodelled("NSUserActivity.userInfo")
            return nil
        }
        set {
            modelStoredUserInfo = newValue
        }
    }
    /// UIKit: `func addUserInfoEntries(from otherDictionary: [AnyHashable : Any])` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:9).
    /// Unmodelled: a call records `NSUserActivity.addUserInfoEntries(from:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        ModelFindings.unmodelled("NSUserActivity.addUserInfoEntries(from:)")
    }
    /// Storage of `requiredUserInfoKeys`, generated.
    private var modelStoredRequiredUserInfoKeys: Optional<Set<String>?> = nil
    /// UIKit: `var requiredUserInfoKeys: Set<String>?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:10).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.requiredUserInfoKeys` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var requiredUserInfoKeys: Set<String>? {
        get {
            if let value = modelStoredRequiredUserInfoKeys { return value }
            ModelFindings.unmodelled("NSUserActivity.requiredUserInfoKeys")
            return nil
        }
        set {
            modelStoredRequiredUserInfoKeys = newValue
        }
    }
    /// Storage of `needsSave`, generated.
    private var modelStoredNeedsSave: Optional<Bool> = nil
    /// UIKit: `var needsSave: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:12).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.needsSave` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var needsSave: Bool {
        get {
            if let value = modelStoredNeedsSave { return value }
            ModelFindings.unmodelled("NSUserActivity.needsSave")
            return false
        }
        set {
            modelStoredNeedsSave = newValue
        }
    }
    /// Storage of `webpageURL`, generated.
    private var modelStoredWebpageURL: Optional<URL?> = nil
    /// UIKit: `var webpageURL: URL?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:13).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.webpageURL` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var webpageURL: URL? {
        get {
            if let value = modelStoredWebpageURL { return value }
            ModelFindings.unmodelled("NSUserActivity.webpageURL")
            return nil
        }
        set {
            modelStoredWebpageURL = newValue
        }
    }
    /// Storage of `referrerURL`, generated.
    private var modelStoredReferrerURL: Optional<URL?> = nil
    /// UIKit: `var referrerURL: URL?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:14).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.referrerURL` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var referrerURL: URL? {
        get {
            if let value = modelStoredReferrerURL { return value }
            ModelFindings.unmodelled("NSUserActivity.referrerURL")
            return nil
        }
        set {
            modelStoredReferrerURL = newValue
        }
    }
    /// Storage of `expirationDate`, generated.
    private var modelStoredExpirationDate: Optional<Date?> = nil
    /// UIKit: `var expirationDate: Date?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:16).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.expirationDate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var expirationDate: Date? {
        get {
            if let value = modelStoredExpirationDate { return value }
            ModelFindings.unmodelled("NSUserActivity.expirationDate")
            return nil
        }
        set {
            modelStoredExpirationDate = newValue
        }
    }
    /// Storage of `keywords`, generated.
    private var modelStoredKeywords: Optional<Set<String>> = nil
    /// UIKit: `var keywords: Set<String>` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:18).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.keywords` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var keywords: Set<String> {
        get {
            if let value = modelStoredKeywords { return value }
            ModelFindings.unmodelled("NSUserActivity.keywords")
            return []
        }
        set {
            modelStoredKeywords = newValue
        }
    }
    /// Storage of `supportsContinuationStreams`, generated.
    private var modelStoredSupportsContinuationStreams: Optional<Bool> = nil
    /// UIKit: `var supportsContinuationStreams: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:20).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.supportsContinuationStreams` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var supportsContinuationStreams: Bool {
        get {
            if let value = modelStoredSupportsContinuationStreams { return value }
            ModelFindings.unmodelled("NSUserActivity.supportsContinuationStreams")
            return false
        }
        set {
            modelStoredSupportsContinuationStreams = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<NSUserActivityDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak NSUserActivityDelegate?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:21).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var delegate: NSUserActivityDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("NSUserActivity.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `targetContentIdentifier`, generated.
    private var modelStoredTargetContentIdentifier: Optional<String?> = nil
    /// UIKit: `var targetContentIdentifier: String?` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:22).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.targetContentIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var targetContentIdentifier: String? {
        get {
            if let value = modelStoredTargetContentIdentifier { return value }
            ModelFindings.unmodelled("NSUserActivity.targetContentIdentifier")
            return nil
        }
        set {
            modelStoredTargetContentIdentifier = newValue
        }
    }
    /// UIKit: `func becomeCurrent()` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:24).
    /// Unmodelled: a call records `NSUserActivity.becomeCurrent()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func becomeCurrent() {
        ModelFindings.unmodelled("NSUserActivity.becomeCurrent()")
    }
    /// UIKit: `func resignCurrent()` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:25).
    /// Unmodelled: a call records `NSUserActivity.resignCurrent()` and does nothing.
    @available(iOS, introduced: 9.0)
    open func resignCurrent() {
        ModelFindings.unmodelled("NSUserActivity.resignCurrent()")
    }
    /// UIKit: `func invalidate()` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:27).
    /// Unmodelled: a call records `NSUserActivity.invalidate()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func invalidate() {
        ModelFindings.unmodelled("NSUserActivity.invalidate()")
    }
    /// Storage of `isEligibleForHandoff`, generated.
    private var modelStoredIsEligibleForHandoff: Optional<Bool> = nil
    /// UIKit: `var isEligibleForHandoff: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:29).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.isEligibleForHandoff` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var isEligibleForHandoff: Bool {
        get {
            if let value = modelStoredIsEligibleForHandoff { return value }
            ModelFindings.unmodelled("NSUserActivity.isEligibleForHandoff")
            return false
        }
        set {
            modelStoredIsEligibleForHandoff = newValue
        }
    }
    /// Storage of `isEligibleForSearch`, generated.
    private var modelStoredIsEligibleForSearch: Optional<Bool> = nil
    /// UIKit: `var isEligibleForSearch: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:31).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.isEligibleForSearch` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var isEligibleForSearch: Bool {
        get {
            if let value = modelStoredIsEligibleForSearch { return value }
            ModelFindings.unmodelled("NSUserActivity.isEligibleForSearch")
            return false
        }
        set {
            modelStoredIsEligibleForSearch = newValue
        }
    }
    /// Storage of `isEligibleForPublicIndexing`, generated.
    private var modelStoredIsEligibleForPublicIndexing: Optional<Bool> = nil
    /// UIKit: `var isEligibleForPublicIndexing: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:33).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.isEligibleForPublicIndexing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var isEligibleForPublicIndexing: Bool {
        get {
            if let value = modelStoredIsEligibleForPublicIndexing { return value }
            ModelFindings.unmodelled("NSUserActivity.isEligibleForPublicIndexing")
            return false
        }
        set {
            modelStoredIsEligibleForPublicIndexing = newValue
        }
    }
    /// Storage of `isEligibleForPrediction`, generated.
    private var modelStoredIsEligibleForPrediction: Optional<Bool> = nil
    /// UIKit: `var isEligibleForPrediction: Bool` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:35).
    /// Stored: keeps what is set; a read before any set records `NSUserActivity.isEligibleForPrediction` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 12.0)
    open var isEligibleForPrediction: Bool {
        get {
            if let value = modelStoredIsEligibleForPrediction { return value }
            ModelFindings.unmodelled("NSUserActivity.isEligibleForPrediction")
            return false
        }
        set {
            modelStoredIsEligibleForPrediction = newValue
        }
    }
    /// UIKit: `class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:41).
    /// Unmodelled: a call records `NSUserActivity.deleteAllSavedUserActivities(completionHandler:)` and does nothing.
    @available(iOS, introduced: 12.0)
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        ModelFindings.unmodelled("NSUserActivity.deleteAllSavedUserActivities(completionHandler:)")
    }
}

/// UIKit: `let NSUserActivityTypeBrowsingWeb: String` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:44).
/// Unmodelled: reading records `NSUserActivityTypeBrowsingWeb` and returns `""`.
public var NSUserActivityTypeBrowsingWeb: String {
    get {
        ModelFindings.unmodelled("NSUserActivityTypeBrowsingWeb")
        return ""
    }
}

/// UIKit: `protocol NSUserActivityDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:45).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// UIKit: `optional func userActivityWillSave(_ userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:47).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func userActivityWillSave(_ userActivity: NSUserActivity)

    /// UIKit: `optional func userActivityWasContinued(_ userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:48).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    /// UIKit: `optional func userActivityWillSave(_ userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:47).
    /// Unmodelled: a call records `NSUserActivityDelegate.userActivityWillSave(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func userActivityWillSave(_ userActivity: NSUserActivity) {
        ModelFindings.unmodelled("NSUserActivityDelegate.userActivityWillSave(_:)")
    }
    /// UIKit: `optional func userActivityWasContinued(_ userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/Foundation/NSUserActivity.swift:48).
    /// Unmodelled: a call records `NSUserActivityDelegate.userActivityWasContinued(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {
        ModelFindings.unmodelled("NSUserActivityDelegate.userActivityWasContinued(_:)")
    }
}
