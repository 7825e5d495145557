import ModelContract

/// What a fence info string says about a block: ```` ```swift incorrect id=legacy expect=warning:"deprecated" ````.
///
/// The grammar, documented for authors in `Spec/README.md`: the first word is the language; then
/// the classification words `correct`, `incorrect`, `illustration`; then `key=value` attributes
/// `id`, `context` (comma-separated), `expect` (repeatable; `KIND[:DETAIL]`), `defines`, `swift`, `ios`,
/// `plist` (Info.plist keys set to YES, comma-separated).
struct FenceMarkup: Equatable {
    var language = ""
    var classification: SpecExample.Classification?
    var expectations: [Expectation] = []
    var id: String?
    var contexts: [String] = []
    var defines: String?
    var swiftVersion: Int?
    var iOSReleases: [Int]?
    var infoPlistKeys: [String]?

    static let classificationWords = ["correct", "incorrect", "illustration"]
    static let attributeKeys = ["id", "context", "expect", "defines", "swift", "ios", "plist"]
    /// The Info.plist keys the model reads: each changes behaviour when the app sets it to YES.
    static let supportedInfoPlistKeys = ["UIObservationTrackingEnabled"]
    /// The iOS releases the model can simulate: 14, the last release before behaviours that
    /// changed in iOS 15 (diffing without animation, registrations made in a cell provider), and
    /// the current ones.
    static let supportedReleases = [14, 17, 18, 26]
    /// The language modes `swift=` takes.
    static let supportedSwiftVersions = [5, 6]

    /// Parses an info string. Problems are reported at `location` (the fence), with their column.
    static func parse(_ info: String, at location: SourceLocation, diagnostics: inout [MarkupDiagnostic]) -> FenceMarkup
    {
        var markup = FenceMarkup()
        let tokens: [MarkupTokenizer.Token]
        do {
            tokens = try MarkupTokenizer.tokens(in: info)
        } catch {
            guard case .unterminatedQuote(let offset) = error else { return markup }
            markup.language = info.split(separator: " ").first.map(String.init) ?? ""
            diagnostics.append(
                MarkupDiagnostic(
                    .unterminatedQuote, at: location.shifted(by: offset), "unterminated quote in the info string"))
            return markup
        }
        guard let first = tokens.first else { return markup }
        markup.language = first.text
        for token in tokens.dropFirst() {
            let here = location.shifted(by: token.offset)
            guard let equals = token.text.firstIndex(of: "=") else {
                markup.applyWord(token.text, at: here, diagnostics: &diagnostics)
                continue
            }
            let key = String(token.text[..<equals])
            let value = String(token.text[token.text.index(after: equals)...])
            markup.applyAttribute(key, value, at: here, diagnostics: &diagnostics)
        }
        return markup
    }

    private mutating func applyWord(_ word: String, at location: SourceLocation, diagnostics: inout [MarkupDiagnostic])
    {
        guard let value = SpecExample.Classification(rawValue: word) else {
            diagnostics.append(
                MarkupDiagnostic(
                    .unknownAttribute, at: location, "unknown word '\(word)' in the info string",
                    suggestion: NearMiss.suggestion(
                        for: word, among: Self.classificationWords + Self.attributeKeys.map { "\($0)=" })))
            return
        }
        if let classification, classification != value {
            diagnostics.append(
                MarkupDiagnostic(
                    .conflictingClassification, at: location,
                    "block is marked both \(classification.rawValue) and \(word)"))
        }
        classification = value
    }

