import ExampleRunner
import SpecPages

/// A classification found in a document's prose or comments, and the text that gave it.
public struct LenientMarker: Hashable, Sendable {
    public var classification: SpecExample.Classification
    /// The marker as written (`✅`, `Bad`, `Don't`, `// WRONG` …), for the report.
    public var evidence: String
    /// The whole sentence or comment the marker opens (`❌ Unnecessary subclass just to …`): the
    /// guide's reason, as far as it gives one.
    public var reason: String

    public init(_ classification: SpecExample.Classification, evidence: String, reason: String = "") {
        self.classification = classification
        self.evidence = evidence
        self.reason = reason
    }
}
