import Foundation
import SpecPages

extension ResultCache {
    /// The hash of everything an example's compile findings and runs depend on: the code the compiler
    /// sees (its prelude and its own lines, where each line sits in its file, and the tags that tell
    /// a variant's lines apart), how it is compiled and run (language mode, merged or apart, iOS
    /// releases, Info.plist keys, time and memory limits), the model build, the compiler, the
    /// harness, and this build of cellspec (which generates the sources). What the example is
    /// expected to do is left out; only whether it is declared not to compile is in, since that
    /// decides whether it is linked and run. Computing a key parses no Swift.
    static func key(
        for request: CompileRunRequest, toolchainVersion: String, modelKey: String, timeout: Duration,
        memoryLimit: Int
    ) -> String {
        key(
            for: request,
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
    static func key(for request: CompileRunRequest, settings: StableHash) -> String {
        var hash = settings
        hash.combine("swift \(request.swiftVersion)")
        hash.combine("apart \(request.expectsCompileError)")
        hash.combine("ios \(request.iOSReleases.map(String.init).joined(separator: ","))")
        hash.combine("plist \(request.infoPlistKeys.joined(separator: ","))")
        hash.combine("\(request.location)")
        for segment in CodeSegment.segments(of: request) {
            hash.combine("\(segment.role) \(segment.file) \(segment.tag ?? "") \(segment.column)")
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
