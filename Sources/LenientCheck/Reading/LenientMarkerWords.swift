import ExampleRunner
import Foundation
import SpecPages

/// The words and symbols guides use to mark examples good or bad, in prose and in code comments.
///
/// Only a marker at the start of a paragraph or heading counts ("✅ Correct — …", "Bad:", "Don't do
/// this"); a word in the middle of a sentence ("this is the correct way") says nothing about the
/// next block. "Before"/"After" are the migration guides' pair: the code before a migration is the
/// thing being replaced, the code after it the recommendation.
///
/// Guides are written in many languages; the labels Korean, Japanese and Chinese guides put before
/// an example (`나쁜 예:`, `悪い例`, `错误示例：`, `NG:`) mark as the English ones do
/// (``labelWords``). Since those scripts do not separate words, such a label marks only as a label:
/// alone (a heading), or followed by a colon, a dash or a bracket, full-width ones included.
public enum LenientMarkerWords {
    /// Symbols that mark by themselves, wherever the marker text starts.
    static let symbols: [(String, SpecExample.Classification)] = [
        ("✅", .correct), ("✔️", .correct), ("✔", .correct), ("👍", .correct),
        ("❌", .incorrect), ("✖️", .incorrect), ("🚫", .incorrect), ("⛔️", .incorrect), ("👎", .incorrect),
        ("⭕️", .correct), ("⭕", .correct), ("🙆", .correct), ("🙅", .incorrect), ("✗", .incorrect),
        ("✘", .incorrect), ("💥", .incorrect),
    ]

    /// Labels of other languages' guides, read only as labels (``labelOnly``): Korean (좋은/나쁜 예,
    /// 올바른/잘못된 예, 수정 전/후, 권장/비권장), Japanese (良い/悪い例, 正しい/間違った例, 修正前/後,
    /// 推奨/非推奨, OK/NG), Chinese (正确/错误, 推荐/不推荐, 正例/反例, 修改前/后).
    static let labelWords: [(String, SpecExample.Classification)] = [
        ("좋은 예", .correct), ("올바른 예", .correct), ("올바른 방법", .correct), ("올바른 코드", .correct),
        ("권장", .correct), ("수정 후", .correct), ("개선 후", .correct),
        ("나쁜 예", .incorrect), ("잘못된 예", .incorrect), ("잘못된 방법", .incorrect), ("잘못된 코드", .incorrect),
        ("비권장", .incorrect), ("수정 전", .incorrect), ("개선 전", .incorrect),
        ("良い例", .correct), ("正しい例", .correct), ("推奨", .correct), ("修正後", .correct), ("改善後", .correct),
        ("悪い例", .incorrect), ("間違った例", .incorrect), ("誤った例", .incorrect), ("非推奨", .incorrect),
        ("修正前", .incorrect), ("改善前", .incorrect), ("ok", .correct), ("ng", .incorrect),
        ("正确", .correct), ("正确示例", .correct), ("正确做法", .correct), ("推荐", .correct), ("推荐做法", .correct),
        ("正例", .correct), ("修改后", .correct), ("错误", .incorrect), ("错误示例", .incorrect),
        ("错误做法", .incorrect), ("不推荐", .incorrect), ("反例", .incorrect), ("修改前", .incorrect),
    ]

    /// The labels of ``labelWords``: they mark only as a label, as ``ambiguousWords`` do.
    static let labelOnly = Set(labelWords.map(\.0))

    /// What may follow a word that marks only as a label: a colon, a dash, a bracket or a stop, in
    /// their ASCII and full-width forms.
    static let labelPunctuation: Set<Character> = [
        ":", "—", "–", "-", "(", "!", ".", ")", "：", "（", "）", "】", "」", "！", "。",
    ]

    /// Leading words of prose, compared case-insensitively as a whole word.
    static let proseWords: [(String, SpecExample.Classification)] =
        [
            ("correct", .correct), ("incorrect", .incorrect), ("good", .correct), ("bad", .incorrect),
            ("do", .correct), ("don't", .incorrect), ("don’t", .incorrect), ("do not", .incorrect),
            ("after", .correct), ("before", .incorrect), ("right", .correct), ("wrong", .incorrect),
            ("avoid", .incorrect), ("prefer", .correct),
        ] + complianceWords + labelWords

