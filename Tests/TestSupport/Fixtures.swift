import CellSpecCLI
import ExampleRunner
import Foundation
import SpecPages

/// Where the package and its test fixtures are, and a shared way to check fixture pages.
public enum Fixtures {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `cellspec` executable `swift build` made, for end-to-end tests.
    public static let cellspecBinary = packageRoot.appendingPathComponent(".build/debug/cellspec")

    /// `Tests/<target>/Fixtures/<name>`.
    public static func path(_ target: String, _ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/\(target)/Fixtures/\(name)").path
    }

    /// Runner options for tests: the real model, a work directory of the tests' own, a short timeout.
    ///
    /// The compiler's limit is three times the default: with many suites compiling at once on a shared
    /// two-core machine, the tests' first, cold build of the model can take longer than a user's does
    /// alone (it once passed 300 seconds there), and the limit guards against a hang, not speed.
    public static func runnerOptions(timeout: Duration = .seconds(5)) -> SuiteRunner.Options {
        var options = SuiteRunner.Options(
            modelSources: packageRoot.appendingPathComponent("Sources/UIKitModel"),
            workDirectory: packageRoot.appendingPathComponent(".build/cellspec-tests"),
            jobs: ProcessInfo.processInfo.activeProcessorCount, timeout: timeout)
        options.compileTimeout = SuiteRunner.Options.defaultCompileTimeout * 3
        return options
    }

    /// Loads and checks pages.
    public static func check(_ paths: [String], timeout: Duration = .seconds(5)) async throws -> (
        SpecSuite, SuiteReport
    ) {
        try await CheckSession(paths: paths, options: runnerOptions(timeout: timeout)).run()
    }

    /// Each example's verdict and reasons (keyed by its location and id), from checking `pages` all
    /// together and from checking each page alone, nothing from the result cache: a page whose
    /// verdicts depend on which other pages run beside it shows as a difference.
    public static func verdictsTogetherAndAlone(
        _ pages: [String], sharedContexts: [String] = [], timeout: Duration = .seconds(5)
    ) async throws -> (together: [String: String], alone: [String: String]) {
        func verdicts(_ paths: [String]) async throws -> [String: String] {
            let session = CheckSession(
                paths: paths, options: runnerOptions(timeout: timeout), sharedContexts: sharedContexts)
            var verdicts: [String: String] = [:]
            for result in try await session.run().report.results {
                verdicts["\(result.example.location) \(result.example.id)"] =
                    "\(result.verdict): " + result.reasons.map(\.description).joined(separator: " | ")
            }
            return verdicts
        }
        let together = try await verdicts(pages)
        var alone: [String: String] = [:]
        for page in pages { alone.merge(try await verdicts([page])) { $1 } }
        return (together, alone)
    }

    /// Text with the package root removed from paths, so goldens do not depend on the checkout.
    public static func relativized(_ text: String) -> String {
        text.replacingOccurrences(of: packageRoot.path + "/", with: "")
    }
}
