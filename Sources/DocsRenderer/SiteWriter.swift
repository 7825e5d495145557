import Foundation

/// Writes a ``Site`` so that the output directory is only ever complete: the new site is written to
/// a staging directory beside it and swapped in by renaming; a failed or interrupted run leaves the
/// previous site as it was.
public enum SiteWriter {
    public static func write(_ site: Site, to output: URL) throws {
        let files = FileManager.default
        let parent = output.deletingLastPathComponent()
        try files.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(UUID().uuidString)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(UUID().uuidString)")
        defer { try? files.removeItem(at: staging) }
        for (path, contents) in site.files {
            let url = staging.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        if files.fileExists(atPath: output.path) {
            try files.moveItem(at: output, to: retired)
        }
        do {
            try files.moveItem(at: staging, to: output)
        } catch {
            try? files.moveItem(at: retired, to: output)
            throw error
        }
        try? files.removeItem(at: retired)
    }

    /// The files under `output` that differ from `site`, are missing, or should not be there.
    public static func staleFiles(_ site: Site, in output: URL) -> [String] {
        var stale: [String] = []
        for (path, contents) in site.files.sorted(by: { $0.key < $1.key }) {
            let existing = FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
            if existing != Data(contents.utf8) { stale.append(path) }
        }
        let present = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
        for path in present.sorted() {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue && site.files[path] == nil { stale.append(path) }
        }
        return stale
    }
}
