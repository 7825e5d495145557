/// Something the reference model observed while an example ran: a fault UIKit would crash on,
/// a violation of a documented rule, or a failed expectation in an example's hidden lines.
///
/// Events travel to the runner as ``ChannelLine``s, each written at once so that it survives the
/// crash that may follow it.
public struct ModelEvent: Codable, Hashable, Sendable {
    /// What kind of finding an event is.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// UIKit would raise an exception or trap here; the model ends the process.
        case fault
        /// A documented rule is broken; UIKit would carry on, usually with wrong results.
        case violation
        /// An `expect(_:_:)` in an example's hidden lines did not hold.
        case assertion
        /// The example called a UIKit member the model declares but does not implement
        /// (``HarnessFinding/unmodelledAPI``): what the example then does is not UIKit's, so its run
        /// can neither pass nor fail it.
        case unmodelled
    }

    public var kind: Kind
    /// A stable identifier, such as `diffable.duplicate-item-identifiers`; spec pages name it.
    public var id: String
    public var message: String
    /// Where the event was raised in the example, when the model knows it.
    public var file: String?
    public var line: Int?
    /// The column of the failed `expect` call, when the harness knows it.
    public var column: Int? = nil
    /// For a failed `expect(lhs == rhs)`, both sides and their values.
    public var comparison: ModelComparison? = nil
    /// The spec page explaining the rule (``ModelRule/page``), when it has one.
    public var page: String?
    /// For an ``Kind/unmodelled`` event, the member called, as `Type.member(label:)`.
    public var api: String? = nil

    public init(kind: Kind, id: String, message: String, file: String? = nil, line: Int? = nil, page: String? = nil) {
        self.kind = kind
        self.id = id
        self.message = message
        self.file = file
        self.line = line
        self.page = page
    }
}
