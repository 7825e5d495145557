import Foundation

/// Content-addressed store of what compiling and running one example produced, so that a rerun
/// with nothing changed compiles and runs nothing.
///
/// An entry is keyed by everything its findings depend on (``ResultCache/key(for:contexts:toolchainVersion:modelKey:timeout:memoryLimit:)``)
/// but not by the page's expectations: verdicts are judged again on load, so editing only `expect=`
/// reuses the compile and the runs. Entries are written to a temporary file and renamed into place,
/// and carry their own key and format: a truncated, corrupt or foreign file is ignored, never trusted.
struct ResultCache: Sendable {
    /// Bumped whenever what an entry holds, or how findings are produced, changes meaning.
    static let formatVersion = 1

    /// One example's stored outcome.
    struct Entry: Codable, Equatable, Sendable {
        var formatVersion: Int
        var key: String
        var compileFindings: [Finding]
        var runs: [ExampleResult.Run]
    }

    var directory: URL

    func file(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2))).appendingPathComponent("\(key).json")
    }

    /// The stored entry for `key`, or nil when there is none or it cannot be trusted.
    func load(_ key: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: file(for: key).path),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.formatVersion == Self.formatVersion, entry.key == key
        else { return nil }
        return entry
    }

    /// Stores an entry atomically: readers see the old file, the new one, or none, never half of one.
    func store(_ entry: Entry) throws {
        let destination = file(for: entry.key)
        let folder = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let temporary = folder.appendingPathComponent(".\(entry.key).\(UUID().uuidString).tmp")
        try encoder.encode(entry).write(to: temporary)
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }
}
