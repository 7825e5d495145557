import CellSpecCLI
import ExampleRunner
import Foundation
import LenientCheck
import TestSupport
import Testing

@testable import CellSpecCLI

/// The lenient check's human report for the conventions fixture: one line per block with its
/// evidence (the printer's lenient rendering), and the document's summary.
@Suite struct LenientReportPrinterTests {
    @Test func blockLinesAndSummaryMatchTheirGolden() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: [
            Fixtures.path("LenientCheckTests", "lenient/conventions.md")
        ])
        let output =
            (ReportPrinter.diagnostics(report) + ReportPrinter.documentSummaries(report))
            .joined(separator: "\n") + "\n"
        expectMatchesGolden(Fixtures.relativized(output), named: "lenient-conventions.txt")
        // The summary's two "compiled" counts, classified and unclassified, add up to the blocks the
        // JSON report says compiled: the human summary once said "0 compiled" where JSON said 1.
        let summary = try #require(ReportPrinter.documentSummaries(report).first)
        let compiledCounts = summary.split(separator: " ").indices.dropFirst().compactMap { index -> Int? in
            let words = summary.split(separator: " ")
            return words[index].hasPrefix("compiled") ? Int(words[index - 1].trimmingCharacters(in: ["("])) : nil
        }
        #expect(compiledCounts.count == 2, "\(summary)")
        #expect(compiledCounts.reduce(0, +) == report.results.count { $0.lenient?.compiled == true }, "\(summary)")
    }

    @Test func aMissingFileIsSaidToNotExist() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: ["no/such/guide.md"])
        #expect(
            ReportPrinter.diagnostics(report) == [
                "no/such/guide.md:1:1: error: no such file or directory [page.unreadable]"
            ])
        #expect(ExitStatus.of(report) == .inputError)
    }

    @Test func aFileThatIsNotUTF8IsReportedAsSuch() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-latin1-\(UUID().uuidString).md"
        ).path
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x43, 0x61, 0x66, 0xE9, 0x0A]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: [path])
        #expect(
            ReportPrinter.diagnostics(report) == [
                "\(path):1:1: error: cannot read the file as UTF-8 text [page.unreadable]"
            ])
    }
}
