import Foundation
import TestSupport
import Testing

/// The exit statuses of the built `cellspec`, as CI sees them.
@Suite struct ExitStatusTests {
    /// Runs `cellspec` with its output in files, and returns its status and standard error.
    func cellspec(_ arguments: [String]) throws -> (status: Int32, errors: [Substring]) {
        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.packageRoot
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: errors, encoding: .utf8)
        return (process.terminationStatus, text.split(separator: "\n"))
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func aBadCommandLineExitsWithStatus2() throws {
        let (status, errors) = try cellspec(["check", "--ios", "16", "--list"])
        #expect(status == 2)
        #expect(errors.first == "Error: --ios takes releases from 14, 17, 18, 26, not '16'")
        #expect(try cellspec(["check", "--format", "xml", "--list"]).status == 2)
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func aForbiddenAttributeIsAMarkupErrorAtItsColumnAndStatus2() throws {
        let page = "Tests/ExampleRunnerTests/Fixtures/forbidden-attributes/forbidden-attributes.md"
        let (status, errors) = try cellspec(["check", "--list", page, "Spec/README.md"])
        #expect(status == 2)
        #expect(
            errors.filter { $0.contains("error:") }.map { $0.prefix { $0 != " " } } == [
                "\(page):6:1:", "\(page):13:1:", "\(page):13:7:", "\(page):21:3:",
            ])
        #expect(errors.first?.hasSuffix("[markup.forbidden-attribute]") == true)
        #expect(try cellspec(["explain", "markup.forbidden-attribute"]).status == 0)
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func aMissingPageIsOneLineAndStatus2() throws {
        let (status, errors) = try cellspec(["check", "--list", "Spec/README.md", "Spec/no-such-page.md"])
        #expect(status == 2)
        #expect(errors == ["Spec/no-such-page.md:1:1: error: no such file or directory [page.unreadable]"])
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func listingGoodPagesSucceeds() throws {
        #expect(try cellspec(["check", "--list", "Spec/README.md"]) == (0, []))
    }
}
