import Foundation
import Testing

@testable import LenientCheck

/// The model's names are read once per process while its sources stay the same, and again as soon
/// as a file is added, changed or removed.
@Suite struct ModelVocabularyTests {
    /// A folder of model sources of the test's own, removed afterwards.
    struct Sources {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-model-names-\(UUID().uuidString)")

        func write(_ name: String, _ text: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        var vocabulary: ModelVocabulary {
            ModelVocabulary.remembered(sources: folder, toolchain: ToolchainVocabulary())
        }
    }

    @Test func aSecondReadOfUnchangedSourcesIsTheFirst() throws {
        let sources = Sources()
        defer { sources.remove() }
        try sources.write("UIWidget.swift", "open class UIWidget { open var tint: Int = 0 }")
        let first = sources.vocabulary
        #expect(first.types.contains("UIWidget") && first.membersByType["UIWidget"] == ["tint"])
        #expect(sources.vocabulary.membersByType == first.membersByType)
    }

    @Test func aChangedAddedOrRemovedFileIsReadAgain() throws {
        let sources = Sources()
        defer { sources.remove() }
        try sources.write("UIWidget.swift", "open class UIWidget { open var tint: Int = 0 }")
        #expect(sources.vocabulary.membersByType["UIWidget"] == ["tint"])

        // Another size: a member more.
        try sources.write("UIWidget.swift", "open class UIWidget { open var tint: Int = 0; open var shade = 1 }")
        #expect(sources.vocabulary.membersByType["UIWidget"] == ["tint", "shade"])

        try sources.write("UIGadget.swift", "open class UIGadget {}")
        #expect(sources.vocabulary.types.contains("UIGadget"))

        try FileManager.default.removeItem(at: sources.folder.appendingPathComponent("UIGadget.swift"))
        #expect(!sources.vocabulary.types.contains("UIGadget"))
    }

    @Test func theSameSizeWrittenLaterIsReadAgain() throws {
        let sources = Sources()
        defer { sources.remove() }
        let file = sources.folder.appendingPathComponent("UIWidget.swift")
        try sources.write("UIWidget.swift", "open class UIWidget { open var tint = 0 }")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file.path)
        #expect(sources.vocabulary.membersByType["UIWidget"] == ["tint"])

        // The same number of bytes, a minute later: only the modification time tells.
        try sources.write("UIWidget.swift", "open class UIWidget { open var hue1 = 0 }")
        #expect(sources.vocabulary.membersByType["UIWidget"] == ["hue1"])
    }

    /// The toolchain's names are the caller's, not those of whoever read the sources first.
    @Test func theToolchainIsTheCallersEachTime() throws {
        let sources = Sources()
        defer { sources.remove() }
        try sources.write("UIWidget.swift", "open class UIWidget {}")
        _ = sources.vocabulary
        var toolchain = ToolchainVocabulary()
        toolchain.types = ["DateComponents"]
        let vocabulary = ModelVocabulary.remembered(sources: sources.folder, toolchain: toolchain)
        #expect(vocabulary.toolchain.types == ["DateComponents"])
        #expect(vocabulary.declares(type: "DateComponents") && vocabulary.declares(type: "UIWidget"))
    }
}
