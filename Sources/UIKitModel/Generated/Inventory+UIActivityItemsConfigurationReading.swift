// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIActivityItemsConfigurationMetadataKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let title: UIActivityItemsConfigurationMetadataKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:10).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let title: UIActivityItemsConfigurationMetadataKey = UIActivityItemsConfigurationMetadataKey(
        rawValue: "UIActivityItemsConfigurationMetadataKey.title")
    /// UIKit: `static let messageBody: UIActivityItemsConfigurationMetadataKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:12).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let messageBody: UIActivityItemsConfigurationMetadataKey = UIActivityItemsConfigurationMetadataKey(
        rawValue: "UIActivityItemsConfigurationMetadataKey.messageBody")
    /// UIKit: `static let collaborationModeRestrictions: UIActivityItemsConfigurationMetadataKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityitemsconfigurationmetadatakey-collaborationmoderestrictions.md:14).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 18.0)
    public static let collaborationModeRestrictions: UIActivityItemsConfigurationMetadataKey =
        UIActivityItemsConfigurationMetadataKey(
            rawValue: "UIActivityItemsConfigurationMetadataKey.collaborationModeRestrictions")
    /// UIKit: `static let linkPresentationMetadata: UIActivityItemsConfigurationMetadataKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityitemsconfigurationmetadatakey-linkpresentationmetadata.md:14).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 15.0)
    public static let linkPresentationMetadata: UIActivityItemsConfigurationMetadataKey =
        UIActivityItemsConfigurationMetadataKey(
            rawValue: "UIActivityItemsConfigurationMetadataKey.linkPresentationMetadata")
    /// UIKit: `static let shareRecipients: UIActivityItemsConfigurationMetadataKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityitemsconfigurationmetadatakey-sharerecipients.md:14).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 18.0)
    public static let shareRecipients: UIActivityItemsConfigurationMetadataKey =
        UIActivityItemsConfigurationMetadataKey(rawValue: "UIActivityItemsConfigurationMetadataKey.shareRecipients")
}

/// UIKit: `struct UIActivityItemsConfigurationPreviewIntent : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public struct UIActivityItemsConfigurationPreviewIntent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let fullSize: UIActivityItemsConfigurationPreviewIntent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:23).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let fullSize: UIActivityItemsConfigurationPreviewIntent = UIActivityItemsConfigurationPreviewIntent(
        rawValue: "UIActivityItemsConfigurationPreviewIntent.fullSize")
    /// UIKit: `static let thumbnail: UIActivityItemsConfigurationPreviewIntent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:25).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let thumbnail: UIActivityItemsConfigurationPreviewIntent = UIActivityItemsConfigurationPreviewIntent(
        rawValue: "UIActivityItemsConfigurationPreviewIntent.thumbnail")
}

/// UIKit: `struct UIActivityItemsConfigurationInteraction : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:28).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let copy: UIActivityItemsConfigurationInteraction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityitemsconfigurationinteraction-copy.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 16.4)
    public static let copy: UIActivityItemsConfigurationInteraction = UIActivityItemsConfigurationInteraction(
        rawValue: "UIActivityItemsConfigurationInteraction.copy")
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let share: UIActivityItemsConfigurationInteraction` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:36).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let share: UIActivityItemsConfigurationInteraction = UIActivityItemsConfigurationInteraction(
        rawValue: "UIActivityItemsConfigurationInteraction.share")
}

/// UIKit: `protocol UIActivityItemsConfigurationReading : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:39).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
public protocol UIActivityItemsConfigurationReading: NSObjectProtocol {
    /// UIKit: `var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:41).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }

    /// UIKit: `optional func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:42).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool

    /// UIKit: `optional func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:43).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?

    /// UIKit: `optional func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:44).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?

    /// UIKit: `optional func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:45).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func activityItemsConfigurationPreviewForItem(
        at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize
    ) -> NSItemProvider?

    /// UIKit: `optional var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:46).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    /// UIKit: `optional func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:42).
    /// Unmodelled: a call records `UIActivityItemsConfigurationReading.activityItemsConfigurationSupports(interaction:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    public func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        ModelFindings.unmodelled("UIActivityItemsConfigurationReading.activityItemsConfigurationSupports(interaction:)")
        return false
    }
    /// UIKit: `optional func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:43).
    /// Unmodelled: a call records `UIActivityItemsConfigurationReading.activityItemsConfigurationMetadata(key:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        ModelFindings.unmodelled("UIActivityItemsConfigurationReading.activityItemsConfigurationMetadata(key:)")
        return nil
    }
    /// UIKit: `optional func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:44).
    /// Unmodelled: a call records `UIActivityItemsConfigurationReading.activityItemsConfigurationMetadataForItem(at:key:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey)
        -> Any?
    {
        ModelFindings.unmodelled(
            "UIActivityItemsConfigurationReading.activityItemsConfigurationMetadataForItem(at:key:)")
        return nil
    }
    /// UIKit: `optional func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:45).
    /// Unmodelled: a call records `UIActivityItemsConfigurationReading.activityItemsConfigurationPreviewForItem(at:intent:suggestedSize:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func activityItemsConfigurationPreviewForItem(
        at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize
    ) -> NSItemProvider? {
        ModelFindings.unmodelled(
            "UIActivityItemsConfigurationReading.activityItemsConfigurationPreviewForItem(at:intent:suggestedSize:)")
        return nil
    }
    /// UIKit: `optional var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfigurationReading.swift:46).
    /// Unmodelled: reading records `UIActivityItemsConfigurationReading.applicationActivitiesForActivityItemsConfiguration` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? {
        get {
            ModelFindings.unmodelled(
                "UIActivityItemsConfigurationReading.applicationActivitiesForActivityItemsConfiguration")
            return nil
        }
    }
}
