import Foundation
import SpecPages
import Testing

/// Which files become pages: symbolic links only inside the pages' tree (and never into /proc, /dev
/// or /sys), each file once however it is named, every refusal a diagnostic at the path given.
@Suite struct PageTreeTests {
    static let good = "# Good\n\n```swift correct id=good\nprint(\"fine\")\n```\n"

    /// A scratch tree: `docs/ok.md`, `docs/sub/inner.md`, and a private file outside `docs`.
    func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-tree-\(UUID().uuidString)")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(Self.good.utf8).write(to: docs.appendingPathComponent("ok.md"))
        try Data(Self.good.replacingOccurrences(of: "good", with: "inner").utf8)
            .write(to: docs.appendingPathComponent("sub/inner.md"))
        try Data("# Secret\n\ntoken=hunter2\n".utf8).write(to: root.appendingPathComponent("secret.md"))
        return root
    }

    /// Before: `env.md` and `secret.md` were read and rendered; the linked directory's pages too.
    @Test func linksOutOfThePagesTreeAreRefusedAndTheOtherPagesStillLoad() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs").path
        let links = [
            "env.md": "/proc/self/environ", "secret.md": "\(root.path)/secret.md", "outside": root.path,
            "same.md": "\(docs)/ok.md", "inside": "\(docs)/sub",
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: "\(docs)/\(name)", withDestinationPath: target)
        }
        let suite = SpecSuite.load(paths: [docs])
        let errors = suite.diagnostics.map { $0.description.replacingOccurrences(of: docs + "/", with: "") }
        #expect(errors.count == 3)
        #expect(errors.contains { $0.hasPrefix("env.md:1:1: error: a symbolic link to /proc/") })
        #expect(
            errors.contains { $0.hasPrefix("secret.md:1:1: error: a symbolic link to \(root.path)/secret.md, outside") }
        )
        #expect(errors.contains { $0.hasPrefix("outside:1:1: error: a symbolic link to \(root.path), outside") })
        #expect(!suite.pages.contains { $0.source.contains("hunter2") })
        // A link inside the tree is followed; the file it names is read once.
        #expect(suite.pages.flatMap(\.examples).map(\.id).sorted() == ["good", "inner"])
    }

    @Test func aNamedLinkOutOfItsDirectoryOrIntoProcIsRefused() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs").path
        try FileManager.default.createSymbolicLink(atPath: "\(docs)/env.md", withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(atPath: "\(docs)/secret.md", withDestinationPath: "../secret.md")
        #expect(PageTree.refusal(forFile: "\(docs)/env.md") != nil)
        #expect(PageTree.refusal(forFile: "\(docs)/secret.md") != nil)
        #expect(PageTree.refusal(forFile: "/proc/self/environ") != nil)
        #expect(PageTree.refusal(forFile: "/dev/stdin") != nil)
        #expect(PageTree.refusal(forFile: "\(docs)/ok.md") == nil)
        #expect(SpecSuite.load(paths: ["/proc/self"]).diagnostics.map(\.location.file) == ["/proc/self"])
        let suite = SpecSuite.load(paths: ["\(docs)/env.md", "\(docs)/secret.md", "\(docs)/ok.md"])
        #expect(suite.diagnostics.map(\.location.file) == ["\(docs)/env.md", "\(docs)/secret.md"])
        #expect(suite.pages.flatMap(\.examples).map(\.id) == ["good"])
    }

    @Test func aFIFONamedLikeAPageIsRefused() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs").path
        #expect(mkfifo("\(docs)/pipe.md", 0o600) == 0)
        let suite = SpecSuite.load(paths: [docs])
        #expect(suite.diagnostics.map(\.location.file) == ["\(docs)/pipe.md"])
        #expect(suite.pages.flatMap(\.examples).count == 2)
    }

    /// Before: `docs ./docs docs/../docs/ok.md` counted ok.md's example three times.
    @Test func aPageNamedSeveralWaysIsReadOnce() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs").path
        let suite = SpecSuite.load(paths: [
            docs, "\(docs)/", "\(docs)/../docs/ok.md", "\(root.path)/./docs/sub/inner.md",
        ])
        #expect(suite.pages.flatMap(\.examples).map(\.id).sorted() == ["good", "inner"])
        #expect(suite.diagnostics.isEmpty)
    }
}
