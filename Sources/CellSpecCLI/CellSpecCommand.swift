import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec`: checks UIKit spec pages against the reference model and builds their documentation.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
public struct CellSpecCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cellspec",
        abstract: "Compile and run every example of UIKit spec pages against the reference model.",
        discussion: """
            Exit status: 0 when every example passed, 1 when an example failed, 2 when a page or the \
            command line could not be read, 3 (or another non-zero status) when the tool itself failed \
            (for example the model does not build).

            Examples:
              cellspec check page.md                  check one page from any directory
              cellspec watch Spec                     check again on every save
              cellspec build                          check Spec/ and write the site to Generated/
              cellspec explain cell.update-loop       what a rule means and where it is documented
            """,
        subcommands: [
            Check.self, Build.self, Watch.self, Merge.self, Explain.self, Bench.self, RewriteObjCInterop.self,
            RewriteImports.self,
            ResolveIOSConditions.self, Inventory.self,
        ],
        defaultSubcommand: Check.self
    )

    public init() {}
}

@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
extension CellSpecCommand {
    /// Parses the process's arguments and runs the chosen command, exiting with its status. A
    /// command line that cannot be used exits with status 2, as a page that cannot be read does.
    /// SIGINT and SIGTERM stop every child and exit with 130 and 143 (``Interruption``).
    public static func runFromCommandLine() async {
        Interruption.install()
        defer { Interruption.parkIfInterrupted() }
        do {
            let command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                var synchronous = command
                try synchronous.run()
            }
        } catch {
            Interruption.parkIfInterrupted()
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.inputError.rawValue)
            }
            exit(withError: error)
        }
    }
}
