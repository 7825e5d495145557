import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Names for the folders a run stages work in (a run's build folder, the model before it is renamed
/// into place, a site before it is swapped in), and the removal of those a killed run left behind.
///
/// A name is `<prefix><pid>.<start>-<UUID>`: the process that owns it, by its id and its start time
/// (field 22 of `/proc/<pid>/stat`, so a reused process id is not mistaken for the owner), and a
/// UUID. Each such folder is made by ``create(_:)``, which writes a ``markerName`` file into it. A
/// later run removes every folder with such a name *and* the marker whose owner has ended, and leaves
/// alone those of a run still going in the same directory: a folder of the user's that merely has
/// such a name is never removed.
public enum StagingFolder {
    /// The file in every folder cellspec stages in, which marks it as one it may remove.
    public static let markerName = ".cellspec-staging"
    static let markerContents = "cellspec-staging 1\n"

    /// A fresh name with this process as its owner.
    public static func name(_ prefix: String) -> String {
        "\(prefix)\(owner)-\(UUID().uuidString)"
    }

    /// Makes the folder at `url` (named by ``name(_:)``) with its marker.
    public static func create(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data(markerContents.utf8).write(to: url.appendingPathComponent(markerName))
    }

    /// Removes the entries of `directory` named by ``name(_:)`` with `prefix` whose owner has ended
    /// and that hold one of `markers` (a regular file, not a link), by default the one ``create(_:)``
    /// writes. Returns what it removed; a directory that cannot be read is left as it is.
    @discardableResult
    public static func removeStale(in directory: URL, prefix: String, markers: [String] = [markerName]) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed: [URL] = []
        for name in names where name.hasPrefix(prefix) && isStale(String(name.dropFirst(prefix.count))) {
            let url = directory.appendingPathComponent(name)
            guard isMarked(url, markers: markers) else { continue }
            if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url) }
        }
        return removed
    }

    /// Whether `folder` is a directory (not a link) holding one of `markers` as a regular file.
    static func isMarked(_ folder: URL, markers: [String]) -> Bool {
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
        return markers.contains { marker in
            lstat(folder.appendingPathComponent(marker).path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Whether the part of a name after its prefix names a staging folder whose owner has ended.
    static func isStale(_ rest: String) -> Bool {
        let uuidLength = 36
        guard rest.count >= uuidLength, UUID(uuidString: String(rest.suffix(uuidLength))) != nil else { return false }
        var head = rest.dropLast(uuidLength)
        if head.isEmpty { return true }
        guard head.last == "-" else { return false }
        head = head.dropLast()
        let tag = head.split(separator: "-", omittingEmptySubsequences: false).last ?? ""
        let parts = tag.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), let start = UInt64(parts[1]) else {
            return head.hasSuffix(".staging")
        }
        return !isRunning(pid, startedAt: start)
    }

    /// This process's tag: `<pid>.<start time>`.
    static let owner: String = {
        let pid = getpid()
        return "\(pid).\(startTime(of: pid) ?? 0)"
    }()

    static func isRunning(_ pid: pid_t, startedAt start: UInt64) -> Bool {
        if let actual = startTime(of: pid) { return actual == start }
        // No /proc (not Linux): the process id alone.
        guard !FileManager.default.fileExists(atPath: "/proc/self/stat") else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// When the process started, in clock ticks since boot: field 22 of `/proc/<pid>/stat`, counted
    /// after the command name's closing parenthesis (the name may hold spaces).
    static func startTime(of pid: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 3 (the state) is the first after the name, so field 22 is the 20th.
        guard fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }
}
