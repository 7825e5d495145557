import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// The runner's stages: a model that does not compile still stops the run while sources are
/// generated beside its build, and each stage's time is what the timings file says.
@Suite(.serialized) struct SuiteRunnerStagesTests {
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-stages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aModelThatDoesNotCompileStopsTheRunWhileSourcesAreGenerated() async throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("UIKitModel")
        for (folder, text) in [
            ("UIKitModel", "public let broken: Int = \"not a number\"\n"),
            ("ModelContract", "public let contract = 1\n"),
        ] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: directory.appendingPathComponent("\(folder).swift"), atomically: true, encoding: .utf8)
        }
        let page = root.appendingPathComponent("page.md")
        try "# Page\n\n```swift correct id=one\nlet a = 1\n_ = a\n```\n".write(
            to: page, atomically: true, encoding: .utf8)
        var options = Fixtures.runnerOptions()
        options.modelSources = model
        options.workDirectory = root.appendingPathComponent("work")
        let suite = SpecSuite.load(paths: [page.path])
        await #expect {
            try await SuiteRunner(options: options).run(suite)
        } throws: { error in
            guard case RunnerError.modelBuildFailed(let output) = error else { return false }
            return output.contains("cannot convert value")
        }
    }

    @Test func timingsRoundTripAndNameEveryStage() throws {
        var timings = StageTimings()
        timings.seconds = Dictionary(uniqueKeysWithValues: StageTimings.Stage.allCases.map { ($0.rawValue, 1.5) })
        timings.startedAfter = 0.25
        let decoded = try JSONDecoder().decode(StageTimings.self, from: JSONEncoder().encode(timings))
        #expect(decoded == timings)
        #expect(
            StageTimings.Stage.allCases.map(\.rawValue) == [
                "keys", "generation", "model", "compile", "run", "cache", "judge",
            ])
        #expect(decoded[.compile] == 1.5)
        #expect(StageTimings().self[.run] == 0, "a stage that did not run took no time")
    }
}
