import Foundation
import SpecPages

/// Checks a suite: builds the model, compiles every checkable example in merged passes (one per
/// Swift language mode), runs each in its own process on each of its iOS releases, and judges it.
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
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run(_ suite: SpecSuite, examples selected: [SpecExample]? = nil) async throws -> SuiteReport {
        try Self.prepare(workDirectory: options.workDirectory)
        let toolchain = try await SwiftToolchain.locate(versionCache: options.workDirectory)
        let model = try ModelLibrary.locate(
            sources: options.modelSources, toolchain: toolchain, cacheRoot: options.workDirectory)
        let clock = ContinuousClock()

        let examples = selected ?? suite.pages.flatMap(\.examples)
        let checkable = Set(suite.checkableExamples.map(\.location))
        let candidates = examples.enumerated().filter { checkable.contains($0.element.location) }

        // Keys come from the page text alone, so a run that finds every result cached generates no source.
        let cache = options.cacheDirectory.map(ResultCache.init(directory:))
        try cache?.prepare()
        var cacheKeys: [Int: String] = [:]
        var cached: [Int: ResultCache.Entry] = [:]
        if let cache {
            for (index, example) in candidates {
                let key = ResultCache.key(
                    for: example, contexts: suite.resolvedContexts(example.contexts), toolchainVersion: toolchain.version,
                    modelKey: model.key, timeout: options.timeout, memoryLimit: options.memoryLimit)
                cacheKeys[index] = key
                cached[index] = cache.load(key)
            }
        }
        // Generating sources parses each example with swift-syntax: the misses are generated side by side.
        let misses = candidates.filter { cached[$0.offset] == nil }.map { (index: $0.offset, example: $0.element) }
        options.progress?(.planned(total: candidates.count, cached: cached.count))
        let units = try await concurrentMap(misses, limit: options.jobs) { miss in
            CompileUnit(index: miss.index, example: miss.example, contexts: suite.resolvedContexts(miss.example.contexts))
        }

        let modelStart = clock.now
        if !units.isEmpty { try await model.build(toolchain: toolchain, timeout: options.compileTimeout) }
        let modelTime = clock.now - modelStart
        options.progress?(.modelBuilt)

        let runDirectory = options.workDirectory.appendingPathComponent(StagingFolder.name("run-"))
        let staged = Interruption.removeOnInterruption(runDirectory)
        defer {
            try? FileManager.default.removeItem(at: runDirectory)
            staged.cancel()
        }

        var compileFindings: [Int: [Finding]] = [:]
        var binaries: [Int: URL] = [:]
        var mergedCompiles = 0
        var soloTypechecks = 0
        var typecheckBatches = 0
        var dependsOnOthers = Set<Int>()
        let compileStart = clock.now
        // The language modes' builds are independent: with more than one job they compile side by side.
        let versions = Set(units.map(\.example.swiftVersion)).sorted()
        let jobs = options.jobs
        let compileTimeout = options.compileTimeout
        let builds = try await concurrentMap(versions, limit: jobs > 1 ? versions.count : 1) { version in
            try await MergedBuild(
                toolchain: toolchain, model: model,
                directory: runDirectory.appendingPathComponent("swift\(version)"), swiftVersion: version, jobs: jobs,
                compileTimeout: compileTimeout
            ).run(units.filter { $0.example.swiftVersion == version })
        }
        for result in builds {
            compileFindings.merge(result.findings) { $1 }
            dependsOnOthers.formUnion(result.dependsOnOthers)
            mergedCompiles += result.mergedCompiles
            soloTypechecks += result.soloTypechecks
            typecheckBatches += result.typecheckBatches
            if let binary = result.binary {
                for index in result.compiled { binaries[index] = binary }
            }
            binaries.merge(result.soloBinaries) { $1 }
        }
        let compileTime = clock.now - compileStart

        let runStart = clock.now
        // Only examples linked into a binary run; a successful merged pass holds none with a compile
        // error, while examples with only warnings (a deprecated call, say) still run and show the rest.
        let runnable = units.flatMap { unit in
            binaries[unit.index] == nil ? [] : unit.example.iOSReleases.map { (unit, $0) }
        }
        let timeout = options.timeout
        let memoryLimit = options.memoryLimit
        let executables = binaries
        let scratch = runDirectory.appendingPathComponent("scratch")
        let progress = options.progress, finished = RunCounter()
        progress?(.compiled(runs: runnable.count))
        let runs = try await concurrentMap(runnable, limit: options.jobs) { unit, release in
            let run = try await ExampleExecution(
                binary: executables[unit.index]!, timeout: timeout, memoryLimit: memoryLimit, scratchRoot: scratch)
                .run(unit, iOSRelease: release)
            progress?(.ran(done: finished.next(), total: runnable.count))
            return run
        }
        let runTime = clock.now - runStart

        var runsByUnit: [Int: [ExampleResult.Run]] = [:]
        for ((unit, _), run) in zip(runnable, runs) { runsByUnit[unit.index, default: []].append(run) }

        if let cache {
            // What depends on the other examples (a merged-build conflict) or on the machine's load (a
            // timeout, or a CPU-time or memory limit hit) is not the example's own outcome, and is not kept.
            for unit in units where !dependsOnOthers.contains(unit.index) {
                let runs = runsByUnit[unit.index] ?? []
                let findings = (compileFindings[unit.index] ?? []) + runs.flatMap(\.findings)
                guard !findings.contains(where: { [.timeout, .resourceLimit].contains($0.kind) }) else { continue }
                // An entry that cannot be written (a directory in its place, say) is simply not kept.
                try? cache.store(
                    ResultCache.Entry(
                        formatVersion: ResultCache.formatVersion, key: cacheKeys[unit.index]!,
                        compileFindings: compileFindings[unit.index] ?? [], runs: runs))
            }
            for (index, entry) in cached {
                compileFindings[index] = entry.compileFindings
                runsByUnit[index] = entry.runs
            }
        }
        let checked = Set(candidates.map(\.offset))
        let results = examples.enumerated().compactMap { index, example -> ExampleResult? in
            if example.classification == .illustration {
                return VerdictJudge.judge(example, compile: [], runs: [])
            }
            guard checked.contains(index) else { return nil }
            return VerdictJudge.judge(example, compile: compileFindings[index] ?? [], runs: runsByUnit[index] ?? [])
        }
        return SuiteReport(
            results: results, markupDiagnostics: suite.diagnostics, toolchainVersion: toolchain.version,
            modelKey: model.key, modelBuildSeconds: modelTime.seconds, compileSeconds: compileTime.seconds,
            runSeconds: runTime.seconds, mergedCompiles: mergedCompiles, soloTypechecks: soloTypechecks,
            typecheckBatches: typecheckBatches, cacheHits: cached.count)
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
                workDirectory, as: "the work directory", remedy: "make it a writable directory or pass another with --work-directory",
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
