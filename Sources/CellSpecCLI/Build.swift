import ArgumentParser
import DocsRenderer
import Foundation

/// `cellspec build`: check, then render the documentation site with every verdict.
struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec pages and write the HTML documentation to the output directory.")

    @OptionGroup var options: CheckOptions

    @Option(help: "The directory the site is written to.")
    var output: String = "Generated"

    @Flag(help: "Write nothing; exit non-zero, naming the files, when the output directory is not what this build would write.")
    var check = false

    func run() async throws {
        let (suite, report) = try await Terminal.reportingInternalErrors { try await options.session.run() }
        Terminal.print(report)
        try ReportFile.write(report, to: options.report)
        let site = Site.render(suite: suite, report: report)
        let outputURL = URL(fileURLWithPath: output)
        if check {
            let stale = SiteWriter.staleFiles(site, in: outputURL)
            for path in stale { Terminal.error("\(output)/\(path): error: stale; run 'cellspec build' and commit the result") }
            if !stale.isEmpty { throw ExitCode(ExitStatus.checkFailed.rawValue) }
        } else {
            try SiteWriter.write(site, to: outputURL)
            print("cellspec: wrote \(site.files.count) files to \(output)/")
        }
        let status = ExitStatus.of(report)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
