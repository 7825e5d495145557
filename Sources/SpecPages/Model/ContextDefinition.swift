/// A named, reusable setup that examples ask for with `context=name`, so that a three-line fragment
/// compiles without the page repeating boilerplate. Written in a page as a block with `defines=name`.
public struct ContextDefinition: Hashable, Codable, Sendable {
    public var name: String
    /// Other contexts this one builds on; their setup runs first.
    public var contexts: [String]
    public var location: SourceLocation
    public var codeColumn: Int
    public var lines: [SpecExample.Line]

    package init(
        name: String, contexts: [String], location: SourceLocation, codeColumn: Int, lines: [SpecExample.Line]
    ) {
        self.name = name
        self.contexts = contexts
        self.location = location
        self.codeColumn = codeColumn
        self.lines = lines
    }
}
