import SpecPages

/// What compiling and running one example produced (``SuiteRunner/outcomes(of:)``): findings and
/// runs, no verdict.
public struct CompileRunOutcome: Hashable, Sendable {
    public var identity: ExampleIdentity
    /// The compiler's findings: errors and warnings, each at its file and line when it names one.
    public var compileFindings: [Finding]
    /// One run per iOS release; none when the example did not compile or is declared not to.
    public var runs: [ExampleResult.Run]

    public init(identity: ExampleIdentity, compileFindings: [Finding], runs: [ExampleResult.Run]) {
        self.identity = identity
        self.compileFindings = compileFindings
        self.runs = runs
    }

    /// Whether the compiler reported no error.
    public var compiled: Bool { !compileFindings.contains { $0.kind == .compileError } }
}

/// The outcomes of a set of requests, by identity, and what producing them cost: the compiler and
/// model used, the builds, the cache and the runs. A ``SuiteReport`` carries these figures.
public struct CompileRunReport: Sendable {
    /// Every request's outcome, in the order of the requests.
    public var outcomes: [CompileRunOutcome] = [] {
        didSet { positions = Self.positions(of: outcomes) }
    }
    public var toolchainVersion = ""
    public var modelKey = ""
    public var modelBuildSeconds = 0.0
    public var compileSeconds = 0.0
    public var runSeconds = 0.0
    public var mergedCompiles = 0
    public var soloTypechecks = 0
    public var typecheckBatches = 0
    public var cacheHits = 0
    public var forkedRuns = 0
    public var startedRuns = 0
    /// Runs that started as programs of their own although fork servers were in use (``SuiteReport/serverDeclinedRuns``).
    public var serverDeclinedRuns = 0
    /// What the examples' sandbox lacked on this machine; nil when they had all of it.
    public var sandboxShortfall: String?
    /// How long each stage took (what `CELLSPEC_STAGE_TIMINGS` writes).
    public var timings = StageTimings()

    public init() {}

    private var positions: [ExampleIdentity: Int] = [:]

    private static func positions(of outcomes: [CompileRunOutcome]) -> [ExampleIdentity: Int] {
        Dictionary(outcomes.enumerated().map { ($1.identity, $0) }) { first, _ in first }
    }

    /// The outcome of the request with this identity; nil when there was none.
    public subscript(identity: ExampleIdentity) -> CompileRunOutcome? {
        positions[identity].map { outcomes[$0] }
    }
}

extension SuiteReport {
    /// A report of `results`, with the compiler, model, counts and timings of the `costs` that produced them.
    public init(results: [ExampleResult], markupDiagnostics: [MarkupDiagnostic], costs: CompileRunReport) {
        self.init(
            results: results, markupDiagnostics: markupDiagnostics, toolchainVersion: costs.toolchainVersion,
            modelKey: costs.modelKey, modelBuildSeconds: costs.modelBuildSeconds, compileSeconds: costs.compileSeconds,
            runSeconds: costs.runSeconds, mergedCompiles: costs.mergedCompiles, soloTypechecks: costs.soloTypechecks,
            typecheckBatches: costs.typecheckBatches, cacheHits: costs.cacheHits, forkedRuns: costs.forkedRuns,
            startedRuns: costs.startedRuns, sandboxShortfall: costs.sandboxShortfall)
        serverDeclinedRuns = costs.serverDeclinedRuns
    }

    /// Adds what one more compile-run call cost (its compiler and model named, its counts and timings
    /// summed), for a check that makes several (the lenient check's retyping attempts).
    public mutating func add(costsOf run: CompileRunReport) {
        toolchainVersion = run.toolchainVersion
        modelKey = run.modelKey
        modelBuildSeconds += run.modelBuildSeconds
        compileSeconds += run.compileSeconds
        runSeconds += run.runSeconds
        mergedCompiles += run.mergedCompiles
        soloTypechecks += run.soloTypechecks
        typecheckBatches += run.typecheckBatches
        cacheHits += run.cacheHits
        forkedRuns += run.forkedRuns
        startedRuns += run.startedRuns
        serverDeclinedRuns += run.serverDeclinedRuns
    }
}
