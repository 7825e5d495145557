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
    /// wrote: a symbolic link, one that is or contains an input, the current directory or one of its parents, the root
    /// of a checkout (it holds `.git`), a file, or a non-empty directory without the ``markerName`` file.
    public static func checkOutput(_ output: URL, inputs: [Input]) throws(Refusal) {
        try checkReplaceable(output, inputs: inputs, purpose: .site)
    }

    /// What a directory cellspec replaces is for: its marker file and how a refusal names it.
    public struct Purpose: Sendable {
        /// "the site", "the bench's scratch files".
        public var what: String
        /// The option that chose the directory.
        public var option: String
        /// The marker file's name and how its contents start.
        public var markerName: String
        public var markerPrefix: String
        /// A directory of its own to suggest.
        public var example: String

        public init(what: String, option: String, markerName: String, markerPrefix: String, example: String) {
            self.what = what
            self.example = example
            self.option = option
            self.markerName = markerName
            self.markerPrefix = markerPrefix
        }

        static let site = Purpose(
            what: "the site", option: "--output", markerName: SiteWriter.markerName, markerPrefix: "cellspec-site ",
            example: "Generated")
    }

    /// Refuses a directory that cellspec would replace, as ``checkOutput(_:inputs:)`` does for a site,
    /// when it is not one cellspec made for `purpose` (it has no marker file) or could be anything
    /// of the user's.
    public static func checkReplaceable(_ output: URL, inputs: [Input], purpose: Purpose) throws(Refusal) {
        let target = resolved(output)
        let shown = "'\(output.relativePath)'"
        var status = stat()
        if lstat(output.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it is a symbolic link; give the directory it points to, or another \(purpose.option)"
            )
        }
        let current = resolved(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if isSameOrAncestor(target, of: current) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it is the current directory or one of its parents; choose a directory of its own, such as \(purpose.example)"
            )
        }
        for input in inputs where isSameOrAncestor(target, of: resolved(URL(fileURLWithPath: input.path))) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it \(target == resolved(URL(fileURLWithPath: input.path)) ? "is" : "contains") \(input.role) '\(input.path)'; choose another \(purpose.option)"
            )
        }
        if FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path) {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it is the root of a checkout (it holds .git); choose another \(purpose.option)"
            )
        }
        try refuseUnmarkedContents(of: output, purpose: purpose)
    }

    /// Refuses a file at `output`, and a non-empty directory that has no site marker.
    static func refuseUnmarkedContents(of output: URL, purpose: Purpose = .site) throws(Refusal) {
        let shown = "'\(output.relativePath)'"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it is a file, not a directory; choose another \(purpose.option)"
            )
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        guard !contents.isEmpty else { return }
        let marker =
            (try? String(contentsOf: output.appendingPathComponent(purpose.markerName), encoding: .utf8)) ?? ""
        guard marker.hasPrefix(purpose.markerPrefix) else {
            throw Refusal(
                path: output.relativePath,
                description:
                    "cannot write \(purpose.what) to \(shown): it is not empty and cellspec did not write it (it has no \(purpose.markerName) file); empty it or choose another \(purpose.option)"
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
