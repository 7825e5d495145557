import ExampleRunner
import SpecPages

extension ExampleResult {
    /// For a lenient block, the guide's own line its evidence points at: the place of the first
    /// finding the judgement quotes (``LenientJudgement/evidence``) that lies in the block's own
    /// lines; nil when none does (the evidence is in code inference supplied, points nowhere, or is
    /// no finding, such as a clean run) or the result is not lenient. Never a line of another block
    /// or of inferred code: a finding there names another line or another file.
    public var lenientEvidenceLocation: SourceLocation? {
        guard let judgement = lenient, !judgement.evidence.isEmpty else { return nil }
        let evidence = Set(judgement.evidence)
        return findings.lazy.compactMap { finding -> SourceLocation? in
            guard let location = finding.location, location.file == example.location.file,
                example.blockLineRange.contains(location.line)
            else { return nil }
            // The judge quotes each finding as it phrases it, with run-to-run values normalised.
            var quoted = finding
            quoted.message = RandomIdentifiers.normalised(finding.message)
            return evidence.contains(LenientJudge.phrase(quoted)) ? location : nil
        }.first
    }
}
