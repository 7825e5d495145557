import Foundation
import TestSupport
import Testing

/// The built `cellspec` run from a directory outside the checkout with no flags: it finds the model
/// and the Spec's contexts beside itself, keeps its work in the user's cache, and leaves the
/// directory as it was.
@Suite struct RunFromAnywhereTests {
    /// Runs the binary in `directory` with a cache of the tests' own (kept between runs, so the model
    /// is built once).
    func cellspec(_ arguments: [String], in directory: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-xdg-tests").path
        environment["CELLSPEC_MODEL"] = nil
        process.environment = environment
        let errors = directory.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: errors, encoding: .utf8))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func aPageOutsideTheCheckoutIsCheckedWithTheSpecsContextsAndNothingIsWrittenBesideIt() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-anywhere-\(UUID().uuidString)")
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

        try Data("# Other\n\n```swift correct context=lsitCell\nprint(1)\n```\n".utf8).write(to: directory.appendingPathComponent("other.md"))
        let unknown = try cellspec(["check", "other.md"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown context 'lsitCell' (contexts are defined in the pages, the contexts.md beside them, and "))
        #expect(unknown.errors.contains("Spec/contexts.md); did you mean 'listCell'?"))
    }
}
