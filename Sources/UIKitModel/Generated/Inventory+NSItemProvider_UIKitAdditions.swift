// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension NSItemProvider {
    /// UIKit: `enum PreferredPresentationStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum PreferredPresentationStyle: Int {
        /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:6).
        /// Declared from the inventory.
        case unspecified
        /// UIKit: `case inline` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:7).
        /// Declared from the inventory.
        case inline
        /// UIKit: `case attachment` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:8).
        /// Declared from the inventory.
        case attachment
    }
}

/// UIKit: `protocol UIItemProviderPresentationSizeProviding : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:19).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIItemProviderPresentationSizeProviding: NSObjectProtocol {
    /// UIKit: `var preferredPresentationSizeForItemProvider: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSItemProvider_UIKitAdditions.swift:21).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var preferredPresentationSizeForItemProvider: CGSize { get }
}
