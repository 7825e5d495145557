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
        /// A strict check's report and a lenient one's: they judge by different rules.
        case mixedModes(strict: String, lenient: String)
        /// Lenient shards that read different documents, or the same ones in another order.
        case differentDocuments(String)

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
            case .mixedModes(let strict, let lenient):
                "cellspec: error: '\(strict)' is a strict check's report and '\(lenient)' a lenient one's (check --lenient); merge the shards of one kind of check"
            case .differentDocuments(let shard):
                "cellspec: error: shard '\(shard)' read other documents than the first shard; check every shard with the same documents"
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
        var merged = try checkSameBuild(shards, names: names)
        guard merged.mode == .strict else { return try mergeLenient(shards, names: names) }
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
        addTimings(of: shards, to: &merged)
        return merged
    }

    /// The first shard, once every shard is known to be of one kind of check, compiler and model.
    static func checkSameBuild(_ shards: [SuiteReport], names: [String]) throws(Failure) -> SuiteReport {
        guard let first = shards.first else { throw .noReports }
        let name = { (index: Int) in index < names.count ? names[index] : "#\(index + 1)" }
        if let strict = shards.firstIndex(where: { $0.mode == .strict }),
            let lenient = shards.firstIndex(where: { $0.mode == .lenient })
        {
            throw .mixedModes(strict: name(strict), lenient: name(lenient))
        }
        // A lenient shard that ran nothing names no compiler or model.
        let built = shards.filter { $0.mode == .strict || !$0.results.isEmpty }
        if Set(built.map(\.toolchainVersion)).count > 1 { throw .differentBuilds("compilers") }
        if Set(built.map(\.modelKey)).count > 1 { throw .differentBuilds("reference models") }
        return first
    }

    /// The merged report of a lenient check's shards (`check --lenient --shard i/n`): every block's
    /// result once, by its identity (document and block id), in document order then line order.
    /// Every shard reads every document, so all must list the same documents; a block two shards
    /// hold is refused. Which blocks a document has is not known without reading it again, so a
    /// missing shard is not detected.
    public static func mergeLenient(_ shards: [SuiteReport], names: [String] = []) throws(Failure) -> SuiteReport {
        var merged = try checkSameBuild(shards, names: names)
        for (index, shard) in shards.enumerated() where shard.documents != merged.documents {
            throw .differentDocuments(index < names.count ? names[index] : "#\(index + 1)")
        }
        var seen = Set<ExampleIdentity>()
        var results: [ExampleResult] = []
        for shard in shards {
            for result in shard.results {
                guard seen.insert(result.identity).inserted else { throw .duplicate(result.example.location) }
                results.append(result)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: merged.documents.enumerated().map { ($1.path, $0) })
        results.sort {
            let (left, right) = ($0.example.location, $1.example.location)
            return (order[left.file] ?? .max, left.line, left.column) < (
                order[right.file] ?? .max, right.line, right.column
            )
        }
        merged.results = results
        merged.markupDiagnostics = shards.flatMap(\.markupDiagnostics).reduce(into: []) { all, diagnostic in
            if !all.contains(diagnostic) { all.append(diagnostic) }
        }
        if let built = shards.first(where: { !$0.results.isEmpty }) {
            (merged.toolchainVersion, merged.modelKey) = (built.toolchainVersion, built.modelKey)
        }
        merged.sandboxShortfall = shards.compactMap(\.sandboxShortfall).first
        addTimings(of: shards, to: &merged)
        return merged
    }

    static func addTimings(of shards: [SuiteReport], to merged: inout SuiteReport) {
        merged.modelBuildSeconds = shards.map(\.modelBuildSeconds).reduce(0, +)
        merged.compileSeconds = shards.map(\.compileSeconds).reduce(0, +)
        merged.runSeconds = shards.map(\.runSeconds).reduce(0, +)
        merged.mergedCompiles = shards.map(\.mergedCompiles).reduce(0, +)
        merged.soloTypechecks = shards.map(\.soloTypechecks).reduce(0, +)
        merged.typecheckBatches = shards.map(\.typecheckBatches).reduce(0, +)
        merged.cacheHits = shards.map(\.cacheHits).reduce(0, +)
    }

    /// Whether a shard's example is the page's: the same code lines (hidden ones too), classification,
    /// expectations, contexts and language mode. The releases may differ (`--ios`).
    static func isSame(_ checked: SpecExample, as current: SpecExample) -> Bool {
        checked.lines == current.lines && checked.classification == current.classification
            && checked.expectations == current.expectations && checked.contexts == current.contexts
            && checked.swiftVersion == current.swiftVersion && checked.id == current.id
    }
}
