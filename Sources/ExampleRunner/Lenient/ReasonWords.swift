/// What a guide's reason for marking a block incorrect says will go wrong, as far as it matters for
/// which finding may confirm it.
///
/// A compile error confirms an incorrect block only when the guide says the code does not compile,
/// or names an API that does not exist: any other compile error (a missing `@IBOutlet`, code the guide
/// does not show, an API the model lacks) is unrelated to the guide's claim.
enum ReasonWords {
    static let compileError = [
        "compile", "build", "error:", "type error", "does not exist", "doesn't exist", "doesn’t exist", "no such",
        "not exist", "spell", "typo", "unavailable", "not available", "removed", "mismatch", "wrong type",
        "wrong name", "signature", "not a member", "has no member", "won't type", "invalid",
    ]

    static func fitsCompileError(_ reasons: [String]) -> Bool {
        let lowered = reasons.map { $0.lowercased() }
        return lowered.contains { reason in compileError.contains { reason.contains($0) } }
    }
}
