import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pages below a directory, found without following a symbolic link out of it and without
/// skipping what cannot be read: a page is published in the site, so a link planted among the pages
/// (`env.md -> /proc/self/environ`, a link to a private file elsewhere) must not bring its target in.
///
/// A symbolic link (to a page or to a directory) is followed only when it resolves inside the tree it
/// was found in; one that resolves under `/proc`, `/dev` or `/sys` never is. A directory that cannot
/// be read, a link that is refused and a `.md` entry that is not a regular file (a FIFO, a device) are
/// each a diagnostic at their path; the other pages are still found.
public enum PageTree {
    /// Where a link never leads, wherever the pages are.
    static let systemTrees = ["/proc", "/dev", "/sys"]

    /// The `.md` files below `root` (relative to it, in path order) and a diagnostic for each entry
    /// that was refused or could not be read.
    static func pages(in root: String) -> (pages: [String], problems: [MarkupDiagnostic]) {
        guard let realRoot = realPath(root) else {
            return ([], [problem(root, "cannot read the directory")])
        }
        if isUnderSystemTree(realRoot) {
            return ([], [problem(root, "pages under /proc, /dev or /sys are never read")])
        }
        var pages: [String] = []
        var problems: [MarkupDiagnostic] = []
        var visited: Set<String> = [realRoot]
        func walk(_ relative: String) {
            let directory = relative.isEmpty ? root : "\(root)/\(relative)"
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                problems.append(problem(directory, "cannot read the directory: \(reason(error))"))
                return
            }
            for name in names {
                let entry = relative.isEmpty ? name : "\(relative)/\(name)"
                let path = "\(root)/\(entry)"
                var status = stat()
                guard lstat(path, &status) == 0 else {
                    if name.hasSuffix(".md") { problems.append(problem(path, "cannot read the file")) }
                    continue
                }
                var kind = status.st_mode & S_IFMT
                if kind == S_IFLNK {
                    guard let target = realPath(path), stat(target, &status) == 0 else {
                        if name.hasSuffix(".md") { problems.append(problem(path, "a symbolic link to nothing")) }
                        continue
                    }
                    kind = status.st_mode & S_IFMT
                    guard kind == S_IFDIR || name.hasSuffix(".md") else { continue }
                    if let refusal = linkRefusal(target, tree: realRoot) {
                        problems.append(problem(path, refusal))
                        continue
                    }
                    if kind == S_IFDIR {
                        guard visited.insert(target).inserted else { continue }
                    }
                }
                if kind == S_IFDIR {
                    walk(entry)
                } else if name.hasSuffix(".md") {
                    if kind == S_IFREG {
                        pages.append(entry)
                    } else {
                        problems.append(problem(path, "not a regular file (a FIFO, a device or a socket)"))
                    }
                }
            }
        }
        walk("")
        return (pages, problems)
    }

    /// Why the page file at `path`, named on the command line, is not read, or nil to read it. A link
    /// must resolve inside the directory it is in; nothing under `/proc`, `/dev` or `/sys` is read,
    /// and only regular files are.
    public static func refusal(forFile path: String) -> String? {
        if isUnderSystemTree(URL(fileURLWithPath: path).standardizedFileURL.path) {
            return "pages under /proc, /dev or /sys are never read"
        }
        var status = stat()
        let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        guard let target = realPath(path) else {
            return isLink ? "a symbolic link to nothing readable" : nil
        }
        if isLink {
            let directory = (path as NSString).deletingLastPathComponent
            if let tree = realPath(directory.isEmpty ? "." : directory), let refusal = linkRefusal(target, tree: tree) {
                return refusal
            }
        } else if isUnderSystemTree(target) {
            return "pages under /proc, /dev or /sys are never read"
        }
        guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return "not a regular file (a FIFO, a device or a socket)"
        }
        return nil
    }

    /// Why a link resolving to `target` may not be followed from `tree`, or nil.
    static func linkRefusal(_ target: String, tree: String) -> String? {
        if isUnderSystemTree(target) {
            return "a symbolic link to \(target); links to /proc, /dev or /sys are never followed"
        }
        guard target == tree || target.hasPrefix(tree == "/" ? "/" : tree + "/") else {
            return "a symbolic link to \(target), outside the pages' directory; copy the page in instead"
        }
        return nil
    }

    static func isUnderSystemTree(_ path: String) -> Bool {
        systemTrees.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func problem(_ path: String, _ message: String) -> MarkupDiagnostic {
        MarkupDiagnostic(.unreadablePage, at: SourceLocation(file: path, line: 1, column: 1), message)
    }

    /// A file-system error's POSIX reason ("permission denied").
    private static func reason(_ error: Error) -> String {
        var error = error as NSError
        while let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { error = underlying }
        if error.domain == NSPOSIXErrorDomain, let code = Int32(exactly: error.code) {
            return String(cString: strerror(code)).lowercased()
        }
        if error.domain == NSCocoaErrorDomain, error.code == CocoaError.fileReadNoPermission.rawValue {
            return "permission denied"
        }
        return error.localizedDescription
    }
}
