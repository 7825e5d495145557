import SpecPages

/// Everything one check run concluded, in page order.
public struct SuiteReport: Codable, Sendable {
    public var results: [ExampleResult]
    public var markupDiagnostics: [MarkupDiagnostic]
    public var toolchainVersion: String
    public var modelKey: String
    public var modelBuildSeconds: Double
    public var compileSeconds: Double
    public var runSeconds: Double
    /// How many whole-module compiles of several examples ran (one per language mode when all compile).
    public var mergedCompiles: Int
    /// How many examples were type-checked alone to confirm a compile failure.
    public var soloTypechecks: Int
    /// How many type-checks of several examples at once ran (each example in its own file).
    public var typecheckBatches: Int = 0
    /// How many examples' compile findings and runs came from the result cache.
    public var cacheHits: Int = 0

    public var passedCount: Int { results.count { $0.verdict == .passed } }
    public var failedCount: Int { results.count { $0.verdict == .failed } }
    public var skippedCount: Int { results.count { $0.verdict == .skipped } }

    /// Whether the run is green: no failed example and no markup problem.
    public var succeeded: Bool { failedCount == 0 && markupDiagnostics.isEmpty }

    public func results(forPage path: String) -> [ExampleResult] {
        results.filter { $0.example.location.file == path }
    }
}
