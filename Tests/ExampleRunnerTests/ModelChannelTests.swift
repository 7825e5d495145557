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

    @Test func recordsOfWhatTheExampleDidAreReadAsRecordsNotEvents() throws {
        let previewJSON = """
            {"view":"UICollectionViewListCell 1","state":["selected"],"text":"Inbox","imageName":"tray",\
            "textColor":{"name":"label","light":"#000000ff","dark":"#ffffffff"},\
            "font":{"name":"body","pointSize":17,"weight":"regular","italic":false}}
            """
        // The model's own types encode the lines, so a field renamed on one side fails here.
        let preview = try JSONDecoder().decode(ModelPreview.self, from: Data(previewJSON.utf8))
        let apply = ModelApplyRecord(
            reloadedData: false,
            items: [.init(id: "A", before: "0.0", after: nil, change: "deleted", selectedBefore: true, selectedAfter: false)],
            omittedItems: 0)
        let encoder = JSONEncoder()
        let lines = try [ModelRecord(kind: "preview", preview: preview), ModelRecord(kind: "apply", apply: apply)]
            .map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)

        #expect(ModelChannel.read(from: path).isEmpty, "records are not findings")
        let records = ModelChannel.readRecords(from: path)
        let read = try #require(records.previews.first)
        #expect(read.view == "UICollectionViewListCell 1")
        #expect(read.state == ["selected"])
        #expect(read.text == "Inbox")
        #expect(read.imageName == "tray")
        #expect(read.textColor == CellPreview.Color(name: "label", light: "#000000ff", dark: "#ffffffff"))
        #expect(read.font?.pointSize == 17)
        #expect(records.applies.first?.items.first?.change == "deleted")
        #expect(records.applies.first?.items.first?.selectedBefore == true)
    }
}
