import Foundation

/// The reference model compiled as a shared library and module that example code links against,
/// and the host program every example runs in.
///
/// The host (``hostPath``) is a `main.swift` of one call, the model's `ExampleMain.run()`: it
/// holds no example code. Examples are compiled into shared libraries (``MergedBuild``) that the
/// host loads with `dlopen` only once its process has confined itself, so code that runs when a
/// library is loaded (global initialisers, `.init_array`) runs in the sandbox too; a fork server
/// is a host process, so it never loads any page's code (see `ExampleMain` in the model).
///
/// Built once per content of `Sources/UIKitModel` (with the contract it shares with the runner,
/// `Sources/ModelContract`, compiled into the same module) and compiler version, into a directory
/// named by their hash, and published by renaming a finished build into place: a half-built model
/// is never used; runs sharing a work directory build it one at a time (``BuildLock``), so those
/// that start together wait for one build. It is built with a package name examples are not
/// compiled with, so the model's `package` API (capturing findings, simulating a release) is out of
/// their reach.
struct ModelLibrary: Sendable {
    static let moduleName = "UIKitModel"
    /// The folder beside the model's sources that holds the contract.
    static let contractFolder = "ModelContract"
    /// The package name the model is compiled with, and example code is not.
    static let packageName = "cellspec-model"

    var directory: URL
    /// Hash of the model's sources and the compiler version.
    var key: String
    /// The model's source files.
    var sources: [URL]

    /// Where the model for these sources and this compiler lives, without building it: hashing the
    /// sources is cheap, so a run whose examples all come from the result cache never builds.
    static func locate(sources: URL, toolchain: SwiftToolchain, cacheRoot: URL) throws -> ModelLibrary {
        let model = try swiftFiles(in: sources)
        guard !model.isEmpty else { throw RunnerError.modelSourcesNotFound(sources.relativePath) }
        let contractSources = sources.deletingLastPathComponent().appendingPathComponent(contractFolder)
        let contract = (try? swiftFiles(in: contractSources)) ?? []
        guard !contract.isEmpty else { throw RunnerError.modelContractNotFound(model: sources.relativePath) }
        let files = model + contract
        let root = sources.deletingLastPathComponent().path
        var hash = StableHash()
        hash.combine(toolchain.version)
        hash.combine(hostSource)
        for file in files {
            hash.combine(file.path.replacingOccurrences(of: root, with: ""))
            hash.combine(try String(contentsOf: file, encoding: .utf8))
        }
        let key = hash.hex
        return ModelLibrary(directory: cacheRoot.appendingPathComponent("model-\(key)"), key: key, sources: files)
    }

    /// Builds the library unless a finished build is already in place. Returns whether it compiled.
    @discardableResult
    func build(toolchain: SwiftToolchain, timeout: Duration = SuiteRunner.Options.defaultCompileTimeout) async throws
        -> Bool
    {
        if FileManager.default.fileExists(atPath: hostPath.path) { return false }
        let cacheRoot = directory.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: cacheRoot, withIntermediateDirectories: true)
        // One build at a time per model: a run that waited finds the build another published.
        let lock = try await BuildLock.acquire(cacheRoot.appendingPathComponent(".model-\(key).lock"))
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: hostPath.path) { return false }
        let staging = cacheRoot.appendingPathComponent(StagingFolder.name("model-\(key).staging-"))
        let staged = Interruption.removeOnInterruption(staging)
        defer {
            try? FileManager.default.removeItem(at: staging)
            staged.cancel()
        }
        try StagingFolder.create(staging)
        let outcome = try await ProcessRunner(stopsJobsOnInterrupt: true).run(
            toolchain.swiftc,
            arguments: [
                "-emit-library", "-emit-module", "-module-name", Self.moduleName, "-package-name", Self.packageName,
                "-swift-version", "6",
                "-parse-as-library", "-wmo", "-Onone", "-diagnostic-style", "llvm",
                "-o", staging.appendingPathComponent("lib\(Self.moduleName).so").path,
                "-emit-module-path", staging.appendingPathComponent("\(Self.moduleName).swiftmodule").path,
            ] + sources.map(\.path), timeout: timeout)
        if outcome.termination == .timedOut {
            throw RunnerError.modelBuildFailed(
                "the compiler did not finish within \(timeout); pass a larger --compile-timeout")
        }
        guard outcome.termination == .exited(0) else {
            throw RunnerError.modelBuildFailed(outcome.standardError + outcome.standardOutput)
        }
        try await buildHost(in: staging, toolchain: toolchain, timeout: timeout)
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch  where FileManager.default.fileExists(atPath: hostPath.path) {
            // Another run published the same build first.
        } catch {
            // Something unusable is in its place (a file, a folder without the library): like a
            // corrupt cache entry, it is replaced.
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.moveItem(at: staging, to: directory)
        }
        return true
    }

    var libraryPath: URL { directory.appendingPathComponent("lib\(Self.moduleName).so") }

    /// The program every example runs in: it loads the examples' library named by its arguments.
    var hostPath: URL { directory.appendingPathComponent(Self.hostName) }

    static let hostName = "cellspec-example-host"

    /// The host's whole source: everything it does is the model's `ExampleMain`.
    static let hostSource = """
        @_spi(CellSpecHarness) import UIKitModel

        ExampleMain.run()

        """

    /// Compiles the host beside the library in `staging`, finding the library beside itself
    /// (`$ORIGIN`), so that the folder can be renamed into place.
    private func buildHost(in staging: URL, toolchain: SwiftToolchain, timeout: Duration) async throws {
        let main = staging.appendingPathComponent("main.swift")
        try ScratchFile.write(Self.hostSource, to: main)
        defer { try? FileManager.default.removeItem(at: main) }
        let outcome = try await ProcessRunner(stopsJobsOnInterrupt: true).run(
            toolchain.swiftc,
            arguments: [
                "-swift-version", "6", "-Onone", "-diagnostic-style", "llvm", "-module-name", "CellSpecExampleHost",
                "-I", staging.path, "-L", staging.path, "-l\(Self.moduleName)", "-Xlinker", "-rpath", "-Xlinker",
                "$ORIGIN", "-o", staging.appendingPathComponent(Self.hostName).path, main.path,
            ] + toolchain.linkerArguments, timeout: timeout)
        guard outcome.termination == .exited(0) else {
            throw RunnerError.modelBuildFailed(
                "the example host did not compile: " + outcome.standardError + outcome.standardOutput)
        }
    }

    /// The compiler arguments that make `import UIKitModel` resolve and link.
    var compilerArguments: [String] {
        [
            "-I", directory.path, "-L", directory.path, "-l\(Self.moduleName)", "-Xlinker", "-rpath", "-Xlinker",
            directory.path,
        ]
    }

    private static func swiftFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw RunnerError.modelSourcesNotFound(directory.relativePath)
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
