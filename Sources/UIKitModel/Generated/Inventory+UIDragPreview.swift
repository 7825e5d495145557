// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDragPreview : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragPreview.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDragPreview: NSObject {
    /// UIKit: `init(view: UIView, parameters: UIDragPreviewParameters)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragPreview.swift:4).
    /// Unmodelled: a call records `UIDragPreview.init(view:parameters:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(view:parameters:)")
    }
    /// UIKit: `convenience init(view: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragPreview.swift:5).
    /// Unmodelled: a call records `UIDragPreview.init(view:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(view: UIView) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(view:)")
    }
    /// UIKit: `var view: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragPreview.swift:6).
    /// Unmodelled: reading records `UIDragPreview.view` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var view: UIView {
        get {
            ModelFindings.unmodelledStop("UIDragPreview.view")
        }
    }
    /// UIKit: `var parameters: UIDragPreviewParameters { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDragPreview.swift:7).
    /// Unmodelled: reading records `UIDragPreview.parameters` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var parameters: UIDragPreviewParameters {
        get {
            ModelFindings.unmodelledStop("UIDragPreview.parameters")
        }
    }
    /// UIKit: `convenience init(forURL url: URL)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidragpreview-init(forurl:).md:16).
    /// Unmodelled: a call records `UIDragPreview.init(forURL:)` and makes the object with `init()`.
    public convenience init(forURL url: URL) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(forURL:)")
    }
    /// UIKit: `convenience init( forURL url: URL, title: String? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidragpreview-init(forurl:title:).md:16).
    /// Unmodelled: a call records `UIDragPreview.init(forURL:title:)` and makes the object with `init()`.
    public convenience init(forURL url: URL, title: String?) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(forURL:title:)")
    }
    /// UIKit: `convenience init(for url: URL)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidragpreview-init(forurl:).md:23).
    /// Unmodelled: a call records `UIDragPreview.init(for:)` and makes the object with `init()`.
    public convenience init(for url: URL) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(for:)")
    }
    /// UIKit: `convenience init( for url: URL, title: String? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidragpreview-init(forurl:title:).md:29).
    /// Unmodelled: a call records `UIDragPreview.init(for:title:)` and makes the object with `init()`.
    public convenience init(for url: URL, title: String?) {
        self.init()
        ModelFindings.unmodelled("UIDragPreview.init(for:title:)")
    }
}
