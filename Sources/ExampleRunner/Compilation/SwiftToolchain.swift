import Foundation

/// The Swift compiler examples are compiled with, and its version (part of every cache key).
public struct SwiftToolchain: Sendable {
    public var swiftc: URL
    /// The first line of `swiftc --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var version: String

    /// What example binaries are linked with: LLVM's `lld` when the toolchain has it beside
    /// `swiftc` (Swift's Linux toolchains do), else the driver's default (gold). Linking a build of
    /// one example with `lld` took its whole `swiftc` 0.45 s against 0.51 s with gold (medians of
    /// 7, run alternately).
    public var linkerArguments: [String] {
        let directory = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        let lld = directory.appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }

    /// Finds `swiftc`: the `SWIFTC` environment variable, else the first on `PATH`. With a
    /// `versionCache` directory, the version is remembered per compiler binary (its resolved path, size
    /// and modification date), since asking `swiftc --version` costs more than a whole warm run.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment, versionCache: URL? = nil
    ) async throws -> SwiftToolchain {
        let url = try compiler(environment: environment)
        let remembered = versionCache.flatMap { rememberedVersionFile(for: url, in: $0) }
        if let remembered, let data = ResultCache.contents(of: remembered),
            let version = String(data: data, encoding: .utf8), !version.isEmpty
        {
            return SwiftToolchain(swiftc: url, version: version)
        }
        let outcome = try await ProcessRunner(stopsJobsOnInterrupt: true).run(
            url, arguments: ["--version"], timeout: .seconds(60))
        let text = outcome.standardOutput.isEmpty ? outcome.standardError : outcome.standardOutput
        let version = text.split(separator: "\n").first.map(String.init) ?? "unknown"
        if let remembered, outcome.termination == .exited(0) {
            try? FileManager.default.createDirectory(
                at: remembered.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(version.utf8).write(to: remembered, options: .atomic)
        }
        return SwiftToolchain(swiftc: url, version: version)
    }

    /// The `swiftc` examples are compiled with: the `SWIFTC` environment variable, else the first on `PATH`.
    package static func compiler(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let candidates: [String]
        if let explicit = environment["SWIFTC"] {
            candidates = [explicit]
        } else {
            candidates = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/swiftc" }
        }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw RunnerError.toolchainNotFound
        }
        return URL(fileURLWithPath: path)
    }

    /// A hash of the compiler binary's identity (its resolved path, size and modification date), which
    /// names what is remembered about it; nil when the binary cannot be read.
    package static func identity(of swiftc: URL) -> String? {
        let resolved = swiftc.resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path),
            let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        var hash = StableHash()
        hash.combine(resolved.path)
        hash.combine("\(size) \(modified.timeIntervalSince1970)")
        return hash.hex
    }

    /// A file named by the hash of the compiler binary's identity.
    static func rememberedVersionFile(for swiftc: URL, in directory: URL) -> URL? {
        identity(of: swiftc).map { directory.appendingPathComponent("swiftc-version-\($0)") }
    }
}
