/// A parsed spec page: its title, sections, examples and context definitions, with every problem of
/// its markup. A page with problems still yields every example that could be read.
public struct SpecPage: Hashable, Codable, Sendable {
    /// A heading of the page, with the anchor the generated HTML gives it.
    public struct Section: Hashable, Codable, Sendable {
        public var title: String
        public var level: Int
        public var anchor: String
        public var line: Int
    }

    /// The path of the page as given (e.g. `Spec/content-configuration.md`).
    public var path: String
    public var source: String
    /// The text of the first level-1 heading, or the file name.
    public var title: String
    public var sections: [Section]
    public var examples: [SpecExample]
    public var contextDefinitions: [ContextDefinition]
    public var settings: PageSettings
    public var diagnostics: [MarkupDiagnostic]

    package init(
        path: String, source: String, title: String, sections: [Section], examples: [SpecExample],
        contextDefinitions: [ContextDefinition], settings: PageSettings, diagnostics: [MarkupDiagnostic]
    ) {
        self.path = path
        self.source = source
        self.title = title
        self.sections = sections
        self.examples = examples
        self.contextDefinitions = contextDefinitions
        self.settings = settings
        self.diagnostics = diagnostics
    }
}

/// Settings a page gives in an HTML comment, `<!-- cellspec: swift=6 ios=17,18 plist=UIObservationTrackingEnabled -->`,
/// for the examples after it.
public struct PageSettings: Hashable, Codable, Sendable {
    public var swiftVersion: Int = 5
    public var iOSReleases: [Int] = [18]
    /// Info.plist keys the simulated app sets to YES, such as `UIObservationTrackingEnabled`.
    public var infoPlistKeys: [String] = []

    public init() {}
}
