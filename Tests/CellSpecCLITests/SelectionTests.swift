import CellSpecCLI
import TestSupport
import Testing

/// `--list`, `--filter` and `--ios`: choosing examples without compiling anything.
@Suite struct SelectionTests {
    let page = Fixtures.path("ExampleRunnerTests", "verdicts/verdicts.md")

    func session(filters: [String] = [], iOSReleases: [Int]? = nil) -> CheckSession {
        CheckSession(paths: [page], options: Fixtures.runnerOptions(), filters: filters, iOSReleases: iOSReleases)
    }

    @Test func theListingShowsEachExampleWhereItIsWritten() {
        let lines = ExampleListing.lines(session().select().examples).map(Fixtures.relativized)
        #expect(lines.count == 14)
        #expect(
            lines.first == "Tests/ExampleRunnerTests/Fixtures/verdicts/verdicts.md:7:1: correct 'correct-passes' ios=18"
        )
        #expect(
            lines.contains(
                "Tests/ExampleRunnerTests/Fixtures/verdicts/verdicts.md:21:1: incorrect 'declared-error' ios=18 expect=error:\"has no member 'valueCellConfiguration'\""
            ))
        #expect(
            lines.contains("Tests/ExampleRunnerTests/Fixtures/verdicts/verdicts.md:82:1: illustration 'illustration'"))
        #expect(lines.contains { $0.hasSuffix("correct 'swift-6' ios=18 swift=6") })
    }

    @Test func iOSReleasesOverrideEveryExamplesOwn() {
        let examples = session(iOSReleases: [17, 26]).select().examples
        #expect(examples.allSatisfy { $0.iOSReleases == [17, 26] })
        #expect(session().select().examples.first { $0.id == "info-plist-key" }?.iOSReleases == [18])
    }

    @Test func filtersMatchIdsAndHeadings() {
        #expect(session(filters: ["crash"]).select().examples.map(\.id) == ["crashes"])
        #expect(session(filters: ["Rule violation"]).select().examples.map(\.id) == ["mixed"])
    }
}
