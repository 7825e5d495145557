import ExampleRunner
import SpecPages

/// The lenient check of one document.
public struct LenientDocumentReport: Sendable {
    public var path: String
    public var results: [LenientResult]
    /// Unlabeled code blocks that do not parse as Swift, skipped.
    public var skippedNonSwiftBlocks: Int

    public var found: Int { results.count }
    public var classified: Int { results.count { $0.outcome != .unclassified } }
    public var compiled: Int { results.count { $0.outcome != .unclassified && $0.compiled } }
    public var passed: Int { results.count { $0.outcome == .passed } }
    public var confirmed: Int { results.count { $0.outcome == .confirmed } }
    public var findings: Int { results.count { $0.outcome == .finding } }
    public var advice: Int { results.count { $0.outcome == .advice } }
    public var uncheckable: Int { results.count { $0.outcome == .uncheckable } }
    public var unclassified: Int { results.count { $0.outcome == .unclassified } }
    /// Unclassified blocks that compiled: with ``compiled`` (classified blocks), every block whose
    /// JSON result says `compiled: true`.
    public var unclassifiedCompiled: Int { results.count { $0.outcome == .unclassified && $0.compiled } }
    /// Unclassified blocks that compiled and ran without an error, deprecation, fault or violation.
    public var unclassifiedClean: Int {
        results.count { $0.outcome == .unclassified && $0.compiled && $0.diagnosis == nil }
    }
}

/// A lenient check of several documents.
public struct LenientReport: Sendable {
    public var documents: [LenientDocumentReport]
    /// Files that could not be read: `path: reason`.
    public var unreadable: [String]
    /// What the blocks' sandbox lacked on this machine, as one sentence; nil when they had all of it.
    /// The same sentence a strict report carries (``SuiteReport/sandboxShortfall``).
    public var sandboxShortfall: String? = nil

    public init(documents: [LenientDocumentReport], unreadable: [String], sandboxShortfall: String? = nil) {
        self.documents = documents
        self.unreadable = unreadable
        self.sandboxShortfall = sandboxShortfall
    }
}
