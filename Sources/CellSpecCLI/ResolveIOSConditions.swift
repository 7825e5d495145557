import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec resolve-ios-conditions --output-directory DIR FILE…`: writes each Swift file with its
/// `#if` blocks resolved as an iOS simulator Debug build resolves them, the way examples are
/// (``IOSBuildConfiguration``, ``InactiveCode``): inactive clauses and the directives become blank,
/// every other character stays at its line and column. `Scripts/measure-sample` runs it before
/// type-checking real UIKit files on Linux, where the compiler would take the Linux branches.
/// Hidden from help: it serves scripts, not spec authors.
struct ResolveIOSConditions: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve-ios-conditions",
        abstract: "Write Swift files with #if resolved as for an iOS simulator Debug build.",
        discussion: """
            Examples:
              cellspec resolve-ios-conditions --output-directory /tmp/resolved Sources/*.swift
            """,
        shouldDisplay: false)

    @Option(name: .customLong("output-directory"), help: "Where the resolved files go, under their own names.")
    var outputDirectory: String

    @Option(name: .customLong("swift-version"), help: "The language mode the files are compiled in (5 or 6).")
    var swiftVersion = 5

    @Argument(help: "The Swift files to resolve.")
    var files: [String]

    func run() async throws {
        let toolchain = try await SwiftToolchain.locate()
        let configuration = await IOSBuildConfiguration.load(toolchain: toolchain, languageMode: swiftVersion)
        try SourceFileRewrite.rewrite(files, into: outputDirectory) { InactiveCode.blanked($0, in: configuration) }
    }
}
