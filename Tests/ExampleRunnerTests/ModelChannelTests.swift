import Foundation
import ModelContract
import Testing

@testable import ExampleRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's end of the channel, fed through a real pipe as an example's process would feed it.
@Suite struct ModelChannelTests {
    /// Sends `text` through a new channel and returns what the runner makes of it.
    func received(_ text: String) async throws -> ModelChannel.Interpretation {
        let channel = try ModelChannel()
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(channel.writeEnd, $0.baseAddress, $0.count) }
            #expect(written > 0)
            offset += max(written, 0)
        }
        channel.closeWriteEnd()
        return await channel.receive().interpreted()
    }

    func line(_ value: ChannelLine) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self) + "\n"
    }

    @Test func eventsAndRecordsBeforeTheClosingRecordAreTheRun() async throws {
        let event = ModelEvent(
            kind: .violation, id: "cell.update-loop", message: "a message", file: "Spec%2Fp.md", line: 4)
        let preview = ModelPreview(view: "UICollectionViewListCell 1", state: [], text: "Inbox")
        let apply = ModelApplyRecord(reloadedData: true, items: [], omittedItems: 0)
        let run = try await received(
            try line(.event(event)) + line(.preview(preview)) + line(.apply(apply)) + line(.end))
        #expect(run.events == [event])
        #expect(run.previews == [preview])
        var placed = apply
        placed.previewsBefore = 1
        #expect(run.applies == [placed], "the apply came after one preview")
        #expect(run.sawEnd)
        #expect(run.channelFindings.isEmpty)
    }

    /// Each apply carries how many previews came before it on the channel, so the site can name
    /// items as they were at that apply.
    @Test func eachApplyKnowsHowManyPreviewsCameBeforeIt() async throws {
        let preview = ModelPreview(view: "UICollectionViewListCell 1", state: [], text: "Cake")
        let apply = ModelApplyRecord(reloadedData: false, items: [], omittedItems: 0)
        #expect(apply.previewsBefore == nil, "the model does not set it")
        let run = try await received(
            try line(.apply(apply)) + line(.preview(preview)) + line(.preview(preview)) + line(.apply(apply))
                + line(.preview(preview)) + line(.end))
        #expect(run.applies.map(\.previewsBefore) == [0, 2])
    }

    /// What an example could forge: a line that is no line of the model's, and lines written after
    /// it returned (an `atexit` handler); and a run that ends with no closing record.
    @Test func forgedAndLateLinesAreFindingsNotEvents() async throws {
        let fault = ModelEvent(kind: .fault, id: "cell.update-loop", message: "forged")
        let run = try await received("fault cell.update-loop\n" + line(.end) + line(.event(fault)))
        #expect(run.events.isEmpty)
        #expect(run.channelFindings.compactMap(\.identifier) == ["channel.unreadable-line", "channel.after-end"])
        #expect(!(try await received(try line(.event(fault)))).sawEnd)
    }

    /// A flood is bounded: nothing beyond the bounds is kept, and the run says it sent too much.
    @Test func aFloodIsCutAtTheBoundsAndReported() async throws {
        let preview = try line(
            .preview(
                ModelPreview(view: "UICollectionViewListCell 1", state: [], text: String(repeating: "x", count: 100))))
        let run = try await received(String(repeating: preview, count: ChannelSettings.lineLimit + 500) + line(.end))
        #expect(run.previews.count <= ChannelSettings.lineLimit)
        #expect(!run.sawEnd)
        #expect(run.channelFindings.map(\.kind) == [.resourceLimit])
        #expect(run.channelFindings.first?.identifier == "channel.flood")
    }

    /// Something the example left running still holds the pipe open: the runner stops waiting.
    @Test func aWriteEndHeldOpenDoesNotHoldUpTheRunner() async throws {
        let channel = try ModelChannel()
        let held = dup(channel.writeEnd)
        defer { close(held) }
        channel.closeWriteEnd()
        let run = await channel.receive(grace: .milliseconds(200)).interpreted()
        #expect(run.events.isEmpty && !run.sawEnd)
    }
}
