import ExampleRunner
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which directories a site may replace. Replacing the output directory is the one destructive thing
/// cellspec does, so it is allowed only where nothing of the user's can be lost.
extension SiteWriter {
    /// A directory the site must not replace. Its description is one sentence naming the path;
    /// the commands end with exit status 2 (the command line asked for something unsafe).
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var description: String
    }

    /// The file system did not let the site be written. The commands end with exit status 3.
    public struct WriteFailure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        init(path: String, underlying: any Error) {
            self.path = path
            reason = RunnerError.reason(underlying)
        }

        public var description: String {
            "cannot write the site to \(path): \(reason); choose a writable --output directory"
        }
    }

    /// An input of the build that the output directory must neither be nor contain.
    public struct Input: Sendable {
        public var path: String
        /// What it is, for the refusal: "the page", "the model's sources".
        public var role: String

        public init(path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    /// Refuses an output directory whose replacement could lose something that is not a site cellspec
    /// wrote: one that is or contains an input, the current directory or one of its parents, the root
    /// of a checkout (it holds `.git`), a file, or a non-empty directory without the ``markerName`` file.
    public static func checkOutput(_ output: URL, inputs: [Input]) throws(Refusal) {
        let target = resolved(output)
        let shown = "'\(output.relativePath)'"
        let current = resolved(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if isSameOrAncestor(target, of: current) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write the site to \(shown): it is the current directory or one of its parents; choose a directory of its own, such as Generated"
            )
        }
        for input in inputs where isSameOrAncestor(target, of: resolved(URL(fileURLWithPath: input.path))) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write the site to \(shown): it \(target == resolved(URL(fileURLWithPath: input.path)) ? "is" : "contains") \(input.role) '\(input.path)'; choose another --output"
            )
        }
        if FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write the site to \(shown): it is the root of a checkout (it holds .git); choose another --output"
            )
        }
        try refuseUnmarkedContents(of: output)
    }

    /// Refuses a file at `output`, and a non-empty directory that has no site marker.
    static func refuseUnmarkedContents(of output: URL) throws(Refusal) {
        let shown = "'\(output.relativePath)'"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw Refusal(
                path: output.relativePath,
                description: "cannot write the site to \(shown): it is a file, not a directory; choose another --output"
            )
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        guard !contents.isEmpty else { return }
        let marker = (try? String(contentsOf: output.appendingPathComponent(markerName), encoding: .utf8)) ?? ""
        guard marker.hasPrefix("cellspec-site ") else {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write the site to \(shown): it is not empty and cellspec did not write it (it has no \(markerName) file); empty it or choose another --output"
            )
        }
    }

    /// `url` as an absolute path with `.` and `..` removed and the symbolic links of its longest
    /// existing prefix resolved, split into components.
    static func resolved(_ url: URL) -> [String] {
        var components = url.standardizedFileURL.path.split(separator: "/").map(String.init)
        var missing: [String] = []
        while !components.isEmpty {
            if let real = realpath("/" + components.joined(separator: "/"), nil) {
                defer { free(real) }
                return String(cString: real).split(separator: "/").map(String.init) + missing.reversed()
            }
            missing.append(components.removeLast())
        }
        return missing.reversed()
    }

    private static func isSameOrAncestor(_ directory: [String], of path: [String]) -> Bool {
        path.starts(with: directory)
    }
}
