import Foundation

/// The files a watch looks at — the pages, the context pages, the model's sources — and what each
/// looked like (size and modification time) when last seen, so a poll tells which changed.
///
/// Polling a few hundred small files every quarter second costs well under a millisecond of `stat`
/// calls, needs no platform API (inotify, FSEvents) and sees a file an editor replaced by renaming.
struct WatchedFiles: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        var size: Int
        var modified: Date
    }

    /// Path → stamp, for every regular file under the roots (`.md` files under a page directory,
    /// `.swift` files under a source directory).
    var stamps: [String: Stamp]

    /// What the roots hold now. A root that is missing is simply absent (a page being saved by an
    /// editor that deletes it first); it is seen again on the next poll.
    static func snapshot(pages: [String], sources: [String]) -> WatchedFiles {
        var stamps: [String: Stamp] = [:]
        for (root, suffix) in pages.map({ ($0, ".md") }) + sources.map({ ($0, ".swift") }) {
            for path in files(under: root, suffix: suffix) {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeRegular
                else { continue }
                stamps[path] = Stamp(
                    size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
                    modified: attributes[.modificationDate] as? Date ?? .distantPast)
            }
        }
        return WatchedFiles(stamps: stamps)
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    func changes(since earlier: WatchedFiles) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }

    /// A file itself, or the files with the suffix under a directory (hidden ones and `.build` skipped).
    private static func files(under root: String, suffix: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [root] }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(suffix) { found.append((root as NSString).appendingPathComponent(relative)) }
        }
        return found
    }
}
