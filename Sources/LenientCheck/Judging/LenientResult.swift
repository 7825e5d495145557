import ExampleRunner
import SpecPages

/// What a lenient check concluded about one block of a foreign document.
public struct LenientResult: Hashable, Sendable {
    public enum Outcome: String, Hashable, Sendable {
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
        case uncheckable
        /// A block nothing classifies: compiled and run, and reported with how it fared, but not judged.
        case unclassified
    }

    /// Whose problem a finding most likely is.
    public enum Diagnosis: String, Hashable, Sendable {
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
