import Foundation
import SpecPages

/// The stages of ``SuiteRunner/outcomes(of:)``, in the order they run, each timed as one
/// ``StageTimings/Stage``: keys, generation, model build, compile, run, cache (the judge, the last
/// stage, is the front end's: ``SuiteRunner/run(_:examples:judge:)``).
extension SuiteRunner {
    /// What the result cache already holds for the checkable examples.
    struct CacheLookup: Sendable {
        /// Each candidate's cache key, by example index (none without a cache).
        var keys: [Int: String] = [:]
        /// The bytes stored under a candidate's key, by example index, not yet decoded: see
        /// ``entries()``.
        var stored: [Int: Data] = [:]

        /// The stored entries that can be trusted, by example index, decoded side by side. An
        /// entry that cannot (corrupt, foreign, of another format) is a miss found late.
        func entries() -> [Int: ResultCache.Entry] {
            let stored = Array(self.stored)
            let decoded = stored.mapSideBySide { ResultCache.entry(from: $0.value, key: keys[$0.key]!) }
            var entries: [Int: ResultCache.Entry] = [:]
            for (item, entry) in zip(stored, decoded) { entries[item.key] = entry }
            return entries
        }
    }

    /// The units a round of checking generated, and what compiling and running them produced.
    struct Checked {
        var units: [CompileUnit] = []
        var compiled = Compiled()
        var runs: [Int: [ExampleResult.Run]] = [:]

        /// Adds a later round's.
        mutating func add(_ other: Checked) {
            units += other.units
            compiled.findings.merge(other.compiled.findings) { $1 }
            compiled.binaries.merge(other.compiled.binaries) { $1 }
            compiled.dependsOnOthers.formUnion(other.compiled.dependsOnOthers)
            compiled.mergedCompiles += other.compiled.mergedCompiles
            compiled.soloTypechecks += other.compiled.soloTypechecks
            compiled.typecheckBatches += other.compiled.typecheckBatches
            compiled.forkedRuns += other.compiled.forkedRuns
            compiled.startedRuns += other.compiled.startedRuns
            compiled.declinedRuns += other.compiled.declinedRuns
            runs.merge(other.runs) { $1 }
        }
    }

    /// What compiling the generated sources produced, every build together.
    struct Compiled {
        var findings: [Int: [Finding]] = [:]
        /// The binary each compiled example is linked into.
        var binaries: [Int: URL] = [:]
        /// Examples whose findings depend on the other examples of their build: never cached.
        var dependsOnOthers = Set<Int>()
        var mergedCompiles = 0
        var soloTypechecks = 0
        var typecheckBatches = 0
        /// Runs a fork server forked, and runs started as programs of their own.
        var forkedRuns = 0
        var startedRuns = 0
        /// Runs fork servers were there for but did not do (``ForkServerPool/declinedRuns``).
        var declinedRuns = 0
    }

    /// One ``BuildPart``'s build and runs, and when its build and its last run ended.
    struct PartOutcome: Sendable {
        var build: MergedBuild.Result
        /// The binary each of the build's compiled examples is linked into.
        var binaries: [Int: URL]
        var runs: [Int: [ExampleResult.Run]]
        var built: ContinuousClock.Instant
        var ran: ContinuousClock.Instant
    }

    /// Each request's compile findings and runs, by index, from this run or from the cache.
    struct Outcomes {
        var compileFindings: [Int: [Finding]]
        var runs: [Int: [ExampleResult.Run]]
    }

    /// **Keys.** Keys come from the page text alone, so a run that finds every result cached
    /// generates no source. The entries' bytes are read here; decoding them is left to
    /// ``CacheLookup/entries()``, which runs while the misses are checked.
    func lookUpCache(
        _ cache: ResultCache?, _ candidates: [(index: Int, request: CompileRunRequest)], toolchain: SwiftToolchain,
        model: ModelLibrary
    ) throws -> CacheLookup {
        var lookup = CacheLookup()
        guard let cache else { return lookup }
        try cache.prepare()
        let settings = ResultCache.keySettings(
            toolchainVersion: toolchain.version, modelKey: model.key, timeout: options.timeout,
            memoryLimit: options.memoryLimit)
        // Working out the keys and reading the entries is independent work, done side by side.
        let found = candidates.map(\.request).mapSideBySide { request in
            let key = ResultCache.key(for: request, settings: settings)
            return (key: key, stored: cache.stored(key))
        }
        for (candidate, (key, stored)) in zip(candidates, found) {
            lookup.keys[candidate.index] = key
            lookup.stored[candidate.index] = stored
        }
        return lookup
    }

