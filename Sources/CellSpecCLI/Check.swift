import ArgumentParser
import Foundation

/// `cellspec check [PATHS]`: compile and run every example; print diagnostics and a summary.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec pages: compile and run every example and compare with what the page declares.",
        discussion: """
            Examples:
              cellspec check                                    every page of Spec/
              cellspec check Spec/content-configuration.md --filter legacy
              cellspec check --format github --shard 2/4 --report shard2.json
              cellspec check --lenient guide.md                 a guide written without cellspec's markup
              cellspec check --lenient --site GuideSite *.md    the same, and an HTML page per guide with every verdict
            """)

    @OptionGroup var options: CheckOptions

    @Flag(
        help:
            "Check Markdown written without cellspec's markup: classify blocks from ✅/❌ and similar conventions, infer their context."
    )
    var lenient = false

    @Option(
        help:
            "With --lenient: also write an HTML site to this directory, each guide with its blocks' verdicts in place (replaced only when cellspec wrote it or it is empty)."
    )
    var site: String?

    @Flag(
        help:
            "Succeed when nothing is selected (an empty directory, a --filter that matches nothing) instead of exiting with status 2."
    )
    var allowEmpty = false

    func validate() throws {
        if lenient, let refusal = LenientCommand.refusedOptions(options).first { throw ValidationError(refusal) }
        if !lenient, site != nil { throw ValidationError(Self.strictSiteRefusal) }
    }

    /// Why a strict `check` takes no `--site`: `build` writes a spec site, and checks its API reference too.
    static let strictSiteRefusal =
        "--site applies to --lenient; the site of spec pages is written by 'cellspec build --output DIR', which also reads the model's API for its reference pages"

    func run() async throws {
        if lenient { return try await LenientCommand.run(options, allowEmpty: allowEmpty, site: site) }
        let session = try options.session
        let selection = session.select()
        try ReportFile.check(options.report, inputs: options.inputFiles(selection.suite))
        if !allowEmpty, let sentence = session.emptySelection(in: selection.suite) {
            Terminal.error(sentence)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        if options.list { return try Terminal.list(session) }
        let report = try await Terminal.run(session, selection, format: options.format).report
        try Terminal.print(report, format: options.format, color: options.color, verbose: options.verbose)
        try ReportFile.write(report, to: options.report)
        let status = ExitStatus.of(report)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
