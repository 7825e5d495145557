import Foundation
import SpecPages

extension ResultCache {
    /// The hash of everything an example's compile findings and runs depend on: the code the compiler
    /// sees (hidden lines, resolved contexts, where each line sits in its page), how it is compiled and
    /// run (language mode, alone or merged, iOS releases, Info.plist keys, time limit), the model build,
    /// the compiler and the harness. The expectations themselves are left out; only whether the
    /// example is declared not to compile is in, since that decides whether it is linked and run.
    static func key(for unit: CompileUnit, toolchainVersion: String, modelKey: String, timeout: Duration) -> String {
        var hash = StableHash()
        hash.combine("cellspec-result-cache-\(formatVersion)")
        hash.combine(toolchainVersion)
        hash.combine(modelKey)
        hash.combine(HarnessSource.harness)
        let example = unit.example
        hash.combine("swift \(example.swiftVersion)")
        hash.combine("alone \(example.expectsCompileError)")
        hash.combine("ios \(example.iOSReleases.map(String.init).joined(separator: ","))")
        hash.combine("plist \(example.infoPlistKeys.joined(separator: ","))")
        hash.combine("timeout \(timeout)")
        hash.combine("\(example.location)")
        for segment in unit.segments {
            hash.combine("\(segment.role) \(segment.file) \(segment.column)")
            for line in segment.lines { hash.combine("\(line.number) \(line.isHidden) \(line.text)") }
        }
        // The generated file, with the run-specific entry point name made neutral.
        hash.combine(unit.generated.source.replacingOccurrences(of: unit.entryPoint, with: "__cellspecExample"))
        return hash.hex
    }
}
