import ArgumentParser
import ExampleRunner
import Foundation

/// What the hidden subcommands that prepare real Swift files for a type-check share
/// (``RewriteObjCInterop``, ``ResolveIOSConditions``): each file read as UTF-8, transformed, and
/// written under its own name into the output directory. A file that cannot be read is an input
/// error (exit 2), one that cannot be written a failure of the tool (exit 3), each named.
enum SourceFileRewrite {
    static func rewrite(_ files: [String], into outputDirectory: String, _ transform: (String) -> String) throws {
        let output = URL(fileURLWithPath: outputDirectory, isDirectory: true)
        for file in files {
            let input = URL(fileURLWithPath: file)
            guard let source = try? String(contentsOf: input, encoding: .utf8) else {
                Terminal.error("\(file): error: cannot read the file as UTF-8 text")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            let destination = output.appendingPathComponent(input.lastPathComponent)
            do {
                try transform(source).write(to: destination, atomically: true, encoding: .utf8)
            } catch {
                Terminal.error("\(destination.path): error: cannot write: \(RunnerError.reason(error))")
                throw ExitCode(ExitStatus.internalError.rawValue)
            }
        }
    }
}
