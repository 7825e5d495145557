import Foundation
import Testing
import UIKitModel

@testable import ExampleRunner

/// The model writes events and the runner reads them in two separate programs: both sides must agree.
@Suite struct ModelChannelTests {
    @Test func theRunnerReadsWhatTheModelWrites() throws {
        #expect(ModelChannel.eventsVariable == ModelEvents.fileVariable)
        #expect(ModelChannel.iOSVariable == ModelPlatform.iOSVariable)
        #expect(ModelChannel.faultExitStatus == ModelEvents.faultExitStatus)
        #expect(ModelChannel.infoPlistVariables["UIObservationTrackingEnabled"] == ModelPlatform.observationTrackingVariable)
        let event = ModelEvent(kind: .violation, id: "cell.rule", message: "a message", file: "Spec/p.md", line: 4)
        let line = try JSONEncoder().encode(event)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("channel-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (String(decoding: line, as: UTF8.self) + "\nnot json\n").write(toFile: path, atomically: true, encoding: .utf8)
        let read = ModelChannel.read(from: path)
        #expect(read.first == ModelChannel.Event(kind: .violation, id: "cell.rule", message: "a message", file: "Spec/p.md", line: 4))
        #expect(read.last?.id == "runner.malformed-event")
    }
}
