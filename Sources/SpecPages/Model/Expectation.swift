/// How an incorrect example is declared to fail. The example passes only if each of its expectations
/// is met by a finding inside it and every finding is expected.
public enum Expectation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A compiler error whose message contains the text.
    case compileError(String)
    /// A compiler warning, such as a deprecation, whose message contains the text.
    case compileWarning(String)
    /// A model fault (what UIKit would crash on) with this rule identifier.
    case fault(String)
    /// A violation of a model rule with this identifier.
    case violation(String)
    /// A failed `expect(…)` in the hidden lines, optionally whose message contains the text.
    case assertion(String?)

    /// The words of the `expect=` markup, in the order the documentation lists them.
    public static let kindNames = ["error", "warning", "fault", "violation", "assertion"]

    /// The markup that declares this expectation, e.g. `expect=error:"cannot find 'x'"`.
    public var description: String {
        switch self {
        case .compileError(let text): "error:\"\(text)\""
        case .compileWarning(let text): "warning:\"\(text)\""
        case .fault(let id): "fault:\(id)"
        case .violation(let id): "violation:\(id)"
        case .assertion(let text): text.map { "assertion:\"\($0)\"" } ?? "assertion"
        }
    }

    /// A reader's phrase for the declared failure.
    public var summary: String {
        switch self {
        case .compileError(let text): "compile error containing “\(text)”"
        case .compileWarning(let text): "compiler warning containing “\(text)”"
        case .fault(let id): "model fault \(id)"
        case .violation(let id): "rule violation \(id)"
        case .assertion(let text): text.map { "failed expectation “\($0)”" } ?? "failed expectation"
        }
    }

    /// Whether the example must compile for this expectation to be met.
    public var needsSuccessfulCompile: Bool {
        if case .compileError = self { return false }
        return true
    }
}
