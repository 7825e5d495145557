import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation

/// `cellspec bench`: how fast a check is, cold and warm, next to the compiler's floor and the naive way.
///
/// For each size it writes synthetic pages (``SyntheticSpec``) and measures, as separate processes:
/// (a) `cellspec check` with an empty result cache (the model library already built), (b) the same
/// again with nothing changed, (c) after editing one example, (d) the floor — one `swiftc -wmo` of
/// all compiling examples hand-merged, one type-check of the others beside it, and one run — and
/// (e) the naive way, one `swiftc` and one run per example, one at a time, extrapolated from a sample.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure check times and peak memory on synthetic pages against the compiler's floor.",
        discussion: "Example: cellspec bench --sizes 50,200 --repeats 3")

    @Option(help: "Numbers of examples to measure, comma-separated.")
    var sizes: String = "50,200,1000"

    @Option(help: "Measurements per figure; the median is reported.")
    var repeats: Int = 3

    @Flag(help: "Allow --repeats below 3 (a quick look, not a figure to report).")
    var allowFewerRepeats = false

    @Option(help: "How many examples the naive way compiles one by one; the rest is extrapolated.")
    var naiveSample: Int = 24

    @Option(name: [.short, .long], help: "Jobs for cellspec (the naive way compiles one example at a time).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The UIKitModel sources.")
    var model: String = "Sources/UIKitModel"

    @Option(help: "Scratch directory for pages, caches and builds.")
    var directory: String = ".build/cellspec-bench"

    func validate() throws {
        guard repeats >= 3 || allowFewerRepeats else {
            throw ValidationError(
                "--repeats: at least 3, so every figure is a median (--allow-fewer-repeats for a quick look)")
        }
        guard parsedSizes.allSatisfy({ (1...100_000).contains($0) }), !parsedSizes.isEmpty else {
            throw ValidationError("--sizes: numbers from 1 to 100000, e.g. 50,200")
        }
        try CheckOptions.require(repeats, in: 1...100, "--repeats", unit: "")
        try CheckOptions.require(naiveSample, in: 1...10_000, "--naive-sample", unit: "")
        try CheckOptions.require(jobs, in: CheckOptions.jobsRange, "--jobs", unit: "")
    }

    /// The marker file that says a directory is a bench's scratch directory, which a later bench may empty.
    static let scratch = SiteWriter.Purpose(
        what: "the bench's scratch files", option: "--directory", markerName: ".cellspec-bench",
        markerPrefix: "cellspec-bench ", example: ".build/cellspec-bench")

    /// Empties `directory` for a new bench and marks it, only when a bench made it (it holds the
    /// marker) or it is empty or missing: never the current directory, its parents, a checkout or
    /// anything of the user's (``SiteWriter/checkReplaceable(_:inputs:purpose:)``); a refusal is
    /// one sentence and exit status 2.
    static func replaceScratch(_ directory: URL, model: String) throws {
        do {
            try SiteWriter.checkReplaceable(
                directory, inputs: [SiteWriter.Input(path: model, role: "the model's sources")], purpose: scratch)
        } catch {
            Terminal.error("cellspec: error: \(error)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("cellspec-bench 1\n".utf8).write(to: directory.appendingPathComponent(scratch.markerName))
    }

    var parsedSizes: [Int] { sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    func run() async throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        try Self.replaceScratch(URL(fileURLWithPath: directory), model: model)
        let work = root.appendingPathComponent("work")
        let toolchain = try await SwiftToolchain.locate()
        let runner = BenchRunner(
            cellspec: Bundle.main.executablePath ?? CommandLine.arguments[0], swiftc: toolchain.swiftc.path,
            linkerArguments: toolchain.linkerArguments, model: URL(fileURLWithPath: model).standardizedFileURL.path,
            work: work.path, jobs: jobs, log: root.appendingPathComponent("bench.log").path)
        print(
            "cellspec bench: \(toolchain.version), \(ProcessInfo.processInfo.activeProcessorCount) cores, --jobs \(jobs), medians of \(repeats)"
        )
        try runner.prepareModel(scratch: root.appendingPathComponent("warm-up"))
        var rows: [BenchRunner.Row] = []
        for size in parsedSizes {
            let row = try runner.measure(
                size: size, in: root.appendingPathComponent("n\(size)"), repeats: repeats, naiveSample: naiveSample)
            print(BenchTable.line(row))
            rows.append(row)
        }
        print("")
        print(BenchTable.markdown(rows, naiveSample: naiveSample))
        print("")
        print(BenchTable.breakdown(rows))
        print("")
        print(BenchTable.processStarts(rows))
    }
}
