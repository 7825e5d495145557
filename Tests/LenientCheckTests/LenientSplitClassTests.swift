import TestSupport
import Testing

@testable import LenientCheck

/// A class shown a piece at a time (`lenient/split-class.md`, `lenient/members-alone.md`,
/// `lenient/unshown-members.md`, `lenient/partial-versions.md` and `lenient/self-calls.md`, written
/// for these tests): its
/// skeleton calls methods that later blocks add in extensions, a helper is shown as a free function
/// that reads the class's members, the model type it lists is never shown, a type uses members no
/// block shows, and a partial version comes before the whole one. The class is shared with the
/// extensions' blocks and they with it, the helper as a member of the class
/// (``DocumentDeclarations``), and an unshown member is added in an extension (``ImplicitContext``),
/// so each block compiles with the guide's own code, not a class inference made up.
@Suite(.serialized) struct LenientSplitClassTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/split-class.md"),
            Fixtures.path("LenientCheckTests", "lenient/members-alone.md"),
            Fixtures.path("LenientCheckTests", "lenient/unshown-members.md"),
            Fixtures.path("LenientCheckTests", "lenient/partial-versions.md"),
            Fixtures.path("LenientCheckTests", "lenient/self-calls.md"),
        ])
    }

    /// The result of the block that starts at `line` in the fixture named `file`.
    func result(_ line: Int, in file: String = "split-class.md") async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first { $0.path.hasSuffix(file) })
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The skeleton borrows every extension and runs as the window's root view controller: its
    /// `viewDidLoad` calls the extensions' methods, not functions inference guessed.
    @Test func theSkeletonRunsWithTheExtensionsItCalls() async throws {
        let block = try await result(6)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.filter { $0.hasPrefix("extension ShelfViewController: declared at line") }.count == 4)
        #expect(supplied.contains("shown as a window's root view controller: ShelfViewController"), "\(supplied)")
        #expect(!supplied.contains { $0.hasPrefix("configureDataSource") || $0.hasPrefix("show:") }, "\(supplied)")
    }

    /// Before, each extension's block got a class inference made up, without the guide's nested
    /// `Section` or its `Book.ID` items, and two of them did not compile.
    @Test func eachExtensionBorrowsTheGuidesClass() async throws {
        for line in [33, 45, 62, 76] {
            let block = try await result(line)
            #expect(
                block.compiled && block.diagnosis == nil, "line \(line): \(block.explanation ?? "") \(block.evidence)")
            let supplied = block.context?.supplied ?? []
            #expect(supplied.contains("ShelfViewController: declared at line 7"), "line \(line): \(supplied)")
            #expect(!supplied.contains { $0.hasPrefix("Section:") }, "line \(line): \(supplied)")
        }
    }

    /// Before, `index(of:)` in the extension was Glibc's `index(_:_:)`: the helper, which reads the
    /// class's `books`, was shared as nothing. Now it is a member of the class, and the class the
    /// extension borrows fills its books from `Book.samples`, typed by what the borrowed code needs.
    @Test func aHelperShownAloneIsAMemberOfTheClassWhoseMembersItReads() async throws {
        let block = try await result(28, in: "members-alone.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("extension ShelfViewController: declared at line 21"), "\(supplied)")
        #expect(supplied.contains("ShelfViewController: declared at line 8"), "\(supplied)")
        #expect(supplied.contains { $0.hasPrefix("Book:") && $0.contains("samples: [Book]") }, "\(supplied)")
    }

    /// The whole listing at the end declares the helper itself: it is checked as written, and the
    /// helper shown alone is not added to it a second time.
    @Test func theWholeListingKeepsItsOwnHelper() async throws {
        let block = try await result(39, in: "members-alone.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.supplied.contains { $0.hasPrefix("extension ShelfViewController") } == false)
    }

    /// Before, `self.makeTitleHeader()` in a method shown alone read the host's placeholder lookup,
    /// though the next block shows the method: the guide's function was never lent, as it is called
    /// through `self`. Now it is lent into the host in an extension, at its page lines.
    @Test func aMethodCalledThroughSelfIsLentToTheHost() async throws {
        let block = try await result(7, in: "self-calls.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("makeTitleHeader: declared at line 24"), "\(supplied)")
        let lent = try #require(block.context?.lent.first)
        #expect(lent.isAtPageLines && lent.lines.map(\.number).first == 24, "\(lent.lines.map(\.number))")
        #expect(block.context?.prelude.contains { $0.hasPrefix("extension \(HostChoice.className) {") } == true)
    }

    /// Types named alone are listings, never the guide's compile errors (before: "generic parameter
    /// could not be inferred", a document error).
    @Test func typesNamedAloneAreListings() async throws {
        for line in [35, 41] {
            let block = try await result(line, in: "self-calls.md")
            #expect(block.diagnosis == .elided, "line \(line): \(block.explanation ?? "")")
            #expect(block.explanation?.contains("types named alone") == true, "line \(line)")
        }
    }

    /// Before, a name a class or struct of the block used and did not declare could be supplied
    /// nowhere (*missing context*); now it is a member the type has, added in an extension.
    @Test func aMemberTheTypeUsesAndDoesNotShowIsSupplied() async throws {
        let controller = try await result(7, in: "unshown-members.md")
        #expect(
            controller.compiled && controller.diagnosis == nil, "\(controller.explanation ?? "") \(controller.evidence)"
        )
        #expect(
            controller.context?.supplied.contains(
                "trays: array of placeholders, a member of TrayViewController the block does not show") == true)
        #expect(
            controller.context?.supplied.contains { $0.hasPrefix("shown as a window's root view controller") } == true)
        // A struct's protocols bring no members it could have inherited.
        let row = try await result(19, in: "unshown-members.md")
        #expect(row.compiled && row.diagnosis == nil, "\(row.explanation ?? "") \(row.evidence)")
        #expect(row.context?.supplied.contains("title: String, a member of ShelfRow the block does not show") == true)
    }

    /// A class shown first without members it uses is not made whole by a later version's members: a
    /// block between them gets the whole version (with the partial one, the block's call of its
    /// initializer was reported as the guide's error).
    @Test func aPartialVersionIsNotCompletedByAnother() async throws {
        let block = try await result(22, in: "partial-versions.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.supplied == ["BadgeView: declared at line 30"])
    }
}
