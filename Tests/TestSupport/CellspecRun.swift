import Foundation

/// One run of the built `cellspec`, as CI sees it.
public struct CellspecRun: Sendable {
    /// The exit status, or the signal's number when `crashed`.
    public var status: Int32
    /// Whether the process was ended by a signal (a crash) rather than exiting.
    public var crashed: Bool
    public var standardOutput: String
    public var standardError: String

    /// Runs `cellspec` with `arguments` in `directory` (the package root by default), with `environment`
    /// changed (a nil value removes a variable); its output goes to files, so neither pipe can fill up
    /// and block it.
    public static func run(
        _ arguments: [String], in directory: URL = Fixtures.packageRoot, environment changes: [String: String?] = [:]
    ) throws -> CellspecRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout"), errors = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = Fixtures.cellspecBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !changes.isEmpty {
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in changes { environment[name] = value }
            process.environment = environment
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return CellspecRun(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }

    /// A scratch directory holding `pages` (file name → contents), removed by the caller.
    public static func directory(_ pages: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in pages { try Data(contents.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    /// Whether the built binary is there, for `.enabled(if:)`.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: Fixtures.cellspecBinary.path) }
}
