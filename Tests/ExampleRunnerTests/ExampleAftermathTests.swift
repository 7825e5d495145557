import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

/// The work an example starts and does not wait for runs before its run ends, as an app's run loop
/// runs it (the model's `ExampleAftermath`): a main-actor task and a background block hopping back
/// to the main queue, after an example that never awaits.
@Suite(.serialized) struct ExampleAftermathTests {
    static let guide = "/notes/aftermath.md"

    static func request(_ id: String, _ lines: [String]) -> CompileRunRequest {
        CompileRunRequest(
            identity: ExampleIdentity(path: guide, id: id, variant: nil),
            location: SourceLocation(file: guide, line: 10),
            code: CompileRunRequest.Code(
                file: guide,
                lines: lines.enumerated().map { SpecExample.Line(text: $1, isHidden: false, number: 11 + $0) }),
            prelude: [], iOSReleases: [18])
    }

    @Test func workTheExampleStartedRunsBeforeItsRunEnds() async throws {
        let task = Self.request("task", ["Task { print(\"the task ran\") }"])
        let hop = Self.request(
            "hop",
            [
                "DispatchQueue.global().async {",
                "    let fetched = 2 + 2",
                "    DispatchQueue.main.async { print(\"back on the main queue with \\(fetched)\") }",
                "}",
            ])
        let report = try await SuiteRunner(options: Fixtures.runnerOptions()).outcomes(of: [task, hop])
        let expected = [task.identity: "the task ran", hop.identity: "back on the main queue with 4"]
        for (identity, line) in expected {
            let outcome = try #require(report[identity])
            #expect(outcome.compiled, "\(identity): \(outcome.compileFindings)")
            let run = try #require(outcome.runs.first)
            #expect(run.output.contains(line), "\(identity): \(run.output)")
            #expect(!run.findings.contains { $0.identifier == "channel.after-end" }, "\(identity): \(run.findings)")
        }
    }
}