    /// The labels of rule sets and agent skills' knowledge files ("Compliant Example", "Non-Compliant
    /// Example", "Anti-pattern:"): they mark as the pairs above do.
    static let complianceWords: [(String, SpecExample.Classification)] = [
        ("compliant", .correct), ("non-compliant", .incorrect), ("noncompliant", .incorrect),
        ("anti-pattern", .incorrect), ("antipattern", .incorrect),
    ]

    /// Leading words of a code comment. Comments are terser and shouted (`// BAD`).
    static let commentWords: [(String, SpecExample.Classification)] =
        [
            ("correct", .correct), ("incorrect", .incorrect), ("good", .correct), ("bad", .incorrect),
            ("right", .correct), ("wrong", .incorrect), ("don't", .incorrect), ("don’t", .incorrect),
            ("do not", .incorrect),
            ("avoid", .incorrect), ("do", .correct), ("before", .incorrect), ("after", .correct), ("instead", .correct),
            ("better", .correct),
        ] + complianceWords + failureWords + labelWords

    /// A comment that opens by saying the line fails to compile (`var model: Model // compile error`,
    /// `// 컴파일 에러`) or crashes when it runs (`snapshot.appendItems([a, a]) // crash — duplicate
    /// identifier`) marks the code it is in as incorrect, for that reason: in English, Korean,
    /// Japanese and Chinese. A crash is said as a label only (``crashWords``): "// crash reporting"
    /// opens an ordinary sentence.
    static let failureWords: [(String, SpecExample.Classification)] =
        [
            ("compile error", .incorrect), ("compiler error", .incorrect), ("compile-time error", .incorrect),
            ("does not compile", .incorrect), ("doesn't compile", .incorrect), ("doesn’t compile", .incorrect),
            ("won't compile", .incorrect), ("won’t compile", .incorrect), ("컴파일 에러", .incorrect),
            ("컴파일 오류", .incorrect), ("コンパイルエラー", .incorrect), ("编译错误", .incorrect), ("编译报错", .incorrect),
        ] + crashWords.map { ($0, .incorrect) }

    /// Words saying the line crashes, read as a label: alone, or followed by a colon, a dash or a bracket.
    static let crashWords = ["crash", "crashes", "runtime crash", "run-time crash", "크래시", "クラッシュ", "崩溃"]

    /// Words that open ordinary sentences too ("Before iOS 14, …", "Do the layout once"): they mark
    /// only as a label, followed by a colon or a dash, alone, or shouted (`// DON'T`).
    static let ambiguousWords: Set<String> = Set(["do", "after", "before", "right"]).union(labelOnly)

    /// In comments, more words open ordinary sentences ("// Don't forget super", "// Avoid a retain
    /// cycle", "// Better to reuse"): a comment that merely starts with one is not a marker.
    static let ambiguousCommentWords: Set<String> = ambiguousWords.union([
        "don't", "don’t", "do not", "avoid", "instead", "better",
    ]).union(crashWords)

    /// The classification a paragraph or heading's text gives the block after it.
    public static func proseMarker(in text: String) -> LenientMarker? {
        marker(in: text, words: proseWords, ambiguous: ambiguousWords)
    }

