import Foundation
import PackagePlugin

/// `swift package cellspec-check [PATHS] [OPTIONS]`: runs `cellspec check` on a package's pages, for a
/// package that depends on cellspec.
///
/// SwiftPM builds the `cellspec` executable inside the depending package, where the model's sources
/// are not beside it, so the plugin passes cellspec's own `Sources/UIKitModel` (`--model`) and the
/// Spec's shared contexts (`--contexts`), and keeps the work in the plugin's work directory, which
/// the plugin sandbox lets it write. Arguments go to `cellspec check` unchanged; with none, the
/// package's `Docs` folder is checked.
@main
struct CellSpecCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "cellspec")
        guard let cellspec = Self.cellspecPackage(from: context.package) else {
            throw PluginFailure("cellspec-check: the cellspec package is not among this package's dependencies")
        }
        let sources = cellspec.directoryURL.appendingPathComponent("Sources/UIKitModel")
        let contexts = cellspec.directoryURL.appendingPathComponent("Spec/contexts.md")
        var invocation = ["check", "--model", sources.path, "--work-directory", context.pluginWorkDirectoryURL.path]
        if FileManager.default.fileExists(atPath: contexts.path) { invocation += ["--contexts", contexts.path] }
        invocation += arguments.isEmpty ? ["Docs"] : arguments

        let process = Process()
        process.executableURL = tool.url
        process.arguments = invocation
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("cellspec check exited with status \(process.terminationStatus)")
        }
    }

    /// The package named cellspec: the package itself, or one of its dependencies, however deep.
    static func cellspecPackage(from package: Package) -> Package? {
        var queue = [package]
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "cellspec" }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
