import Foundation
import TestSupport
import Testing

/// `cellspec rewrite-objc-interop`, which `Scripts/measure-sample` runs on real UIKit files.
@Suite struct RewriteObjCInteropTests {
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rewrite-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func writesEachFileRewrittenUnderItsOwnName() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Controller.swift")
        try "class Controller: UIViewController {\n    @objc func tap() {}\n    func wire() { _ = #selector(tap) }\n}\n"
            .write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        let run = try CellspecRun.run(["rewrite-objc-interop", "--output-directory", output.path, input.path])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try String(contentsOf: output.appendingPathComponent("Controller.swift"), encoding: .utf8)
        #expect(
            written
                == "class Controller: UIViewController {\n          func tap() {}\n    func wire() { _ = Selector(\"tap\", Controller.tap) }\n}\n"
        )
    }

    @Test func anUnreadableFileIsAnInputError() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.swift").path
        let run = try CellspecRun.run(["rewrite-objc-interop", "--output-directory", directory.path, missing])
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(missing): error: cannot read the file as UTF-8 text"))
    }
}