    /// The classification a heading's text gives the block after it: a marker opening it, as a
    /// paragraph's (``proseMarker(in:)``), or a label the heading ends or pauses on — a label word alone
    /// in brackets (`Updating cells (wrong)`, `Cell setup [Before]`, `非同期更新（悪い例）`) or a symbol
    /// closing it (`Reusing the cell ❌`). A heading names its example and a bracketed word is the
    /// label of it; in a paragraph the same words are prose (`(right) above`), so only headings read them.
    /// Two labels that disagree (`Two ways (correct) and (wrong)`) mark nothing.
    public static func headingMarker(in text: String) -> LenientMarker? {
        if let marker = proseMarker(in: text) { return marker }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var found: [LenientMarker] = []
        for (symbol, classification) in symbols where trimmed.hasSuffix(symbol) {
            found.append(LenientMarker(classification, evidence: symbol, reason: trimmed))
            break
        }
        let closing: [Character: Character] = ["(": ")", "[": "]", "（": "）", "【": "】", "「": "」"]
        var index = trimmed.startIndex
        while index < trimmed.endIndex {
            guard let close = closing[trimmed[index]],
                let end = trimmed[trimmed.index(after: index)...].firstIndex(of: close)
            else {
                index = trimmed.index(after: index)
                continue
            }
            let inside = trimmed[trimmed.index(after: index)..<end]
                .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "*_`")))
            let word = inside.lowercased()
            if let (_, classification) = proseWords.first(where: { $0.0 == word && !verbWords.contains($0.0) }) {
                found.append(LenientMarker(classification, evidence: String(trimmed[index...end]), reason: trimmed))
            }
            index = trimmed.index(after: end)
        }
        guard let first = found.first, found.allSatisfy({ $0.classification == first.classification }) else {
            return nil
        }
        return first
    }

    /// Prose words that are verbs (`Avoid …`, `Prefer …`): they open a sentence, never stand alone as a label.
    static let verbWords: Set<String> = ["avoid", "prefer", "do"]

    /// The classification a comment's text (without `//`) gives the code it is in.
    public static func commentMarker(in text: String) -> LenientMarker? {
        marker(in: text, words: commentWords, ambiguous: ambiguousCommentWords).map {
            LenientMarker($0.classification, evidence: "// " + $0.evidence, reason: $0.reason)
        }
    }

    /// Whether the first sentence of `text` turns to what to do instead (`… by using configurations
    /// instead`, `…, use a registration`): an "Avoid" sentence that does is advice, not a label.
    static func namesARemedy(_ text: String) -> Bool {
        let sentence = text.prefix { $0 != "." && $0 != "\n" && $0 != ":" }.lowercased()
        let words = sentence.split { !$0.isLetter && $0 != "'" }.map(String.init)
        return words.contains("by") || words.contains("instead") || sentence.contains(", use ")
            || sentence.contains("; use ")
    }

    private static func marker(in text: String, words: [(String, SpecExample.Classification)], ambiguous: Set<String>)
        -> LenientMarker?
    {
        let trimmed = text.drop { $0.isWhitespace || $0 == "*" || $0 == "_" || $0 == "#" || $0 == ">" }
        let reason = String(trimmed.prefix(300)).trimmingCharacters(in: .whitespacesAndNewlines)
        for (symbol, classification) in symbols where trimmed.hasPrefix(symbol) {
            return LenientMarker(classification, evidence: symbol, reason: reason)
        }
        let lowered = trimmed.lowercased()
        // Longest first, so "don't" is not read as "do" and "incorrect" not as "in…".
        for (word, classification) in words.sorted(by: { $0.0.count > $1.0.count }) where lowered.hasPrefix(word) {
            let rest = lowered.dropFirst(word.count)
            if let next = rest.first, next.isLetter || next.isNumber || next == "'" || next == "’" { continue }
            // Shouted: letters that have a case, all capitals (`// DON'T`); a label of a script without
            // case (`悪い例`) is never shouted, and other languages' labels mark only as labels.
            let written = trimmed.prefix(word.count)
            let shouted =
                !labelOnly.contains(word) && written.allSatisfy { !$0.isLowercase }
                && written.contains(where: \.isUppercase)
            if ambiguous.contains(word), !shouted, let next = rest.first(where: { !$0.isWhitespace }),
                !labelPunctuation.contains(next)
            {
                continue
            }
            // "Avoid X by using Y instead": the sentence names the remedy, which is what the code after
            // it usually shows, so it marks neither way; "Avoid X." and "Avoid:" mark the code as X.
            if word == "avoid", let next = rest.first(where: { !$0.isWhitespace }), !labelPunctuation.contains(next),
                namesARemedy(String(rest))
            {
                continue
            }
            return LenientMarker(classification, evidence: String(trimmed.prefix(word.count)), reason: reason)
        }
        return nil
    }
}
