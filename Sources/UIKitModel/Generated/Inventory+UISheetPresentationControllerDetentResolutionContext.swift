// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdetentresolutioncontext.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// UIKit: `var containerTraitCollection: UITraitCollection { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdetentresolutioncontext-containertraitcollection.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var containerTraitCollection: UITraitCollection { get }

    /// UIKit: `var maximumDetentValue: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdetentresolutioncontext-maximumdetentvalue.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var maximumDetentValue: CGFloat { get }
}
