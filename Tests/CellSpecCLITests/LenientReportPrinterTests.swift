import CellSpecCLI
import ExampleRunner
import Foundation
import LenientCheck
import TestSupport
import Testing

/// The lenient check's command-line output for the conventions fixture: one line per block with its
/// evidence, and the document's summary.
@Suite struct LenientReportPrinterTests {
    @Test func blockLinesAndSummaryMatchTheirGolden() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: [
            Fixtures.path("LenientCheckTests", "lenient/conventions.md")
        ])
        let output = LenientReportPrinter.lines(report).joined(separator: "\n") + "\n"
        expectMatchesGolden(Fixtures.relativized(output), named: "lenient-conventions.txt")
        // The summary's two "compiled" counts, classified and unclassified, add up to the blocks the
        // JSON report says compiled: the human summary once said "0 compiled" where JSON said 1.
        let document = try #require(report.documents.first)
        let summary = LenientReportPrinter.summary(document)
        let compiledCounts = summary.split(separator: " ").indices.dropFirst().compactMap { index -> Int? in
            let words = summary.split(separator: " ")
            return words[index].hasPrefix("compiled") ? Int(words[index - 1].trimmingCharacters(in: ["("])) : nil
        }
        #expect(compiledCounts.count == 2, "\(summary)")
        #expect(compiledCounts.reduce(0, +) == document.results.count(where: \.compiled), "\(summary)")
    }

    @Test func aMissingFileIsSaidToNotExist() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: ["no/such/guide.md"])
        #expect(LenientReportPrinter.lines(report) == ["no/such/guide.md: error: no such file or directory"])
    }

    @Test func aFileThatIsNotUTF8IsReportedAsSuch() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-latin1-\(UUID().uuidString).md"
        ).path
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x43, 0x61, 0x66, 0xE9, 0x0A]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: [path])
        #expect(LenientReportPrinter.lines(report) == ["\(path): error: cannot read the file as UTF-8 text"])
    }
}
