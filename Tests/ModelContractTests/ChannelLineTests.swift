import Foundation
import ModelContract
import Testing

/// The lines both ends of the channel share encode and decode to themselves, one line each.
@Suite struct ChannelLineTests {
    @Test func everyKindOfLineRoundTripsOnOneLine() throws {
        let lines: [ChannelLine] = [
            .event(
                ModelEvent(
                    kind: .violation, id: "cell.update-loop", message: "a message\nover two lines", file: "Spec%2Fp.md",
                    line: 4)),
            .preview(
                ModelPreview(
                    view: "UICollectionViewListCell 1", state: ["selected"], text: "Inbox",
                    textColor: .init(name: "label", light: "#000000ff", dark: "#ffffffff"),
                    font: .init(name: "body", pointSize: 17, weight: "regular", italic: false))),
            .apply(
                ModelApplyRecord(
                    reloadedData: false,
                    items: [
                        .init(
                            id: "A", before: "0.0", after: nil, change: "deleted", selectedBefore: true,
                            selectedAfter: false)
                    ],
                    omittedItems: 0)),
            .end,
        ]
        for line in lines {
            let data = try JSONEncoder().encode(line)
            #expect(!data.contains(UInt8(ascii: "\n")))
            #expect(try JSONDecoder().decode(ChannelLine.self, from: data) == line)
        }
        #expect(String(decoding: try JSONEncoder().encode(ChannelLine.end), as: UTF8.self) == #"{"kind":"end"}"#)
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(ChannelLine.self, from: Data(#"{"kind":"fault"}"#.utf8))
        }
    }

    @Test func everyIdIsUniqueAndTheExpectableOnesFollowTheirSeverity() {
        let ids = ModelRule.all.map(\.id) + HarnessFinding.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let faults = HarnessFinding.expectableIDs(.fault)
        #expect(faults.contains("example.uncaught-error"))
        #expect(faults.contains(ModelRule.contentViewConfigurationType.id))
        #expect(!faults.contains(ModelRule.updateLoop.id))
        #expect(HarnessFinding.expectableIDs(.violation).contains(ModelRule.updateLoop.id))
        #expect(!HarnessFinding.expectableIDs(.violation).contains("example.did-not-finish"))
    }
}
