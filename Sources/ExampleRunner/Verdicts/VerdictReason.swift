import ModelContract
import SpecPages

/// One reason for a verdict, as a value every report format reads: what kind of reason it is, the
/// finding it rests on (its kind, id, message and place), the iOS releases it holds for, and for a
/// failed comparison the values of both sides.
///
/// A finding that is the same on every release it ran on is one reason naming those releases, not
/// one reason per release.
public struct VerdictReason: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Codable, Sendable {
        /// A finding nothing declared: fails the example.
        case unexpected
        /// A finding that meets one of the page's expectations.
        case confirmed
        /// A declared expectation that nothing met: fails the example.
        case missing
        /// The example was declared to fail at run time but never ran.
        case notRun = "not-run"
        /// The example was not checked (illustration only).
        case skipped
        /// The example called a member the model declares but does not implement: not checkable.
        case unmodelled
    }

    public var kind: Kind
    /// The kind of the finding this reason rests on (nil for a missing expectation, a run that did not
    /// happen, a skip).
    public var findingKind: Finding.Kind?
    /// The id of that finding: a rule id, a harness finding id, a compiler warning group.
    public var identifier: String?
    /// The finding's message, or for a missing expectation the declared failure's phrase.
    public var message: String
    /// The expectation the reason is about (confirmed or missing), as the page declares it.
    public var expectation: Expectation?
    /// The simulated iOS releases the reason holds for; empty when it is about the compile.
    public var iOSReleases: [Int]
    /// Where the finding points, when it points somewhere.
    public var location: SourceLocation?
    /// What was expected and what happened: for a failed comparison the right-hand and left-hand
    /// values; for a missing expectation, the `expect=` markup and nothing.
    public var expected: String?
    public var actual: String?
    /// For a failed `expect(lhs == rhs)`, both sides as written and their values.
    public var comparison: ModelComparison?
    /// For a rule's finding, the spec page explaining the rule.
    public var page: String?

    public init(
        kind: Kind, findingKind: Finding.Kind? = nil, identifier: String? = nil, message: String,
        expectation: Expectation? = nil, iOSReleases: [Int] = [], location: SourceLocation? = nil,
        expected: String? = nil, actual: String? = nil, comparison: ModelComparison? = nil, page: String? = nil
    ) {
        self.kind = kind
        self.findingKind = findingKind
        self.identifier = identifier
        self.message = message
        self.expectation = expectation
        self.iOSReleases = iOSReleases
        self.location = location
        self.expected = expected
        self.actual = actual
        self.comparison = comparison
        self.page = page
    }

    /// A reason resting on a finding, with the comparison's values when it has them.
    init(_ kind: Kind, finding: Finding, expectation: Expectation? = nil, iOSReleases: [Int]) {
        self.init(
            kind: kind, findingKind: finding.kind, identifier: finding.identifier, message: finding.message,
            expectation: expectation, iOSReleases: iOSReleases, location: finding.location,
            expected: finding.comparison?.rhsValue, actual: finding.comparison?.lhsValue,
            comparison: finding.comparison, page: finding.page)
    }

    /// The reason as one sentence, as the human report and the site print it: `unexpected failed
    /// expectation at line 23 on iOS 17, 18: expectation failed [example.expectation]: cell.text →
    /// "Documents" == "Inbox"`.
    public var description: String {
        let releases = iOSReleases.isEmpty ? "" : " on iOS \(iOSReleases.map(String.init).joined(separator: ", "))"
        switch kind {
        case .unexpected: return "unexpected \(findingPlace)\(releases): \(findingMessage)\(valuesPhrase)"
        case .confirmed: return "confirmed\(releases): \(findingPlace): \(findingMessage)\(valuesPhrase)"
        case .missing: return "expected \(message) inside the example\(releases), but it did not happen"
        case .notRun: return "the example did not run"
        case .skipped: return message
        case .unmodelled: return message
        }
    }

    /// `failed expectation at line 23`.
    private var findingPlace: String {
        "\(findingKind?.phrase ?? "finding")\(location.map { " at line \($0.line)" } ?? "")"
    }

    /// `expectation failed [example.expectation]`.
    private var findingMessage: String {
        "\(message)\(identifier.map { " [\($0)]" } ?? "")"
    }

    /// `: cell.text → "Documents" == "Inbox"`.
    private var valuesPhrase: String {
        comparison.map { ": \($0.description)" } ?? ""
    }
}

extension Finding.Kind {
    /// A reader's name for the kind: `compile error`, `rule violation`, `failed expectation`.
    public var phrase: String {
        switch self {
        case .compileError: "compile error"
        case .compileWarning: "compiler warning"
        case .fault: "model fault"
        case .violation: "rule violation"
        case .assertion: "failed expectation"
        case .crash: "crash"
        case .timeout: "timeout"
        case .resourceLimit: "resource limit"
        case .unmodelled: "unmodelled API"
        }
    }
}
