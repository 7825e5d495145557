import ExampleRunner
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a ``Site`` so that the output directory is only ever complete, and only ever replaces a
/// site cellspec wrote itself.
///
/// The new site is written to a staging directory beside the output and swapped in with one
/// `renameat2(RENAME_EXCHANGE)`, so there is no moment without an output directory, and a failed or
/// interrupted run leaves the previous site as it was. Two runs writing at once each swap in a complete
/// site of their own; the later swap wins, and their files never mix.
///
/// Staging happens in a hidden `.cellspec-staging/` folder beside the output whose own `.gitignore`
/// hides it from `git status`; its folders are named after the writing process (``StagingFolder``), so
/// a later run removes those a killed run left behind. Every site carries a ``markerName`` file; a directory without it
/// is never replaced unless it is empty (``checkOutput(_:inputs:)``).
public enum SiteWriter {
    /// The file that marks a directory as a site cellspec wrote; it holds the site format's version.
    public static let markerName = ".cellspec-site"
    /// The version of the site's layout, written into the marker.
    public static let formatVersion = 1
    /// The marker's contents.
    static var markerContents: String { "cellspec-site \(formatVersion)\n" }
    /// The folder beside the output where sites are staged.
    static let stagingFolderName = ".cellspec-staging"

    /// Writes `site` to `output`, replacing the site there. Call ``checkOutput(_:inputs:)`` first:
    /// this only refuses a directory without the marker, it does not know the inputs.
    ///
    /// - Throws: ``Refusal`` when `output` holds something cellspec did not write; ``WriteFailure``
    ///   when the file system does not let the site be written.
    public static func write(_ site: Site, to output: URL) throws {
        try refuseUnmarkedContents(of: output)
        let parent = output.deletingLastPathComponent()
        let staging: URL
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            removeAbandonedStaging(beside: output)
            staging = try makeStagingDirectory(in: parent)
        } catch {
            throw WriteFailure(path: parent.path, underlying: error)
        }
        // Ctrl-C while the site is staged removes the staging; a kill leaves it to the next run.
        let interruption = Interruption.removeOnInterruption(staging)
        defer {
            interruption.cancel()
            removeStaging(staging)
        }
        var files = site.files
        files[markerName] = markerContents
        for (path, contents) in files {
            let url = staging.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            } catch {
                throw WriteFailure(path: parent.path, underlying: error)
            }
        }
        // The site's own marker now says what the folder is; the staging marker is not published.
        unlink(staging.appendingPathComponent(StagingFolder.markerName).path)
        try publish(staging, as: output)
    }

    /// Puts `staging` at `output`. After an exchange the previous site is at `staging`, which the
    /// caller removes.
    static func publish(_ staging: URL, as output: URL) throws {
        for _ in 0..<8 {
            if rename(staging.path, output.path) == 0 { return }
            // The output directory exists (ENOTEMPTY or EEXIST): swap the two atomically.
            guard errno == ENOTEMPTY || errno == EEXIST else { break }
            // Checked again just before the swap: something may have been put there since.
            try refuseUnmarkedContents(of: output)
            if let exchange = Exchange.function {
                if exchange(AT_FDCWD, staging.path, AT_FDCWD, output.path, Exchange.flag) == 0 { return }
                // Gone again since the rename failed (another run swapped it away): try the rename again.
                if errno == ENOENT { continue }
                guard errno == EINVAL || errno == ENOSYS else { break }
            }
            // No exchange on this system or file system: move the old site aside, then rename.
            let retired = staging.deletingLastPathComponent().appendingPathComponent(StagingFolder.name("retired-"))
            guard rename(output.path, retired.path) == 0 else { continue }
            defer { try? FileManager.default.removeItem(at: retired) }
            if rename(staging.path, output.path) == 0 { return }
            _ = rename(retired.path, output.path)
        }
        throw WriteFailure(path: output.path, reason: String(cString: strerror(errno)))
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

    /// The files under `output` that differ from `site`, are missing, or should not be there, by
    /// path. The marker is one of the files a site has. The provenance file
    /// (``SiteProvenance/fileName``) must be there and be one of this cellspec's format, but what it
    /// records is not compared: another compiler or a model whose comments changed builds the same
    /// pages, and the pages are what the site says.
    public static func differences(_ site: Site, in output: URL) -> [StaleFile] {
        var files = site.files
        files[markerName] = markerContents
        var stale: [StaleFile] = []
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            guard let existing = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) else {
                stale.append(StaleFile(path: path, reason: .missing, expected: contents))
                continue
            }
            if path == SiteProvenance.fileName {
                if SiteProvenance(json: existing) == nil {
                    stale.append(StaleFile(path: path, reason: .unreadableProvenance))
                }
            } else if existing != Data(contents.utf8) {
                stale.append(
                    StaleFile(
                        path: path, reason: .differs, existing: String(data: existing, encoding: .utf8),
                        expected: contents))
            }
        }
        let present = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
        for path in present.sorted() {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue && files[path] == nil { stale.append(StaleFile(path: path, reason: .unexpected)) }
        }
        return stale.sorted { $0.path < $1.path }
    }

    /// `site`, with the provenance file already at `output` when every page there is what `site`
    /// has: the file then records the build that last changed a page, and a build that changes no
    /// page (another compiler, a comment edited in the model) leaves the whole site as it was.
    public static func keepingProvenance(_ site: Site, in output: URL) -> Site {
        guard site.files[SiteProvenance.fileName] != nil, differences(site, in: output).isEmpty,
            let existing = FileManager.default.contents(
                atPath: output.appendingPathComponent(SiteProvenance.fileName).path)
        else { return site }
        var kept = site
        kept.files[SiteProvenance.fileName] = String(decoding: existing, as: UTF8.self)
        return kept
    }

    /// The paths of ``differences(_:in:)``.
    public static func staleFiles(_ site: Site, in output: URL) -> [String] {
        differences(site, in: output).map(\.path)
    }
}

