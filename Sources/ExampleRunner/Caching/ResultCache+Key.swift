import Foundation
import SpecPages

extension ResultCache {
    /// The hash of everything an example's compile findings and runs depend on: the code the compiler
    /// sees (hidden lines and resolved contexts, where each line sits in its page), how it is compiled
    /// and run (language mode, merged or apart, iOS releases, Info.plist keys, time and memory limits), the model
    /// build, the compiler, the harness, and this build of cellspec (which generates the sources).
    /// The expectations themselves are left out; only whether the example is declared not to compile
    /// is in, since that decides whether it is linked and run. Computing a key parses no Swift.
    static func key(
        for example: SpecExample, contexts: [ContextDefinition], toolchainVersion: String, modelKey: String,
        timeout: Duration,
        memoryLimit: Int
    ) -> String {
        key(
            for: example, contexts: contexts,
            settings: keySettings(
                toolchainVersion: toolchainVersion, modelKey: modelKey, timeout: timeout,
                memoryLimit: memoryLimit))
    }

    /// The part of every key that is the same for all examples of a run, hashed once.
    static func keySettings(toolchainVersion: String, modelKey: String, timeout: Duration, memoryLimit: Int)
        -> StableHash
    {
        var hash = StableHash()
        hash.combine("cellspec-result-cache-\(formatVersion)")
        hash.combine(toolIdentity)
        hash.combine(toolchainVersion)
        hash.combine(modelKey)
        hash.combine(HarnessSource.harness)
        hash.combine("timeout \(timeout)")
        hash.combine("memory \(memoryLimit)")
        // A run in less of a sandbox can end otherwise (a fork loop, the network): not the same result.
        hash.combine("sandbox \(ExampleSandbox.level)")
        return hash
    }

    /// An example's key, from the run's ``keySettings(toolchainVersion:modelKey:timeout:memoryLimit:)``.
    static func key(for example: SpecExample, contexts: [ContextDefinition], settings: StableHash) -> String {
        var hash = settings
        hash.combine("swift \(example.swiftVersion)")
        hash.combine("apart \(example.expectsCompileError)")
        hash.combine("ios \(example.iOSReleases.map(String.init).joined(separator: ","))")
        hash.combine("plist \(example.infoPlistKeys.joined(separator: ","))")
        hash.combine("\(example.location)")
        for segment in contexts.map(CodeSegment.init(context:)) + [CodeSegment(example: example)] {
            hash.combine("\(segment.role) \(segment.file) \(segment.column)")
            for line in segment.lines { hash.combine("\(line.number) \(line.isHidden) \(line.text)") }
        }
        return hash.hex
    }

    /// The running cellspec executable's path, size and modification time: a rebuilt cellspec may
    /// generate or run examples differently, so it never reuses another build's results.
    static let toolIdentity: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let path = FileManager.default.fileExists(atPath: executable) ? executable : CommandLine.arguments[0]
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? "?"
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }()
}
