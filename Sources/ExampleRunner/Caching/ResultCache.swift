import Foundation

/// Content-addressed store of what compiling and running one example produced, so that a rerun
/// with nothing changed compiles and runs nothing.
///
/// An entry is keyed by everything its findings depend on (``ResultCache/key(for:toolchainVersion:modelKey:timeout:memoryLimit:)``)
/// but not by the page's expectations: verdicts are judged again on load, so editing only `expect=`
/// reuses the compile and the runs. Entries are written to a temporary file and renamed into place,
/// and carry their own key and format: a truncated, corrupt or foreign file, or anything that is not
/// a readable regular file (a directory, a FIFO, a link), is ignored, never trusted, and never stops a run.
struct ResultCache: Sendable {
    /// Bumped whenever what an entry holds, or how findings are produced, changes meaning.
    static let formatVersion = 4

    /// One example's stored outcome.
    struct Entry: Codable, Equatable, Sendable {
        var formatVersion: Int
        var key: String
        var compileFindings: [Finding]
        var runs: [ExampleResult.Run]
    }

    let directory: URL
    /// ``directory``'s path, worked out once.
    private let directoryPath: String

    init(directory: URL) {
        self.directory = directory
        directoryPath = directory.path
    }

    func file(for key: String) -> URL {
        URL(fileURLWithPath: path(for: key), isDirectory: false)
    }

    /// ``file(for:)`` as a path: made by joining strings, since `URL`'s path appending was a tenth
    /// of looking up 1,000 entries in a debug build.
    func path(for key: String) -> String {
        "\(directoryPath)/\(key.prefix(2))/\(key).json"
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
        stored(key).flatMap { Self.entry(from: $0, key: key) }
    }

    /// The bytes stored for `key`, undecoded: nil when there is no such regular file.
    func stored(_ key: String) -> Data? {
        Self.contents(ofFile: path(for: key))
    }

    /// The entry `data` holds, or nil when it cannot be trusted: not an entry, another format,
    /// another key.
    static func entry(from data: Data, key: String) -> Entry? {
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.formatVersion == formatVersion,
            entry.key == key
        else { return nil }
        return entry
    }

    /// The largest entry read: far above any real one (an example's output is kept up to 64 KB per run).
    static let largestEntry = 64 << 20

    /// A regular file's contents, opened without following a link and without blocking (a FIFO).
    static func contents(of url: URL) -> Data? { contents(ofFile: url.path) }

    /// A regular file's contents, opened without following a link and without blocking (a FIFO):
    /// read with `read` into one buffer of the size `fstat` gives, and no more than that.
    static func contents(ofFile path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= largestEntry
        else {
            return nil
        }
        let size = Int(status.st_size)
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < size {
                let count = read(descriptor, buffer.baseAddress! + done, size - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        return complete ? data : nil
    }

    /// Stores an entry atomically: readers see the old file, the new one, or none, never half of one.
    func store(_ entry: Entry) throws {
        let destination = file(for: entry.key)
        let folder = destination.deletingLastPathComponent()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(entry)
        let temporary = folder.appendingPathComponent(".\(entry.key).\(UUID().uuidString).tmp")
        do {
            try ScratchFile.write(data, to: temporary)
        } catch {
            // The entry's folder is made the first time one of its keys is stored: asking for it
            // before every write was half of storing an entry in a debug build.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ScratchFile.write(data, to: temporary)
        }
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }
}