    /// **Generation**, **model build**, **compile** and **run** of `misses`: one round of checking.
    /// The model builds while the sources are generated: neither needs the other.
    func check(
        _ misses: [(index: Int, request: CompileRunRequest)], toolchain: SwiftToolchain, model: ModelLibrary,
        in runDirectory: URL, timings: inout StageTimings
    ) async throws -> Checked {
        let compileTimeout = options.compileTimeout
        async let modelBuild: Duration = StageTimings.duration {
            if !misses.isEmpty { _ = try await model.build(toolchain: toolchain, timeout: compileTimeout) }
        }
        let units = try await timings.measure(.generation) {
            try await generateSources(misses, toolchain: toolchain)
        }
        timings.record(.model, try await modelBuild)
        options.progress?(.modelBuilt)
        let (compiled, runs, compileTime, runTime) = try await compileAndRun(
            units, toolchain: toolchain, model: model, in: runDirectory)
        timings.record(.compile, compileTime)
        timings.record(.run, runTime)
        return Checked(units: units, compiled: compiled, runs: runs)
    }

    /// **Generation.** Generating sources parses each example with swift-syntax: the misses are
    /// generated side by side. The compiler is asked how `#if` evaluates for iOS
    /// (``IOSBuildConfiguration``) only in the language modes of misses whose code has an `#if`.
    func generateSources(_ misses: [(index: Int, request: CompileRunRequest)], toolchain: SwiftToolchain? = nil)
        async throws -> [CompileUnit]
    {
        var configurations: [Int: IOSBuildConfiguration] = [:]
        if let toolchain {
            let modes = Set(
                misses.filter { miss in
                    (miss.request.code.lines + miss.request.prelude.flatMap(\.code.lines)).contains {
                        $0.text.contains("#if")
                    }
                }.map(\.request.swiftVersion))
            for mode in modes.sorted() {
                configurations[mode] = await IOSBuildConfiguration.load(toolchain: toolchain, languageMode: mode)
            }
        }
        return try await concurrentMap(misses, limit: options.jobs) { [configurations] miss in
            CompileUnit(index: miss.index, request: miss.request, configurations: configurations)
        }
    }

    /// **Compile** and **run**, per ``BuildPart``: each part's examples are one ``MergedBuild``, and
    /// the parts are independent, so with more than one job they compile side by side, as many at
    /// once as there are merged parts (one per job and language mode) or `jobs`, whichever is more:
    /// a suite of many pages of their own (``BuildPart/isOnePage``) does not start a compiler per
    /// page at once. A part's examples start running as soon as its library is linked, while the
    /// other parts still compile;
    /// all runs share `jobs` slots. The compile stage lasts until the last build is done, the run
    /// stage from the first run to the last.
    func compileAndRun(_ units: [CompileUnit], toolchain: SwiftToolchain, model: ModelLibrary, in runDirectory: URL)
        async throws
        -> (compiled: Compiled, runs: [Int: [ExampleResult.Run]], compileTime: Duration, runTime: Duration)
    {
        let parts = BuildPart.parts(of: units, jobs: options.jobs)
        let jobs = options.jobs
        let compileTimeout = options.compileTimeout
        let slots = RunSlots(count: jobs)
        let scratch = runDirectory.appendingPathComponent("scratch")
        let servers =
            options.forkServers
            ? ForkServerPool(
                environment: ExampleExecution.sharedEnvironment.merging(ExampleSandbox.startEnvironment) { $1 })
            : nil
        let hidden = ExampleSandbox.hiddenDirectories(
            workDirectory: options.workDirectory,
            keeping: [toolchain.swiftc.deletingLastPathComponent()])
        let counter = RunCounter()
        let start = ContinuousClock.now
        let outcomes: [PartOutcome]
        do {
            outcomes = try await concurrentMap(
                parts, limit: jobs > 1 ? max(jobs, parts.count { !$0.isOnePage }) : 1
            ) { part in
                var build = MergedBuild(
                    toolchain: toolchain, model: model, directory: runDirectory.appendingPathComponent(part.name),
                    swiftVersion: part.swiftVersion, jobs: jobs, compileTimeout: compileTimeout)
                build.compilerThreads = part.compilerThreads
                let result = try await build.run(part.units)
                let built = ContinuousClock.now
                let binaries = Self.binaries(of: result)
                let runs = try await runExamples(
                    part.units, binaries: binaries, host: model.hostPath, hidden: hidden, scratch: scratch,
                    slots: slots,
                    servers: servers, counter: counter)
                return PartOutcome(
                    build: result, binaries: binaries, runs: runs, built: built, ran: ContinuousClock.now)
            }
        } catch {
            // A failed build or run leaves no server behind (a `watch` session goes on).
            await servers?.stopAll()
            throw error
        }
        let forkedRuns = await servers?.forkedRuns ?? 0
        let declinedRuns = await servers?.declinedRuns ?? 0
        await servers?.stopAll()
        var compiled = Compiled()
        var runs: [Int: [ExampleResult.Run]] = [:]
        for outcome in outcomes {
            compiled.findings.merge(outcome.build.findings) { $1 }
            compiled.dependsOnOthers.formUnion(outcome.build.dependsOnOthers)
            compiled.mergedCompiles += outcome.build.mergedCompiles
            compiled.soloTypechecks += outcome.build.soloTypechecks
            compiled.typecheckBatches += outcome.build.typecheckBatches
            compiled.binaries.merge(outcome.binaries) { $1 }
            runs.merge(outcome.runs) { $1 }
        }
        compiled.forkedRuns = forkedRuns
        compiled.declinedRuns = declinedRuns
        compiled.startedRuns = runs.values.map(\.count).reduce(0, +) - forkedRuns
        let compileTime = (outcomes.map(\.built).max() ?? start) - start
        let runTime = outcomes.isEmpty ? Duration.zero : outcomes.map(\.ran).max()! - outcomes.map(\.built).min()!
        return (compiled, runs, compileTime, runTime)
    }

