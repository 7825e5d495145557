/// The two sides of a failed `expect(lhs == rhs)` in an example's hidden lines, as Swift Testing's
/// `#expect` shows them: the source text of each operand and the value it had.
///
/// The runner rewrites `expect(lhs OP rhs)` into a call that evaluates each operand once and, when the
/// comparison does not hold, sends this record with the assertion (``ModelEvent/comparison``).
public struct ModelComparison: Codable, Hashable, Sendable {
    /// The comparison as written, `cell.displayed.text == "Inbox"`.
    public var expression: String
    /// The operator, `==`.
    public var operation: String
    /// The left operand as written, and the description of its value.
    public var lhs: String
    public var lhsValue: String
    /// The right operand as written, and the description of its value.
    public var rhs: String
    public var rhsValue: String

    public init(expression: String, operation: String, lhs: String, lhsValue: String, rhs: String, rhsValue: String) {
        self.expression = expression
        self.operation = operation
        self.lhs = lhs
        self.lhsValue = lhsValue
        self.rhs = rhs
        self.rhsValue = rhsValue
    }

    /// `cell.displayed.text → "Documents" == "Inbox"`: an operand that is not its own value (a literal)
    /// is followed by the value after an arrow.
    public var description: String {
        func side(_ text: String, _ value: String) -> String { text == value ? value : "\(text) → \(value)" }
        return "\(side(lhs, lhsValue)) \(operation) \(side(rhs, rhsValue))"
    }
}
