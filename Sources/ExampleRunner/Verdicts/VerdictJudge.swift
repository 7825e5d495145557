import ModelContract
import SpecPages

/// Decides verdicts strictly.
///
/// A correct example passes only with no finding at all. An incorrect example passes only if every
/// expectation is met by a finding that points into the example, and every finding is expected
/// (ESLint's rule for its own docs). "It failed somehow" is never enough.
///
/// An example whose run called a member the model declares but does not implement
/// (`model.unmodelled-api`) is neither: it is *not checkable*, with one reason per member.
package enum VerdictJudge {
    static func judge(_ example: SpecExample, compile: [Finding], runs: [ExampleResult.Run]) -> ExampleResult {
        var reasons: [VerdictReason] = []
        if example.classification != .illustration, let uncheckable = notCheckable(example, compile, runs) {
            return uncheckable
        }
        switch example.classification {
        case .illustration:
            return ExampleResult(
                example: example, verdict: .skipped,
                reasons: [VerdictReason(kind: .skipped, message: "illustration only: not checked")],
                compileFindings: compile, runs: runs)
        case .correct:
            reasons = released(compile, runs).map {
                VerdictReason(.unexpected, finding: $0.finding, iOSReleases: $0.releases)
            }
            return ExampleResult(
                example: example, verdict: reasons.isEmpty ? .passed : .failed, reasons: reasons,
                compileFindings: compile, runs: runs)
        case .incorrect:
            var failed = false
            for expectation in example.expectations {
                // A compile expectation is met or not once; a run-time one on each release, and the
                // releases that agree share one reason.
                let releasesToCheck = expectation.needsSuccessfulCompile ? runs.map { [$0] } : [[]]
                var outcomes: [(finding: Finding?, releases: [Int])] = []
                for runGroup in releasesToCheck {
                    let pool = compile + runGroup.flatMap(\.findings)
                    let match = pool.first { matches(expectation, $0, example) }
                    let release = runGroup.map(\.iOSRelease)
                    if let index = outcomes.firstIndex(where: { $0.finding == match }) {
                        outcomes[index].releases += release
                    } else {
                        outcomes.append((match, release))
                    }
                }
                for outcome in outcomes {
                    if let match = outcome.finding {
                        reasons.append(
                            VerdictReason(
                                .confirmed, finding: match, expectation: expectation, iOSReleases: outcome.releases))
                    } else {
                        failed = true
                        reasons.append(
                            VerdictReason(
                                kind: .missing, message: expectation.summary, expectation: expectation,
                                iOSReleases: outcome.releases, expected: expectation.description))
                    }
                }
            }
            if example.expectations.allSatisfy(\.needsSuccessfulCompile) && runs.isEmpty {
                failed = true
                reasons.append(VerdictReason(kind: .notRun, message: "the example did not run"))
            }
            for (finding, releases) in released(compile, runs)
            where !example.expectations.contains(where: { matches($0, finding, example) }) {
                failed = true
                reasons.append(VerdictReason(.unexpected, finding: finding, iOSReleases: releases))
            }
            return ExampleResult(
                example: example, verdict: failed ? .failed : .passed, reasons: reasons, compileFindings: compile,
                runs: runs)
        }
    }

    /// The verdict of an example whose runs called unmodelled members: not checkable, one reason
    /// (`not checkable: unmodelled `Type.member``) per member, with the releases it was called on.
    static func notCheckable(_ example: SpecExample, _ compile: [Finding], _ runs: [ExampleResult.Run])
        -> ExampleResult?
    {
        var releases: [(api: String, releases: [Int])] = []
        for run in runs {
            for finding in run.findings where finding.kind == .unmodelled {
                let api = finding.api ?? finding.message
                if let index = releases.firstIndex(where: { $0.api == api }) {
                    releases[index].releases.append(run.iOSRelease)
                } else {
                    releases.append((api, [run.iOSRelease]))
                }
            }
        }
        guard !releases.isEmpty else { return nil }
        let reasons = releases.map {
            VerdictReason(
                kind: .unmodelled, findingKind: .unmodelled, identifier: HarnessFinding.unmodelledAPI.id,
                message: "not checkable: unmodelled `\($0.api)`", iOSReleases: $0.releases)
        }
        return ExampleResult(
            example: example, verdict: .notCheckable, reasons: reasons, compileFindings: compile, runs: runs)
    }

    /// Every finding once, in order, with the releases it happened on: a compile finding on none, a
    /// run's finding on every release whose run had the same finding.
    static func released(_ compile: [Finding], _ runs: [ExampleResult.Run]) -> [(finding: Finding, releases: [Int])] {
        var result = compile.map { (finding: $0, releases: [Int]()) }
        var firstRunFinding: [Finding: Int] = [:]
        for run in runs {
            for finding in run.findings {
                if let index = firstRunFinding[finding] {
                    if result[index].releases.last != run.iOSRelease { result[index].releases.append(run.iOSRelease) }
                } else {
                    firstRunFinding[finding] = result.count
                    result.append((finding, [run.iOSRelease]))
                }
            }
        }
        return result
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

    /// `rule violation at line 12: … [cell.update-loop]`, for reports that name a finding in a sentence.
    package static func phrase(_ finding: Finding) -> String {
        let place = finding.location.map { " at line \($0.line)" } ?? ""
        let id = finding.identifier.map { " [\($0)]" } ?? ""
        return "\(finding.kind.phrase)\(place): \(finding.message)\(id)"
    }
}
