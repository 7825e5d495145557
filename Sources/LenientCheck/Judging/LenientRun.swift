import ExampleRunner
import SpecPages

/// One document's blocks as the judge left them (``LenientResult``: with the context inference
/// supplied), before they become the report's results.
public struct LenientJudgedDocument: Sendable {
    public var path: String
    public var results: [LenientResult]
    /// Unlabeled code blocks that do not parse as Swift, skipped.
    public var skippedNonSwiftBlocks: Int
}

/// A lenient check: the report every writer reads (``SuiteReport``, mode ``SuiteReport/Mode/lenient``),
/// and the judge's working results per document beside it, for what only the judge sees (the
/// compiled code and the context inference supplied).
public struct LenientRun: Sendable {
    public var report: SuiteReport
    public var documents: [LenientJudgedDocument]
}
