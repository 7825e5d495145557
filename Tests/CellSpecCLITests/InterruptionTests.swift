import ExampleRunner
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cellspec check` stopped while an example runs, as a user stops it: Ctrl-C or SIGTERM stop every
/// child and remove the run's folders, exiting with 130 or 143; SIGKILL leaves no child running, and
/// the next run removes the folders it left.
@Suite struct InterruptionTests {
    static let binary = Fixtures.cellspecBinary
    static let workDirectory = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests")

    /// The code of an example that names its process `name` (its `comm`, which a test can read in
    /// `/proc` while the example's folders are hidden from it), forks a child into its group (or,
    /// with `leavesGroup`, out of it with `setsid`), and both sleep long past any wait here.
    static func sleeper(_ name: String, leavesGroup: Bool = false) -> String {
        """
        import Glibc
        let comm = fopen("/proc/self/comm", "w")
        fputs("\(name)", comm)
        fclose(comm)
        if fork() == 0 {
            \(leavesGroup ? "_ = setsid()" : "")
            sleep(600)
        }
        sleep(600)
        """
    }

    /// A process name of the test's own (15 characters at most, as `comm` allows).
    static func uniqueName() -> String { "slp-" + UUID().uuidString.prefix(8) }

    /// A scratch directory (the working directory of the run, as a user's checkout would be) holding
    /// `page.md`, whose one example is `code`.
    func scratch(code: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("# Page\n\n```swift correct id=sleeper\n\(code)\n```\n".utf8).write(
            to: url.appendingPathComponent("page.md"))
        return url
    }

    func start(in directory: URL, workDirectory: URL = workDirectory, environment: [String: String] = [:]) throws
        -> (process: Process, errors: URL)
    {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.executableURL = Self.binary
        process.currentDirectoryURL = directory
        process.arguments = [
            "check", "page.md", "--model", Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path,
            "--work-directory", workDirectory.path, "--no-cache", "--timeout", "600", "--jobs", "1",
        ]
        let errors = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// The processes named `name` (`/proc/PID/comm`).
    func processes(named name: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), isProcessRunning(pid),
                let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8)
            else { return nil }
            return comm.trimmingCharacters(in: .whitespacesAndNewlines) == name ? pid : nil
        }
    }

    /// The processes whose command line mentions `text`.
    func processes(mentioning text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), isProcessRunning(pid),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            return String(decoding: data, as: UTF8.self).contains(text) ? pid : nil
        }
    }

    /// The folders of the work directory that the run of process `pid` stages in (`run-<pid>.…`).
    func runFolders(of pid: pid_t) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Self.workDirectory.path)) ?? []).filter {
            $0.hasPrefix("run-\(pid).")
        }
    }

    /// Waits, blocking its thread, until `condition` holds or `limit` seconds have passed; returns whether it held.
    func wait(upTo limit: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: limit)
        while !condition() {
            if Date() > deadline { return false }
            usleep(100_000)
        }
        return true
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"),
        arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsEveryChildAndRemovesTheRunsFolders(signal: Int32, status: Int32) throws {
        let name = Self.uniqueName()
        let directory = try scratch(code: Self.sleeper(name))
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, errors) = try start(in: directory)
        // The model may need building first: the wait is for the example's two processes to be running.
        let running = wait(upTo: 600) { processes(named: name).count >= 2 || !process.isRunning }
        try #require(running && process.isRunning, "\(text(errors))")

        kill(process.processIdentifier, signal)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        // SIGKILL is delivered asynchronously: on a loaded machine a killed child may take a moment to go.
        #expect(wait(upTo: 5) { processes(named: name).isEmpty }, "\(processes(named: name))")
        #expect(runFolders(of: process.processIdentifier).isEmpty)
        #expect(text(errors).contains("cellspec: stopped by"))
        // Nothing was staged in the directory the user ran it from.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["page.md", "stderr.txt"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func childrenDieWithAKilledCellspecAndTheNextRunRemovesItsFolders() throws {
        let name = Self.uniqueName()
        let directory = try scratch(code: Self.sleeper(name))
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, errors) = try start(in: directory)
        let pid = process.processIdentifier
        let running = wait(upTo: 600) { processes(named: name).count >= 2 || !process.isRunning }
        try #require(running && process.isRunning, "\(text(errors))")

        kill(pid, SIGKILL)
        process.waitUntilExit()
        // The example sleeps for 600 s; its leash ends it and its group as soon as cellspec is gone.
        #expect(wait(upTo: 60) { processes(named: name).isEmpty })
        #expect(!runFolders(of: pid).isEmpty, "a killed cellspec cannot clean up")

        let next = try start(in: try scratch(code: "print(1)"))
        next.process.waitUntilExit()
        #expect(next.process.terminationStatus == 0, "\(text(next.errors))")
        #expect(runFolders(of: pid).isEmpty)
        try? FileManager.default.removeItem(at: next.errors.deletingLastPathComponent())
    }

    /// A process the example moved out of its group with `setsid`, sleeping (so no CPU limit ends it),
    /// dies with a cellspec killed by SIGKILL: the fork server (or the run's process) is the first
    /// process of a PID namespace, which the kernel empties when it dies. Forked and started alike.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"),
        .enabled(if: SuiteRunner.sandboxShortfall == nil, "a PID namespace needs root and namespaces"),
        arguments: ["1", "0"])
    func aSleeperThatLeftItsGroupDiesWithAKilledCellspec(forkServers: String) throws {
        let name = Self.uniqueName()
        let directory = try scratch(code: Self.sleeper(name, leavesGroup: true))
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, errors) = try start(in: directory, environment: ["CELLSPEC_FORK_SERVERS": forkServers])
        let running = wait(upTo: 600) { processes(named: name).count >= 2 || !process.isRunning }
        try #require(running && process.isRunning, "\(text(errors))")
        let sleepers = processes(named: name)

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wait(upTo: 10) { sleepers.allSatisfy { !isProcessRunning($0) } }, "\(processes(named: name))")
    }

    /// The Swift driver runs its compiler jobs in process groups of their own, and they keep going
    /// when the driver is killed; the driver's leash interrupts it instead, and it stops them.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs the built cellspec"))
    func theCompilerDiesWithAKilledCellspec() throws {
        let directory = try scratch(code: "print(1)")
        // A work directory of its own, so the model is compiled.
        let work = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests-killed-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: work)
        }
        let (process, errors) = try start(in: directory, workDirectory: work)
        let compiling = wait(upTo: 600) {
            processes(mentioning: work.path).contains { isFrontend($0) } || !process.isRunning
        }
        try #require(compiling && process.isRunning, "\(text(errors))")

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wait(upTo: 60) { processes(mentioning: work.path).isEmpty })
    }

    func isFrontend(_ pid: pid_t) -> Bool {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return String(decoding: data, as: UTF8.self).contains("-frontend")
    }
}
