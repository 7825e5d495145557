/// One Swift code block of a spec page that cellspec checks or shows.
public struct SpecExample: Hashable, Codable, Sendable, Identifiable {
    /// What the page claims about the example.
    public enum Classification: String, Hashable, Codable, Sendable {
        /// Compiles without warnings and runs without fault, violation or failed expectation.
        case correct
        /// Fails exactly as its expectations say.
        case incorrect
        /// Shown, not checked.
        case illustration
    }

    /// Where the classification came from.
    public enum Origin: String, Hashable, Codable, Sendable {
        /// The fence's info string (```` ```swift correct ````).
        case infoString
        /// A paragraph starting with ✅ or ❌ right before the block, as the seed guides write.
        case markerParagraph
    }

    /// One line of the block: shown, or hidden (written with a `# ` prefix).
    public struct Line: Hashable, Codable, Sendable {
        /// The line's text, without the hiding prefix.
        public var text: String
        public var isHidden: Bool
        /// The line's number in the page.
        public var number: Int

        package init(text: String, isHidden: Bool, number: Int) {
            self.text = text
            self.isHidden = isHidden
            self.number = number
        }
    }

    /// Stable and readable: given with `id=`, or derived from the nearest heading.
    public var id: String
    public var classification: Classification
    public var origin: Origin
    public var expectations: [Expectation]
    /// Names of the contexts whose setup runs before the example, in order.
    public var contexts: [String]
    /// Swift language mode to compile in: 5 or 6.
    public var swiftVersion: Int
    /// The simulated iOS releases the example runs on.
    public var iOSReleases: [Int]
    /// Info.plist keys the simulated app sets to YES.
    public var infoPlistKeys: [String]
    /// The position of the opening fence.
    public var location: SourceLocation
    /// Column at which the code's text starts in the page (a block in a list item is indented).
    public var codeColumn: Int
    public var lines: [Line]
    /// The title of the nearest heading above the block.
    public var heading: String?

    package init(
        id: String, classification: Classification, origin: Origin, expectations: [Expectation], contexts: [String],
        swiftVersion: Int, iOSReleases: [Int], infoPlistKeys: [String], location: SourceLocation, codeColumn: Int,
        lines: [Line], heading: String? = nil
    ) {
        self.id = id
        self.classification = classification
        self.origin = origin
        self.expectations = expectations
        self.contexts = contexts
        self.swiftVersion = swiftVersion
        self.iOSReleases = iOSReleases
        self.infoPlistKeys = infoPlistKeys
        self.location = location
        self.codeColumn = codeColumn
        self.lines = lines
        self.heading = heading
    }

    /// Whether the page declares that this example does not compile.
    public var expectsCompileError: Bool {
        expectations.contains { !$0.needsSuccessfulCompile }
    }

    /// The lines a reader sees.
    public var visibleCode: String {
        lines.filter { !$0.isHidden }.map(\.text).joined(separator: "\n")
    }

    /// The first and last page line of the block's code.
    public var codeLineRange: ClosedRange<Int> {
        guard let first = lines.first?.number, let last = lines.last?.number else {
            return location.line...location.line
        }
        return first...last
    }

    /// The page lines of the whole block, fences included: a diagnostic anywhere here points into the
    /// example (the parser reports a missing closing token at the closing fence).
    public var blockLineRange: ClosedRange<Int> {
        location.line...(codeLineRange.upperBound + 1)
    }

    /// The iOS releases the model can simulate (what `ios=` and `--ios` accept).
    public static let supportedIOSReleases = FenceMarkup.supportedReleases

    /// The anchor used in the generated HTML.
    public var anchor: String { "example-\(id)" }
}
