import ArgumentParser
import DocsRenderer
import Foundation

/// The output directory of `build` and `merge`: checked before any work is done, written at the end,
/// with a refusal ending the command with status 2 and a write failure with status 3.
struct SiteOutput {
    var path: String
    var inputs: [SiteWriter.Input]

    var url: URL { URL(fileURLWithPath: path) }

    /// Ends the command when the site may not replace what is at the output path.
    func check() throws {
        do {
            try SiteWriter.checkOutput(url, inputs: inputs)
        } catch {
            Terminal.error("cellspec: error: \(error)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    /// Writes `site`, keeping the provenance file there when no page changes
    /// (``SiteWriter/keepingProvenance(_:in:)``).
    func write(_ site: Site) throws {
        do {
            try SiteWriter.write(SiteWriter.keepingProvenance(site, in: url), to: url)
        } catch let refusal as SiteWriter.Refusal {
            Terminal.error("cellspec: error: \(refusal)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        } catch {
            Terminal.error("cellspec: error: \(error)")
            throw ExitCode(ExitStatus.internalError.rawValue)
        }
    }
}
