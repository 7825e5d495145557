import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// The fixture page's examples that use an attribute reaching past the example are refused as
/// markup errors at the attribute, never compiled; the page's other example still runs.
@Suite struct ForbiddenAttributeFixtureTests {
    @Test func refusedExamplesAreMarkupErrorsAndTheOthersRun() async throws {
        let (_, report) = try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "forbidden-attributes/forbidden-attributes.md")])
        #expect(
            report.markupDiagnostics.map { "\($0.identifier.rawValue) \($0.location.line):\($0.location.column)" } == [
                "markup.forbidden-attribute 6:1", "markup.forbidden-attribute 13:1",
                "markup.forbidden-attribute 13:7", "markup.forbidden-attribute 21:3",
            ])
        #expect(report.results.map(\.example.id) == ["mentioned"])
        #expect(report.results.first?.verdict == .passed, "\(report.results.first?.reasons ?? [])")
        #expect(!report.succeeded)
    }
}
