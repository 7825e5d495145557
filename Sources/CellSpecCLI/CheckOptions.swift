import ArgumentParser
import ExampleRunner
import Foundation

/// Options shared by `check` and `build`.
struct CheckOptions: ParsableArguments {
    @Argument(help: "Spec pages or directories of pages to check.")
    var paths: [String] = ["Spec"]

    @Option(help: "The UIKitModel sources examples are compiled against.")
    var model: String = "Sources/UIKitModel"

    @Option(help: "Where builds and runs happen.")
    var workDirectory: String = ".build/cellspec"

    @Option(name: [.short, .long], help: "How many compiler threads and example processes run at once.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Seconds an example may run before it is killed.")
    var timeout: Int = 10

    @Option(help: "Check only examples whose id, page path or heading contains this text (repeatable).")
    var filter: [String] = []

    @Option(help: "Where examples' results are cached between runs (default: <work-directory>/cache).")
    var cache: String?

    @Flag(help: "Compile and run every example; neither read nor write the result cache.")
    var noCache = false

    @Option(help: "Check only shard i of n (1-based, e.g. 2/4); examples are assigned by their page and id.")
    var shard: Shard?

    @Option(help: "Also write the report as JSON to this file (for 'cellspec merge').")
    var report: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard timeout >= 1 else { throw ValidationError("--timeout must be at least 1 second") }
    }

    var runnerOptions: SuiteRunner.Options {
        SuiteRunner.Options(
            modelSources: URL(fileURLWithPath: model), workDirectory: URL(fileURLWithPath: workDirectory),
            jobs: jobs, timeout: .seconds(timeout),
            cacheDirectory: noCache ? nil : URL(fileURLWithPath: cache ?? "\(workDirectory)/cache"))
    }

    var session: CheckSession {
        CheckSession(paths: paths, options: runnerOptions, filters: filter, shard: shard)
    }
}
