import SpecPages

/// One example as the compiler sees it: its generated source file and the page segments it came from.
struct CompileUnit: Sendable {
    var index: Int
    var example: SpecExample
    var segments: [CodeSegment]
    var generated: ExampleSourceGenerator.Output
    /// Whether the generated file declares something other files of its module would see
    /// (``ModuleVisibility``): its page then gets a library of its own.
    var reachesOtherFiles: Bool

    /// `configurations` are the `#if` conditions per language mode (``IOSBuildConfiguration``); a
    /// mode without one uses ``IOSBuildConfiguration/builtIn(languageMode:toolchainVersion:)``.
    init(
        index: Int, example: SpecExample, contexts: [ContextDefinition],
        configurations: [Int: IOSBuildConfiguration] = [:]
    ) {
        self.index = index
        self.example = example
        segments = contexts.map(CodeSegment.init(context:)) + [CodeSegment(example: example)]
        let configuration =
            configurations[example.swiftVersion]
            ?? .builtIn(languageMode: example.swiftVersion, toolchainVersion: nil)
        generated = ExampleSourceGenerator.generate(
            segments: segments, entryPoint: "__cellspecExample\(index)", configuration: configuration)
        reachesOtherFiles = ModuleVisibility.reachesOtherFiles(generated.source, header: generated.header)
    }

    var fileName: String { "Example_\(index).swift" }
    var entryPoint: String { "__cellspecExample\(index)" }
    /// The page the example is on.
    var page: String { example.location.file }

    /// Whether a page location lies in the example's own lines.
    func ownsExampleLine(file: String, line: Int) -> Bool {
        segments.contains { $0.role == .example && $0.file == file && $0.lineRange?.contains(line) == true }
    }

    /// Whether a page location lies in one of the example's contexts.
    func ownsContextLine(file: String, line: Int) -> Bool {
        segments.contains { $0.role != .example && $0.file == file && $0.lineRange?.contains(line) == true }
    }
}
