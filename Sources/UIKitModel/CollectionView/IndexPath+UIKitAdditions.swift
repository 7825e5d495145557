import Foundation

/// Apple: "NSIndexPath UIKit Additions" — `init(item:section:)`, `init(row:section:)`, `item`,
/// `row`, `section`. Foundation on Linux lacks them (they live in UIKit's overlay on Apple
/// platforms), so the model declares them.
extension IndexPath {
    /// Apple: IndexPath.init(item:section:) (UIKit additions).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// Apple: IndexPath.init(row:section:) (UIKit additions).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// Apple: IndexPath.section (UIKit additions) — the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// Apple: IndexPath.item (UIKit additions) — the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// Apple: IndexPath.row (UIKit additions) — the second index, as table views name it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Apple: "NSIndexPath UIKit Additions" — the same `row`, `item` and `section` on the Foundation
/// class, and `init(row:section:)`, `init(item:section:)` (Objective-C's `indexPathForRow:inSection:`
/// and `indexPathForItem:inSection:`). Code written before Swift 3 passed `NSIndexPath` where today's
/// passes `IndexPath`, and read these on it.
extension NSIndexPath {
    /// Apple: NSIndexPath.init(row:section:) (UIKit additions).
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// Apple: NSIndexPath.init(item:section:) (UIKit additions).
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// Apple: NSIndexPath.section (UIKit additions) — the first index.
    public var section: Int { index(atPosition: 0) }
    /// Apple: NSIndexPath.row (UIKit additions) — the second index, as table views name it.
    public var row: Int { index(atPosition: 1) }
    /// Apple: NSIndexPath.item (UIKit additions) — the second index, as collection views name it.
    public var item: Int { index(atPosition: 1) }
}
