/// One `expect(lhs OP rhs)` of an example's hidden lines as it was evaluated, whether it held or
/// not: what it compared, the value the left side had, and the view it read, so that the site's
/// previews can be checked against every claim an example makes. Model extension, not UIKit API.
///
/// The runner rewrites each comparison (``ModelComparison``); the harness sends this record after
/// evaluating it, once the model recorded what the views show at that moment.
public struct ModelCheck: Codable, Hashable, Sendable {
    /// A value in a form a reader of the previews can compare: numbers (a number, a point, a size,
    /// a rectangle as x, y, width, height, or an array of them), texts, a color, or a truth value.
    public struct Value: Codable, Hashable, Sendable {
        /// `number`, `numbers`, `rect`, `rects`, `text`, `texts`, `color`, `bool`, `nil` or `other`.
        public var kind: String
        public var numbers: [Double]?
        public var texts: [String]?
        public var color: ModelPreview.Color?

        public init(kind: String, numbers: [Double]? = nil, texts: [String]? = nil, color: ModelPreview.Color? = nil) {
            self.kind = kind
            self.numbers = numbers
            self.texts = texts
            self.color = color
        }
    }

    public var line: Int
    public var comparison: ModelComparison
    public var held: Bool
    /// The left side's value.
    public var value: Value
    /// The view whose `displayed` the left side read last, as its preview records name it.
    public var subject: String?
    /// The layout element whose attributes the left side read last: `kind section.item`.
    public var element: String?
    /// How many preview and layout records the run had sent before this check; set by the runner.
    public var previewsBefore: Int?
    public var layoutsBefore: Int?

    public init(
        line: Int, comparison: ModelComparison, held: Bool, value: Value, subject: String? = nil,
        element: String? = nil
    ) {
        self.line = line
        self.comparison = comparison
        self.held = held
        self.value = value
        self.subject = subject
        self.element = element
    }
}
