// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSStringDrawingContext: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingcontext.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
open class NSStringDrawingContext: NSObject {
    /// UIKit: `var actualScaleFactor: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingcontext-actualscalefactor.md:16).
    /// Unmodelled: reading records `NSStringDrawingContext.actualScaleFactor` and returns `0`.
    @available(iOS, introduced: 6.0)
    open var actualScaleFactor: CGFloat {
        get {
            ModelFindings.unmodelled("NSStringDrawingContext.actualScaleFactor")
            return 0
        }
    }
    /// Storage of `minimumScaleFactor`, generated.
    private var modelStoredMinimumScaleFactor: Optional<CGFloat> = nil
    /// UIKit: `var minimumScaleFactor: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingcontext-minimumscalefactor.md:16).
    /// Stored: keeps what is set; a read before any set records `NSStringDrawingContext.minimumScaleFactor` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var minimumScaleFactor: CGFloat {
        get {
            if let value = modelStoredMinimumScaleFactor { return value }
            ModelFindings.unmodelled("NSStringDrawingContext.minimumScaleFactor")
            return 0
        }
        set {
            modelStoredMinimumScaleFactor = newValue
        }
    }
    /// UIKit: `var totalBounds: CGRect { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingcontext-totalbounds.md:16).
    /// Unmodelled: reading records `NSStringDrawingContext.totalBounds` and returns `.zero`.
    @available(iOS, introduced: 6.0)
    open var totalBounds: CGRect {
        get {
            ModelFindings.unmodelled("NSStringDrawingContext.totalBounds")
            return .zero
        }
    }
}
