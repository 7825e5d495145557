// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSShadow: NSObject, NSCoding, NSCopying, NSObjectProtocol, NSSecureCoding` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsshadow.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
open class NSShadow: NSObject {
    /// Storage of `shadowBlurRadius`, generated.
    private var modelStoredShadowBlurRadius: Optional<CGFloat> = nil
    /// UIKit: `var shadowBlurRadius: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsshadow-shadowblurradius.md:16).
    /// Stored: keeps what is set; a read before any set records `NSShadow.shadowBlurRadius` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shadowBlurRadius: CGFloat {
        get {
            if let value = modelStoredShadowBlurRadius { return value }
            ModelFindings.unmodelled("NSShadow.shadowBlurRadius")
            return 0
        }
        set {
            modelStoredShadowBlurRadius = newValue
        }
    }
    /// Storage of `shadowColor`, generated.
    private var modelStoredShadowColor: Optional<Any?> = nil
    /// UIKit: `var shadowColor: Any? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsshadow-shadowcolor.md:16).
    /// Stored: keeps what is set; a read before any set records `NSShadow.shadowColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shadowColor: Any? {
        get {
            if let value = modelStoredShadowColor { return value }
            ModelFindings.unmodelled("NSShadow.shadowColor")
            return nil
        }
        set {
            modelStoredShadowColor = newValue
        }
    }
    /// Storage of `shadowOffset`, generated.
    private var modelStoredShadowOffset: Optional<CGSize> = nil
    /// UIKit: `var shadowOffset: CGSize { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsshadow-shadowoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `NSShadow.shadowOffset` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shadowOffset: CGSize {
        get {
            if let value = modelStoredShadowOffset { return value }
            ModelFindings.unmodelled("NSShadow.shadowOffset")
            return .zero
        }
        set {
            modelStoredShadowOffset = newValue
        }
    }
}
