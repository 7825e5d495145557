import Foundation
import TestSupport
import Testing

/// Failures of the tool's own setup, and compiles that do not finish, as the built `cellspec` reports them.
@Suite struct ToolFailureTests {
    static let binary = Fixtures.cellspecBinary
    static let model = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path
    static let workDirectory = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `cellspec` in `directory` with its output in files; its status, standard output and error.
    func cellspec(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws
        -> (status: Int32, output: String, errors: [Substring])
    {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errors = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: errors, encoding: .utf8)
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8), text.split(separator: "\n"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func anUnusableWorkDirectoryIsOneSentenceAndStatus3() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("work")
        try Data("not a directory".utf8).write(to: file)
        let page = Fixtures.packageRoot.appendingPathComponent("Spec/README.md").path
        let (status, _, errors) = try cellspec(
            ["check", page, "--model", Self.model, "--work-directory", file.path], in: directory)
        #expect(status == 3)
        #expect(
            errors.map(String.init) == [
                "cellspec: error: cannot use \(file.path) as the work directory: a file is in the way; make it a writable directory or pass another with --work-directory"
            ])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func anUnusableCacheIsOneSentenceAndStatus3() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cache")
        try Data("not a directory".utf8).write(to: file)
        let page = Fixtures.packageRoot.appendingPathComponent("Spec/README.md").path
        let (status, _, errors) = try cellspec(
            ["check", page, "--model", Self.model, "--work-directory", Self.workDirectory, "--cache", file.path],
            in: directory)
        #expect(status == 3)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("cellspec: error: cannot use \(file.path) as the result cache: ") == true)
        #expect(errors.first?.hasSuffix("pass another with --cache, or pass --no-cache") == true)
    }

    /// A compiler that never finishes a compile whose sources hold a marker (the wrapper sleeps in
    /// the compile's process group): the merged build of three examples runs past the limit, each
    /// is compiled alone, and only the example with the marker fails, with a timeout; the other two
    /// are compiled together again, run and pass.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func aCompilePastTheLimitIsAFindingOfItsExampleOnly() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swiftc = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first(where: FileManager.default.isExecutableFile(atPath:)))
        let wrapper = directory.appendingPathComponent("swiftc")
        try Data(
            """
            #!/bin/sh
            for argument in "$@"; do
              case "$argument" in *.swift) if grep -q SLOW-COMPILE-MARKER "$argument"; then exec sleep 600; fi ;; esac
            done
            exec \(swiftc) "$@"

            """.utf8
        ).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let page = directory.appendingPathComponent("page.md")
        try Data(
            """
            # Page

            ```swift correct id=first
            print(1)
            ```

            ```swift correct id=slow
            print("SLOW-COMPILE-MARKER")
            ```

            ```swift correct id=last
            print(3)
            ```

            """.utf8
        ).write(to: page)
        let common = [
            "check", "page.md", "--model", Self.model, "--work-directory", Self.workDirectory, "--no-cache", "--jobs",
            "1",
        ]
        // The model is built (or found) first, without the short limit: its build may take minutes.
        let warm = try cellspec(common + ["--filter", "first"], in: directory, environment: ["SWIFTC": wrapper.path])
        try #require(warm.status == 0, "\(warm.errors)")

        let (status, output, errors) = try cellspec(
            common + ["--compile-timeout", "20"], in: directory, environment: ["SWIFTC": wrapper.path])
        #expect(status == 1)
        #expect(output.contains("2 passed, 1 failed"), "\(output)")
        let slow = errors.filter { $0.contains("the compiler did not finish within 20") }
        #expect(slow.count == 1, "\(errors)")
        #expect(slow.first?.hasPrefix("page.md:7:") == true, "\(errors)")
    }
}
