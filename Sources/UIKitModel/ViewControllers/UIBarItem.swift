import Foundation

/// Apple: UIBarItem — the title, image and enabled state of bar items.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Apple: UIBarItem.title.
    open var title: String?
    /// Apple: UIBarItem.image.
    open var image: UIImage?
    /// Apple: UIBarItem.isEnabled (true).
    open var isEnabled = true
    /// Apple: UIBarItem.tag. Stored state.
    open var tag = 0
    /// Apple: UIBarItem.accessibilityLabel. Stored state.
    open var accessibilityLabel: String?

    public override init() { super.init() }
}
