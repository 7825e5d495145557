import ArgumentParser
import ExampleRunner
import Foundation

/// `cellspec rewrite-objc-interop --output-directory DIR FILE…`: writes each Swift file with its
/// Objective-C interop rewritten as examples are (``ObjCInteropRewriter``), for tools that
/// type-check real UIKit code against the model outside a spec page (`Scripts/measure-sample`).
/// Hidden from help: it serves scripts, not spec authors.
struct RewriteObjCInterop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite-objc-interop",
        abstract: "Write Swift files with #selector, @objc and @UIApplicationMain rewritten for the model.",
        discussion: """
            Examples:
              cellspec rewrite-objc-interop --output-directory /tmp/rewritten Sources/*.swift
            """,
        shouldDisplay: false)

    @Option(name: .customLong("output-directory"), help: "Where the rewritten files go, under their own names.")
    var outputDirectory: String

    @Argument(help: "The Swift files to rewrite.")
    var files: [String]

    func run() throws {
        try SourceFileRewrite.rewrite(files, into: outputDirectory) { ObjCInteropRewriter.rewrite(source: $0) }
    }
}
