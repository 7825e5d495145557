import ModelContract
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
        /// The example ran into a UIKit member the model declares but does not implement
        /// (`model.unmodelled-api`): what it did next is not UIKit's, so it neither passed nor failed.
        case notCheckable = "not-checkable"
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
        /// The collection and table views as the model laid them out (``ModelLayout``).
        public var layouts: [ModelLayout] = []
        /// Every comparison of the hidden lines, as evaluated (``ModelCheck``).
        public var checks: [ModelCheck] = []

        init(
            iOSRelease: Int, findings: [Finding], output: String, seconds: Double, previews: [CellPreview] = [],
            applies: [SnapshotApply] = [], layouts: [ModelLayout] = [], checks: [ModelCheck] = []
        ) {
            self.layouts = layouts
            self.checks = checks
            self.iOSRelease = iOSRelease
            self.findings = findings
            self.output = output
            self.seconds = seconds
            self.previews = previews
            self.applies = applies
        }

        /// Runs saved before the model recorded previews read as runs without them.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            iOSRelease = try container.decode(Int.self, forKey: .iOSRelease)
            findings = try container.decode([Finding].self, forKey: .findings)
            output = try container.decode(String.self, forKey: .output)
            seconds = try container.decode(Double.self, forKey: .seconds)
            previews = try container.decodeIfPresent([CellPreview].self, forKey: .previews) ?? []
            applies = try container.decodeIfPresent([SnapshotApply].self, forKey: .applies) ?? []
            layouts = try container.decodeIfPresent([ModelLayout].self, forKey: .layouts) ?? []
            checks = try container.decodeIfPresent([ModelCheck].self, forKey: .checks) ?? []
        }
    }

    public var example: SpecExample
    public var verdict: Verdict
    /// Why the verdict is what it is: the problems for a failure, the confirmations for a passing
    /// incorrect example, the reason for a skip; each with the finding it rests on and its releases.
    public var reasons: [VerdictReason]
    /// The compiler's findings for this example.
    public var compileFindings: [Finding]
    public var runs: [Run]
    /// For a block of a lenient check (`check --lenient`), what the lenient judge concluded; its
    /// outcome decides ``verdict`` (``LenientJudgement/verdict(for:)``). Nil in a strict check.
    public var lenient: LenientJudgement? = nil

    public init(
        example: SpecExample, verdict: Verdict, reasons: [VerdictReason], compileFindings: [Finding], runs: [Run],
        lenient: LenientJudgement? = nil
    ) {
        self.example = example
        self.verdict = verdict
        self.reasons = reasons
        self.compileFindings = compileFindings
        self.runs = runs
        self.lenient = lenient
    }

    /// A lenient block's result: the runs of the code as compiled (after inference), the block as the
    /// guide shows it, and the verdict the judgement's outcome gives.
    public init(block: SpecExample, judgement: LenientJudgement, compileFindings: [Finding], runs: [Run]) {
        self.init(
            example: block, verdict: LenientJudgement.verdict(for: judgement.outcome), reasons: [],
            compileFindings: compileFindings, runs: runs, lenient: judgement)
    }

    /// The stable identity of the example: its page (or document) and its id (`path#id` as text).
    /// A result is of the example as its page shows it, never of a variant.
    public var identity: ExampleIdentity { ExampleIdentity(path: example.location.file, id: example.id) }

    /// Every finding, compile-time and run-time.
    public var findings: [Finding] { compileFindings + runs.flatMap(\.findings) }

    /// The unmodelled members the example's runs called, each once, in order; empty unless the
    /// verdict is ``Verdict/notCheckable``.
    public var unmodelledAPIs: [String] {
        var seen = Set<String>()
        return runs.flatMap(\.findings).compactMap { $0.kind == .unmodelled ? $0.api : nil }.filter {
            seen.insert($0).inserted
        }
    }
}
