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

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard timeout >= 1 else { throw ValidationError("--timeout must be at least 1 second") }
    }

    var runnerOptions: SuiteRunner.Options {
        SuiteRunner.Options(
            modelSources: URL(fileURLWithPath: model), workDirectory: URL(fileURLWithPath: workDirectory),
            jobs: jobs, timeout: .seconds(timeout))
    }
}
