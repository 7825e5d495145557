import SpecPages

/// One example as the compiler sees it: its generated source file and the segments it came from.
struct CompileUnit: Sendable {
    var index: Int
    var request: CompileRunRequest
    var segments: [CodeSegment]
    var generated: ExampleSourceGenerator.Output
    /// Whether the generated file declares something other files of its module would see
    /// (``ModuleVisibility``): its page then gets a library of its own.
    var reachesOtherFiles: Bool

    /// `configurations` are the `#if` conditions per language mode (``IOSBuildConfiguration``); a
    /// mode without one uses ``IOSBuildConfiguration/builtIn(languageMode:toolchainVersion:)``.
    init(index: Int, request: CompileRunRequest, configurations: [Int: IOSBuildConfiguration] = [:]) {
        self.index = index
        self.request = request
        segments = CodeSegment.segments(of: request)
        let configuration =
            configurations[request.swiftVersion]
            ?? .builtIn(languageMode: request.swiftVersion, toolchainVersion: nil)
        generated = ExampleSourceGenerator.generate(
            segments: segments, entryPoint: "__cellspecExample\(index)", configuration: configuration)
        reachesOtherFiles = ModuleVisibility.reachesOtherFiles(generated.source, header: generated.header)
    }

    /// A spec page's example with its resolved contexts.
    init(
        index: Int, example: SpecExample, contexts: [ContextDefinition],
        configurations: [Int: IOSBuildConfiguration] = [:]
    ) {
        self.init(
            index: index, request: CompileRunRequest(example: example, contexts: contexts),
            configurations: configurations)
    }

    var fileName: String { "Example_\(index).swift" }
    var entryPoint: String { "__cellspecExample\(index)" }
    /// The page the example is on.
    var page: String { request.location.file }
    /// Where a finding that names no line of the example is reported.
    var location: SourceLocation { request.location }

    /// The example's own code (after its prelude).
    var code: CodeSegment { segments[segments.count - 1] }

    /// Whether a place the compiler named lies in the example's own lines.
    func ownsExampleLine(file: String, tag: String?, line: Int) -> Bool {
        segments.contains {
            $0.role == .example && $0.file == file && $0.tag == tag && $0.lineRange?.contains(line) == true
        }
    }

    /// Whether a place the compiler named lies in one of the example's contexts or its own prelude.
    func ownsContextLine(file: String, tag: String?, line: Int) -> Bool {
        segments.contains {
            $0.role != .example && $0.file == file && $0.tag == tag && $0.lineRange?.contains(line) == true
        }
    }
}
