import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a ``Site`` so that the output directory is only ever complete: the new site is written to
/// a staging directory beside it and swapped in with one `renameat2(RENAME_EXCHANGE)`, so there is no
/// moment without an output directory, and a failed or interrupted run leaves the previous site as it
/// was. Two runs writing at once each swap in a complete site of their own; the later swap wins, and
/// their files never mix.
public enum SiteWriter {
    public static func write(_ site: Site, to output: URL) throws {
        let files = FileManager.default
        let parent = output.deletingLastPathComponent()
        try files.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(UUID().uuidString)")
        defer { try? files.removeItem(at: staging) }
        for (path, contents) in site.files {
            let url = staging.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try publish(staging, as: output)
    }

    /// Puts `staging` at `output`. After an exchange the previous site is at `staging`, which the
    /// caller removes.
    static func publish(_ staging: URL, as output: URL) throws {
        for _ in 0..<8 {
            if rename(staging.path, output.path) == 0 { return }
            // The output directory exists (ENOTEMPTY or EEXIST): swap the two atomically.
            guard errno == ENOTEMPTY || errno == EEXIST else { break }
            if let exchange = Exchange.function {
                if exchange(AT_FDCWD, staging.path, AT_FDCWD, output.path, Exchange.flag) == 0 { return }
                // Gone again since the rename failed (another run swapped it away): try the rename again.
                if errno == ENOENT { continue }
                guard errno == EINVAL || errno == ENOSYS else { break }
            }
            // No exchange on this system or file system: move the old site aside, then rename.
            let retired = output.deletingLastPathComponent()
                .appendingPathComponent(".\(output.lastPathComponent).old-\(UUID().uuidString)")
            guard rename(output.path, retired.path) == 0 else { continue }
            defer { try? FileManager.default.removeItem(at: retired) }
            if rename(staging.path, output.path) == 0 { return }
            _ = rename(retired.path, output.path)
        }
        throw CocoaError(.fileWriteUnknown, userInfo: [
            NSFilePathErrorKey: output.path,
            NSLocalizedDescriptionKey: "cannot put the new site at \(output.path): \(String(cString: strerror(errno)))",
        ])
    }

    /// `renameat2`, looked up at run time: older C libraries lack it, and Swift's Glibc module does
    /// not declare it.
    private enum Exchange {
        typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        static let flag: UInt32 = 2  // RENAME_EXCHANGE
        static let function: Function? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
            unsafeBitCast($0, to: Function.self)
        }
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
