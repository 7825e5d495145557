import Foundation

/// The Swift compiler examples are compiled with, and its version (part of every cache key).
public struct SwiftToolchain: Sendable {
    public var swiftc: URL
    /// The first line of `swiftc --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var version: String

    /// Finds `swiftc`: the `SWIFTC` environment variable, else the first on `PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> SwiftToolchain {
        let candidates: [String]
        if let explicit = environment["SWIFTC"] {
            candidates = [explicit]
        } else {
            candidates = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/swiftc" }
        }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw RunnerError.toolchainNotFound
        }
        let url = URL(fileURLWithPath: path)
        let outcome = try await ProcessRunner().run(url, arguments: ["--version"], timeout: .seconds(60))
        let text = outcome.standardOutput.isEmpty ? outcome.standardError : outcome.standardOutput
        let version = text.split(separator: "\n").first.map(String.init) ?? "unknown"
        return SwiftToolchain(swiftc: url, version: version)
    }
}
