import ArgumentParser
import DocsRenderer
import ExampleRunner
import Foundation
import SpecPages

/// Options shared by `check` and `build`.
struct CheckOptions: ParsableArguments {
    @Argument(help: "Spec pages or directories of pages to check.")
    var paths: [String] = ["Spec"]

    @Option(
        name: .customLong("model"),
        help: "The UIKitModel sources examples are compiled against (default: the ones installed with cellspec).")
    var modelPath: String?

    @Option(
        name: .customLong("work-directory"),
        help: "Where builds and runs happen (default: $XDG_CACHE_HOME/cellspec or ~/.cache/cellspec).")
    var workDirectoryPath: String?

    @Option(
        name: .customLong("contexts"), help: "A page of context definitions every checked page may use (repeatable).")
    var contextPages: [String] = []

    /// The model's sources: `--model`, or where ``ToolResources`` finds them.
    var model: String { modelPath ?? ToolResources.located.modelSources }

    /// The work directory: `--work-directory`, or the user's cache.
    var workDirectory: String { workDirectoryPath ?? ToolResources.defaultWorkDirectory }

    /// Context pages every page may use: the Spec's own (when found beside the model) and `--contexts`.
    var sharedContexts: [String] {
        ToolResources.sharedContexts(forModel: modelPath) + contextPages
    }

    @Option(name: [.short, .long], help: "How many compiler threads and example processes run at once.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Seconds an example may run before it is killed.")
    var timeout: Int = 10

    @Option(
        help: "Seconds one compiler invocation may take before it is stopped; its examples then fail with a timeout.")
    var compileTimeout: Int = Int(SuiteRunner.Options.defaultCompileTimeout.components.seconds)

    @Option(help: "Check only examples whose id, page path or heading contains this text (repeatable).")
    var filter: [String] = []

    @Option(
        help:
            "Run every example on these simulated iOS releases (comma-separated, e.g. 17,18,26) instead of its page's.")
    var ios: String?

    @Option(help: "How the report is printed: human, json, junit or github.")
    var format: ReportFormat = .human

    @Option(help: "Colour the human report: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Flag(
        name: [.short, .long], help: "List every example with ✔ (passed), ✘ (failed) or – (skipped) before the summary."
    )
    var verbose = false

    @Flag(
        help: "List the selected examples (id, page:line, classification, releases) without compiling or running them.")
    var list = false

    @Option(help: "Where examples' results are cached between runs (default: <work-directory>/cache).")
    var cache: String?

    @Flag(help: "Compile and run every example; neither read nor write the result cache.")
    var noCache = false

    @Option(help: "Check only shard i of n (1-based, e.g. 2/4); examples are assigned by their page and id.")
    var shard: Shard?

    @Option(help: "Also write the report as JSON to this file (for 'cellspec merge').")
    var report: String?

    @Flag(
        help:
            "Fail (exit 3) instead of warning when examples cannot run in the whole sandbox: as root, with their own user id and mount, network and PID namespaces."
    )
    var requireSandbox = false

    /// The values the numeric options accept: wide enough for any real run, narrow enough that no
    /// arithmetic on them (a duration in nanoseconds, a count of processes) overflows.
    static let jobsRange = 1...256
    static let secondsRange = 1...86_400

    func validate() throws {
        try Self.require(jobs, in: Self.jobsRange, "--jobs", unit: "")
        try Self.require(timeout, in: Self.secondsRange, "--timeout", unit: " seconds")
        try Self.require(compileTimeout, in: Self.secondsRange, "--compile-timeout", unit: " seconds")
        _ = try iOSReleases
    }

    /// Throws the usage error for a numeric option outside its range, naming the option and the range.
    static func require(_ value: Int, in range: ClosedRange<Int>, _ option: String, unit: String) throws {
        guard range.contains(value) else {
            throw ValidationError(
                "\(option) takes \(range.lowerBound) to \(range.upperBound)\(unit), not \(value)")
        }
    }

    /// The releases `--ios` names, each one the model simulates.
    var iOSReleases: [Int]? {
        get throws {
            guard let ios else { return nil }
            let supported = SpecExample.supportedIOSReleases
            let releases = ios.split(separator: ",", omittingEmptySubsequences: false).map {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            guard !releases.isEmpty, releases.allSatisfy({ $0.map(supported.contains) ?? false }) else {
                throw ValidationError(
                    "--ios takes releases from \(supported.map(String.init).joined(separator: ", ")), not '\(ios)'")
            }
            return releases.compactMap { $0 }
        }
    }

    /// The session these options describe.
    var session: CheckSession {
        get throws {
            CheckSession(
                paths: paths, options: runnerOptions, filters: filter, iOSReleases: try iOSReleases, shard: shard,
                sharedContexts: sharedContexts)
        }
    }

    /// The files a run reads, which `--report` must not replace: the paths given, the context pages
    /// and every page found below a directory.
    func inputFiles(_ suite: SpecSuite) -> [String] {
        paths + sharedContexts + (suite.pages + suite.contextPages).map(\.path)
    }

    /// What a build reads or writes besides the site: its output directory must be none of them.
    var siteInputs: [SiteWriter.Input] {
        paths.map { SiteWriter.Input(path: $0, role: "the input") }
            + [
                SiteWriter.Input(path: model, role: "the model's sources"),
                SiteWriter.Input(path: workDirectory, role: "the work directory"),
            ]
            + (cache.map { [SiteWriter.Input(path: $0, role: "the cache")] } ?? [])
            + (report.map { [SiteWriter.Input(path: $0, role: "the report")] } ?? [])
    }

    var runnerOptions: SuiteRunner.Options {
        var options = SuiteRunner.Options(
            modelSources: URL(fileURLWithPath: model), workDirectory: URL(fileURLWithPath: workDirectory),
            jobs: jobs, timeout: .seconds(timeout),
            cacheDirectory: noCache ? nil : URL(fileURLWithPath: cache ?? "\(workDirectory)/cache"))
        options.compileTimeout = .seconds(compileTimeout)
        options.requiresSandbox = requireSandbox
        return options
    }
}
