// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIActivityItemsConfiguration : NSObject, UIActivityItemsConfigurationReading` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIActivityItemsConfiguration: NSObject {
    /// Storage of `localObject`, generated.
    private var modelStoredLocalObject: Optional<Any?> = nil
    /// UIKit: `var localObject: Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.localObject` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var localObject: Any? {
        get {
            if let value = modelStoredLocalObject { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.localObject")
            return nil
        }
        set {
            modelStoredLocalObject = newValue
        }
    }
    /// Storage of `supportedInteractions`, generated.
    private var modelStoredSupportedInteractions: Optional<[UIActivityItemsConfigurationInteraction]> = nil
    /// UIKit: `var supportedInteractions: [UIActivityItemsConfigurationInteraction]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.supportedInteractions` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] {
        get {
            if let value = modelStoredSupportedInteractions { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.supportedInteractions")
            return []
        }
        set {
            modelStoredSupportedInteractions = newValue
        }
    }
    /// Storage of `metadataProvider`, generated.
    private var modelStoredMetadataProvider: Optional<((UIActivityItemsConfigurationMetadataKey) -> Any?)?> = nil
    /// UIKit: `var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.metadataProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)? {
        get {
            if let value = modelStoredMetadataProvider { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.metadataProvider")
            return nil
        }
        set {
            modelStoredMetadataProvider = newValue
        }
    }
    /// Storage of `perItemMetadataProvider`, generated.
    private var modelStoredPerItemMetadataProvider:
        Optional<((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?> = nil
    /// UIKit: `var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.perItemMetadataProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)? {
        get {
            if let value = modelStoredPerItemMetadataProvider { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.perItemMetadataProvider")
            return nil
        }
        set {
            modelStoredPerItemMetadataProvider = newValue
        }
    }
    /// Storage of `previewProvider`, generated.
    private var modelStoredPreviewProvider:
        Optional<((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?> = nil
    /// UIKit: `var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:8).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.previewProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)? {
        get {
            if let value = modelStoredPreviewProvider { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.previewProvider")
            return nil
        }
        set {
            modelStoredPreviewProvider = newValue
        }
    }
    /// Storage of `applicationActivitiesProvider`, generated.
    private var modelStoredApplicationActivitiesProvider: Optional<(() -> [UIActivity])?> = nil
    /// UIKit: `var applicationActivitiesProvider: (() -> [UIActivity])?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIActivityItemsConfiguration.applicationActivitiesProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var applicationActivitiesProvider: (() -> [UIActivity])? {
        get {
            if let value = modelStoredApplicationActivitiesProvider { return value }
            ModelFindings.unmodelled("UIActivityItemsConfiguration.applicationActivitiesProvider")
            return nil
        }
        set {
            modelStoredApplicationActivitiesProvider = newValue
        }
    }
    /// UIKit: `init(objects: [NSItemProviderWriting])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:10).
    /// Unmodelled: a call records `UIActivityItemsConfiguration.init(objects:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(objects: [NSItemProviderWriting]) {
        self.init()
        ModelFindings.unmodelled("UIActivityItemsConfiguration.init(objects:)")
    }
    /// UIKit: `init(itemProviders: [NSItemProvider])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemsConfiguration.swift:11).
    /// Unmodelled: a call records `UIActivityItemsConfiguration.init(itemProviders:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(itemProviders: [NSItemProvider]) {
        self.init()
        ModelFindings.unmodelled("UIActivityItemsConfiguration.init(itemProviders:)")
    }
}
