import ExampleRunner
import Foundation
import SpecPages

/// One check run as the commands drive it: load pages, run the examples, print the report.
/// The commands are thin; tests call this directly.
public struct CheckSession: Sendable {
    public var paths: [String]
    public var options: SuiteRunner.Options
    public var filters: [String]
    /// When set, every example runs on these iOS releases instead of the ones its page gives (`--ios`).
    public var iOSReleases: [Int]?
    /// The part of the examples this run checks, for CI fleets; nil for all.
    public var shard: Shard?
    /// Context pages every page may use (``SpecSuite/load(paths:sharedContexts:)``).
    public var sharedContexts: [String]

    public init(
        paths: [String], options: SuiteRunner.Options, filters: [String] = [], iOSReleases: [Int]? = nil,
        shard: Shard? = nil, sharedContexts: [String] = []
    ) {
        self.paths = paths
        self.options = options
        self.filters = filters
        self.iOSReleases = iOSReleases
        self.shard = shard
        self.sharedContexts = sharedContexts
    }

    /// The suite and the report of checking it.
    public func run() async throws -> (suite: SpecSuite, report: SuiteReport) {
        try await run(select())
    }

    /// The suite and the report of checking a selection ``select()`` made.
    public func run(_ selection: (suite: SpecSuite, examples: [SpecExample])) async throws -> (
        suite: SpecSuite, report: SuiteReport
    ) {
        let (suite, selected) = selection
        let report = try await SuiteRunner(options: options).run(suite, examples: selected)
        return (suite, report)
    }

    /// The pages, and the examples the filters (and the shard) select with the releases they run on; nothing is compiled.
    public func select() -> (suite: SpecSuite, examples: [SpecExample]) {
        var suite = SpecSuite.load(paths: paths, sharedContexts: sharedContexts)
        if let iOSReleases {
            for page in suite.pages.indices {
                for example in suite.pages[page].examples.indices {
                    suite.pages[page].examples[example].iOSReleases = iOSReleases
                }
            }
        }
        return (suite, suite.pages.flatMap(\.examples).filter { matchesFilters($0) && (shard?.contains($0) ?? true) })
    }

    func matchesFilters(_ example: SpecExample) -> Bool {
        filters.isEmpty
            || filters.contains { filter in
                example.id.contains(filter) || example.location.file.contains(filter)
                    || (example.heading?.localizedCaseInsensitiveContains(filter) ?? false)
            }
    }
}

/// The process exit statuses cellspec uses.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case checkFailed = 1
    case inputError = 2
    case internalError = 3

    public static func of(_ report: SuiteReport) -> ExitStatus {
        if !report.markupDiagnostics.isEmpty { return .inputError }
        return report.failedCount > 0 ? .checkFailed : .success
    }
}
