import CellSpecCLI
import ExampleRunner
import Foundation
import TestSupport
import Testing

/// A hidden `expect(a == b)` that fails says both values, the releases it failed on and the line,
/// once — through the real compiler, model and channel.
@Suite struct FailedExpectationTests {
    static let page = """
        <!-- cellspec: ios=17,18 -->
        # Titles

        ```swift correct id=title
        var content = UIListContentConfiguration.cell()
        content.text = "Documents"
        # expect(content.text == "Inbox", "the title")
        ```
        """

    @Test func bothValuesAndTheReleasesArePrintedOnceUnderTheLine() async throws {
        let directory = try CellspecRun.directory(["titles.md": Self.page])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("titles.md").path
        let (_, report) = try await Fixtures.check([path])
        let result = try #require(report.results.first)
        #expect(result.verdict == .failed)
        let reason = try #require(result.reasons.first { $0.findingKind == .assertion })
        #expect(reason.iOSReleases == [17, 18])
        #expect(reason.actual == "\"Documents\"")
        #expect(reason.expected == "\"Inbox\"")
        #expect(reason.comparison?.lhs == "content.text")
        #expect(reason.location?.line == 7 && reason.location?.column == 3)

        let lines = ReportPrinter.diagnostics(report).map {
            $0.replacingOccurrences(of: directory.path + "/", with: "")
        }
        #expect(
            lines == [
                "titles.md:4:1: error: correct example 'title' failed",
                "titles.md:7:3: note: unexpected failed expectation at line 7 on iOS 17, 18: the title [example.expectation]: content.text → \"Documents\" == \"Inbox\"",
                "# expect(content.text == \"Inbox\", \"the title\")",
                "  ^",
            ])

        // GitHub and JUnit point at the expectation's line and column too.
        let github = try ReportFormat.github.render(report).standardOutput
        #expect(github.contains("line=7,col=3,"))
        #expect(github.components(separatedBy: "content.text → \"Documents\" == \"Inbox\"").count == 2, "said once")
        let junit = try ReportFormat.junit.render(report).standardOutput
        #expect(junit.contains("line=\"7\""))
    }

    static let objectsPage = """
        <!-- cellspec: ios=17,18 -->
        # Objects

        ```swift correct id=same-object
        final class Box {}
        let first = Box(), second = Box()
        # expect(ObjectIdentifier(first) == ObjectIdentifier(second))
        # expect([ObjectIdentifier(first), ObjectIdentifier(second)] == [ObjectIdentifier(first)])
        ```
        """

    /// Addresses differ from run to run: shown as numbers in order of appearance, the same failure on
    /// two releases is one reason, and the committed site does not change when nothing else did.
    @Test func addressesInValuesAreNumberedSoEveryRunSaysTheSame() async throws {
        let directory = try CellspecRun.directory(["objects.md": Self.objectsPage])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, report) = try await Fixtures.check([directory.appendingPathComponent("objects.md").path])
        let result = try #require(report.results.first)
        let reasons = result.reasons.filter { $0.findingKind == .assertion }
        #expect(reasons.count == 2, "one reason per expectation, both releases in it")
        #expect(reasons.allSatisfy { $0.iOSReleases == [17, 18] })
        #expect(reasons.first?.actual == "ObjectIdentifier(#1)")
        #expect(reasons.first?.expected == "ObjectIdentifier(#2)")
        #expect(
            reasons.last?.actual == "[ObjectIdentifier(#1), ObjectIdentifier(#2)]", "the same object keeps its number")
        #expect(reasons.last?.expected == "[ObjectIdentifier(#1)]")
    }
}
