import Foundation

/// Apple: NSCollectionLayoutGroupCustomItemProvider — what a custom group calls for the items of
/// each repetition, with the layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One cell's frame in a custom group.
///
/// Apple: NSCollectionLayoutGroupCustomItem — an item of a group made with
/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`, given a frame instead of a layout
/// size: `init(frame:)`, `init(frame:zIndex:)` (its stacking order among the group's items),
/// `frame`, `zIndex`. The model reads the frame in the group's coordinates.
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// Apple: frame.
    public let frame: CGRect
    /// Apple: zIndex (0 unless given).
    public let zIndex: Int

    /// Apple: init(frame:).
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// Apple: init(frame:zIndex:).
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
