// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIStatusBarManager: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uistatusbarmanager.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    /// UIKit: `var isStatusBarHidden: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uistatusbarmanager-isstatusbarhidden.md:16).
    /// Unmodelled: reading records `UIStatusBarManager.isStatusBarHidden` and returns `false`.
    @available(iOS, introduced: 13.0)
    open var isStatusBarHidden: Bool {
        get {
            ModelFindings.unmodelled("UIStatusBarManager.isStatusBarHidden")
            return false
        }
    }
    /// UIKit: `var statusBarFrame: CGRect { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uistatusbarmanager-statusbarframe.md:16).
    /// Unmodelled: reading records `UIStatusBarManager.statusBarFrame` and returns `.zero`.
    @available(iOS, introduced: 13.0)
    open var statusBarFrame: CGRect {
        get {
            ModelFindings.unmodelled("UIStatusBarManager.statusBarFrame")
            return .zero
        }
    }
    /// UIKit: `var statusBarStyle: UIStatusBarStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uistatusbarmanager-statusbarstyle.md:16).
    /// Unmodelled: reading records `UIStatusBarManager.statusBarStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var statusBarStyle: UIStatusBarStyle {
        get {
            ModelFindings.unmodelledStop("UIStatusBarManager.statusBarStyle")
        }
    }
}
