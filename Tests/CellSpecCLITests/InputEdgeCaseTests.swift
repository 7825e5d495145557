import Foundation
import TestSupport
import Testing

/// Hostile and mistaken input, run through the built `cellspec` as CI runs it: nothing crashes,
/// nothing is silently skipped, and nothing an example prints or a page says acts on the terminal.
@Suite(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
struct InputEdgeCaseTests {
    static let good = "# Good\n\n```swift correct id=good\nprint(\"fine\")\n```\n"
    static let quotes = "# Quotes\n\n" + String(repeating: "> ", count: 10_000) + "x\n"
    static let listMarkers = "# Lists\n\n" + String(repeating: "- ", count: 3_000) + "x\n"
    static let tooDeepMessage =
        "the page nests more than 100 levels deep here (lists, block quotes or emphasis inside each other); cellspec reads pages nested up to that depth [page.too-deep]"
    static let workDirectory = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path

    /// Before: SIGSEGV, and the good page was never checked.
    @Test func deeplyNestedPagesAreRefusedAtTheirLineAndTheOtherPageIsStillChecked() throws {
        let directory = try CellspecRun.directory([
            "quotes.md": Self.quotes, "lists.md": Self.listMarkers, "good.md": Self.good,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CellspecRun.run(
            [
                "check", "--work-directory", Self.workDirectory, "--model",
                "\(Fixtures.packageRoot.path)/Sources/UIKitModel",
                "quotes.md", "lists.md", "good.md",
            ],
            in: directory)
        #expect(!run.crashed)
        #expect(run.status == 2)
        #expect(
            run.standardError.split(separator: "\n") == [
                "quotes.md:3:201: error: \(Self.tooDeepMessage)", "lists.md:3:101: error: \(Self.tooDeepMessage)",
            ])
        #expect(run.standardOutput.contains("cellspec: 1 passed, 0 failed, 0 skipped (2 markup errors)"))
    }

    /// Before: SIGSEGV for the deep document; "cannot read the file as UTF-8 text" for the missing one.
    @Test func theLenientCheckRefusesDeepDocumentsAndSaysAMissingFileDoesNotExist() throws {
        let directory = try CellspecRun.directory(["quotes.md": Self.quotes, "prose.md": "# Prose\n\nNo code here.\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CellspecRun.run(["check", "--lenient", "missing.md", "quotes.md", "prose.md"], in: directory)
        #expect(!run.crashed)
        #expect(run.status == 2)
        // As in a strict check: the input errors on standard error, the summary on standard output.
        #expect(
            run.standardError.split(separator: "\n") == [
                "missing.md:1:1: error: no such file or directory [page.unreadable]",
                "quotes.md:3:201: error: \(Self.tooDeepMessage)",
            ])
        #expect(run.standardOutput.contains("cellspec: 0 passed, 0 failed, 0 skipped (2 markup errors)"))
    }

    /// Before: ```` ```Swift ```` and ```` ```swift,correct ```` blocks were prose: 0 examples, exit 0.
    @Test func fenceLanguagesAreReadAsGitHubReadsThemAndNearMissesAreErrors() throws {
        let page =
            "# Fences\n\n```Swift correct id=capital\nprint(1)\n```\n\n```swift,correct\nlet x: Int = \"broken\"\n```\n\n```swift5 correct\nlet y: Int = \"broken\"\n```\n"
        let directory = try CellspecRun.directory(["fences.md": page])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CellspecRun.run(["check", "--list", "fences.md"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardOutput == "fences.md:3:1: correct 'capital' ios=18\n")
        #expect(
            run.standardError.split(separator: "\n") == [
                "fences.md:7:4: error: fence language 'swift,correct' is not one cellspec reads, so the block would be prose; did you mean 'swift correct'? [markup.unknown-language]",
                "fences.md:11:4: error: fence language 'swift5' is not one cellspec reads, so the block would be prose; did you mean 'swift swift=5'? [markup.unknown-language]",
            ])
    }

    /// Before: "0 passed, 0 failed" and exit 0, a silent pass in CI.
    @Test func aRunThatSelectsNothingExitsWith2UnlessAllowed() throws {
        let directory = try CellspecRun.directory(["good.md": Self.good, "prose.md": "# Prose\n\nNo code here.\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let accept = "; pass --allow-empty if an empty run is what you want"

        let empty = try CellspecRun.run(["check", "empty"], in: directory)
        #expect(empty.status == 2)
        #expect(empty.standardError == "cellspec: error: no page found in 'empty' (pages are *.md files)\(accept)\n")
        #expect(empty.standardOutput.isEmpty)

        let filtered = try CellspecRun.run(["check", "--filter", "nothing-like-this", "good.md"], in: directory)
        #expect(filtered.status == 2)
        #expect(
            filtered.standardError
                == "cellspec: error: --filter 'nothing-like-this' matches none of the 1 example in 'good.md'\(accept)\n"
        )

        let prose = try CellspecRun.run(["check", "prose.md"], in: directory)
        #expect(prose.status == 2)
        #expect(prose.standardError == "cellspec: error: the 1 page in 'prose.md' holds no example\(accept)\n")

        let lenient = try CellspecRun.run(["check", "--lenient", "prose.md"], in: directory)
        #expect(lenient.status == 2)
        #expect(lenient.standardError == "cellspec: error: no Swift block found in 'prose.md'\(accept)\n")

        let model = "\(Fixtures.packageRoot.path)/Sources/UIKitModel"
        #expect(
            try CellspecRun.run(
                ["check", "--allow-empty", "--work-directory", Self.workDirectory, "--model", model, "empty"],
                in: directory
            ).status == 0)
        #expect(
            try CellspecRun.run(
                ["check", "--allow-empty", "--list", "--filter", "nothing-like-this", "good.md"], in: directory
            ).status == 0)
        #expect(try CellspecRun.run(["check", "--lenient", "--allow-empty", "prose.md"], in: directory).status == 0)

        // `build` selects the same way, and writes nothing when it refuses.
        let build = try CellspecRun.run(["build", "empty", "--output", "site"], in: directory)
        #expect(build.status == 2)
        #expect(build.standardError == "cellspec: error: no page found in 'empty' (pages are *.md files)\(accept)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
    }

    /// Before: the escape sequences went raw to the terminal and into the annotations, and the
    /// example's printed newline made a line that read as a diagnostic of its own.
    @Test(arguments: ["human", "github", "junit"])
    func controlCharactersFromAnExampleOrAPageNeverReachTheOutput(format: String) throws {
        let page = """
            # Escapes \u{1B}]0;title\u{07}

            ```swift correct id=printer
            print("\\u{1B}[31mred\\u{07}")
            fatalError("boom \\u{1B}]0;pwned\\u{07}\\u{9B}2J\\u{202E}\\nforged.md:1:1: error: forged")
            ```

            ```swift correct \u{1B}[2J
            print(1)
            ```

            """
        let directory = try CellspecRun.directory(["escapes.md": page])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CellspecRun.run(
            [
                "check", "--format", format, "--work-directory", Self.workDirectory, "--model",
                "\(Fixtures.packageRoot.path)/Sources/UIKitModel",
                "escapes.md",
            ],
            in: directory)
        #expect(run.status == 2)
        let output = run.standardOutput + run.standardError
        #expect(output.contains("printer"))
        let controls = output.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
        // In the XML document the printed line stays inside its element, where it forges nothing.
        if format != "junit" { #expect(!output.split(separator: "\n").contains { $0.hasPrefix("forged.md") }) }
    }
}
