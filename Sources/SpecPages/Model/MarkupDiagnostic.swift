/// A problem with a spec page's markup: the page cannot be checked as written at this place.
///
/// Each kind has a stable identifier, so tools and tests can tell them apart without matching prose.
public struct MarkupDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The stable identifiers of markup problems.
    public enum Identifier: String, Codable, Sendable, CaseIterable {
        case unknownAttribute = "markup.unknown-attribute"
        case unknownLanguage = "markup.unknown-language"
        case invalidValue = "markup.invalid-value"
        case unknownRule = "markup.unknown-rule"
        case unknownContext = "markup.unknown-context"
        case missingClassification = "markup.missing-classification"
        case conflictingClassification = "markup.conflicting-classification"
        case missingExpectation = "markup.missing-expectation"
        case unexpectedExpectation = "markup.unexpected-expectation"
        case duplicateIdentifier = "markup.duplicate-id"
        case duplicateContext = "markup.duplicate-context"
        case contextCycle = "markup.context-cycle"
        case unterminatedFence = "markup.unterminated-fence"
        case unterminatedQuote = "markup.unterminated-quote"
        case codeTooDeep = "markup.code-too-deep"
        case forbiddenAttribute = "markup.forbidden-attribute"
        case unreadablePage = "page.unreadable"
        case emptyPage = "page.empty"
        case pageTooLarge = "page.too-large"
        case pageTooDeep = "page.too-deep"

        /// Whether the page could not be read at all, so it has no content to check or render.
        public var meansUnreadable: Bool { self == .unreadablePage || self == .pageTooLarge || self == .pageTooDeep }
    }

    public var identifier: Identifier
    public var location: SourceLocation
    public var message: String
    /// A near miss for a misspelt word, shown as "did you mean …?".
    public var suggestion: String?

    public init(_ identifier: Identifier, at location: SourceLocation, _ message: String, suggestion: String? = nil) {
        self.identifier = identifier
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// The compiler-style line: `Spec/page.md:12:1: error: … [markup.unknown-attribute]`.
    public var description: String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "\(location): error: \(message)\(hint) [\(identifier.rawValue)]"
    }
}
