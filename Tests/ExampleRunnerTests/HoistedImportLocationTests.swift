import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

/// An import the page writes is hoisted into the generated file's header, which carries no
/// `#sourceLocation` (the examples sharing a file share it): a diagnostic there is still the page's,
/// on the import's own line and column, not "code cellspec generated around the example".
@Suite(.serialized) struct HoistedImportLocationTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "imports/sdk-module.md")]).1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func theGeneratorKnowsWhereThePageWroteEachImportOfTheHeader() {
        let lines = ["import UIKit", "import ImageIO", "let a = 1"].enumerated().map { offset, text in
            SpecExample.Line(text: text, isHidden: false, number: 20 + offset)
        }
        let example = SpecExample(
            id: "x", classification: .correct, origin: .infoString, expectations: [], contexts: [], swiftVersion: 6,
            iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: "Spec/p.md", line: 19),
            codeColumn: 1, lines: lines, heading: nil)
        let output = ExampleSourceGenerator.generate(segments: [CodeSegment(example: example)], entryPoint: "run")
        // The header: the implicit Foundation and UIKitModel (UIKit's import maps to it), then ImageIO.
        #expect(output.header == "import Foundation\nimport UIKitModel\nimport ImageIO\n")
        #expect(output.pageLocation(ofHeaderLine: 3) == SourceLocation(file: "Spec/p.md", line: 21, column: 8))
        #expect(output.pageLocation(ofHeaderLine: 2) == nil, "the implicit import is cellspec's, not the page's")
        #expect(output.pageLocation(ofHeaderLine: 1) == nil)
        #expect(output.pageLocation(ofHeaderLine: 4) == nil, "past the header")
    }

    @Test func aFailedImportIsReportedOnThePagesLine() async throws {
        let result = try await result("image-io")
        #expect(result.verdict == .passed, "the page expects the error: \(result.reasons)")
        let error = try #require(result.compileFindings.first { $0.kind == .compileError })
        #expect(error.message == "no such module 'ImageIO'")
        #expect(error.diagnostic == CompilerDiagnosticName.noSuchModule)
        #expect(error.location?.line == 8)
        #expect(error.location?.column == 8)
        #expect(error.location?.file.hasSuffix("sdk-module.md") == true)
    }

    @Test func thePagesOtherExampleStillRuns() async throws {
        let result = try await result("plain")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }
}
