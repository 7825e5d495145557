import Foundation
import ModelContract
import SpecPages

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one compiled example in its own process, so that a crash, a trap or a hang ends only that
/// example, and turns how it ended and what the model reported into findings.
///
/// The process runs in a fresh working directory (removed afterwards) under ``ExampleSandbox``'s
/// limits, with an environment of its own (nothing inherited, so no secrets), its output captured in
/// files and kept up to 64 KB per stream. Whatever it does wrong — hang, crash, exhaust memory or
/// CPU, write too much, fork — ends as a finding of this example, never as an error of the run.
struct ExampleExecution: Sendable {
    /// The library of examples the example was compiled into (``MergedBuild``).
    var library: URL
    /// The program that loads it (``ModelLibrary/hostPath``).
    var host: URL
    var timeout: Duration
    var memoryLimit: Int
    var scratchRoot: URL
    /// Where runs fork from a server that loaded the host once (``ForkServer``); nil to start a
    /// process per run. A run the server cannot do runs as a process of its own.
    var servers: ForkServerPool? = nil
    /// Directories the example must not see, where the sandbox has mount namespaces: the work
    /// directory and the user's (``ExampleSandbox/hiddenDirectories(workDirectory:keeping:)``).
    var hidden: [String] = []

    /// The variables every run has, whichever way it starts; a run adds its own.
    static let sharedEnvironment = [
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        // A crash is reported by its signal and Swift's one-line message; no multi-page backtrace.
        "SWIFT_BACKTRACE": "enable=no",
    ]

    func run(_ unit: CompileUnit, iOSRelease: Int) async throws -> ExampleResult.Run {
        if let servers, let server = await servers.take(host) {
            if let run = try await run(unit, iOSRelease: iOSRelease, server: server) {
                await servers.giveBack(server)
                return run
            }
            await servers.discard(server)
        }
        return try await run(unit, iOSRelease: iOSRelease, server: nil)!
    }

    /// One run, forked by `server` or, without one, started as a process of its own; nil when the
    /// server could not run it.
    private func run(_ unit: CompileUnit, iOSRelease: Int, server: ForkServer?) async throws -> ExampleResult.Run? {
        let name = "run-\(unit.index)-ios\(iOSRelease)-\(UUID().uuidString)"
        let workspace = scratchRoot.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        var environment = [
            "HOME": workspace.path,
            ChannelSettings.iOSVariable: "\(iOSRelease)",
        ]
        for key in unit.request.infoPlistKeys {
            if let variable = ChannelSettings.infoPlistVariables[key] { environment[variable] = "1" }
        }
        var sandbox = ExampleSandbox(timeout: timeout)
        sandbox.memoryBytes = memoryLimit
        try sandbox.prepare(workspace: workspace)
        environment.merge(sandbox.environment(workspace: workspace, hiding: hidden)) { $1 }
        let channel = try ModelChannel()
        let outcome: ProcessRunner.Outcome
        if let server {
            guard
                let forked = await server.run(
                    "\(unit.index) \(library.path)", timeout: timeout, workspace: workspace, environment: environment,
                    channel: channel, outputLimit: Self.outputLimit)
            else {
                await sandbox.killLeftovers()
                _ = await channel.receive(grace: .zero)
                return nil
            }
            // The server killed what the run left behind before it answered.
            sandbox.endRun()
            outcome = forked
        } else {
            environment.merge(Self.sharedEnvironment) { $1 }
            environment.merge(ExampleSandbox.startEnvironment) { $1 }
            do {
                outcome = try await ProcessRunner(outputLimit: Self.outputLimit).run(
                    host, arguments: [library.path, "\(unit.index)"], environment: environment,
                    workingDirectory: workspace,
                    timeout: timeout, channel: channel)
            } catch {
                channel.closeWriteEnd()
                _ = await channel.receive(grace: .zero)
                throw error
            }
            await sandbox.killLeftovers()
        }

        if case .exited(let status) = outcome.termination,
            [SandboxSettings.sandboxFailedStatus, SandboxSettings.libraryFailedStatus].contains(status),
            let line = outcome.standardError.split(separator: "\n").first(where: {
                $0.hasPrefix("cellspec sandbox: ") || $0.hasPrefix("cellspec host: ")
            })
        {
            _ = await channel.receive(grace: .zero)
            throw RunnerError.sandboxFailed(String(line))
        }
        let received = await channel.receive().interpreted()
        let reported = received.events
        var findings = reported.map { event in
            var finding = Finding(
                kind: Finding.Kind(event.kind), message: event.message, identifier: event.id,
                location: event.file.map {
                    SourceLocation(file: PageSourceName.decode($0), line: event.line ?? 1, column: event.column ?? 1)
                })
            finding.page = event.page
            finding.comparison = event.comparison
            finding.api = event.api
            return finding
        }
        findings += received.channelFindings
        let faulted = reported.contains { $0.kind == .fault }
        let errorTail = String(outcome.standardError.suffix(2000))
        switch outcome.termination {
        case .exited(0) where received.sawEnd || received.overflowed:
            // After a flood the closing record was dropped with the rest: the flood is the finding.
            break
        case .exited(0):
            findings.append(
                Finding(
                    kind: .crash,
                    message: "the process ended with status 0 before the example returned (an exit inside the example)",
                    identifier: HarnessFinding.didNotFinish.id))
        case .exited(ChannelSettings.faultExitStatus) where faulted:
            break
        case .exited(let status):
            findings.append(Finding(kind: .crash, message: "exited with status \(status)\(detail(errorTail))"))
        case .signalled(let signal) where Self.outOfMemory(outcome.standardError):
            findings.append(
                Finding(
                    kind: .resourceLimit,
                    message:
                        "out of memory: an allocation failed under the \(sandbox.memoryBytes >> 20) MB limit (\(Self.signalName(signal)))"
                ))
        case .signalled(SIGXCPU):
            findings.append(
                Finding(
                    kind: .resourceLimit,
                    message: "used more than \(sandbox.cpuSeconds) s of CPU time; killed by \(Self.signalName(SIGXCPU))"
                ))
        case .signalled(SIGXFSZ):
            findings.append(
                Finding(
                    kind: .resourceLimit,
                    message:
                        "wrote more than \(sandbox.fileBytes >> 20) MB to its output or a file; killed by \(Self.signalName(SIGXFSZ))"
                ))
        case .signalled(let signal):
            let trap = Self.fatalError(in: outcome.standardError, segments: unit.segments)
            let message =
                trap.map { "\($0.message) (\(Self.signalName(signal)))" }
                ?? "killed by \(Self.signalName(signal))\(detail(errorTail))"
            findings.append(Finding(kind: .crash, message: message, location: trap?.location))
        case .timedOut:
            findings.append(Finding(kind: .timeout, message: "still running after \(timeout); killed"))
        }
        let output = [outcome.standardOutput, outcome.standardError].filter { !$0.isEmpty }.joined(separator: "\n")
        return ExampleResult.Run(
            iOSRelease: iOSRelease, findings: findings, output: output, seconds: outcome.seconds,
            previews: received.previews, applies: received.applies, layouts: received.layouts, checks: received.checks)
    }

