import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec rewrite-imports`: lists the modules Swift files import, or writes the files with some
/// modules renamed and others' imports commented out (``ImportRewriter``), for tools that type-check
/// real UIKit code against the model outside a spec page (`Scripts/measure-sample`, which asks the
/// compiler which of the listed modules this toolchain has). Hidden from help: it serves scripts,
/// not spec authors.
struct RewriteImports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite-imports",
        abstract: "List the modules Swift files import, or write them with imports renamed or commented out.",
        discussion: """
            With --list, prints each imported top-level module once, one a line. Otherwise writes every
            file under its own name into --output-directory and prints, for each import it commented
            out, a line 'FILE<tab>MODULE<tab>LINE'.

            Examples:
              cellspec rewrite-imports --list Sources/*.swift
              cellspec rewrite-imports --output-directory /tmp/out --rename UIKit=UIKitModel --comment-out Combine Sources/*.swift
            """,
        shouldDisplay: false)

    @Flag(help: "Print the imported modules instead of rewriting.")
    var list = false

    @Option(name: .customLong("output-directory"), help: "Where the rewritten files go, under their own names.")
    var outputDirectory: String?

    @Option(help: "A module to import instead of another, as OLD=NEW (repeatable).")
    var rename: [String] = []

    @Option(name: .customLong("comment-out"), help: "A module whose imports become comments (repeatable).")
    var commentOut: [String] = []

    @Argument(help: "The Swift files.")
    var files: [String]

    func validate() throws {
        if !list && outputDirectory == nil {
            throw ValidationError("give --output-directory, or --list to list the imported modules")
        }
        for pair in rename where pair.split(separator: "=").count != 2 {
            throw ValidationError("--rename '\(pair)' is not OLD=NEW")
        }
    }

    func run() throws {
        if list {
            var seen = Set<String>()
            for file in files {
                guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                    Terminal.error("\(file): error: cannot read the file as UTF-8 text")
                    throw ExitCode(ExitStatus.inputError.rawValue)
                }
                for module in ImportRewriter.importedModules(in: source) where seen.insert(module).inserted {
                    print(module)
                }
            }
            return
        }
        let renaming = Dictionary(
            rename.map { pair in
                let parts = pair.split(separator: "=").map(String.init)
                return (parts[0], parts[1])
            }, uniquingKeysWith: { _, last in last })
        let commentingOut = Set(commentOut)
        for file in files {
            var commented: [ImportRewriter.CommentedImport] = []
            try SourceFileRewrite.rewrite([file], into: outputDirectory ?? ".") { source in
                let result = ImportRewriter.rewrite(source: source, renaming: renaming, commentingOut: commentingOut)
                commented = result.commented
                return result.source
            }
            for entry in commented { print("\(file)\t\(entry.module)\t\(entry.line)") }
        }
    }
}
