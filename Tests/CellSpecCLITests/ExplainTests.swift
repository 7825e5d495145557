import Foundation
import TestSupport
import Testing

/// `cellspec explain ID` as a user runs it.
@Suite struct ExplainTests {
    func explain(_ id: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = ["explain", id]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        for url in [out, err] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func aRuleIsExplainedWithItsSourceAndPage() throws {
        let (status, output, _) = try explain("cell.update-loop")
        #expect(status == 0)
        #expect(output.hasPrefix("cell.update-loop — a model violation (UIKit carries on, with wrong results)\n"))
        #expect(output.contains("Spec page: Spec/configuration-state.md\n"))
        #expect(output.contains("Expect it with: expect=violation:cell.update-loop\n"))
        #expect(try explain("markup.unknown-rule").output.contains("Spec/README.md lists every id"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path), "needs the built cellspec"))
    func anUnknownIdSuggestsTheNearestOne() throws {
        let (status, output, errors) = try explain("cell.update-lop")
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors == "cellspec: error: no rule, finding or diagnostic has the id 'cell.update-lop'; did you mean 'cell.update-loop'?\n")
    }
}
