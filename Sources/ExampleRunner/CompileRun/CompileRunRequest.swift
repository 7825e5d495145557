import SpecPages

/// One example to compile and run (``SuiteRunner/outcomes(of:)``): its identity, its code as the
/// compiler is to see it, the code that goes before it, and how it is compiled and run. It says
/// nothing of what the example is expected to do: judging is the front end's (``ExampleJudging``).
public struct CompileRunRequest: Hashable, Sendable {
    /// Lines of Swift and the file they are attributed to: a diagnostic or a model event in them
    /// names that file and the line's own number.
    public struct Code: Hashable, Sendable {
        /// The file the lines are attributed to (the page, or a file the front end names for code
        /// it wrote, such as the lenient check's inferred context).
        public var file: String
        /// The column the code starts at in the file; lines are indented to it so compiler columns match.
        public var column: Int
        public var lines: [SpecExample.Line]

        public init(file: String, column: Int = 1, lines: [SpecExample.Line]) {
            self.file = file
            self.column = column
            self.lines = lines
        }
    }

    /// Code that runs before the example's, in order.
    public struct Prelude: Hashable, Sendable {
        /// The context's name when the prelude is a context several examples share: a diagnostic in
        /// its lines is each such example's. Nil for code of this request's own, whose diagnostics
        /// are this request's alone, whatever other requests put at the same lines of the same file.
        public var context: String?
        public var code: Code

        public init(context: String? = nil, code: Code) {
            self.context = context
            self.code = code
        }
    }

    public var identity: ExampleIdentity
    /// Where a finding that names no line of the code is reported: the block's opening fence.
    public var location: SourceLocation
    public var code: Code
    public var prelude: [Prelude]
    /// The Swift language mode to compile in: 5 or 6.
    public var swiftVersion: Int
    /// The simulated iOS releases it runs on, each in a process of its own.
    public var iOSReleases: [Int]
    /// Info.plist keys the simulated app sets to YES.
    public var infoPlistKeys: [String]
    /// Whether the example is declared not to compile: it is only type-checked, apart from the
    /// merged build, and never linked or run.
    public var expectsCompileError: Bool

    public init(
        identity: ExampleIdentity, location: SourceLocation, code: Code, prelude: [Prelude] = [],
        swiftVersion: Int = 6, iOSReleases: [Int], infoPlistKeys: [String] = [], expectsCompileError: Bool = false
    ) {
        self.identity = identity
        self.location = location
        self.code = code
        self.prelude = prelude
        self.swiftVersion = swiftVersion
        self.iOSReleases = iOSReleases
        self.infoPlistKeys = infoPlistKeys
        self.expectsCompileError = expectsCompileError
    }

    /// A spec page's example with its resolved contexts, as the strict check compiles it.
    public init(example: SpecExample, contexts: [ContextDefinition]) {
        self.init(
            identity: ExampleIdentity(path: example.location.file, id: example.id), location: example.location,
            code: Code(file: example.location.file, column: example.codeColumn, lines: example.lines),
            prelude: contexts.map {
                Prelude(context: $0.name, code: Code(file: $0.location.file, column: $0.codeColumn, lines: $0.lines))
            },
            swiftVersion: example.swiftVersion, iOSReleases: example.iOSReleases, infoPlistKeys: example.infoPlistKeys,
            expectsCompileError: example.expectsCompileError)
    }

    /// What tells this request's lines apart from another's at the same lines of the same file, in
    /// the names the compiler and the runtime see (``PageSourceName``): nil for the example as its
    /// page shows it, whose lines are its own.
    var variantTag: String? {
        identity.variant.map { "\(identity.id) (\($0))" }
    }

    /// What tells the request's own prelude apart from other requests' own preludes in one build.
    var ownPreludeTag: String {
        variantTag ?? identity.id
    }
}
