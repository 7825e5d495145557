import ExampleRunner
import SpecPages

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
        "wrong name", "signature", "not a member", "has no member", "won't type", "invalid", "컴파일", "コンパイル",
        "编译",
    ]

    static func fitsCompileError(_ reasons: [String]) -> Bool {
        let lowered = reasons.map { $0.lowercased() }
        return lowered.contains { reason in compileError.contains { reason.contains($0) } }
    }

    /// Phrases that say outright the code does not compile (not "compiles, but …").
    static let compileFailure = [
        "compile error", "compiler error", "compile-time error", "compilation error", "build error",
        "does not compile", "doesn't compile", "doesn’t compile", "won't compile", "won’t compile",
        "fails to compile", "will not compile", "컴파일 에러", "컴파일 오류", "コンパイルエラー", "编译错误", "编译报错",
    ]

    /// Whether the guide's reason says outright that the code does not compile.
    static func claimsCompileFailure(_ reasons: [String]) -> Bool {
        let lowered = reasons.map { $0.lowercased() }
        return lowered.contains { reason in compileFailure.contains { reason.contains($0) } }
    }

    /// Whether the guide's reason calls the code deprecated.
    static func saysDeprecated(_ reasons: [String]) -> Bool {
        reasons.contains { $0.lowercased().contains("deprecat") }
    }

    /// Words that say the code is the old way of doing something.
    static let dated = ["legacy", "old", "outdated", "pre-ios", "before", "modern", "replaced", "obsolete"]

    /// Whether a deprecation warning fits the guide's reason: the reason says "deprecated" or names the
    /// deprecated API, or — when nothing else was found (`alone`) — calls the code dated ("legacy",
    /// "pre-iOS 15"), or gives no reason beyond its marker.
    static func fitsDeprecation(_ message: String, _ reasons: [String], alone: Bool) -> Bool {
        let lowered = reasons.map { $0.lowercased() }
        let symbol =
            message.split(separator: "'").first.map { $0.split(separator: "(").first.map(String.init) ?? "" }?
            .lowercased() ?? ""
        if saysDeprecated(reasons) || (!symbol.isEmpty && lowered.contains { $0.contains(symbol) }) {
            return true
        }
        guard alone else { return false }
        let words = Set(lowered.flatMap { $0.split { !$0.isLetter && $0 != "-" }.map(String.init) })
        return dated.contains(where: words.contains) || words.count <= 2
    }
}
