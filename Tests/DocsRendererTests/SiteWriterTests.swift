import ExampleRunner
import Foundation
import Testing

@testable import DocsRenderer

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SiteWriterTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writingReplacesTheWholeSiteAndLeavesNoStagingBehind() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        try SiteWriter.write(Site(files: ["index.html": "one", "old.html": "gone soon"]), to: output)
        try SiteWriter.write(Site(files: ["index.html": "two", "sub/page.html": "page"]), to: output)
        let listing = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(listing == ["Generated"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path))
        #expect(SiteWriter.staleFiles(Site(files: ["index.html": "two", "sub/page.html": "page"]), in: output).isEmpty)
    }

    @Test func aSiteCarriesItsMarkerAndTheMarkerIsPartOfWhatIsChecked() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site")
        let site = Site(files: ["index.html": "one"])
        try SiteWriter.write(site, to: output)
        #expect(
            try String(contentsOf: output.appendingPathComponent(".cellspec-site"), encoding: .utf8)
                == "cellspec-site 1\n")
        try FileManager.default.removeItem(at: output.appendingPathComponent(".cellspec-site"))
        #expect(SiteWriter.staleFiles(site, in: output) == [".cellspec-site"])
    }

    /// The data-loss case: a directory cellspec did not write is never replaced, whatever is in it.
    @Test func aNonEmptyDirectoryWithoutTheMarkerIsNeverReplaced() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes/todo.txt"))
        #expect(throws: SiteWriter.Refusal.self) { try SiteWriter.write(Site(files: ["index.html": "x"]), to: output) }
        #expect(throws: SiteWriter.Refusal.self) { try SiteWriter.checkOutput(output, inputs: []) }
        #expect(try String(contentsOf: output.appendingPathComponent("notes/todo.txt"), encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["docs"])

        let file = root.appendingPathComponent("file.txt")
        try Data("mine".utf8).write(to: file)
        #expect(throws: SiteWriter.Refusal.self) { try SiteWriter.write(Site(files: ["index.html": "x"]), to: file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")

        // An empty directory holds nothing to lose.
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try SiteWriter.checkOutput(empty, inputs: [])
        try SiteWriter.write(Site(files: ["index.html": "x"]), to: empty)
    }

    @Test func theOutputMayNotBeOrHoldAnInputTheCurrentDirectoryOrACheckout() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let page = SiteWriter.Input(path: docs.appendingPathComponent("page.md").path, role: "the input")
        func refusal(_ output: URL, _ inputs: [SiteWriter.Input] = []) -> String? {
            do { try SiteWriter.checkOutput(output, inputs: inputs) } catch { return error.description }
            return nil
        }
        #expect(refusal(docs, [page])?.contains("it contains the input '\(page.path)'") == true)
        #expect(refusal(URL(fileURLWithPath: page.path), [page])?.contains("it is the input") == true)
        // Written as `..` or through a symbolic link, it is still the same directory.
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: docs)
        #expect(refusal(link.appendingPathComponent("sub/.."), [page]) != nil)
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        #expect(refusal(current)?.contains("the current directory or one of its parents") == true)
        #expect(refusal(current.deletingLastPathComponent()) != nil)
        #expect(refusal(URL(fileURLWithPath: "/")) != nil)
        let checkout = root.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(
            at: checkout.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(refusal(checkout)?.contains("root of a checkout") == true)
        #expect(refusal(root.appendingPathComponent("new-site"), [page]) == nil)
    }

    /// Staging happens in a folder git does not show, and what a killed run left there is removed by
    /// the next run; a live run's staging is left alone.
    @Test func stagingIsHiddenFromGitAndAbandonedStagingIsRemoved() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let staging = try SiteWriter.makeStagingDirectory(in: root)
        #expect(
            try String(contentsOf: root.appendingPathComponent(".cellspec-staging/.gitignore"), encoding: .utf8)
                == "*\n")
        let folder = root.appendingPathComponent(".cellspec-staging")
        // An owner that cannot exist (a process id above the kernel's maximum), and a live one (this process).
        let dead = folder.appendingPathComponent("site-99999999.1-\(UUID().uuidString)")
        let live = folder.appendingPathComponent(StagingFolder.name("site-"))
        let legacy = root.appendingPathComponent(".Generated.staging-\(UUID().uuidString)")
        // Named like a staging folder, but without a marker: the user's, never removed.
        let unmarked = folder.appendingPathComponent("site-99999999.1-\(UUID().uuidString)")
        let unmarkedLegacy = root.appendingPathComponent(".Generated.old-\(UUID().uuidString)")
        for directory in [dead, live] { try StagingFolder.create(directory) }
        for directory in [legacy, unmarked, unmarkedLegacy] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data("cellspec-site 1\n".utf8).write(to: legacy.appendingPathComponent(SiteWriter.markerName))
        SiteWriter.removeAbandonedStaging(beside: root.appendingPathComponent("Generated"))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(!FileManager.default.fileExists(atPath: legacy.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(FileManager.default.fileExists(atPath: staging.path))
        #expect(FileManager.default.fileExists(atPath: unmarked.path))
        #expect(FileManager.default.fileExists(atPath: unmarkedLegacy.path))
    }

    @Test func staleFilesNamesWhatDiffersIsMissingOrShouldNotBeThere() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteWriter.write(
            Site(files: ["a.html": "a", "b.html": "b", "extra.html": "x"]), to: root.appendingPathComponent("out"))
        let stale = SiteWriter.staleFiles(
            Site(files: ["a.html": "a", "b.html": "B", "c.html": "c"]), in: root.appendingPathComponent("out"))
        #expect(stale == ["b.html", "c.html", "extra.html"])
    }

    /// Before: a provenance file recording another build was stale like any other file.
    @Test func theProvenanceFileMustBeThereButWhatItRecordsIsNotCompared() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        let built = SiteProvenance(toolchain: "Swift version 6.1.2", model: "aaaa", specPages: "1111")
        try SiteWriter.write(Site(files: ["a.html": "a", SiteProvenance.fileName: built.json]), to: output)
        let other = SiteProvenance(toolchain: "Swift version 6.1.3", model: "bbbb", specPages: "2222")
        let site = Site(files: ["a.html": "a", SiteProvenance.fileName: other.json])
        #expect(SiteWriter.differences(site, in: output).isEmpty)

        let provenance = output.appendingPathComponent(SiteProvenance.fileName)
        try Data("{\"format\": 99}".utf8).write(to: provenance)
        #expect(
            SiteWriter.differences(site, in: output)
                == [StaleFile(path: SiteProvenance.fileName, reason: .unreadableProvenance)])
        try FileManager.default.removeItem(at: provenance)
        #expect(SiteWriter.differences(site, in: output).map(\.reason) == [.missing])
    }

    /// Before: every build wrote its own provenance, so a site whose pages were unchanged changed.
    @Test func theProvenanceIsKeptWhenNoPageChanges() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        let built = SiteProvenance(toolchain: "Swift version 6.1.2", model: "aaaa", specPages: "1111").json
        try SiteWriter.write(Site(files: ["a.html": "a", SiteProvenance.fileName: built]), to: output)
        let other = SiteProvenance(toolchain: "Swift version 6.1.3", model: "bbbb", specPages: "2222").json
        let same = SiteWriter.keepingProvenance(
            Site(files: ["a.html": "a", SiteProvenance.fileName: other]), in: output)
        #expect(same.files[SiteProvenance.fileName] == built)
        let changed = SiteWriter.keepingProvenance(
            Site(files: ["a.html": "A", SiteProvenance.fileName: other]), in: output)
        #expect(changed.files[SiteProvenance.fileName] == other)
    }

    @Test func aDifferingPageCarriesItsDiff() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        try SiteWriter.write(Site(files: ["a.html": "one\ntwo\nthree\n", "b.html": "b"]), to: output)
        let stale = SiteWriter.differences(Site(files: ["a.html": "one\n2\nthree\n", "b.html": "b"]), in: output)
        #expect(stale.map(\.path) == ["a.html"])
        #expect(
            stale.first?.diff(named: "out/a.html")
                == "--- out/a.html\n+++ out/a.html (this build)\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three")
    }

    /// Writers racing for one output directory all succeed, and what is left is one writer's whole site.
    @Test func concurrentWritersNeverMixTheirSites() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Generated")
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for round in 0..<10 {
                let site = Site(files: [
                    "index.html": "writer \(writer)", "page-\(writer).html": "round \(round)", "style.css": "\(writer)",
                ])
                do { try SiteWriter.write(site, to: output) } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.all == [])
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let writer = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).dropFirst(
            "writer ".count)
        #expect(files == [".cellspec-site", "index.html", "page-\(writer).html", "style.css"])
        #expect(try String(contentsOf: output.appendingPathComponent("style.css"), encoding: .utf8) == writer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Generated"])
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []

    func append(_ value: String) { lock.withLock { values.append(value) } }
    var all: [String] { lock.withLock { values } }
}
