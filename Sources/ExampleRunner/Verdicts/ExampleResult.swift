import SpecPages

/// What cellspec concluded about one example.
public struct ExampleResult: Hashable, Codable, Sendable {
    public enum Verdict: String, Hashable, Codable, Sendable {
        /// The example did what the page says.
        case passed
        /// The example did not do what the page says.
        case failed
        /// The example was not checked (illustration only).
        case skipped
    }

    /// The outcome of running the example on one simulated iOS release.
    public struct Run: Hashable, Codable, Sendable {
        public var iOSRelease: Int
        public var findings: [Finding]
        public var output: String
        public var seconds: Double
        /// What the cells the example configured showed, after each configuration update.
        public var previews: [CellPreview] = []
        /// What each diffable data source apply did to items, cells and selection.
        public var applies: [SnapshotApply] = []
    }

    public var example: SpecExample
    public var verdict: Verdict
    /// Why the verdict is what it is, one sentence each: the problems for a failure, the confirmation
    /// for a passing incorrect example, the reason for a skip.
    public var reasons: [String]
    /// The compiler's findings for this example.
    public var compileFindings: [Finding]
    public var runs: [Run]

    /// Every finding, compile-time and run-time.
    public var findings: [Finding] { compileFindings + runs.flatMap(\.findings) }
}
