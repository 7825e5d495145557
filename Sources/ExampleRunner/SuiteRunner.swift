import Foundation
import SpecPages

/// Compiles and runs examples — a spec suite's, or any front end's requests keyed by identity
/// (``outcomes(of:)``) — and judges a suite's with the judge it is given (``run(_:examples:judge:)``):
/// builds the model, compiles every example in merged passes (one per Swift language mode), runs
/// each in its own process on each of its iOS releases.
public struct SuiteRunner: Sendable {
    public struct Options: Sendable {
        /// The `UIKitModel` sources examples are compiled against.
        public var modelSources: URL
        /// Where builds and runs happen (under `.build/`, never committed).
        public var workDirectory: URL
        /// How many compiler threads and example processes run at once.
        public var jobs: Int
        /// Per-example time limit.
        public var timeout: Duration
        /// Time limit of one compiler invocation (`--compile-timeout`): far above what a whole large
        /// Spec takes, so only a pathological example reaches it, as a finding of its own.
        public var compileTimeout: Duration = Self.defaultCompileTimeout
        /// Per-example address-space limit (`RLIMIT_AS`), in bytes.
        public var memoryLimit: Int
        /// Where examples' compile findings and runs are kept between runs (see `ResultCache`); nil
        /// to compile and run everything.
        public var cacheDirectory: URL?
        /// Whether runs fork from a server per binary (``ForkServer``) instead of each starting a
        /// program; `CELLSPEC_FORK_SERVERS=0` (``forkServersVariable``) turns it off, to measure the difference.
        public var forkServers = ProcessInfo.processInfo.environment[Self.forkServersVariable] != "0"
        /// Whether a machine that cannot give examples the whole sandbox (``ExampleSandbox/Level``)
        /// is an error (``RunnerError/sandboxUnavailable(_:)``) instead of a warning in the report.
        public var requiresSandbox = false
        /// Told where the run is, for a progress line; nil when nobody watches.
        public var progress: (@Sendable (SuiteProgress) -> Void)? = nil

        public init(
            modelSources: URL, workDirectory: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            timeout: Duration = .seconds(10), memoryLimit: Int = 1 << 30, cacheDirectory: URL? = nil
        ) {
            self.modelSources = modelSources
            self.workDirectory = workDirectory
            self.jobs = jobs
            self.timeout = timeout
            self.memoryLimit = memoryLimit
            self.cacheDirectory = cacheDirectory
        }

        public static let defaultCompileTimeout = Duration.seconds(300)
        /// The environment variable that, set to `0`, turns fork servers off.
        public static let forkServersVariable = "CELLSPEC_FORK_SERVERS"
    }

    public var options: Options

    /// What examples lack of the sandbox on this machine, as one sentence; nil when they have all of it.
    public static var sandboxShortfall: String? { ExampleSandbox.shortfall }

    public init(options: Options) {
        self.options = options
    }

    /// Checks `selected` (every example of the suite when nil): the compile-run API
    /// (``outcomes(of:)``) on each checkable example with its contexts, then `judge` on each outcome
    /// — ``StrictJudge``, the page's declared expectations, unless told otherwise. Illustrations are
    /// judged with no outcome.
    public func run(
        _ suite: SpecSuite, examples selected: [SpecExample]? = nil, judge: some ExampleJudging = StrictJudge()
    ) async throws -> SuiteReport {
        let examples = selected ?? suite.pages.flatMap(\.examples)
        let checkable = Set(suite.checkableExamples.map(\.location))
        let checked = examples.filter { checkable.contains($0.location) }
        var timings = StageTimings()
        timings.startedAfter = StageTimings.secondsSinceProcessStart()
        var costs = try await outcomes(
            of: checked.map { CompileRunRequest(example: $0, contexts: suite.resolvedContexts($0.contexts)) },
            timings: &timings)
        let results = timings.measure(.judge) {
            var outcomes = costs.outcomes.makeIterator()
            return examples.compactMap { example -> ExampleResult? in
                if example.classification == .illustration {
                    return judge.judge(
                        example,
                        outcome: CompileRunOutcome(
                            identity: ExampleIdentity(path: example.location.file, id: example.id),
                            compileFindings: [], runs: []))
                }
                guard checkable.contains(example.location), let outcome = outcomes.next() else { return nil }
                return judge.judge(example, outcome: outcome)
            }
        }
        timings.endedAfter = StageTimings.secondsSinceProcessStart()
        timings.writeIfRequested()
        costs.timings = timings
        return SuiteReport(results: results, markupDiagnostics: suite.diagnostics, costs: costs)
    }

    /// The compile-run API: compiles every request in merged passes (one per Swift language mode),
    /// runs each that compiled in its own process on each of its iOS releases, and returns what that
    /// produced, by identity, with no verdict. The result cache, merged builds, sandbox and fork
    /// servers serve every request alike, whichever front end made it.
    public func outcomes(of requests: [CompileRunRequest]) async throws -> CompileRunReport {
        var timings = StageTimings()
        timings.startedAfter = StageTimings.secondsSinceProcessStart()
        var report = try await outcomes(of: requests, timings: &timings)
        timings.endedAfter = StageTimings.secondsSinceProcessStart()
        timings.writeIfRequested()
        report.timings = timings
        return report
    }

