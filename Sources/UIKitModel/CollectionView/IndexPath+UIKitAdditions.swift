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
