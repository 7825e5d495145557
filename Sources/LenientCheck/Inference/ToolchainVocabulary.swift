import Dispatch
import ExampleRunner
import Foundation

/// The names the toolchain's own modules declare at file scope — the standard library, Swift
/// concurrency, Foundation, Dispatch, Observation, Synchronization — read from their symbol graphs, so
/// that inference never invents a `UInt64`, a `CollectionDifference` or a `DispatchTimeInterval`.
///
/// The graphs come from `swift-symbolgraph-extract`, which ships beside `swiftc`; the names are kept
/// in the work directory under the compiler binary's identity, so they are read once per toolchain
/// (about half a minute on a 2-core machine) and in milliseconds after that.
public struct ToolchainVocabulary: Codable, Sendable, Equatable {
    /// Types, protocols and type aliases: `Int`, `IndexPath`, `DispatchQueue`, `Observable`.
    public var types: Set<String>
    /// Functions, variables and macros, by their base name: `print`, `withObservationTracking`.
    public var values: Set<String>

    public init(types: Set<String> = [], values: Set<String> = []) {
        self.types = types
        self.values = values
    }

    /// The modules examples see: what `import UIKit` brings on Apple's systems, less UIKit itself.
    /// `FoundationNetworking` is where Linux keeps Foundation's `URLSession`, `URLRequest` and
    /// `URLResponse`; the model re-exports it, as Apple's Foundation has them. `Glibc` is the C
    /// library's Swift overlay Foundation re-exports on Linux, as it re-exports `Darwin`'s on Apple's
    /// systems: both declare C's math functions for Swift (`ceil`, `floor`, `round`, `sqrt`, `pow`), so
    /// a guide's `ceil(size.height)` is the toolchain's, never a function inference makes up. Only the
    /// overlay's graph is read, not the C headers' (which would hold every POSIX name, `send`, `select`).
    static let modules = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Observation", "Synchronization",
        "Glibc",
    ]
    /// Modules every supported toolchain has: a read that misses one of them fails, and is never
    /// remembered (a toolchain may lack the others, such as Synchronization before Swift 6).
    static let essentialModules: Set<String> = ["Swift", "_Concurrency", "Foundation", "Dispatch"]

    /// Whether a vocabulary holds what every toolchain declares: a remembered file that does not was
    /// cut short, and is read again.
    var isComplete: Bool {
        ["Int", "String", "UInt64", "Data", "DispatchQueue", "MainActor", "URLSession"].allSatisfy(types.contains)
            && ["print", "fatalError"].allSatisfy(values.contains)
    }

    /// Names the example harness declares for every example (``HarnessSource``): `expect`.
    static let harnessValues: Set<String> = ["expect"]

    /// Type names the language itself has, which no module declares.
    static let languageTypes: Set<String> = ["Any", "Self"]

    /// What the reason of a failed read is.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The vocabulary of the toolchain `SwiftToolchain.compiler()` finds, remembered in `workDirectory`.
    public static func load(workDirectory: URL) async throws -> ToolchainVocabulary {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try loadBlocking(workDirectory: workDirectory) })
            }
        }
    }

    /// ``load(workDirectory:)`` on the calling thread, which it blocks while the graphs are extracted.
    /// Callers in one process share one read per work directory (tests load it from many suites at once).
    public static func loadBlocking(workDirectory: URL) throws -> ToolchainVocabulary {
        // The lock is held while reading: a second caller waits for the first read instead of starting
        // its own. A failed read is tried again by the next caller.
        try loads.withLock { loads in
            let key = workDirectory.standardizedFileURL.path
            if let vocabulary = loads[key] { return vocabulary }
            let vocabulary = try read(workDirectory: workDirectory)
            loads[key] = vocabulary
            return vocabulary
        }
    }

    /// What this process has read, by work directory.
    private static let loads = Locked<[String: ToolchainVocabulary]>([:])

    /// Reads the remembered names, or extracts and remembers them.
    private static func read(workDirectory: URL) throws -> ToolchainVocabulary {
        let swiftc = try SwiftToolchain.compiler()
        guard let identity = SwiftToolchain.identity(of: swiftc) else {
            throw ReadError(description: "cannot read the compiler at \(swiftc.path)")
        }
        let remembered = workDirectory.appendingPathComponent("toolchain-names-v3-\(identity).json")
        if let data = try? Data(contentsOf: remembered),
            var vocabulary = try? JSONDecoder().decode(ToolchainVocabulary.self, from: data),
            vocabulary.isComplete
        {
            vocabulary.types.formUnion(languageTypes)
            return vocabulary
        }
        var vocabulary = try extract(swiftc: swiftc, scratch: workDirectory)
        guard vocabulary.isComplete else {
            throw ReadError(description: "the toolchain's symbol graphs lack the standard library's names")
        }
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(vocabulary).write(to: remembered, options: .atomic)
        vocabulary.types.formUnion(languageTypes)
        return vocabulary
    }

    /// Runs `swift-symbolgraph-extract` on every module of ``modules`` and reads the graphs.
    static func extract(swiftc: URL, scratch: URL) throws -> ToolchainVocabulary {
        let tool = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw ReadError(description: "\(tool.path) is missing; it ships with every Swift toolchain")
        }
        let triple = try targetTriple(swiftc: swiftc)
        // A folder of this read's own: other processes may be reading the same toolchain.
        let output = scratch.appendingPathComponent("toolchain-graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        // Two at a time: the standard library's graph alone is most of the time.
        let failures = Locked<[(module: String, message: String)]>([])
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            let result = run(
                tool,
                [
                    "-module-name", module, "-target", triple, "-output-dir", output.path,
                    "-minimum-access-level", "public", "-skip-synthesized-members",
                ])
            if result.status != 0 {
                failures.withLock { $0.append((module, "\(module): \(result.text.prefix(300))")) }
            }
        }
        // A module the toolchain does not have (Synchronization before Swift 6) is not an error.
        let failed = failures.withLock { $0 }.filter { essentialModules.contains($0.module) }
        if !failed.isEmpty {
            throw ReadError(
                description: "swift-symbolgraph-extract failed: \(failed.map(\.message).joined(separator: "; "))")
        }
        var vocabulary = ToolchainVocabulary(values: harnessValues)
        for file in try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
        where file.lastPathComponent.hasSuffix(".symbols.json") {
            try vocabulary.read(graph: Data(contentsOf: file))
        }
        return vocabulary
    }

    /// Adds a symbol graph's file-scope names.
    mutating func read(graph data: Data) throws {
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        for symbol in graph.symbols where symbol.pathComponents.count == 1 {
            let name = String(symbol.pathComponents[0].prefix { $0 != "(" && $0 != "<" })
            guard !name.isEmpty else { continue }
            switch symbol.kind.identifier {
            case "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
                "swift.associatedtype":
                types.insert(name)
            case "swift.func", "swift.var", "swift.let":
                values.insert(name)
            case "swift.macro":
                // Written as attributes (`@Observable`, `@ObservationIgnored`) or expressions (`#expect`).
                types.insert(name)
                values.insert(name)
            default:
                continue
            }
        }
    }

    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            var kind: Kind
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }

    /// The compiler's own target triple, from `swiftc -print-target-info`.
    private static func targetTriple(swiftc: URL) throws -> String {
        let result = run(swiftc, ["-print-target-info"])
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        guard result.status == 0, let info = try? JSONDecoder().decode(Info.self, from: Data(result.text.utf8)) else {
            throw ReadError(description: "swiftc -print-target-info failed: \(result.text.prefix(300))")
        }
        return info.target.triple
    }

    private static func run(_ executable: URL, _ arguments: [String]) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