    private mutating func applyAttribute(
        _ key: String, _ value: String, at location: SourceLocation, diagnostics: inout [MarkupDiagnostic]
    ) {
        func invalid(_ message: String, suggestion: String? = nil) {
            diagnostics.append(MarkupDiagnostic(.invalidValue, at: location, message, suggestion: suggestion))
        }
        switch key {
        case "id":
            guard Slug.isValidIdentifier(value) else {
                return invalid(
                    "id '\(value)' must be lowercase letters, digits and dashes", suggestion: Slug.make(value))
            }
            id = value
        case "context":
            contexts += value.split(separator: ",").map(String.init)
            if contexts.isEmpty { invalid("context= names no context") }
        case "defines":
            guard let first = value.first, first.isLetter, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
            else {
                return invalid(
                    "context name '\(value)' must start with a letter and hold only letters, digits and dashes")
            }
            defines = value
        case "swift":
            guard let version = Int(value), Self.supportedSwiftVersions.contains(version) else {
                return invalid("swift= takes 5 or 6, not '\(value)'")
            }
            swiftVersion = version
        case "ios":
            let releases = value.split(separator: ",").map { Int($0) }
            guard !releases.isEmpty, releases.allSatisfy({ $0.map(Self.supportedReleases.contains) ?? false }) else {
                return invalid(
                    "ios= takes releases from \(Self.supportedReleases.map(String.init).joined(separator: ", ")), not '\(value)'"
                )
            }
            iOSReleases = releases.compactMap { $0 }
        case "plist":
            let keys = value.split(separator: ",").map(String.init)
            for key in keys where !Self.supportedInfoPlistKeys.contains(key) {
                return invalid(
                    "plist= takes Info.plist keys the model reads (\(Self.supportedInfoPlistKeys.joined(separator: ", "))), not '\(key)'",
                    suggestion: NearMiss.suggestion(for: key, among: Self.supportedInfoPlistKeys))
            }
            infoPlistKeys = keys
        case "expect":
            if let expectation = Self.expectation(value, at: location, diagnostics: &diagnostics) {
                expectations.append(expectation)
            }
        default:
            diagnostics.append(
                MarkupDiagnostic(
                    .unknownAttribute, at: location, "unknown attribute '\(key)'",
                    suggestion: NearMiss.suggestion(for: key, among: Self.attributeKeys)))
        }
    }

    /// Parses `KIND[:DETAIL]`, e.g. `error:cannot find 'x'` or `fault:diffable.duplicate-item-identifiers`.
    private static func expectation(
        _ value: String, at location: SourceLocation, diagnostics: inout [MarkupDiagnostic]
    ) -> Expectation? {
        let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let kind = String(parts[0])
        let detail = parts.count > 1 ? String(parts[1]) : nil
        func missing(_ what: String) -> Expectation? {
            diagnostics.append(
                MarkupDiagnostic(
                    .invalidValue, at: location,
                    "expect=\(kind) needs \(what), as in expect=\(kind):\(what == "a rule id" ? "some.rule-id" : "\"…\"")"
                ))
            return nil
        }
        switch kind {
        case "error": return detail.flatMap { $0.isEmpty ? nil : .compileError($0) } ?? missing("a message substring")
        case "warning":
            return detail.flatMap { $0.isEmpty ? nil : .compileWarning($0) } ?? missing("a message substring")
        case "fault", "violation":
            guard let id = detail, !id.isEmpty else { return missing("a rule id") }
            let severity: ModelRule.Severity = kind == "fault" ? .fault : .violation
            guard HarnessFinding.expectableIDs(severity).contains(id) else {
                diagnostics.append(
                    unknownRule(id, severity: severity, at: location.shifted(by: "expect=\(kind):".count)))
                return nil
            }
            return severity == .fault ? .fault(id) : .violation(id)
        case "assertion": return .assertion(detail.flatMap { $0.isEmpty ? nil : $0 })
        default:
            diagnostics.append(
                MarkupDiagnostic(
                    .invalidValue, at: location,
                    "unknown expectation '\(kind)'; expect= takes \(Expectation.kindNames.joined(separator: ", "))",
                    suggestion: NearMiss.suggestion(for: kind, among: Expectation.kindNames)))
            return nil
        }
    }
}

extension FenceMarkup {
    /// An `expect=fault:ID` or `expect=violation:ID` naming no rule of the catalog (``ModelRule/all``
    /// and ``HarnessFinding/all``): a misspelt id would otherwise only show as a failed example.
    static func unknownRule(_ id: String, severity: ModelRule.Severity, at location: SourceLocation) -> MarkupDiagnostic
    {
        let other: ModelRule.Severity = severity == .fault ? .violation : .fault
        if HarnessFinding.expectableIDs(other).contains(id) {
            return MarkupDiagnostic(
                .unknownRule, at: location,
                "'\(id)' is a \(other.rawValue), not a \(severity.rawValue); write expect=\(other.rawValue):\(id)")
        }
        return MarkupDiagnostic(
            .unknownRule, at: location, "no \(severity.rawValue) has the id '\(id)' (Spec/README.md lists every id)",
            suggestion: NearMiss.suggestion(for: id, among: HarnessFinding.expectableIDs(severity)))
    }
}

extension SourceLocation {
    func shifted(by columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }
}
