import Foundation

/// What a configured cell showed after one configuration update, as the model recorded it
/// (UIKitModel's `ModelPreview`; a test checks the two agree): the documentation draws it.
public struct CellPreview: Hashable, Codable, Sendable {
    /// A color's name and its `#rrggbbaa` components in the light and dark appearance.
    public struct Color: Hashable, Codable, Sendable {
        public var name: String
        public var light: String
        public var dark: String
    }

    public struct Font: Hashable, Codable, Sendable {
        public var name: String
        public var pointSize: Double
        public var weight: String
        public var italic: Bool
    }

    /// The view's class and number, e.g. `UICollectionViewListCell 1`.
    public var view: String
    /// The states that were on; empty for the normal state.
    public var state: [String]
    public var text: String?
    public var secondaryText: String?
    public var imageName: String?
    public var textColor: Color?
    public var secondaryTextColor: Color?
    public var imageTintColor: Color?
    public var backgroundColor: Color?
    public var font: Font?
    public var secondaryFont: Font?
}

/// What one diffable data source apply did to each item, its cell and its selection, as the model
/// recorded it (UIKitModel's `ModelApplyRecord`).
public struct SnapshotApply: Hashable, Codable, Sendable {
    public struct Item: Hashable, Codable, Sendable {
        public var id: String
        public var before: String?
        public var after: String?
        /// `inserted`, `deleted`, `moved`, `reconfigured`, `reloaded`, `kept` or `reset`.
        public var change: String
        public var selectedBefore: Bool
        public var selectedAfter: Bool
    }

    public var reloadedData: Bool
    public var items: [Item]
    public var omittedItems: Int
}

extension ModelChannel {
    /// A channel line that records what the example did rather than a finding.
    struct RecordLine: Decodable {
        var kind: String
        var preview: CellPreview?
        var apply: SnapshotApply?
    }

    /// The kinds of record lines.
    static let recordKinds: Set<String> = ["preview", "apply"]

    /// The previews and applies recorded in the events file at `path`, in order.
    static func readRecords(from path: String) -> (previews: [CellPreview], applies: [SnapshotApply]) {
        var previews: [CellPreview] = []
        var applies: [SnapshotApply] = []
        for record in lines(of: path).compactMap(record) {
            if let preview = record.preview { previews.append(preview) }
            if let apply = record.apply { applies.append(apply) }
        }
        return (previews, applies)
    }

    static func record(_ line: Substring) -> RecordLine? {
        guard let record = try? JSONDecoder().decode(RecordLine.self, from: Data(line.utf8)),
            recordKinds.contains(record.kind)
        else { return nil }
        return record
    }
}
