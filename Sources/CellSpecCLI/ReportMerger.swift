import ExampleRunner
import SpecPages

/// Puts the reports of a sharded check (`--shard i/n`) back together into the report one unsharded
/// run would have written: every example's result once, in page order.
public enum ReportMerger {
    /// Why shards cannot be merged, worded as a compiler-style diagnostic line.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case noReports
        case differentBuilds(String)
        case duplicate(SourceLocation)
        case missing(SourceLocation, String)
        /// The shard checked the example as it was before the page changed: its code or declarations differ.
        case stale(SourceLocation, shard: String)

        public var description: String {
            switch self {
            case .noReports: "cellspec: error: no shard reports to merge"
            case .differentBuilds(let what):
                "cellspec: error: the shards were checked with different \(what); rerun them with the same one"
            case .duplicate(let location):
                "\(location): error: two shards hold a result for this example; were shards given twice?"
            case .missing(let location, let id):
                "\(location): error: no shard holds a result for example '\(id)'; is a shard missing?"
            case .stale(let location, let shard):
                "\(location): error: shard '\(shard)' checked another version of this example than the page now holds; check the shard again"
            }
        }
    }

    /// The merged report for `suite`, whose pages the shards checked. `names` name the shards (their
    /// files) in a refusal. A result whose example differs from the page's example at its location
    /// (code, classification, expectations, contexts: the page changed after the shard ran) is
    /// refused, so the site never shows old code as checked.
    public static func merge(_ shards: [SuiteReport], names: [String] = [], suite: SpecSuite) throws(Failure)
        -> SuiteReport
    {
        guard var merged = shards.first else { throw .noReports }
        if Set(shards.map(\.toolchainVersion)).count > 1 { throw .differentBuilds("compilers") }
        if Set(shards.map(\.modelKey)).count > 1 { throw .differentBuilds("reference models") }
        var byLocation: [SourceLocation: (result: ExampleResult, shard: Int)] = [:]
        for (shard, report) in shards.enumerated() {
            for result in report.results {
                guard byLocation.updateValue((result, shard), forKey: result.example.location) == nil else {
                    throw .duplicate(result.example.location)
                }
            }
        }
        let checkable = Set(suite.checkableExamples.map(\.location))
        var results: [ExampleResult] = []
        for example in suite.pages.flatMap(\.examples) {
            if let found = byLocation.removeValue(forKey: example.location) {
                guard isSame(found.result.example, as: example) else {
                    let shard = found.shard < names.count ? names[found.shard] : "#\(found.shard + 1)"
                    throw .stale(example.location, shard: shard)
                }
                results.append(found.result)
            } else if checkable.contains(example.location) || example.classification == .illustration {
                throw .missing(example.location, example.id)
            }
        }
        merged.results = results
        merged.modelBuildSeconds = shards.map(\.modelBuildSeconds).reduce(0, +)
        merged.compileSeconds = shards.map(\.compileSeconds).reduce(0, +)
        merged.runSeconds = shards.map(\.runSeconds).reduce(0, +)
        merged.mergedCompiles = shards.map(\.mergedCompiles).reduce(0, +)
        merged.soloTypechecks = shards.map(\.soloTypechecks).reduce(0, +)
        merged.typecheckBatches = shards.map(\.typecheckBatches).reduce(0, +)
        merged.cacheHits = shards.map(\.cacheHits).reduce(0, +)
        return merged
    }

    /// Whether a shard's example is the page's: the same code lines (hidden ones too), classification,
    /// expectations, contexts and language mode. The releases may differ (`--ios`).
    static func isSame(_ checked: SpecExample, as current: SpecExample) -> Bool {
        checked.lines == current.lines && checked.classification == current.classification
            && checked.expectations == current.expectations && checked.contexts == current.contexts
            && checked.swiftVersion == current.swiftVersion && checked.id == current.id
    }
}