    /// The binary each compiled example of a build is linked into.
    static func binaries(of build: MergedBuild.Result) -> [Int: URL] {
        var binaries: [Int: URL] = [:]
        if let binary = build.binary {
            for index in build.compiled { binaries[index] = binary }
        }
        binaries.merge(build.soloBinaries) { $1 }
        return binaries
    }

    /// Each example linked into a binary runs on each of its iOS releases, in a process of its own
    /// (``ExampleExecution``) — forked by one of the `servers` of its binary, when there are servers —
    /// when one of the `slots` is free. A successful merged pass holds none
    /// with a compile error, while examples with only warnings (a deprecated call, say) still run and
    /// show the rest.
    func runExamples(
        _ units: [CompileUnit], binaries: [Int: URL], host: URL, hidden: [String], scratch: URL, slots: RunSlots,
        servers: ForkServerPool?, counter: RunCounter
    ) async throws -> [Int: [ExampleResult.Run]] {
        let runnable = units.flatMap { unit in
            binaries[unit.index] == nil ? [] : unit.request.iOSReleases.map { (unit, $0) }
        }
        let timeout = options.timeout
        let memoryLimit = options.memoryLimit
        // With several builds, the progress counts every build's runs: each adds its own when linked.
        let progress = options.progress
        progress?(.compiled(runs: counter.plan(runnable.count)))
        let runs = try await concurrentMap(runnable, limit: options.jobs) { unit, release in
            await slots.acquire()
            do {
                let run = try await ExampleExecution(
                    library: binaries[unit.index]!, host: host, timeout: timeout, memoryLimit: memoryLimit,
                    scratchRoot: scratch, servers: servers, hidden: hidden
                )
                .run(unit, iOSRelease: release)
                await slots.release()
                let finished = counter.next()
                progress?(.ran(done: finished.done, total: finished.total))
                return run
            } catch {
                await slots.release()
                throw error
            }
        }
        var runsByUnit: [Int: [ExampleResult.Run]] = [:]
        for ((unit, _), run) in zip(runnable, runs) { runsByUnit[unit.index, default: []].append(run) }
        return runsByUnit
    }

    /// **Cache.** Stores this run's outcomes and adds the cached ones. What depends on the other
    /// examples (a merged-build conflict) or on the machine's load (a timeout, or a CPU-time or memory
    /// limit hit) is not the example's own outcome, and is not kept.
    func keepOutcomes(
        _ checked: Checked, keys: [Int: String], cached: [Int: ResultCache.Entry], in cache: ResultCache?
    ) async throws -> Outcomes {
        let units = checked.units, compiled = checked.compiled, runs = checked.runs
        var outcomes = Outcomes(compileFindings: compiled.findings, runs: runs)
        guard let cache else { return outcomes }
        let kept = units.compactMap { unit -> ResultCache.Entry? in
            guard !compiled.dependsOnOthers.contains(unit.index) else { return nil }
            let runs = runs[unit.index] ?? []
            let findings = (compiled.findings[unit.index] ?? []) + runs.flatMap(\.findings)
            guard !findings.contains(where: { [.timeout, .resourceLimit].contains($0.kind) }) else { return nil }
            return ResultCache.Entry(
                formatVersion: ResultCache.formatVersion, key: keys[unit.index]!,
                compileFindings: compiled.findings[unit.index] ?? [], runs: runs)
        }
        // Encoding and writing the entries is independent work, done `jobs` at a time. An entry that
        // cannot be written (a directory in its place, say) is simply not kept.
        _ = try await concurrentMap(kept, limit: options.jobs) { entry in try? cache.store(entry) }
        for (index, entry) in cached {
            outcomes.compileFindings[index] = entry.compileFindings
            outcomes.runs[index] = entry.runs
        }
        return outcomes
    }
}

/// The examples that may run at once, shared by every language mode's runs.
actor RunSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = max(1, count) }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
