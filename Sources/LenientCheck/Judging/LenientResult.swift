import ExampleRunner
import SpecPages

/// What a lenient check concluded about one block of a foreign document.
/// The judge's working result for one block (``LenientJudge``); the report carries it as an
/// ``ExampleResult`` with its ``LenientJudgement`` (``exampleResult(compileFindings:runs:)``).
public struct LenientResult: Hashable, Sendable {
    public typealias Outcome = LenientJudgement.Outcome
    public typealias Diagnosis = LenientJudgement.Diagnosis

    /// The block as written in the document (its own lines and location).
    public var block: SpecExample
    public var classification: LenientClassification
    /// What inference supplied.
    public var context: ImplicitContext?
    /// Whether it compiled (after inference) without an error.
    public var compiled: Bool
    public var outcome: Outcome
    /// One sentence per piece of evidence: what confirmed it, or what went wrong.
    public var evidence: [String]
    public var diagnosis: Diagnosis?
    /// Whether the verdict could not be reached: the block needs an API the model lacks or code the
    /// guide does not show (an unclassified block's outcome stays ``Outcome/unclassified``).
    public var isUncheckable = false
    /// Why the diagnosis is what it is.
    public var explanation: String?
    /// Every finding, compile-time and run-time.
    public var findings: [Finding]
    /// What the guide says about the block where it marks it (the marking paragraph, the comments that agree).
    public var reasons: [String] = []
}

extension LenientResult {
    /// What the report holds: the block as the guide shows it, the compiler's findings and the runs of
    /// the code as compiled (after inference), and the judgement, whose outcome gives the verdict.
    public func exampleResult(compileFindings: [Finding], runs: [ExampleResult.Run]) -> ExampleResult {
        let (classification, classificationEvidence): (String, String) =
            switch self.classification {
            case .classified(let classification, let evidence): (classification.rawValue, evidence)
            case .unclassified(let reason): ("unclassified", reason)
            }
        let judgement = LenientJudgement(
            classification: classification, classificationEvidence: classificationEvidence, compiled: compiled,
            outcome: outcome, diagnosis: diagnosis, isUncheckable: isUncheckable, explanation: explanation,
            evidence: evidence, inferred: context?.supplied ?? [], host: context?.host, guideReasons: reasons)
        return ExampleResult(block: block, judgement: judgement, compileFindings: compileFindings, runs: runs)
    }
}
