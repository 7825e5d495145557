import Foundation
import TestSupport
import Testing

/// `cellspec build --output DIR` as a user runs it inside their own repository: it never replaces
/// what it did not write, and a refusal is one sentence with exit status 2.
@Suite struct OutputDirectoryTests {
    /// A git checkout with a page, a docs folder holding a page, and a note of the user's.
    func checkout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: root.appendingPathComponent(".git/HEAD"))
        let page = Data("# Page\n\n```swift correct id=one\nprint(1)\n```\n".utf8)
        try page.write(to: root.appendingPathComponent("page.md"))
        try page.write(to: root.appendingPathComponent("docs/page.md"))
        try Data("mine".utf8).write(to: root.appendingPathComponent("notes.txt"))
        return root
    }

    /// Runs the built `cellspec build` in `directory`.
    func build(_ arguments: [String], in directory: URL) throws -> (status: Int32, errors: String) {
        let run = try CellspecRun.run(
            ["build"] + arguments + [
                "--model", Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path,
                "--work-directory", Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path,
            ], in: directory)
        return (run.status, run.standardError)
    }

    func listing(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func theCheckoutItselfIsRefusedAndNothingIsLost() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = listing(root)
        let (status, errors) = try build(["page.md", "--output", "."], in: root)
        #expect(status == 2)
        #expect(
            errors
                == "cellspec: error: cannot write the site to '.': it is the current directory or one of its parents; choose a directory of its own, such as Generated\n"
        )
        #expect(listing(root) == before)
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aDirectoryHoldingTheInputOrTheUsersFilesIsRefused() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = try build(["docs/page.md", "--output", "docs"], in: root)
        #expect(input.status == 2)
        #expect(input.errors.contains("it contains the input 'docs/page.md'"))
        #expect(listing(root.appendingPathComponent("docs")) == ["page.md"])

        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: root.appendingPathComponent("site/keep.txt"))
        let unmarked = try build(["page.md", "--output", "site"], in: root)
        #expect(unmarked.status == 2)
        #expect(unmarked.errors.contains("it is not empty and cellspec did not write it"))
        #expect(listing(root.appendingPathComponent("site")) == ["keep.txt"])
    }

    /// A site cellspec wrote is replaced by the next build, and nothing is left beside it.
    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aSiteCellspecWroteIsReplaced() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try build(["page.md", "--output", "Generated"], in: root).status == 0)
        #expect(try build(["page.md", "--output", "Generated"], in: root).status == 0)
        #expect(listing(root.appendingPathComponent("Generated")).contains(".cellspec-site"))
        #expect(listing(root) == [".git", "Generated", "docs", "notes.txt", "page.md"])
    }
}
