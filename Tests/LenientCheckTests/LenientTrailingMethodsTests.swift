import SwiftParser
import TestSupport
import Testing

@testable import LenientCheck

/// Table view methods shown in fragments (`lenient/trailing-methods.md`, written for these tests):
/// statements followed by a protocol's methods are a method and members of the host, and methods
/// without `override` are a plain controller's, not a `UITableViewController`'s (``HostChoice``).
@Suite(.serialized) struct LenientTrailingMethodsTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/trailing-methods.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// As local functions, the methods would hide the table view the statements use.
    @Test func statementsFollowedByDataSourceMethodsAreAMethodAndMembers() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UIViewController")
        #expect(block.context?.supplied.contains { $0.hasPrefix("tableView: UITableView") } == true)
    }

    @Test func overridingMethodsAreATableViewControllers() async throws {
        let block = try await result(22)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UITableViewController")
    }

    @Test func methodsWithoutOverrideAreAPlainControllers() async throws {
        let block = try await result(38)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UIViewController")
    }

    @Test func onlyAClasssMethodsAfterStatementsAreMembers() {
        let vocabulary = ImplicitContextTests.vocabulary
        func start(_ code: String) -> Int? {
            HostChoice.trailingMembersStart(in: Parser.parse(source: code), vocabulary: vocabulary)
        }
        // A protocol's method, by its labels.
        #expect(
            start(
                "collectionView.allowsSelection = true\nfunc collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}"
            ) == 1)
        // An override or a member's modifier.
        #expect(start("view.backgroundColor = .red\n\noverride func viewWillAppear(_ animated: Bool) {}") == 2)
        #expect(start("title = \"Notes\"\nprivate func reload() {}") == 1)
        // A helper any scope can declare stays a local function.
        #expect(start("let n = twice(3)\nfunc twice(_ x: Int) -> Int { x * 2 }") == nil)
        // A protocol's name with other labels is not its method.
        #expect(start("tableView.isEditing = true\nfunc tableView(rows: Int) -> Int { rows }") == nil)
        // Statements after the functions, or on their line: no such shape.
        #expect(
            start(
                "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }\nprint(1)"
            ) == nil)
        #expect(
            start(
                "print(1); func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }"
            ) == nil)
    }
}
