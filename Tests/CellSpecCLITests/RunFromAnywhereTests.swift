import Foundation
import TestSupport
import Testing

/// The built `cellspec` run from a directory outside the checkout with no flags: it finds the model
/// and the Spec's contexts beside itself, keeps its work in the user's cache, and leaves the
/// directory as it was.
@Suite struct RunFromAnywhereTests {
    /// Runs the binary in `directory` with a cache of the tests' own (kept between runs, so the model
    /// is built once) and no `CELLSPEC_MODEL`.
    func cellspec(_ arguments: [String], in directory: URL) throws -> (status: Int32, errors: String) {
        let cache = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-xdg-tests").path
        let run = try CellspecRun.run(
            arguments, in: directory, environment: ["XDG_CACHE_HOME": cache, "CELLSPEC_MODEL": nil])
        return (run.status, run.standardError)
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aPageOutsideTheCheckoutIsCheckedWithTheSpecsContextsAndNothingIsWrittenBesideIt() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-anywhere-\(UUID().uuidString)")
        let directory = outside.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let page = """
            # A guide

            ```swift correct id=list-cell context=listCell
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            cell.contentConfiguration = content
            ```
            """
        try Data(page.utf8).write(to: directory.appendingPathComponent("page.md"))

        let (status, errors) = try cellspec(["check", "page.md"], in: directory)
        #expect(status == 0, "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["page.md"])

        try Data("# Other\n\n```swift correct context=lsitCell\nprint(1)\n```\n".utf8).write(
            to: directory.appendingPathComponent("other.md"))
        let unknown = try cellspec(["check", "other.md"], in: directory)
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains(
                "unknown context 'lsitCell' (contexts are defined in the pages, the contexts.md beside them, and "))
        #expect(unknown.errors.contains("Spec/contexts.md); did you mean 'listCell'?"))
    }
}