// MARK: - Staging

extension SiteWriter {
    /// A new staging directory for this process in `parent`'s staging folder, which is created with a
    /// `.gitignore` that hides it (and everything in it) from `git status`.
    static func makeStagingDirectory(in parent: URL) throws -> URL {
        let folder = parent.appendingPathComponent(stagingFolderName)
        let staging = folder.appendingPathComponent(StagingFolder.name("site-"))
        // Another run may remove the (empty) staging folder between the two steps: try again.
        for attempt in 0..<5 {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let ignore = folder.appendingPathComponent(".gitignore")
                if !FileManager.default.fileExists(atPath: ignore.path) { try? Data("*\n".utf8).write(to: ignore) }
                try StagingFolder.create(staging)
                return staging
            } catch  where attempt < 4 {
                continue
            }
        }
        return staging
    }

    /// Removes a staging directory and, when no other run is staging beside it, the staging folder.
    static func removeStaging(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
        let folder = staging.deletingLastPathComponent()
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.allSatisfy({ $0 == ".gitignore" }) else { return }
        unlink(folder.appendingPathComponent(".gitignore").path)
        if rmdir(folder.path) != 0 {
            // Another run started staging meanwhile: keep its folder hidden from git.
            try? Data("*\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        }
    }

    /// Removes what killed runs left beside `output` (``StagingFolder``): staging folders whose owner
    /// has ended, and the `.NAME.staging-…` and `.NAME.old-…` folders earlier versions of cellspec staged in.
    static func removeAbandonedStaging(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let folder = parent.appendingPathComponent(stagingFolderName)
        // A staged site holds the staging marker until it is published; a retired one is a site.
        for prefix in ["site-", "retired-"] {
            StagingFolder.removeStale(in: folder, prefix: prefix, markers: [StagingFolder.markerName, markerName])
        }
        for prefix in [".\(output.lastPathComponent).staging-", ".\(output.lastPathComponent).old-"] {
            StagingFolder.removeStale(in: parent, prefix: prefix, markers: [markerName])
        }
    }
}
