import SpecPages

/// Decides verdicts strictly.
///
/// A correct example passes only with no finding at all. An incorrect example passes only if every
/// expectation is met by a finding that points into the example, and every finding is expected
/// (ESLint's rule for its own docs). "It failed somehow" is never enough.
enum VerdictJudge {
    static func judge(_ example: SpecExample, compile: [Finding], runs: [ExampleResult.Run]) -> ExampleResult {
        let all = compile + runs.flatMap(\.findings)
        var reasons: [String] = []
        switch example.classification {
        case .illustration:
            return ExampleResult(
                example: example, verdict: .skipped, reasons: ["illustration only: not checked"], compileFindings: compile, runs: runs)
        case .correct:
            for finding in all { reasons.append("unexpected \(phrase(finding))") }
            return ExampleResult(
                example: example, verdict: reasons.isEmpty ? .passed : .failed, reasons: reasons,
                compileFindings: compile, runs: runs)
        case .incorrect:
            var failed = false
            for expectation in example.expectations {
                let releasesToCheck = expectation.needsSuccessfulCompile ? runs.map { [$0] } : [[]]
                for runGroup in releasesToCheck {
                    let pool = compile + runGroup.flatMap(\.findings)
                    let suffix = runGroup.first.map { " on iOS \($0.iOSRelease)" } ?? ""
                    if let match = pool.first(where: { matches(expectation, $0, example) }) {
                        reasons.append("confirmed\(suffix): \(phrase(match))")
                    } else {
                        failed = true
                        reasons.append("expected \(expectation.summary) inside the example\(suffix), but it did not happen")
                    }
                }
            }
            if example.expectations.allSatisfy(\.needsSuccessfulCompile) && runs.isEmpty {
                failed = true
                reasons.append("the example did not run")
            }
            for finding in all where !example.expectations.contains(where: { matches($0, finding, example) }) {
                failed = true
                reasons.append("unexpected \(phrase(finding))")
            }
            return ExampleResult(
                example: example, verdict: failed ? .failed : .passed, reasons: reasons, compileFindings: compile, runs: runs)
        }
    }

    /// Whether a finding meets an expectation and points into the example's own lines.
    static func matches(_ expectation: Expectation, _ finding: Finding, _ example: SpecExample) -> Bool {
        let inside = finding.location.map {
            $0.file == example.location.file && example.blockLineRange.contains($0.line)
        }
        switch (expectation, finding.kind) {
        case (.compileError(let text), .compileError), (.compileWarning(let text), .compileWarning):
            return inside == true && finding.message.contains(text)
        case (.fault(let id), .fault), (.violation(let id), .violation):
            return finding.identifier == id && inside != false
        case (.assertion(let text), .assertion):
            return inside == true && (text.map(finding.message.contains) ?? true)
        default:
            return false
        }
    }

    static func phrase(_ finding: Finding) -> String {
        let place = finding.location.map { " at line \($0.line)" } ?? ""
        let id = finding.identifier.map { " [\($0)]" } ?? ""
        let kind: String =
            switch finding.kind {
            case .compileError: "compile error"
            case .compileWarning: "compiler warning"
            case .fault: "model fault"
            case .violation: "rule violation"
            case .assertion: "failed expectation"
            case .crash: "crash"
            case .timeout: "timeout"
            case .resourceLimit: "resource limit"
            }
        return "\(kind)\(place): \(finding.message)\(id)"
    }
}
