/// What a lenient check (`check --lenient`) concluded about one block of a guide written without
/// cellspec's markup, on top of the result every check gives (``ExampleResult``): the block's outcome,
/// whose problem a failure most likely is, and the evidence for it.
///
/// The outcome decides the result's verdict by one table (``verdict(for:)``), so every writer, the exit
/// status and `merge` treat a lenient block as they treat an example. An outcome comes only with the
/// diagnoses ``documentedDiagnoses`` allows: a pair outside the table cannot be encoded or decoded.
public struct LenientJudgement: Hashable, Codable, Sendable {
    public enum Outcome: String, Hashable, Codable, Sendable, CaseIterable {
        /// A correct block compiled after inference and ran without fault or violation.
        case passed
        /// An incorrect block that something points into: a compile error, deprecation, fault or violation.
        case confirmed
        /// A correct block that failed, or an incorrect one nothing flags: a finding about the document or the model.
        case finding
        /// An incorrect block nothing flags, whose stated reason is a preference ("unnecessary",
        /// "verbose", "pre-iOS 15 pattern") rather than a failure: UIKit accepts the code and the model
        /// runs it cleanly, so there is nothing to confirm — and nothing wrong with the guide or the model.
        case advice
        /// A classified block that could not be checked: it needs code the guide does not show, or the
        /// text lost the code's layout. Not a finding: nothing was found wrong.
        case uncheckable = "not-checkable"
        /// A block nothing classifies: compiled and run, and reported with how it fared, but not judged.
        case unclassified

        /// The words the human report uses.
        public var phrase: String { self == .uncheckable ? "not checkable" : rawValue }
    }

    /// Whose problem a finding most likely is.
    public enum Diagnosis: String, Hashable, Codable, Sendable, CaseIterable {
        /// The guide is wrong: the model, which follows Apple, disagrees with what it claims.
        case documentError = "document error"
        /// The model lacks the API or the rule the block needs.
        case modelGap = "model gap"
        /// The block needs code the guide does not show and inference could not supply.
        case missingContext = "missing context"
        /// The block names a UIKit API the model does not declare (`UICellAccessory.outline`). Either
        /// the model lacks it (a model gap) or UIKit has no such API (the guide's error); the model
        /// alone cannot tell which, so the report leaves that judgement to whoever reads Apple's docs.
        case notInModel = "not in the model"
        /// The guide elides code (`...`, `{ ... }`) that the block needs to compile: not checkable.
        case elided = "not checkable: elided"
        /// The block ran into a UIKit member the model declares but does not implement
        /// (`model.unmodelled-api`): what it did next is not UIKit's, so nothing confirms or refutes it.
        case unmodelled = "not checkable: unmodelled"
        /// An incorrect block fails to compile, but for a reason other than the one the guide gives
        /// (an `@IBOutlet`, code the guide does not show): nothing confirms or refutes the guide.
        case unrelatedError = "unrelated compile error"
    }

    /// The verdict each outcome gives the block's result, the one table every writer reads:
    /// passed, confirmed and advice pass (the guide is right about the block); a finding fails; a
    /// block that could not be checked is not checkable; an unclassified block is skipped (run, but not
    /// judged: nothing says what it should do).
    public static func verdict(for outcome: Outcome) -> ExampleResult.Verdict {
        switch outcome {
        case .passed, .confirmed, .advice: .passed
        case .finding: .failed
        case .uncheckable: .notCheckable
        case .unclassified: .skipped
        }
    }

    /// The diagnoses each outcome may carry (nil: none), as the README documents them. A finding is a
    /// document error or a model gap; a block that could not be checked says why; a pass, a
    /// confirmation or advice carries none; an unclassified block carries whatever its run showed.
    public static let documentedDiagnoses: [Outcome: Set<Diagnosis?>] = [
        .passed: [nil], .confirmed: [nil], .advice: [nil],
        .finding: [.documentError, .modelGap],
        .uncheckable: [.missingContext, .notInModel, .elided, .unmodelled, .unrelatedError],
        .unclassified: Set([Diagnosis?.none] + Diagnosis.allCases.map { Optional($0) }),
    ]

    /// Whether the table allows `diagnosis` with `outcome`.
    public static func isDocumented(_ outcome: Outcome, _ diagnosis: Diagnosis?) -> Bool {
        documentedDiagnoses[outcome]?.contains(diagnosis) ?? false
    }

