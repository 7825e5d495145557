/// One declaration of Apple's UIKit surface as Swift imports it, with where the fact came from: one
/// line of `Inventory/UIKit.jsonl`. Declarations and availability are facts and are kept; Apple's
/// prose (comments, deprecation messages) is not.
public struct InventoryEntry: Codable, Hashable, Sendable {
    /// `UICollectionView.register(_: AnyObject.Type?, forCellWithReuseIdentifier: String)`: the
    /// entry's key, unique in the inventory, as the exception list names it.
    public var id: String
    /// The enclosing type's full name (`UICollectionView.CellRegistration`), `""` for a global.
    public var type: String
    public var signature: Signature
    /// The declaration as the source prints it, attributes left out (one line).
    public var declaration: String
    public var availability: Availability
    public var source: SourceLocation
    /// Where the isolation came from when the declaration's source does not say it
    /// (`Inventory/isolation.tsv`: the source, the header, and the line of the table).
    public var isolationSource: SourceLocation?

    public init(
        id: String, type: String, signature: Signature, declaration: String, availability: Availability,
        source: SourceLocation
    ) {
        self.id = id
        self.type = type
        self.signature = signature
        self.declaration = declaration
        self.availability = availability
        self.source = source
    }

    /// Introduced, deprecated and obsoleted on iOS, and the replacement's name when the source names one.
    public struct Availability: Codable, Hashable, Sendable {
        public var introduced: String?
        public var deprecated: String?
        public var obsoleted: String?
        /// The replacement the declaration's `renamed:` names.
        public var renamed: String?
        public init(
            introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil, renamed: String? = nil
        ) {
            self.introduced = introduced
            self.deprecated = deprecated
            self.obsoleted = obsoleted
            self.renamed = renamed
        }

        /// Whether the deprecation is only announced: UIKit's `API_TO_BE_DEPRECATED`, which Swift
        /// imports as deprecated in iOS 100000 and reports only under `-warn-soft-deprecated`
        /// (swiftlang/swift, lib/Sema/TypeCheckAvailability.cpp), so code gets no warning.
        public var isSoftDeprecation: Bool {
            guard let deprecated, let major = Int(deprecated.split(separator: ".").first ?? "") else { return false }
            return major >= 100000
        }
    }

    /// Where the entry was read: a source of `Inventory/sources.json`, a path in it and a line.
    public struct SourceLocation: Codable, Hashable, Sendable {
        /// The key of the source in `Inventory/sources.json` (repository, commit, date read).
        public var source: String
        public var path: String
        public var line: Int
        public init(source: String, path: String, line: Int) {
            self.source = source
            self.path = path
            self.line = line
        }
    }
}
