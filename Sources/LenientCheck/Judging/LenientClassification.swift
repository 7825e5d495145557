import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// How a block of a foreign document is classified, and from what.
///
/// The prose right before the block decides when it marks it. Comments in the code decide otherwise,
/// when they all agree. A block whose comments mark both ways (a "don't / do" pair in one block) and
/// that no prose marks is left unclassified: which lines are meant as the wrong half cannot be known
/// without guessing. A block whose comments all contradict its prose is unclassified too. Nothing is
/// ever classified by default.
public enum LenientClassification: Hashable, Sendable {
    case classified(SpecExample.Classification, evidence: String)
    case unclassified(reason: String)

    public var classification: SpecExample.Classification? {
        if case .classified(let classification, _) = self { return classification }
        return nil
    }

    static func classify(prose: LenientMarker?, comments: [LenientMarker]) -> LenientClassification {
        let commentKinds = Set(comments.map(\.classification))
        if let prose {
            if !commentKinds.isEmpty && !commentKinds.contains(prose.classification) {
                return .unclassified(
                    reason: "the paragraph before marks it \(prose.classification.rawValue) (\(prose.evidence)), "
                        + "its comments \(comments[0].classification.rawValue) (\(comments[0].evidence))")
            }
            return .classified(prose.classification, evidence: "paragraph before: \(prose.evidence)")
        }
        if commentKinds.count > 1 {
            let evidence = comments.map(\.evidence).joined(separator: ", ")
            return .unclassified(
                reason: "its comments mark it both correct and incorrect (\(evidence)); no paragraph decides")
        }
        if let first = comments.first {
            return .classified(first.classification, evidence: "comment: \(first.evidence)")
        }
        return .unclassified(
            reason: "no ✅/❌, Correct/Incorrect, Good/Bad, Do/Don't or Before/After marker before it or in its comments")
    }
}
