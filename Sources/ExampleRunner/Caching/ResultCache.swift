import Foundation

/// Content-addressed store of what compiling and running one example produced, so that a rerun
/// with nothing changed compiles and runs nothing.
///
/// An entry is keyed by everything its findings depend on (``ResultCache/key(for:contexts:toolchainVersion:modelKey:timeout:memoryLimit:)``)
/// but not by the page's expectations: verdicts are judged again on load, so editing only `expect=`
/// reuses the compile and the runs. Entries are written to a temporary file and renamed into place,
/// and carry their own key and format: a truncated, corrupt or foreign file, or anything that is not
/// a readable regular file (a directory, a FIFO, a link), is ignored, never trusted, and never stops a run.
struct ResultCache: Sendable {
    /// Bumped whenever what an entry holds, or how findings are produced, changes meaning.
    static let formatVersion = 2

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

    /// Makes the cache directory and checks that entries can be written to it.
    func prepare() throws {
        let probe = directory.appendingPathComponent(".probe-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data().write(to: probe)
            try FileManager.default.removeItem(at: probe)
        } catch {
            throw RunnerError.unusable(
                directory, as: "the result cache",
                remedy: "make it a writable directory, pass another with --cache, or pass --no-cache",
                error: error)
        }
    }

    /// The stored entry for `key`, or nil when there is none or it cannot be trusted.
    func load(_ key: String) -> Entry? {
        guard let data = Self.contents(of: file(for: key)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.formatVersion == Self.formatVersion, entry.key == key
        else { return nil }
        return entry
    }

    /// The largest entry read: far above any real one (an example's output is kept up to 64 KB per run).
    static let largestEntry = 64 << 20

    /// A regular file's contents, opened without following a link and without blocking (a FIFO).
    static func contents(of url: URL) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= largestEntry
        else {
            return nil
        }
        return try? handle.readToEnd()
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