    /// How much of each output stream is kept for the report.
    static let outputLimit = 64 * 1024

    /// Whether the runtime said it could not allocate before it died (Swift prints this when `malloc` fails).
    static func outOfMemory(_ standardError: String) -> Bool {
        [
            "failed to allocate", "Could not allocate memory", "out of memory", "std::bad_alloc",
            "Cannot allocate memory",
        ].contains {
            standardError.localizedCaseInsensitiveContains($0)
        }
    }

    private func detail(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard
            let line = trimmed.split(separator: "\n").first(where: {
                $0.contains("Fatal error") || $0.contains("error")
            })
                ?? trimmed.split(separator: "\n").first
        else { return "" }
        return ": \(line)"
    }

    /// Swift's runtime prints `Module/page.md:42: Fatal error: message` before trapping; the file is the
    /// `#sourceLocation` of the segment the trap is in — the example's code or a prelude's (a context,
    /// code a front end wrote) — so the location names that segment's file and its own line. A file
    /// that is none of them (the model's) gives no location.
    static func fatalError(in output: String, segments: [CodeSegment]) -> (message: String, location: SourceLocation?)?
    {
        for line in output.split(separator: "\n") {
            guard
                let marker = line.range(of: ": Fatal error") ?? line.range(of: ": Precondition failed")
                    ?? line.range(of: ": Assertion failed")
            else { continue }
            let message = String(line[line.index(marker.lowerBound, offsetBy: 2)...])
            let place = line[..<marker.lowerBound]
            guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) else {
                return (message, nil)
            }
            let file = place[..<colon]
            // The example's own code first: a prelude may share its page (a context on the same page).
            let segment = segments.reversed().first { file.hasSuffix("/" + $0.sourceName) || file == $0.sourceName }
            return (message, segment.map { SourceLocation(file: $0.file, line: number) })
        }
        return nil
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            4: "SIGILL (a trap: fatalError, a failed precondition or force-unwrap)",
            5: "SIGTRAP (a trap: fatalError, a failed precondition or force-unwrap)",
            6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 15: "SIGTERM",
            24: "SIGXCPU (CPU time limit)", 25: "SIGXFSZ (file size limit)",
        ]
        return "signal \(signal)" + (names[signal].map { " \($0)" } ?? "")
    }
}

extension Finding.Kind {
    init(_ kind: ModelEvent.Kind) {
        switch kind {
        case .fault: self = .fault
        case .violation: self = .violation
        case .assertion: self = .assertion
        case .unmodelled: self = .unmodelled
        }
    }
}
