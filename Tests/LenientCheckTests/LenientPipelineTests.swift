import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Both fixture documents through the whole lenient check: a verdict per block and its evidence.
@Suite(.serialized) struct LenientPipelineTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/conventions.md"),
            Fixtures.path("LenientCheckTests", "lenient/inference.md"),
            Fixtures.path("LenientCheckTests", "lenient/scraped.txt"),
            Fixtures.path("LenientCheckTests", "lenient/controllers.md"),
        ])
    }

    func document(_ name: String) async throws -> LenientJudgedDocument {
        try #require(try await Self.report.value.documents.first { $0.path.hasSuffix(name) })
    }

    /// The result of the block whose fence opens at `line`.
    func result(_ line: Int, in document: LenientJudgedDocument) throws -> LenientResult {
        try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The document's counts, as the report's summary holds them.
    func counts(_ name: String) async throws -> SuiteReport.LenientCounts {
        let report = try await Self.report.value.report
        let path = try #require(report.documents.first { $0.path.hasSuffix(name) }?.path)
        return try #require(report.summary(forPage: path).lenient)
    }

    func outcomes(_ document: LenientJudgedDocument) -> [Int: LenientResult.Outcome] {
        Dictionary(uniqueKeysWithValues: document.results.map { ($0.block.location.line, $0.outcome) })
    }

    @Test func conventionsDocumentVerdicts() async throws {
        let document = try await document("conventions.md")
        let outcomes = outcomes(document)
        for line in [8, 22, 36, 50, 70, 77, 100, 106, 112, 123, 150] {
            #expect(outcomes[line] == .passed, "line \(line)")
        }
        for line in [15, 29] { #expect(outcomes[line] == .confirmed, "line \(line)") }
        // The legacy labels draw no warning (UIKit marks them to be deprecated in a future release):
        // the code before a migration that names no failure is reported as it ran, unclassified.
        #expect(outcomes[63] == .unclassified, "line 63")
        #expect(outcomes[43] == .uncheckable, "an API the model lacks, and a guide that gives no reason: not confirmed")
        for line in [57, 84, 90, 95, 121] { #expect(outcomes[line] == .finding, "line \(line): nothing flags it") }
        #expect(outcomes[167] == .advice, "the guide's own reason is a preference")
        for line in [130, 138, 143, 174, 188, 195] { #expect(outcomes[line] == .unclassified, "line \(line)") }
        #expect(outcomes[181] == .finding, "marked by its heading's `(wrong)`, and nothing flags it")
        let counts = try await counts("conventions.md")
        #expect((counts.blocks, counts.classified, counts.compiled) == (28, 21, 19))
        #expect((counts.passed, counts.confirmed, counts.findings) == (11, 2, 6))
        #expect((counts.advice, counts.notCheckable, counts.unclassified, counts.unclassifiedClean) == (1, 1, 7, 6))
    }

    @Test func unclassifiedBlocksAreRunAndSayHowTheyFared() async throws {
        let document = try await document("conventions.md")
        let clean = try result(143, in: document)
        #expect(clean.compiled && clean.diagnosis == nil)
        #expect(clean.evidence == ["compiled and ran on iOS 18 with no error, deprecation, fault or violation"])
        let legacy = try result(174, in: document)
        #expect(legacy.outcome == .unclassified)
        #expect(
            legacy.evidence.first?.hasPrefix("compiler warning at line 176: 'listGroupedCell()' is deprecated") == true)
    }

    @Test func adviceQuotesTheGuidesReason() async throws {
        let advice = try result(167, in: try await document("conventions.md"))
        #expect(advice.diagnosis == nil)
        #expect(advice.explanation?.contains("\"❌ An unnecessary wrapper array") == true)
    }

    @Test func confirmationsNameWhatConfirmedThem() async throws {
        let document = try await document("conventions.md")
        #expect(
            try result(15, in: document).evidence.first?.hasPrefix(
                "compiler warning at line 17: 'listGroupedCell()' is deprecated") == true)
        #expect(try result(29, in: document).evidence.first?.hasPrefix("compile error at line 30:") == true)
        let unflagged = try result(57, in: document)
        #expect(unflagged.diagnosis == .modelGap)
        #expect(!unflagged.isUncheckable)
    }

    @Test func inferenceDocumentVerdicts() async throws {
        let document = try await document("inference.md")
        let outcomes = outcomes(document)
        for line in [7, 23, 31, 39, 55, 65, 75, 82, 92, 99, 107, 113, 125, 135] {
            #expect(outcomes[line] == .passed, "line \(line)")
        }
        #expect(outcomes[48] == .confirmed)
        // UIKit marks the legacy labels to be deprecated in a future release, which Swift does not warn
        // about: nothing flags the block, and its reason is a preference.
        #expect(outcomes[17] == .advice)
        #expect(try result(17, in: document).evidence.allSatisfy { !$0.contains("deprecated") })
        #expect(outcomes[204] == .uncheckable)
        #expect(outcomes[119] == .finding)
    }

    @Test func findingsSayWhoseProblemTheyAre() async throws {
        let document = try await document("inference.md")
        let violation = try result(48, in: document)
        #expect(
            violation.evidence.first?.contains(
                "[cell.background-and-configuration-mixed] (see Spec/background-configuration.md)") == true)

        let helper = try result(107, in: document)
        #expect(helper.context?.supplied.contains { $0.hasPrefix("makeConfiguredCell: callable placeholder") } == true)

        let missing = try result(204, in: document)
        #expect(missing.diagnosis == .missingContext && missing.isUncheckable)
        #expect(
            missing.context?.supplied.contains(
                "rowFormatter: placeholder, a member of RowTitle the block does not show") == true)

        let ruleBroken = try result(119, in: document)
        #expect(ruleBroken.diagnosis == .documentError)
        #expect(ruleBroken.explanation?.contains("[cell.update-configuration-called-directly]") == true)

        #expect(try result(113, in: document).outcome == .passed, "tableView is the model's UITableView")
    }

    @Test func controllersAreShownInAWindowSoTheirViewLoads() async throws {
        let document = try await document("controllers.md")
        // Nothing in either block makes the controller: shown as a window's root, its `viewDidLoad` runs.
        let duplicate = try result(5, in: document)
        #expect(duplicate.outcome == .confirmed, "\(duplicate.explanation ?? "")")
        #expect(duplicate.evidence.contains { $0.contains("[diffable.duplicate-item-identifiers]") })
        #expect(
            duplicate.context?.supplied.contains("shown as a window's root view controller: ShelfViewController")
                == true)
        let distinct = try result(24, in: document)
        #expect(distinct.outcome == .passed, "\(distinct.explanation ?? "")")
    }

    @Test func aStoryboardControllersOutletsAreConnectedBeforeItsViewLoads() async throws {
        let document = try await document("controllers.md")
        // The duplicate is reached through the outlet: with it nil, the block would only crash.
        let duplicate = try result(43, in: document)
        #expect(duplicate.outcome == .confirmed, "\(duplicate.explanation ?? "")")
        #expect(duplicate.evidence.contains { $0.contains("[diffable.duplicate-item-identifiers]") })
        #expect(
            duplicate.context?.supplied.contains(
                "SpiceRackViewController's outlets connected as its storyboard scene would: rackTable: UITableView")
                == true)
        // A weak outlet still holds its table, in the controller's view when viewDidLoad reads it.
        let distinct = try result(68, in: document)
        #expect(distinct.outcome == .passed, "\(distinct.explanation ?? "") \(distinct.evidence)")
        #expect(
            distinct.context?.supplied.contains(
                "SpiceRackViewController's outlets connected as its storyboard scene would: "
                    + "rackTable: UITableView, heading: UILabel") == true)
    }

    @Test func cellsAndDataSourcesAreShownSoWhatUIKitWouldDoHappens() async throws {
        let document = try await document("inference.md")
        let shownCell = try result(142, in: document)
        #expect(shownCell.outcome == .passed)
        #expect(shownCell.context?.supplied.contains("shown in a self-sizing list: BadgeCell") == true)

        let chain = try result(154, in: document)
        #expect(chain.outcome == .confirmed)
        #expect(chain.evidence.contains { $0.contains("[self-sizing.incomplete-vertical-chain]") })
        #expect(chain.context?.supplied.contains("headlineLabel: UILabel in contentView") == true)
        #expect(!chain.evidence.contains { $0.contains("autoresizing") }, "the views inference added use constraints")

        let provider = try result(163, in: document)
        #expect(provider.outcome == .confirmed)
        #expect(provider.evidence.contains { $0.contains("[registration.created-in-provider]") })
        #expect(provider.context?.supplied.contains("dataSource shown with two items") == true)
    }

    @Test func itemsWithTheirOwnHashableAreEditedAsAnAppEditsThem() async throws {
        let document = try await document("inference.md")
        let consistent = try result(172, in: document)
        #expect(consistent.outcome == .passed)
        #expect(consistent.context?.supplied.contains("edited as an item: Song") == true)
        let broken = try result(183, in: document)
        #expect(broken.outcome == .confirmed)
        #expect(broken.evidence.contains { $0.contains("[diffable.inconsistent-hashable]") })
        // With the synthesized `==`, an edited copy is another item by design: nothing is edited.
        let hashOnly = try result(194, in: document)
        #expect(hashOnly.outcome == .passed)
        #expect(hashOnly.context?.supplied.contains { $0.hasPrefix("edited as an item") } == false)
    }

    @Test func codeFoundInProseIsCheckedLikeAnyBlock() async throws {
        let document = try await document("scraped.txt")
        let outcomes = outcomes(document)
        #expect(outcomes == [4: .passed, 10: .confirmed, 12: .passed, 17: .finding])
        let counts = try await counts("scraped.txt")
        #expect((counts.blocks, counts.classified, counts.compiled) == (4, 4, 4))
    }
}
