/// What one diffable data source apply did, item by item: the change the diff made to it, and
/// whether it was selected before and after. The documentation site draws it under an example.
/// Model extension, not UIKit API.
///
/// The changes are those of ``ModelCollectionChanges`` (Apple: UICollectionView.performBatchUpdates(_:completion:));
/// an item the diff deletes and inserts again loses its cell and its selection (Apple:
/// UICollectionViewDiffableDataSource; WWDC 2021 "Make blazing fast lists and collection views").
public struct ModelApplyRecord: Codable, Hashable, Sendable {
    public struct Item: Codable, Hashable, Sendable {
        /// The item identifier, as `String(describing:)` prints it.
        public var id: String
        /// The item's title, when it has one other than its description (its `title`, `name` or
        /// `text`), or the text its cell shows after the apply.
        public var title: String?
        /// `section.item` before and after the apply; nil when the item was not there.
        public var before: String?
        public var after: String?
        /// `inserted`, `deleted`, `moved`, `reconfigured`, `reloaded`, `kept` or `reset` (reload data).
        public var change: String
        public var selectedBefore: Bool
        public var selectedAfter: Bool

        public init(
            id: String, title: String? = nil, before: String?, after: String?, change: String, selectedBefore: Bool,
            selectedAfter: Bool
        ) {
            self.id = id
            self.title = title
            self.before = before
            self.after = after
            self.change = change
            self.selectedBefore = selectedBefore
            self.selectedAfter = selectedAfter
        }
    }

    /// Whether the apply reset the collection view (`applySnapshotUsingReloadData`) instead of diffing.
    public var reloadedData: Bool
    public var items: [Item]
    /// Items beyond the model's limit per record that were left out.
    public var omittedItems: Int
    /// How many preview records (``ModelPreview``) the run had sent before this apply, so a reader
    /// of the run can tell what the cells showed at the time of each apply. The runner sets it from
    /// the order of the channel's lines; the model leaves it nil.
    public var previewsBefore: Int?

    public init(reloadedData: Bool, items: [Item], omittedItems: Int) {
        self.reloadedData = reloadedData
        self.items = items
        self.omittedItems = omittedItems
    }
}
