import ExampleRunner
import Foundation

/// Measures one size of the benchmark: see ``Bench``.
struct BenchRunner {
    var cellspec: String
    var swiftc: String
    /// The linker cellspec links examples with (``SwiftToolchain/linkerArguments``): the floor and
    /// the naive way link with it too, so that the ratios compare compiling, not linkers.
    var linkerArguments: [String] = []
    var model: String
    var work: String
    var jobs: Int
    var log: String

    /// One size's medians.
    struct Row {
        var size: Int
        var cold, warm, edited, floor, naive: MeasuredProcess.Measurement
        /// Where the cold run's time went (medians of each part over the repeats).
        var breakdown: Breakdown
        /// The median time to compile, link and run one example alone (from the naive sample).
        var oneAlone: Double
        var naiveMeasured: Int
        /// Each repeat's cold / floor ratio, measured back to back; the table's ratio is their median.
        var coldOverFloor: [Double]
        /// The cold check again with every run started as a program of its own (no fork servers).
        var coldStarted: MeasuredProcess.Measurement
        /// Each repeat's cold / floor ratio of CPU time (user and system), less moved by the load than wall time.
        var coldOverFloorCPU: [Double]
        /// What one run costs the run stage: its wall time times the jobs, per run; forked and started.
        var perRunForked: Double
        var perRunStarted: Double
        /// The run stage of the cold check without fork servers.
        var runStarted: Double
    }

    /// The cold check's wall time by stage, from the runner's own ``StageTimings``.
    struct Breakdown {
        /// Starting cellspec, reading the pages, computing cache keys and generating sources.
        var parseAndGenerate: Double
        var model: Double
        var compile: Double
        var run: Double
        /// Storing the cache entries and judging the verdicts.
        var judge: Double
        /// After the runner: printing the report (what `check` renders) and exiting.
        var render: Double

        init(total: Double, timings: StageTimings) {
            parseAndGenerate = (timings.startedAfter ?? 0) + timings[.keys] + timings[.generation]
            model = timings[.model]
            compile = timings[.compile]
            run = timings[.run]
            judge = timings[.cache] + timings[.judge]
            render = max(0, total - (timings.endedAfter ?? total))
        }

        init(medianOf parts: [Breakdown]) {
            parseAndGenerate = median(parts.map(\.parseAndGenerate))
            model = median(parts.map(\.model))
            compile = median(parts.map(\.compile))
            run = median(parts.map(\.run))
            judge = median(parts.map(\.judge))
            render = median(parts.map(\.render))
        }
    }

    /// Builds the model library once, outside every measurement.
    func prepareModel(scratch: URL) throws {
        let spec = SyntheticSpec(count: 1)
        try spec.writePages(to: scratch)
        _ = try check(scratch, cache: nil)
    }

