import ModelContract
import SpecPages

/// Something that happened to an example: what the compiler said, what the model reported, how the
/// process ended. Verdicts are decided by comparing findings with what the page declared.
public struct Finding: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Codable, Sendable {
        case compileError = "error"
        case compileWarning = "warning"
        /// A model fault: UIKit would crash here.
        case fault
        /// A model rule violation.
        case violation
        /// A failed `expect(…)` in the hidden lines.
        case assertion
        /// The process died of a signal or ended with an unexpected status.
        case crash
        /// The process ran past its time limit and was killed.
        case timeout
        /// The process hit one of its resource limits: memory, CPU time, or the size of what it wrote.
        case resourceLimit = "resource-limit"
        /// The example called a UIKit member the model declares but does not implement
        /// (`model.unmodelled-api`): the example is not checkable.
        case unmodelled
    }

    public var kind: Kind
    public var message: String
    /// A rule identifier for faults and violations; a warning group such as `DeprecatedDeclaration`.
    public var identifier: String?
    /// Where the finding points, when it points somewhere.
    public var location: SourceLocation?
    /// Compiler notes attached to a diagnostic.
    public var notes: [String]
    /// For a fault or violation, the spec page explaining the rule.
    public var page: String? = nil
    /// For a failed `expect(lhs == rhs)`, both sides as written and their values.
    public var comparison: ModelComparison? = nil
    /// For an ``Kind/unmodelled`` finding, the member the example called, as `Type.member(label:)`.
    public var api: String? = nil
    /// For a compiler diagnostic, the compiler's own name for it (`-debug-diagnostic-names`), such as
    /// `cannot_find_in_scope` or `could_not_find_value_member`: what a judge reads to tell kinds of
    /// error apart, rather than the wording of the message. See ``CompilerDiagnosticName``.
    public var diagnostic: String? = nil

    public init(
        kind: Kind, message: String, identifier: String? = nil, location: SourceLocation? = nil, notes: [String] = [],
        diagnostic: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.identifier = identifier
        self.location = location
        self.notes = notes
        self.diagnostic = diagnostic
    }

    public var description: String {
        let id = identifier.map { " [\($0)]" } ?? ""
        let values = comparison.map { ": \($0.description)" } ?? ""
        return "\(kind.rawValue): \(message)\(id)\(values)"
    }
}
