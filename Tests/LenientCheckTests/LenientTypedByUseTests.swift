import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Names whose declarations the block leaves out, typed by how it uses them
/// (`lenient/typed-by-use.md`, written for these tests): a table's data source assigned to a name
/// inference made a collection's, a section enumeration made from a number, a flag only toggled and
/// tested. Each block compiles and runs.
@Suite(.serialized) struct LenientTypedByUseTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/typed-by-use.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aTableDataSourceAssignedToAnInferredNameMakesItATables() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(block.context?.valueTypes["dataSource"] == "UITableViewDiffableDataSource<Int, String>!")
    }

    @Test func aSectionMadeFromANumberIsNumbered() async throws {
        let block = try await result(20)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(block.context?.supplied.contains { $0.hasPrefix("Section: enum of sections numbered from 0") } == true)
    }

    @Test func aFlagOnlyToggledAndTestedIsABool() async throws {
        let block = try await result(29)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.context?.valueTypes["showsArchived"] == "Bool")
    }

    /// The compiler points at the `?` of `quickOnly ? Recipe.quick : Recipe.everything` given to a
    /// `[Recipe]`: both branches, static members of a type inference made, are `[Recipe]`.
    @Test func bothBranchesOfATernaryGivenToATypeHaveIt() async throws {
        let block = try await result(39)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(
            block.context?.supplied.contains("Recipe: placeholder type with everything: [Recipe], quick: [Recipe]")
                == true, "\(block.context?.supplied ?? [])")
    }

    /// `datasource` is no name inference knows; `supplementaryViewProvider` is a member only a
    /// collection view's diffable data source has, and the name says data source spelled as one word.
    @Test func aNameSpellingATypesWordsAsOneTakesTheOneTypeWithItsMember() async throws {
        let block = try await result(47)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(block.context?.valueTypes["datasource"]?.hasPrefix("UICollectionViewDiffableDataSource<") == true)
    }

    /// `section` names a layout's section by its name; switched over by `.pinned` and `.archive` it is
    /// the section identifier, and the returns in the switch make the fragment a cell provider's body.
    @Test func aNameSwitchedOverBySectionCasesIsTheSectionIdentifier() async throws {
        let block = try await result(55)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(
            block.context?.supplied.contains {
                $0.hasPrefix("section: ") && $0.hasSuffix("(switched over by section cases)")
            } == true)
        #expect(block.context?.supplied.contains { $0.hasPrefix("run in a cell provider") } == true)
    }

    /// A placeholder is identified by a `UUID`; read into a `String?`, its identifier is a `String`.
    @Test func aPlaceholdersIdentifierTakesTheTypeTheBlockReadsItAs() async throws {
        let block = try await result(66)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(
            block.context?.supplied.contains("placeholders identified by a String (the block reads their id as one)")
                == true)
    }

    /// Two model types have both members; the name's word `value` names a member of one of them only
    /// (`UIListContentConfiguration.valueCell()`).
    @Test func aNameWordPicksAmongTypesWithTheSameMembers() async throws {
        let block = try await result(83)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.context?.valueTypes["valueConfiguration"] == "UIListContentConfiguration")
    }
}
