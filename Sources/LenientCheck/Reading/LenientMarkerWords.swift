import ExampleRunner
import Foundation
import SpecPages

/// The words and symbols guides use to mark examples good or bad, in prose and in code comments.
///
/// Only a marker at the start of a paragraph or heading counts ("✅ Correct — …", "Bad:", "Don't do
/// this"); a word in the middle of a sentence ("this is the correct way") says nothing about the
/// next block. "Before"/"After" are the migration guides' pair: the code before a migration is the
/// thing being replaced, the code after it the recommendation.
public enum LenientMarkerWords {
    /// Symbols that mark by themselves, wherever the marker text starts.
    static let symbols: [(String, SpecExample.Classification)] = [
        ("✅", .correct), ("✔️", .correct), ("✔", .correct), ("👍", .correct),
        ("❌", .incorrect), ("✖️", .incorrect), ("🚫", .incorrect), ("⛔️", .incorrect), ("👎", .incorrect),
    ]

    /// Leading words of prose, compared case-insensitively as a whole word.
    static let proseWords: [(String, SpecExample.Classification)] = [
        ("correct", .correct), ("incorrect", .incorrect), ("good", .correct), ("bad", .incorrect),
        ("do", .correct), ("don't", .incorrect), ("don’t", .incorrect), ("do not", .incorrect),
        ("after", .correct), ("before", .incorrect), ("right", .correct), ("wrong", .incorrect),
        ("avoid", .incorrect), ("prefer", .correct),
    ]

    /// Leading words of a code comment. Comments are terser and shouted (`// BAD`).
    static let commentWords: [(String, SpecExample.Classification)] = [
        ("correct", .correct), ("incorrect", .incorrect), ("good", .correct), ("bad", .incorrect),
        ("right", .correct), ("wrong", .incorrect), ("don't", .incorrect), ("don’t", .incorrect),
        ("do not", .incorrect),
        ("avoid", .incorrect), ("do", .correct), ("before", .incorrect), ("after", .correct), ("instead", .correct),
        ("better", .correct),
    ]

    /// Words that open ordinary sentences too ("Before iOS 14, …", "Do the layout once"): they mark
    /// only as a label, followed by a colon or a dash, alone, or shouted (`// DON'T`).
    static let ambiguousWords: Set<String> = ["do", "after", "before", "right"]

    /// In comments, more words open ordinary sentences ("// Don't forget super", "// Avoid a retain
    /// cycle", "// Better to reuse"): a comment that merely starts with one is not a marker.
    static let ambiguousCommentWords: Set<String> = ambiguousWords.union([
        "don't", "don’t", "do not", "avoid", "instead", "better",
    ])

    /// The classification a paragraph or heading's text gives the block after it.
    public static func proseMarker(in text: String) -> LenientMarker? {
        marker(in: text, words: proseWords, ambiguous: ambiguousWords)
    }

    /// The classification a comment's text (without `//`) gives the code it is in.
    public static func commentMarker(in text: String) -> LenientMarker? {
        marker(in: text, words: commentWords, ambiguous: ambiguousCommentWords).map {
            LenientMarker($0.classification, evidence: "// " + $0.evidence, reason: $0.reason)
        }
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
            let shouted = trimmed.prefix(word.count).allSatisfy { !$0.isLowercase }
            if ambiguous.contains(word), !shouted, let next = rest.first(where: { !$0.isWhitespace }),
                !":—–-(!.".contains(next)
            {
                continue
            }
            return LenientMarker(classification, evidence: String(trimmed.prefix(word.count)), reason: reason)
        }
        return nil
    }
}
