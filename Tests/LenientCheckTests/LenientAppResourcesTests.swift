import SpecPages
import SwiftParser
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A trap the guide wrote for a resource its app ships (`lenient/app-resources.md`, written for
/// these tests): the run has the guide's code but not its app's files, so the trap runs where the
/// app's never would. Not the guide's error (``AppResources``).
@Suite(.serialized) struct LenientAppResourcesTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/app-resources.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The trap is in the loader another block declares: the crash names its line there, the
    /// loader's own page line (``LentCode``). Before, a document error.
    @Test func aTrapInALentLoaderForAMissingResourceIsNotTheGuides() async throws {
        let block = try await result(20)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .missingContext)
        #expect(block.explanation?.contains("the app's bundle resource named by `file`") == true)
    }

    @Test func aForceUnwrappedLookupOfAResourceIsNotTheGuides() async throws {
        let block = try await result(27)
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.explanation?.contains("the app's bundle resource \"regions\"") == true)
    }

    /// The declaration alone runs nothing: it passes.
    @Test func theLoaderAlonePasses() async throws {
        let block = try await result(7)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    @Test func aTrapIsFoundInTheGuardOrIfThatLooksTheResourceUp() {
        let tree = Parser.parse(
            source: """
                guard let url = Bundle.main.url(forResource: "trails", withExtension: "json") else {
                    fatalError("no \\(kind) trails here")
                }
                if value == nil { fatalError("unrelated") }
                let data = try! Data(contentsOf: Bundle.main.url(forResource: "maps", withExtension: "json")!)
                """)
        let traps = AppResources.traps(in: tree)
        #expect(traps.map(\.resource) == ["\"trails\"", "\"maps\""])
    }

    /// A crash at a line of the lent loader is matched there; one at a line of inference's own code is not.
    @Test func aCrashIsMatchedByTheLineItNames() {
        let loader = """
            func load(_ name: String) -> Data {
                guard let url = Bundle.main.url(forResource: name, withExtension: "json") else {
                    fatalError("missing")
                }
                return try! Data(contentsOf: url)
            }
            """
        let lent = [
            LentCode(
                entry: 0, pageLine: 30, preludeIndex: 0, source: loader, page: "guide.md", pageLines: Array(30...35),
                inferredLine: 2)
        ]
        let block = SpecExample(
            id: "b", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 6, iOSReleases: [18], infoPlistKeys: [],
            location: SourceLocation(file: "guide.md", line: 40), codeColumn: 1,
            lines: [SpecExample.Line(text: "let data = load(\"x\")", isHidden: false, number: 41)])
        func crash(_ file: String, _ line: Int) -> Finding {
            Finding(kind: .crash, message: "Fatal error: missing", location: SourceLocation(file: file, line: line))
        }
        #expect(AppResources.missingResource(in: crash("guide.md", 32), compiled: block, lent: lent) == "name")
        #expect(AppResources.missingResource(in: crash("guide.md", 31), compiled: block, lent: lent) == nil)
        #expect(
            AppResources.missingResource(
                in: crash(LenientRunner.inferredFile(for: "guide.md"), 4), compiled: block, lent: lent) == nil)
    }
}
