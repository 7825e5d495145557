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
    public static func runnerOptions(timeout: Duration = .seconds(5)) -> SuiteRunner.Options {
        SuiteRunner.Options(
            modelSources: packageRoot.appendingPathComponent("Sources/UIKitModel"),
            workDirectory: packageRoot.appendingPathComponent(".build/cellspec-tests"),
            jobs: ProcessInfo.processInfo.activeProcessorCount, timeout: timeout)
    }

    /// Loads and checks pages.
    public static func check(_ paths: [String], timeout: Duration = .seconds(5)) async throws -> (
        SpecSuite, SuiteReport
    ) {
        try await CheckSession(paths: paths, options: runnerOptions(timeout: timeout)).run()
    }

    /// Text with the package root removed from paths, so goldens do not depend on the checkout.
    public static func relativized(_ text: String) -> String {
        text.replacingOccurrences(of: packageRoot.path + "/", with: "")
    }
}
