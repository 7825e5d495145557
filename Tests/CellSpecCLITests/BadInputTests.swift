import CellSpecCLI
import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// Bad files among good ones: each is one `file:line:column: error:` line with a stable id, the run
/// ends with exit status 2, and the good page is still checked.
@Suite struct BadInputTests {
    @Test func eachBadFileIsOneLineAndTheGoodPageIsStillChecked() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func page(_ name: String, _ contents: Data) throws -> String {
            let url = directory.appendingPathComponent(name)
            try contents.write(to: url)
            return url.path
        }
        let big = try page(
            "big.md",
            Data(("# Big\n\n" + String(repeating: "A line of prose that goes on and on.\n", count: 280_000)).utf8))
        let latin1 = try page("latin1.md", Data("# Page\n\nCaf".utf8) + Data([0xE9]) + Data(" au lait\n".utf8))
        let empty = try page("empty.md", Data())
        let unknown = try page("unknown.md", Data("# Unknown\n\n```swift correct contxt=content\nprint(1)\n```\n".utf8))
        let good = try page("good.md", Data("# Good\n\n```swift correct id=good\nprint(\"fine\")\n```\n".utf8))
        let missing = directory.appendingPathComponent("missing.md").path
        #expect(try FileManager.default.attributesOfItem(atPath: big)[.size] as? Int ?? 0 > 10_000_000)

        let (_, report) = try await CheckSession(
            paths: [big, latin1, empty, missing, unknown, good], options: Fixtures.runnerOptions()
        ).run()

        let lines = report.markupDiagnostics.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
        #expect(
            lines == [
                "missing.md:1:1: error: no such file or directory [page.unreadable]",
                "big.md:1:1: error: the page is 10117 KB; pages are limited to 1024 KB [page.too-large]",
                "latin1.md:3:4: error: the page is not valid UTF-8 (first bad byte here) [page.unreadable]",
                "empty.md:1:1: error: the page is empty [page.empty]",
                "unknown.md:3:18: error: unknown attribute 'contxt'; did you mean 'context'? [markup.unknown-attribute]",
            ])
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(report.results.map(\.example.id) == ["good"])
        #expect(report.results.first?.verdict == .passed)
        #expect(ExitStatus.of(report) == .inputError)
    }

    @Test func theFirstBadByteIsFoundByLineAndColumn() {
        #expect(SpecSuite.firstInvalidUTF8(in: Data("ok\né".utf8) + Data([0xFF])) == (2, 3))
        #expect(SpecSuite.firstInvalidUTF8(in: Data([0xC3])) == (1, 1))
    }
}
