import ExampleRunner
import Foundation
import TestSupport
import Testing

@testable import CellSpecCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--format json|junit|github` on the fixture page with one example per verdict: a golden file per
/// format, the JSON checked against the schema the README documents, the JUnit against its structure.
@Suite struct ReportFormatTests {
    @Test func jsonMatchesItsGoldenAndReadsBack() async throws {
        let report = try await ReportFixture.normalized()
        let json = try ReportFixture.render(report, .json)
        expectMatchesGolden(json, named: "verdicts.json")
        let decoded = try SuiteReport.decodeJSON(Data(json.utf8))
        #expect(decoded.schemaVersion == SuiteReport.currentSchemaVersion)
        #expect(decoded.results.map(\.verdict) == report.results.map(\.verdict))
        #expect(decoded.results.map(\.example.expectations) == report.results.map(\.example.expectations))
    }

    @Test func jsonOfAnotherSchemaVersionIsRefused() throws {
        #expect(throws: SuiteReport.UnsupportedSchema.self) {
            try SuiteReport.decodeJSON(Data(#"{"schemaVersion": 99}"#.utf8))
        }
    }

    /// Every field the README documents is present with its documented type, and every field the
    /// report holds is documented.
    @Test func jsonFollowsTheSchemaTheReadmeDocuments() async throws {
        let schema = try ReportSchema.fromReadme()
        #expect(schema.fields.count > 30)
        let json = try ReportFixture.render(try await ReportFixture.normalized(), .json)
        let problems = try schema.problems(in: Data(json.utf8))
        #expect(problems == [])
    }

    @Test func junitMatchesItsGoldenAndStructure() async throws {
        let report = try await ReportFixture.normalized()
        let xml = try ReportFixture.render(report, .junit)
        expectMatchesGolden(xml, named: "verdicts.junit.xml")

        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        var failures = 0, skipped = 0, cases = 0
        for suite in suites {
            let testcases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(testcases.count)")
            #expect(suite.attribute(forName: "name")?.stringValue?.hasSuffix("verdicts.md") == true)
            for testcase in testcases {
                #expect(testcase.attribute(forName: "name")?.stringValue?.isEmpty == false)
                #expect(Int(testcase.attribute(forName: "line")?.stringValue ?? "") != nil)
                #expect(Double(testcase.attribute(forName: "time")?.stringValue ?? "") != nil)
                failures += testcase.elements(forName: "failure").count
                skipped += testcase.elements(forName: "skipped").count
            }
            cases += testcases.count
        }
        #expect(cases == report.results.count)
        #expect(failures == report.failedCount)
        #expect(skipped == report.skippedCount)
        #expect(root.attribute(forName: "failures")?.stringValue == "\(report.failedCount)")
    }

    @Test func junitMarkupErrorsAreErrorsOfTheirPage() async throws {
        let (_, report) = try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "verdicts/missing.md")])
        let document = try XMLDocument(data: Data(try ReportFixture.render(report, .junit).utf8))
        let errors = try document.nodes(forXPath: "/testsuites/testsuite/testcase/error")
        #expect(errors.count == 1)
        #expect(document.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
    }

    @Test func junitKeepsControlCharactersOutOfTheDocument() throws {
        #expect(JUnitReport.escaped("a\u{1B}[31m<b>&\"\n") == "a\u{FFFD}[31m&lt;b&gt;&amp;&quot;&#10;")
    }

    @Test func githubMatchesItsGolden() async throws {
        let report = try await ReportFixture.normalized()
        let commands = try ReportFixture.render(report, .github)
        expectMatchesGolden(commands, named: "verdicts.github.txt")
        let lines = commands.split(separator: "\n")
        #expect(lines.count == report.failedCount)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") && !$0.dropFirst(2).contains("\r") })
    }
}

/// The verdict fixture checked once for all format tests, with what differs between machines and
/// runs (timings, toolchain, model hash, stack traces, checkout path) replaced by fixed values.
enum ReportFixture {
    private static let checked = Task {
        try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "verdicts/verdicts.md")], timeout: .seconds(3)).1
    }

    static func normalized() async throws -> SuiteReport {
        normalized(try await checked.value)
    }

    /// `report` with what differs between machines and runs replaced by fixed values.
    static func normalized(_ report: SuiteReport) -> SuiteReport {
        var report = report
        report.toolchainVersion = "Swift version 6"
        report.modelKey = "model-key"
        report.modelBuildSeconds = 0
        report.compileSeconds = 0
        report.runSeconds = 0
        // A run a fork server declined (the loaded machine kept it from answering within the limit and
        // grace) starts a program of its own; how many do depends on the load, so they count as forked.
        report.forkedRuns += report.serverDeclinedRuns
        report.startedRuns -= report.serverDeclinedRuns
        report.serverDeclinedRuns = 0
        for index in report.results.indices {
            for run in report.results[index].runs.indices {
                report.results[index].runs[run].seconds = 0
                // The runtime's stack trace after a crash holds addresses that change with every run.
                let output = report.results[index].runs[run].output
                report.results[index].runs[run].output = output.components(separatedBy: "Current stack trace:")[0]
            }
        }
        return report
    }

    static func render(_ report: SuiteReport, _ format: ReportFormat) throws -> String {
        Fixtures.relativized(try format.render(report).standardOutput)
    }
}
