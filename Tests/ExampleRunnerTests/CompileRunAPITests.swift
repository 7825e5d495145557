import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

/// The compile-run API (``SuiteRunner/outcomes(of:)``): outcomes keyed by identity, variants of one
/// block and preludes of the requests' own told apart in one build, and the judge a parameter.
@Suite(.serialized) struct CompileRunAPITests {
    static let guide = "/notes/guide.md"

    static func code(_ lines: [String], from first: Int, file: String = guide) -> CompileRunRequest.Code {
        CompileRunRequest.Code(
            file: file,
            lines: lines.enumerated().map { SpecExample.Line(text: $1, isHidden: false, number: first + $0) })
    }

    static func request(
        _ id: String, variant: String? = nil, _ lines: [String], from first: Int, prelude: [String] = []
    ) -> CompileRunRequest {
        CompileRunRequest(
            identity: ExampleIdentity(path: guide, id: id, variant: variant),
            location: SourceLocation(file: guide, line: first - 1), code: code(lines, from: first),
            prelude: prelude.isEmpty
                ? [] : [CompileRunRequest.Prelude(code: code(prelude, from: 2, file: "\(guide) (inferred context)"))],
            iOSReleases: [18])
    }

    /// A block and its variant put different code at the same lines of the same file; each outcome is
    /// its own, and a finding names the guide's file and line, not a tag.
    @Test func variantsAtTheSameLinesAreToldApart() async throws {
        let block = Self.request("count", ["let count: Int = 3", "print(\"count \\(count)\")"], from: 11)
        let variant = Self.request(
            "count", variant: "alone", ["let count: Int = \"three\"", "print(\"count \\(count)\")"], from: 11)
        let report = try await SuiteRunner(options: Fixtures.runnerOptions()).outcomes(of: [block, variant])
        #expect(report.outcomes.map(\.identity) == [block.identity, variant.identity])
        let ran = try #require(report[block.identity])
        #expect(ran.compiled, "\(ran.compileFindings)")
        #expect(ran.runs.count == 1 && ran.runs[0].output.contains("count 3"))
        let failed = try #require(report[variant.identity])
        #expect(!failed.compiled)
        #expect(failed.runs.isEmpty)
        #expect(
            failed.compileFindings.filter { $0.kind == .compileError }.map(\.location)
                == [SourceLocation(file: Self.guide, line: 11, column: 18)])
    }

    /// Two requests whose own preludes stand at the same lines of one file: an error in one prelude
    /// is that request's alone, at the prelude's file and line.
    @Test func ownPreludesAtTheSameLinesAreEachRequestsOwn() async throws {
        let good = Self.request("good", ["print(greeting)"], from: 21, prelude: ["let greeting = \"hi\""])
        let bad = Self.request("bad", ["print(greeting)"], from: 31, prelude: ["let greeting: Int = \"hi\""])
        let report = try await SuiteRunner(options: Fixtures.runnerOptions()).outcomes(of: [good, bad])
        let ran = try #require(report[good.identity])
        #expect(ran.compiled, "\(ran.compileFindings)")
        #expect(ran.runs.count == 1 && ran.runs[0].output.contains("hi"))
        let failed = try #require(report[bad.identity])
        #expect(
            failed.compileFindings.filter { $0.kind == .compileError }.compactMap(\.location).map(\.file)
                == ["\(Self.guide) (inferred context)"])
        #expect(failed.compileFindings.compactMap(\.location).allSatisfy { $0.line == 2 })
    }

    /// A trap in a prelude names the prelude's file and line, whether it stands in a file of its own or
    /// at other lines of the example's page; a trap in the example's code names the page's line.
    @Test func aTrapNamesTheLineOfTheSegmentItIsIn() async throws {
        let inferred = Self.request(
            "inferred", ["stop(\"here\")"], from: 41, prelude: ["func stop(_ why: String) { fatalError(why) }"])
        var lent = Self.request("lent", ["halt()"], from: 51)
        lent.prelude = [
            CompileRunRequest.Prelude(code: Self.code(["func halt() {", "    fatalError(\"halted\")", "}"], from: 7))
        ]
        let own = Self.request("own", ["let none: Int? = nil", "print(none!)"], from: 61)
        let report = try await SuiteRunner(options: Fixtures.runnerOptions()).outcomes(of: [inferred, lent, own])
        func trap(_ request: CompileRunRequest) throws -> Finding {
            let outcome = try #require(report[request.identity])
            return try #require(outcome.runs.first?.findings.first { $0.kind == .crash }, "\(outcome)")
        }
        #expect(try trap(inferred).location == SourceLocation(file: "\(Self.guide) (inferred context)", line: 2))
        #expect(try trap(lent).location == SourceLocation(file: Self.guide, line: 8))
        #expect(try trap(own).location == SourceLocation(file: Self.guide, line: 62))
    }

    @Test func twoRequestsOfOneIdentityAreRefused() async throws {
        let one = Self.request("same", ["print(1)"], from: 5)
        await #expect {
            try await SuiteRunner(options: Fixtures.runnerOptions()).outcomes(of: [one, one])
        } throws: { error in
            guard case RunnerError.duplicateIdentity(let identity) = error else { return false }
            return identity == one.identity
        }
    }

    /// `run(_:judge:)` judges each outcome with the judge it is given: the strict judge is a
    /// parameter, not the pipeline's.
    @Test func theJudgeIsAParameter() async throws {
        struct Recording: ExampleJudging {
            func judge(_ example: SpecExample, outcome: CompileRunOutcome) -> ExampleResult {
                ExampleResult(
                    example: example, verdict: outcome.compiled ? .notCheckable : .passed,
                    reasons: [VerdictReason(kind: .skipped, message: "judged by \(outcome.identity)")],
                    compileFindings: outcome.compileFindings, runs: outcome.runs)
            }
        }
        let page = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-judge-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: page) }
        try Data("# Judge\n\n```swift correct id=sound\nlet sum = 1 + 2\nprint(sum)\n```\n".utf8).write(to: page)
        let suite = SpecSuite.load(paths: [page.path])
        let options = Fixtures.runnerOptions()
        let strict = try await SuiteRunner(options: options).run(suite)
        #expect(strict.results.map(\.verdict) == [.passed])
        let recorded = try await SuiteRunner(options: options).run(suite, judge: Recording())
        #expect(recorded.results.map(\.verdict) == [.notCheckable])
        #expect(recorded.results.first?.reasons.map(\.message) == ["judged by \(page.path)#sound"])
        #expect(recorded.results.first?.runs.first?.output.contains("3") == true)
    }

    @Test func pageSourceNamesCarryTheTagAndDecodeBack() {
        for (path, tag) in [("Spec/README.md", nil), ("a#b/c%2F.md", "id (alone)"), ("x.md", "a/b#c")]
            as [(String, String?)]
        {
            let name = PageSourceName.encode(path, tag: tag)
            #expect(!name.contains("/"), "one path component")
            #expect(PageSourceName.place(name).path == path)
            #expect(PageSourceName.place(name).tag == tag)
            #expect(PageSourceName.decode(name) == path)
        }
        #expect(PageSourceName.encode("Spec/README.md") == "Spec%2FREADME.md", "an untagged page's name is as before")
    }
}
