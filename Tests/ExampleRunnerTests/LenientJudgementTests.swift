import Foundation
import Testing

@testable import ExampleRunner

/// The one table from a lenient outcome to a verdict, and the outcome/diagnosis pairs the README
/// documents: every pair outside them is refused when a report is written or read.
@Suite struct LenientJudgementTests {
    static func judgement(_ outcome: LenientJudgement.Outcome, _ diagnosis: LenientJudgement.Diagnosis?)
        -> LenientJudgement
    {
        LenientJudgement(
            classification: outcome == .unclassified ? "unclassified" : "correct", classificationEvidence: "test",
            compiled: true, outcome: outcome, diagnosis: diagnosis, isUncheckable: outcome == .uncheckable,
            explanation: nil, evidence: [], inferred: [], host: nil, guideReasons: [])
    }

    @Test func eachOutcomeGivesOneVerdict() {
        let table = Dictionary(
            uniqueKeysWithValues: LenientJudgement.Outcome.allCases.map { ($0, LenientJudgement.verdict(for: $0)) })
        #expect(
            table == [
                .passed: .passed, .confirmed: .passed, .advice: .passed, .finding: .failed,
                .uncheckable: .notCheckable, .unclassified: .skipped,
            ])
    }

    /// Every outcome with every diagnosis (and none): encoded when the table has the pair, refused
    /// otherwise; what is encoded reads back as it was, and a refused pair written by hand is not read.
    @Test func onlyDocumentedPairsEncodeAndDecode() throws {
        let documented: Set<String> = [
            "passed/-", "confirmed/-", "advice/-",
            "finding/document error", "finding/model gap",
            "not-checkable/missing context", "not-checkable/not in the model", "not-checkable/not checkable: elided",
            "not-checkable/not checkable: unmodelled", "not-checkable/unrelated compile error",
        ]
        let diagnoses: [LenientJudgement.Diagnosis?] = [nil] + LenientJudgement.Diagnosis.allCases.map { Optional($0) }
        var encoded = 0
        for outcome in LenientJudgement.Outcome.allCases {
            for diagnosis in diagnoses {
                let pair = "\(outcome.rawValue)/\(diagnosis?.rawValue ?? "-")"
                let allowed = outcome == .unclassified || documented.contains(pair)
                #expect(LenientJudgement.isDocumented(outcome, diagnosis) == allowed, "\(pair)")
                let judgement = Self.judgement(outcome, diagnosis)
                if allowed {
                    let data = try JSONEncoder().encode(judgement)
                    #expect(try JSONDecoder().decode(LenientJudgement.self, from: data) == judgement, "\(pair)")
                    encoded += 1
                } else {
                    #expect(throws: EncodingError.self, "\(pair)") { try JSONEncoder().encode(judgement) }
                    var fields = try #require(
                        try JSONSerialization.jsonObject(
                            with: JSONEncoder().encode(Self.judgement(outcome, documentedDiagnosis(outcome))))
                            as? [String: Any])
                    fields["diagnosis"] = diagnosis?.rawValue
                    let forged = try JSONSerialization.data(withJSONObject: fields)
                    #expect(throws: DecodingError.self, "\(pair)") {
                        try JSONDecoder().decode(LenientJudgement.self, from: forged)
                    }
                }
            }
        }
        #expect(encoded == documented.count + diagnoses.count, "every documented pair and every unclassified one")
    }

    private func documentedDiagnosis(_ outcome: LenientJudgement.Outcome) -> LenientJudgement.Diagnosis? {
        LenientJudgement.documentedDiagnoses[outcome]?.first ?? nil
    }
}
