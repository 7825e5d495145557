import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec watch [PATHS]`: checks the pages, then again on every save of a page, a context page
/// or the model's sources, clearing the terminal and printing the new report. The result cache makes
/// a re-check compile and run only what changed; a markup error or a failure of the tool is printed
/// and the watch goes on. Ends with Ctrl-C.
struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check pages, then check them again on every save of a page, a context page or the model.",
        discussion: """
            Unchanged examples come from the result cache, so a save re-compiles and re-runs only what it \
            changed. Stop with Ctrl-C.

            Example: cellspec watch Spec/content-configuration.md --filter legacy
            """)

    @OptionGroup var options: CheckOptions

    @Option(help: "Milliseconds between looks at the files.")
    var interval: Int = 250

    func validate() throws {
        try CheckOptions.require(interval, in: 10...60_000, "--interval", unit: " milliseconds")
        guard !options.noCache else { throw ValidationError("watch needs the result cache; drop --no-cache") }
        guard options.format == .human else { throw ValidationError("watch prints the human report; drop --format") }
    }

    func run() async throws {
        let watcher = try Watcher(options: options)
        var seen = watcher.snapshot()
        await watcher.check(changed: [])
        while true {
            try await Task.sleep(for: .milliseconds(interval))
            guard !watcher.snapshot().changes(since: seen).isEmpty else { continue }
            // An editor may write a file in several steps: look again after one more interval.
            try await Task.sleep(for: .milliseconds(interval))
            let now = watcher.snapshot()
            let changed = now.changes(since: seen)
            seen = now
            if !changed.isEmpty { await watcher.check(changed: changed) }
        }
    }
}

/// One watch's files and checks, apart from the loop so a test can drive it.
struct Watcher {
    var options: CheckOptions
    var session: CheckSession
    /// Whether the screen is cleared before each report (standard output is a terminal).
    var clears: Bool

    init(options: CheckOptions, clears: Bool = ColorChoice.isTerminal(1)) throws {
        self.options = options
        self.session = try options.session
        self.clears = clears
    }

    /// The pages, the context pages and the model's sources (with the contract beside them).
    func snapshot() -> WatchedFiles {
        let model = URL(fileURLWithPath: options.model)
        let contract = model.deletingLastPathComponent().appendingPathComponent("ModelContract").path
        return WatchedFiles.snapshot(pages: session.paths + session.sharedContexts, sources: [model.path, contract])
    }

    /// Checks the pages and prints the report, headed by what changed; never throws, so the watch
    /// survives a page that does not parse or a model that does not build.
    func check(changed: [String]) async {
        let selection = session.select()
        if clears { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
        let head =
            changed.isEmpty
            ? "checking" : "changed: \(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))"
        say("cellspec watch: \(head) — \(Self.time())")
        do {
            let report = try await Terminal.run(session, selection, format: .human).report
            try Terminal.print(report, format: .human, color: options.color, verbose: options.verbose)
        } catch {
            // Terminal.run printed a tool failure already; anything else is said here.
            if !(error is ExitCode) {
                Terminal.error("cellspec: error: \(error)", keepingNewlines: error is RunnerError)
            }
        }
        say("cellspec watch: waiting for changes (Ctrl-C to stop)")
    }

    /// A line on standard output at once, not when a buffer fills: the watch's reader is waiting for it.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func time() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
