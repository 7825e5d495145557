import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child and everything it started, found through `/proc` while they are still linked to it.
///
/// A process group is not enough to stop a child: the Swift driver starts each compiler job in a
/// process group of its own, and an example may move its children out of its group with `setsid`.
enum ProcessTree {
    /// Kills `root`'s process group and every descendant of `root`, each with its own group.
    /// The tree is read first and killed afterwards, so a parent's death cannot hide its children.
    static func killAll(from root: pid_t) {
        let descendants = self.descendants(of: root)
        kill(-root, SIGKILL)
        for pid in descendants {
            kill(pid, SIGKILL)
            // A group id is never reused while the group lives, so this reaches only a group `pid` leads.
            kill(-pid, SIGKILL)
        }
    }

    /// The descendants of `root` now running, by their parent process ids (field 4 of `/proc/<pid>/stat`).
    static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var pending = [root]
        while let next = pending.popLast() {
            let direct = children[next] ?? []
            found += direct
            pending += direct
        }
        return found
    }

    private static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else {
            return nil
        }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