    /// ``outcomes(of:)``, stage by stage (see ``StageTimings/Stage``): keys, generation (with the
    /// model build beside it), compile and run (a language mode's runs start when its build is
    /// done), cache. The stored entries are decoded beside the generation, compile and run of the
    /// misses; an entry that cannot be trusted makes its example a miss found late, checked in a
    /// second round of the same stages.
    func outcomes(of requests: [CompileRunRequest], timings: inout StageTimings) async throws -> CompileRunReport {
        var seen = Set<ExampleIdentity>()
        for request in requests where !seen.insert(request.identity).inserted {
            throw RunnerError.duplicateIdentity(request.identity)
        }
        if options.requiresSandbox, let shortfall = ExampleSandbox.shortfall {
            throw RunnerError.sandboxUnavailable(shortfall)
        }
        try Self.prepare(workDirectory: options.workDirectory)
        let toolchain = try await SwiftToolchain.locate(versionCache: options.workDirectory)
        let model = try ModelLibrary.locate(
            sources: options.modelSources, toolchain: toolchain, cacheRoot: options.workDirectory)

        let candidates = requests.enumerated().map { (index: $0.offset, request: $0.element) }
        let cache = options.cacheDirectory.map(ResultCache.init(directory:))

        let lookup = try timings.measure(.keys) {
            try lookUpCache(cache, candidates, toolchain: toolchain, model: model)
        }
        // The stored entries are decoded while the misses are checked: an edited example's compile
        // does not wait for a thousand decodes.
        let decoding = Task.detached { lookup.entries() }
        let misses = candidates.filter { lookup.stored[$0.index] == nil }
        options.progress?(.planned(total: candidates.count, cached: lookup.stored.count))

        let runDirectory = options.workDirectory.appendingPathComponent(StagingFolder.name("run-"))
        let staged = Interruption.removeOnInterruption(runDirectory)
        defer {
            try? FileManager.default.removeItem(at: runDirectory)
            staged.cancel()
        }
        do {
            try StagingFolder.create(runDirectory)
        } catch {
            throw RunnerError.unusable(
                options.workDirectory, as: "the work directory",
                remedy: "make it a writable directory or pass another with --work-directory", error: error)
        }
        var checked = try await check(misses, toolchain: toolchain, model: model, in: runDirectory, timings: &timings)
        let cached = await timings.measure(.cache) { await decoding.value }
        // Stored entries that cannot be trusted (corrupt, foreign, of another format): misses
        // found late, checked in a round of their own, in builds of their own.
        let late = candidates.filter { lookup.stored[$0.index] != nil && cached[$0.index] == nil }
        if !late.isEmpty {
            let lateDirectory = runDirectory.appendingPathComponent("late")
            checked.add(try await check(late, toolchain: toolchain, model: model, in: lateDirectory, timings: &timings))
        }
        let compiled = checked.compiled
        let outcomes = try await timings.measure(.cache) {
            try await keepOutcomes(checked, keys: lookup.keys, cached: cached, in: cache)
        }
        timings.forkedRuns = compiled.forkedRuns
        timings.startedRuns = compiled.startedRuns
        var report = CompileRunReport()
        report.outcomes = candidates.map { candidate in
            CompileRunOutcome(
                identity: candidate.request.identity, compileFindings: outcomes.compileFindings[candidate.index] ?? [],
                runs: outcomes.runs[candidate.index] ?? [])
        }
        report.toolchainVersion = toolchain.version
        report.modelKey = model.key
        report.modelBuildSeconds = timings[.model]
        report.compileSeconds = timings[.compile]
        report.runSeconds = timings[.run]
        report.mergedCompiles = compiled.mergedCompiles
        report.soloTypechecks = compiled.soloTypechecks
        report.typecheckBatches = compiled.typecheckBatches
        report.cacheHits = cached.count
        report.forkedRuns = compiled.forkedRuns
        report.startedRuns = compiled.startedRuns
        report.serverDeclinedRuns = compiled.declinedRuns
        report.sandboxShortfall = ExampleSandbox.shortfall
        return report
    }
}

extension SuiteRunner {
    /// Makes the work directory, checks that the run can write in it, and removes what runs killed
    /// before they could clean up left there.
    static func prepare(workDirectory: URL) throws {
        let probe = workDirectory.appendingPathComponent(StagingFolder.name("run-"))
        do {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: false)
            try FileManager.default.removeItem(at: probe)
        } catch {
            throw RunnerError.unusable(
                workDirectory, as: "the work directory",
                remedy: "make it a writable directory or pass another with --work-directory",
                error: error)
        }
        for prefix in ["run-", "model-"] { StagingFolder.removeStale(in: workDirectory, prefix: prefix) }
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
