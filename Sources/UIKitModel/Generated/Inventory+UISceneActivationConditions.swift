// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISceneActivationConditions: NSObject, NSCoding, NSObjectProtocol, NSSecureCoding, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneactivationconditions.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UISceneActivationConditions: NSObject {
    /// Storage of `canActivateForTargetContentIdentifierPredicate`, generated.
    private var modelStoredCanActivateForTargetContentIdentifierPredicate: Optional<NSPredicate> = nil
    /// UIKit: `var canActivateForTargetContentIdentifierPredicate: NSPredicate { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneactivationconditions-canactivatefortargetcontentidentifierpredicate.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneActivationConditions.canActivateForTargetContentIdentifierPredicate` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var canActivateForTargetContentIdentifierPredicate: NSPredicate {
        get {
            if let value = modelStoredCanActivateForTargetContentIdentifierPredicate { return value }
            ModelFindings.unmodelledStop("UISceneActivationConditions.canActivateForTargetContentIdentifierPredicate")
        }
        set {
            modelStoredCanActivateForTargetContentIdentifierPredicate = newValue
        }
    }
    /// Storage of `prefersToActivateForTargetContentIdentifierPredicate`, generated.
    private var modelStoredPrefersToActivateForTargetContentIdentifierPredicate: Optional<NSPredicate> = nil
    /// UIKit: `var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneactivationconditions-preferstoactivatefortargetcontentidentifierpredicate.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneActivationConditions.prefersToActivateForTargetContentIdentifierPredicate` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate {
        get {
            if let value = modelStoredPrefersToActivateForTargetContentIdentifierPredicate { return value }
            ModelFindings.unmodelledStop(
                "UISceneActivationConditions.prefersToActivateForTargetContentIdentifierPredicate")
        }
        set {
            modelStoredPrefersToActivateForTargetContentIdentifierPredicate = newValue
        }
    }
}
