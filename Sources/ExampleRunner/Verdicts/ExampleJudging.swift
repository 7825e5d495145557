import SpecPages

/// What a front end concludes from an example's outcome (``CompileRunOutcome``): the judge passed to
/// ``SuiteRunner/run(_:examples:judge:)``. The compile-run API produces outcomes and never a
/// verdict; the strict check judges them by the page's declared expectations (``StrictJudge``),
/// the lenient check by what a guide written without markup can tell (LenientCheck's judge).
public protocol ExampleJudging: Sendable {
    /// `example`'s result from its outcome (an illustration's outcome has no findings and no runs).
    func judge(_ example: SpecExample, outcome: CompileRunOutcome) -> ExampleResult
}

/// The strict check's judge: the page's classification and expectations against the findings
/// (``VerdictJudge``).
public struct StrictJudge: ExampleJudging {
    public init() {}

    public func judge(_ example: SpecExample, outcome: CompileRunOutcome) -> ExampleResult {
        VerdictJudge.judge(example, compile: outcome.compileFindings, runs: outcome.runs)
    }
}
