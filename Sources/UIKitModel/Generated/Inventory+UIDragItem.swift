// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDragItem : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragItem.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDragItem: NSObject {
    /// UIKit: `init(itemProvider: NSItemProvider)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragItem.swift:4).
    /// Unmodelled: a call records `UIDragItem.init(itemProvider:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(itemProvider: NSItemProvider) {
        self.init()
        ModelFindings.unmodelled("UIDragItem.init(itemProvider:)")
    }
    /// UIKit: `var itemProvider: NSItemProvider { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragItem.swift:5).
    /// Unmodelled: reading records `UIDragItem.itemProvider` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var itemProvider: NSItemProvider {
        get {
            ModelFindings.unmodelledStop("UIDragItem.itemProvider")
        }
    }
    /// Storage of `localObject`, generated.
    private var modelStoredLocalObject: Optional<Any?> = nil
    /// UIKit: `var localObject: Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragItem.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIDragItem.localObject` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var localObject: Any? {
        get {
            if let value = modelStoredLocalObject { return value }
            ModelFindings.unmodelled("UIDragItem.localObject")
            return nil
        }
        set {
            modelStoredLocalObject = newValue
        }
    }
    /// Storage of `previewProvider`, generated.
    private var modelStoredPreviewProvider: Optional<(() -> UIDragPreview?)?> = nil
    /// UIKit: `var previewProvider: (() -> UIDragPreview?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragItem.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIDragItem.previewProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var previewProvider: (() -> UIDragPreview?)? {
        get {
            if let value = modelStoredPreviewProvider { return value }
            ModelFindings.unmodelled("UIDragItem.previewProvider")
            return nil
        }
        set {
            modelStoredPreviewProvider = newValue
        }
    }
    /// UIKit: `func setNeedsDropPreviewUpdate()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidragitem-setneedsdroppreviewupdate().md:16).
    /// Unmodelled: a call records `UIDragItem.setNeedsDropPreviewUpdate()` and does nothing.
    @available(iOS, introduced: 17.4)
    open func setNeedsDropPreviewUpdate() {
        ModelAvailability.require("UIDragItem.setNeedsDropPreviewUpdate()", introduced: 17)
        ModelFindings.unmodelled("UIDragItem.setNeedsDropPreviewUpdate()")
    }
}
