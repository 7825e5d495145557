/// The examples of one ``MergedBuild``: those of one Swift language mode, or a share of them.
///
/// A merged build's compiler type-checks and generates code on one thread for most of its time
/// (only its last phase, LLVM's, takes `-num-threads`), so on a machine with several cores one
/// build leaves the others idle. A mode with many examples is therefore split into as many builds
/// as there are jobs, which compile side by side, each with its share of the threads. Measured on
/// the benchmark's 200 examples on 2 cores: one build took 2.7–3.0 s, two halves side by side
/// 1.8–2.0 s. A build has a cost of its own (loading the modules it imports, linking), so a part
/// gets at least ``minimumExamples`` examples. Examples that are only type-checked apart
/// (``MergedBuild/isCheckedApart(_:)``) all stay in the first part, which type-checks them while
/// it compiles. The merge candidates are dealt out in turn, so that each part gets a like mix of a
/// page's kinds of examples. A build of fewer than ``minimumExamples`` gets one code-generation
/// thread: with more, each file became an object of its own to link, and one edited example
/// compiled in 0.45–0.54 s on two threads against 0.40 s on one.
///
/// A page with an example that declares something other files of its module would see (an
/// extension that declares a conformance, an operator, an import; see ``ModuleVisibility``) is a
/// part of its own, `swift5-page-1`, …: its examples see each other's declarations, as readers of
/// the page expect, and no other page's, and no other page sees theirs. Pages of examples that
/// reach nothing beyond their own file share the merged parts; whichever pages run together, each
/// example compiles, resolves and runs as it would alone.
struct BuildPart: Sendable {
    /// The folder of the build in the run directory: `swift5`, then `swift5-2`, `swift5-3`, ….
    var name: String
    var swiftVersion: Int
    var units: [CompileUnit]
    /// The compiler's code-generation threads (`-num-threads`): the jobs shared among the parts.
    var compilerThreads: Int
    /// Whether the part is one page's library of its own (``ModuleVisibility``), not a share of the
    /// merged examples.
    var isOnePage = false

    /// The fewest examples merged in a part of its own.
    static let minimumExamples = 50

    /// The parts of `units`: per language mode, in order, one part per job while each part still
    /// gets ``minimumExamples`` merge candidates.
    static func parts(of units: [CompileUnit], jobs: Int) -> [BuildPart] {
        let versions = Set(units.map(\.request.swiftVersion)).sorted()
        let ownPages = Set(units.filter(\.reachesOtherFiles).map(\.page))
        return versions.flatMap { version -> [BuildPart] in
            let all = units.filter { $0.request.swiftVersion == version }
            let mine = all.filter { !ownPages.contains($0.page) }
            var pages: [String] = []
            for unit in all where ownPages.contains(unit.page) && !pages.contains(unit.page) { pages.append(unit.page) }
            let own = pages.enumerated().map { number, page in
                BuildPart(
                    name: "swift\(version)-page-\(number + 1)", swiftVersion: version,
                    units: all.filter { $0.page == page }, compilerThreads: 1, isOnePage: true)
            }
            guard !mine.isEmpty else { return own }
            let apart = mine.filter(MergedBuild.isCheckedApart)
            let merged = mine.filter { !MergedBuild.isCheckedApart($0) }
            let count = max(1, min(jobs, merged.count / minimumExamples))
            var shares = [[CompileUnit]](repeating: [], count: count)
            for (offset, unit) in merged.enumerated() { shares[offset % count].append(unit) }
            shares[0] += apart
            return shares.enumerated().map { number, share in
                BuildPart(
                    name: number == 0 ? "swift\(version)" : "swift\(version)-\(number + 1)", swiftVersion: version,
                    units: share.sorted { $0.index < $1.index },
                    compilerThreads: merged.count < minimumExamples ? 1 : max(1, jobs / count))
            } + own
        }
    }
}
