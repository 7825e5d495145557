import ExampleRunner
import Foundation
import TestSupport
import Testing

@testable import CellSpecCLI

/// The human report on a terminal and off it: goldens of the plain and the coloured output, colour
/// chosen as `--color` and `NO_COLOR` say, and the built binary run under a pseudo-terminal (`script`).
@Suite struct TerminalOutputTests {
    /// Everything the human format prints, standard error then standard output.
    static func human(_ report: SuiteReport, style: TerminalStyle, verbose: Bool) throws -> String {
        let (output, errors) = try ReportFormat.human.render(report, output: style, errors: style, verbose: verbose)
        return Fixtures.relativized(errors.map { $0 + "\n" }.joined() + output)
    }

    @Test func plainAndColouredOutputMatchTheirGoldens() async throws {
        let report = try await ReportFixture.normalized()
        let plain = try Self.human(report, style: .plain, verbose: true)
        let coloured = try Self.human(report, style: .colour, verbose: true)
        expectMatchesGolden(plain, named: "verdicts.plain.txt")
        expectMatchesGolden(coloured, named: "verdicts.color.txt")
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        // Without the colour sequences, the coloured output is the plain one.
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test func colourFollowsTheFlagTheTerminalAndNoColor() {
        #expect(ColorChoice.auto.style(isTerminal: true, environment: [:]) == .colour)
        #expect(ColorChoice.auto.style(isTerminal: false, environment: [:]) == .plain)
        #expect(ColorChoice.auto.style(isTerminal: true, environment: ["NO_COLOR": "1"]) == .plain)
        #expect(ColorChoice.auto.style(isTerminal: true, environment: ["NO_COLOR": ""]) == .colour)
        #expect(ColorChoice.auto.style(isTerminal: true, environment: ["TERM": "dumb"]) == .plain)
        #expect(ColorChoice.always.style(isTerminal: false, environment: ["NO_COLOR": "1"]) == .colour)
        #expect(ColorChoice.never.style(isTerminal: true, environment: [:]) == .plain)
    }

    @Test func theProgressLineIsErasedAndSaysHowFarTheRunIs() {
        let written = Written()
        let line = ProgressLine { written.append($0) }
        line.parsed(pages: 2, examples: 3)
        line.update(.planned(total: 3, cached: 1))
        line.update(.compiled(runs: 4))
        line.update(.ran(done: 4, total: 4))
        line.clear()
        #expect(written.text.hasSuffix("\r\u{1B}[2Kcellspec: 2 pages, 3 examples: compiled, 4/4 runs\r\u{1B}[2K"))
        #expect(written.text.contains("1 of 3 cached"))
    }

    /// The built binary under a pseudo-terminal: colour and a progress line; piped: neither.
    @Test(
        .enabled(
            if: CellspecRun.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "needs the built cellspec and script(1)"))
    func onATerminalTheReportIsColouredAndPipedItIsPlain() throws {
        let page = "# Page\n\n```swift correct id=fails\nlet x = 1\n# expect(x == 2)\n```\n"
        let directory = try CellspecRun.directory(["page.md": page])
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-xdg-tests").path
        let command = "\(Fixtures.cellspecBinary.path) check page.md --jobs 1"

        let terminal = try Self.underTerminal(
            command, in: directory, environment: ["XDG_CACHE_HOME": cache, "NO_COLOR": nil])
        #expect(terminal.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(terminal)")
        #expect(terminal.contains("\r\u{1B}[2Kcellspec: 1 page, 1 example"))
        #expect(terminal.contains("x → 1 == 2"))

        let noColor = try Self.underTerminal(
            command, in: directory, environment: ["XDG_CACHE_HOME": cache, "NO_COLOR": "1"])
        #expect(!noColor.contains("\u{1B}[1;31m") && noColor.contains("error:"))

        let piped = try CellspecRun.run(
            ["check", "page.md", "--jobs", "1"], in: directory, environment: ["XDG_CACHE_HOME": cache])
        #expect(piped.status == 1)
        #expect(!(piped.standardError + piped.standardOutput).contains("\u{1B}"))
        #expect(
            piped.standardError.contains(
                "page.md:5:3: note: unexpected failed expectation at line 5 on iOS 18: expectation failed [example.expectation]: x → 1 == 2"
            ))
    }

    /// What a command prints on a pseudo-terminal `script(1)` gives it.
    static func underTerminal(_ command: String, in directory: URL, environment changes: [String: String?]) throws
        -> String
    {
        let output = directory.appendingPathComponent("typescript-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, output.path]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        environment["TERM"] = "xterm-256color"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: output) }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}

/// What a progress line wrote, collected across threads.
final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
}