    /// `correct`, `incorrect` or `unclassified`.
    public var classification: String
    /// The marker that classified the block (`paragraph before: ✅`, `comment: // BAD`), or why it is unclassified.
    public var classificationEvidence: String
    /// Whether it compiled (after inference) without an error.
    public var compiled: Bool
    public var outcome: Outcome
    public var diagnosis: Diagnosis?
    /// Whether the verdict could not be reached (an unclassified block's outcome stays
    /// ``Outcome/unclassified``; this says whether it could have been checked).
    public var isUncheckable: Bool
    /// Why the diagnosis is what it is.
    public var explanation: String?
    /// One sentence per piece of evidence: what confirmed it, or what went wrong.
    public var evidence: [String]
    /// What inference supplied, one entry each.
    public var inferred: [String]
    /// The class the block was placed in, or `enum` for an enum's cases and methods shown without the enum.
    public var host: String?
    /// What the guide says about the block where it marks it (the marking paragraph, the comments that agree).
    public var guideReasons: [String]

    public init(
        classification: String, classificationEvidence: String, compiled: Bool, outcome: Outcome,
        diagnosis: Diagnosis?, isUncheckable: Bool, explanation: String?, evidence: [String], inferred: [String],
        host: String?, guideReasons: [String]
    ) {
        self.classification = classification
        self.classificationEvidence = classificationEvidence
        self.compiled = compiled
        self.outcome = outcome
        self.diagnosis = diagnosis
        self.isUncheckable = isUncheckable
        self.explanation = explanation
        self.evidence = evidence
        self.inferred = inferred
        self.host = host
        self.guideReasons = guideReasons
    }

    private enum CodingKeys: String, CodingKey {
        case classification, classificationEvidence, compiled, outcome, diagnosis, explanation, evidence, inferred
        case host
        case isUncheckable = "uncheckable"
        case guideReasons = "reasons"
    }

    /// An outcome with a diagnosis outside ``documentedDiagnoses``.
    public struct UndocumentedPair: Error, CustomStringConvertible {
        public var outcome: Outcome
        public var diagnosis: Diagnosis?
        public var description: String {
            "lenient outcome '\(outcome.rawValue)' with \(diagnosis.map { "diagnosis '\($0.rawValue)'" } ?? "no diagnosis") is not a documented pair"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        classification = try container.decode(String.self, forKey: .classification)
        classificationEvidence = try container.decode(String.self, forKey: .classificationEvidence)
        compiled = try container.decode(Bool.self, forKey: .compiled)
        outcome = try container.decode(Outcome.self, forKey: .outcome)
        diagnosis = try container.decodeIfPresent(Diagnosis.self, forKey: .diagnosis)
        isUncheckable = try container.decode(Bool.self, forKey: .isUncheckable)
        explanation = try container.decodeIfPresent(String.self, forKey: .explanation)
        evidence = try container.decode([String].self, forKey: .evidence)
        inferred = try container.decode([String].self, forKey: .inferred)
        host = try container.decodeIfPresent(String.self, forKey: .host)
        guideReasons = try container.decode([String].self, forKey: .guideReasons)
        guard Self.isDocumented(outcome, diagnosis) else {
            throw DecodingError.dataCorruptedError(
                forKey: .diagnosis, in: container,
                debugDescription: UndocumentedPair(outcome: outcome, diagnosis: diagnosis).description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        guard Self.isDocumented(outcome, diagnosis) else {
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: UndocumentedPair(outcome: outcome, diagnosis: diagnosis).description))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(classification, forKey: .classification)
        try container.encode(classificationEvidence, forKey: .classificationEvidence)
        try container.encode(compiled, forKey: .compiled)
        try container.encode(outcome, forKey: .outcome)
        try container.encodeIfPresent(diagnosis, forKey: .diagnosis)
        try container.encode(isUncheckable, forKey: .isUncheckable)
        try container.encodeIfPresent(explanation, forKey: .explanation)
        try container.encode(evidence, forKey: .evidence)
        try container.encode(inferred, forKey: .inferred)
        try container.encodeIfPresent(host, forKey: .host)
        try container.encode(guideReasons, forKey: .guideReasons)
    }
}