    /// Each repeat measures cold, warm, one edit and the floor back to back, so that the machine's
    /// load at that moment weighs on all four alike; then the naive way once, from its sample.
    func measure(size: Int, in directory: URL, repeats: Int, naiveSample: Int) throws -> Row {
        let spec = SyntheticSpec(count: size)
        let pages = directory.appendingPathComponent("pages")
        let cache = directory.appendingPathComponent("cache")
        let timingsFile = directory.appendingPathComponent("stage-timings.json")
        var cold: [MeasuredProcess.Measurement] = []
        var warm: [MeasuredProcess.Measurement] = []
        var edited: [MeasuredProcess.Measurement] = []
        var floor: [MeasuredProcess.Measurement] = []
        var coldStarted: [MeasuredProcess.Measurement] = []
        var breakdowns: [Breakdown] = []
        var perRunForked: [Double] = []
        var perRunStarted: [Double] = []
        var runStarted: [Double] = []
        for revision in 0..<repeats {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: pages)
            try? FileManager.default.removeItem(at: timingsFile)
            try spec.writePages(to: pages)
            let coldRun = try check(pages, cache: cache, timings: timingsFile)
            cold.append(coldRun)
            let coldTimings = try readTimings(timingsFile)
            breakdowns.append(Breakdown(total: coldRun.seconds, timings: coldTimings))
            perRunForked.append(perRun(coldTimings))
            warm.append(try check(pages, cache: cache))
            try spec.editOneExample(in: pages, revision: revision)
            edited.append(try check(pages, cache: cache))
            floor.append(try measureFloor(spec, in: directory.appendingPathComponent("floor")))
            try? FileManager.default.removeItem(at: timingsFile)
            coldStarted.append(try check(pages, cache: nil, timings: timingsFile, forkServers: false))
            let startedTimings = try readTimings(timingsFile)
            perRunStarted.append(perRun(startedTimings))
            runStarted.append(startedTimings[.run])
        }
        let (naive, oneAlone, measured) = try measureNaive(
            spec, in: directory.appendingPathComponent("naive"), sample: naiveSample)
        return Row(
            size: size, cold: median(cold), warm: median(warm), edited: median(edited), floor: median(floor),
            naive: naive,
            breakdown: Breakdown(medianOf: breakdowns), oneAlone: oneAlone, naiveMeasured: measured,
            coldOverFloor: zip(cold, floor).map { $0.seconds / $1.seconds }, coldStarted: median(coldStarted),
            coldOverFloorCPU: zip(cold, floor).map { $0.cpuSeconds / $1.cpuSeconds },
            perRunForked: median(perRunForked), perRunStarted: median(perRunStarted), runStarted: median(runStarted))
    }

    /// The run stage's wall time times the jobs, per run: what one run costs while `jobs` run at once.
    private func perRun(_ timings: StageTimings) -> Double {
        let runs = (timings.forkedRuns ?? 0) + (timings.startedRuns ?? 0)
        return runs == 0 ? 0 : timings[.run] * Double(jobs) / Double(runs)
    }

    private func readTimings(_ file: URL) throws -> StageTimings {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw BenchError("cellspec check wrote no stage timings to \(file.path)")
        }
        return try JSONDecoder().decode(StageTimings.self, from: data)
    }

    /// `cellspec check`; every synthetic example passes, so anything but success is an error.
    private func check(_ pages: URL, cache: URL?, timings: URL? = nil, forkServers: Bool = true) throws
        -> MeasuredProcess.Measurement
    {
        let cacheArguments = cache.map { ["--cache", $0.path] } ?? ["--no-cache"]
        var environment = timings.map { [StageTimings.fileVariable: $0.path] } ?? [:]
        if !forkServers { environment[SuiteRunner.Options.forkServersVariable] = "0" }
        let measured = try MeasuredProcess.run(
            cellspec,
            ["check", pages.path, "--model", model, "--work-directory", work, "--jobs", "\(jobs)"] + cacheArguments,
            log: log, environment: environment)
        guard measured.status == 0 else {
            throw BenchError("cellspec check \(pages.path) failed (status \(measured.status)); see \(log)")
        }
        return measured
    }

    private var modelDirectory: String {
        get throws {
            let entries = try FileManager.default.contentsOfDirectory(atPath: work).sorted()
            guard let found = entries.first(where: { $0.hasPrefix("model-") && !$0.contains(".staging") }) else {
                throw BenchError("no model library in \(work)")
            }
            return "\(work)/\(found)"
        }
    }

    private func swiftcArguments(_ files: [String], output: String) throws -> [String] {
        let library = try modelDirectory
        return [
            "-swift-version", "5", "-Onone", "-module-name", "Bench", "-o", output, "-I", library, "-L", library,
            "-lUIKitModel", "-Xlinker", "-rpath", "-Xlinker", library,
        ] + linkerArguments + files
    }

    /// One `swiftc -wmo` of every compiling example, beside one type-check of the rest, then one run.
    private func measureFloor(_ spec: SyntheticSpec, in directory: URL) throws -> MeasuredProcess.Measurement {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let main = directory.appendingPathComponent("main.swift")
        try spec.mergedProgram().write(to: main, atomically: true, encoding: .utf8)
        var failing: [String] = []
        for example in spec.examples where !example.compiles {
            let file = directory.appendingPathComponent("Failing_\(example.number).swift")
            let text = spec.program(for: example).replacingOccurrences(
                of: "func example()", with: "func example\(example.number)()"
            )
            .replacingOccurrences(of: "\nMainActor.assumeIsolated { example() }\n", with: "\n")
            .replacingOccurrences(of: "func expect(", with: "fileprivate func expect(")
            try text.write(to: file, atomically: true, encoding: .utf8)
            failing.append(file.path)
        }
        let binary = directory.appendingPathComponent("floor").path
        var commands = [
            (swiftc, try swiftcArguments([main.path], output: binary) + ["-wmo", "-num-threads", "\(jobs)"])
        ]
        if !failing.isEmpty {
            let library = try modelDirectory
            commands.append(
                (swiftc, ["-swift-version", "5", "-typecheck", "-wmo", "-parse-as-library", "-I", library] + failing))
        }
        let compile = try MeasuredProcess.runAll(commands, limit: 2, log: log)
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("the floor program did not compile; see \(log)")
        }
        let run = try MeasuredProcess.run(binary, [], log: log)
        return MeasuredProcess.Measurement(
            seconds: compile.seconds + run.seconds, peakMemory: max(compile.peakMemory, run.peakMemory),
            status: run.status, cpuSeconds: compile.cpuSeconds + run.cpuSeconds)
    }

    /// One `swiftc` and one run per example, for an evenly spread sample, scaled to every example.
    private func measureNaive(_ spec: SyntheticSpec, in directory: URL, sample: Int) throws
        -> (MeasuredProcess.Measurement, oneAlone: Double, measured: Int)
    {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let count = min(sample, spec.examples.count)
        let chosen = (0..<count).map { spec.examples[$0 * spec.examples.count / count] }
        var commands: [(String, [String])] = []
        for example in chosen {
            let file = directory.appendingPathComponent("example\(example.number).swift")
            try spec.program(for: example).write(to: file, atomically: true, encoding: .utf8)
            let binary = directory.appendingPathComponent("example\(example.number)").path
            // Compile (and link) one example, then run it if it compiled.
            let script =
                "\(shellQuoted(swiftc)) \(try swiftcArguments([file.path], output: binary).map(shellQuoted).joined(separator: " ")) && \(shellQuoted(binary)); true"
            commands.append(("/bin/sh", ["-c", script]))
        }
        // One at a time, as a loop over the examples would run them.
        let each = try commands.map { try MeasuredProcess.run($0.0, $0.1, log: log) }
        let scale = Double(spec.examples.count) / Double(count)
        let alone = chosen.indices.filter { chosen[$0].compiles }.map { each[$0].seconds }
        return (
            MeasuredProcess.Measurement(
                seconds: each.map(\.seconds).reduce(0, +) * scale, peakMemory: each.map(\.peakMemory).max() ?? 0,
                status: 0),
            median(alone), count
        )
    }

    private func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

func median(_ values: [MeasuredProcess.Measurement]) -> MeasuredProcess.Measurement {
    let sorted = values.sorted { $0.seconds < $1.seconds }
    var middle = sorted[sorted.count / 2]
    middle.peakMemory = values.map(\.peakMemory).sorted()[values.count / 2]
    return middle
}

func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}
