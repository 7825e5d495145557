import Foundation
import Testing

@testable import SpecPages

/// `ORDER` orders a directory's pages; unlisted pages follow, and an unknown name is an error at its line.
@Suite struct PageOrderTests {
    @Test func listedPagesComeFirstInTheirOrderThenTheRestInPathOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a.md", "b.md", "c.md", "d.md"] {
            try "# \(name)\n".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try "# reading order\nc.md\n\na.md\nbb.md\n".write(
            to: directory.appendingPathComponent("ORDER"), atomically: true, encoding: .utf8)
        let suite = SpecSuite.load(paths: [directory.path])
        let names = suite.pages.map { ($0.path as NSString).lastPathComponent }
        #expect(names == ["ORDER", "c.md", "a.md", "b.md", "d.md"])
        let problem = try #require(suite.pages.first?.diagnostics.first)
        #expect(problem.location.line == 5)
        #expect(problem.message.contains("'bb.md' is not a page"))
        #expect(problem.suggestion == "b.md")
    }
}
