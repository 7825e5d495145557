import ExampleRunner
import Foundation
import SpecPages

/// Whether a guide objects to an example as a matter of style rather than of failure.
///
/// Guides mark as ❌ both code that fails ("crashes on iOS 15", "selection is lost") and code that
/// works but is not what they recommend ("unnecessary subclass", "verbose", "pre-iOS 15 pattern").
/// When nothing flags an incorrect block, the first kind points at a gap in the model; the second is
/// advice cellspec cannot check. A reason counts as advice only when it has a word of preference and
/// no word of failure.
enum AdviceWords {
    /// Words of preference: the code works, but something else is better.
    static let preference = [
        "unnecessary", "needless", "not needed", "no longer needed", "verbose", "boilerplate", "redundant", "overkill",
        "pre-ios", "pre-observation", "older pattern", "old pattern", "outdated pattern",
        // The code of an older release or style, or a cost the model does not measure.
        "legacy", "outdated", "old:", "old way", "old approach", "old api", "and earlier", "manual approach",
        "wasteful", "inefficient", "less efficient", "slower",
    ]
    /// Beginnings of words of failure (`crash` for "crashes", "crash-prone"): the guide claims the code
    /// misbehaves, which the model should be able to see. Marker words ("wrong", "incorrect") say
    /// nothing about why, so they are not among them.
    static let failure = [
        "crash", "fatal", "exception", "assert", "lose", "losing", "lost", "break", "broke", "corrupt", "undefined",
        "leak",
        "collapse", "fail", "bug", "ignored", "flicker", "stale", "hang", "freez",
    ]

    /// The first reason with a word of preference, when none of them has a word of failure.
    static func preference(in reasons: [String]) -> String? {
        let lowered = reasons.map { $0.lowercased() }
        let words = lowered.flatMap { $0.split { !$0.isLetter && $0 != "'" && $0 != "’" } }
        guard !words.contains(where: { word in failure.contains { word.hasPrefix($0) } }) else { return nil }
        for (reason, original) in zip(lowered, reasons) where preference.contains(where: { reason.contains($0) }) {
            return original.count > 120 ? String(original.prefix(119)) + "…" : original
        }
        return nil
    }

    /// Whether a block is marked incorrect only as the code before a migration (`// Before`,
    /// "Before:"), with no word of failure in what the guide says about it.
    static func isMigration(marker: String, reasons: [String]) -> Bool {
        let evidence = marker.lowercased()
        guard evidence.hasSuffix("before") || evidence.hasSuffix("// before") else { return false }
        let words = reasons.map { $0.lowercased() }.flatMap { $0.split { !$0.isLetter && $0 != "'" && $0 != "’" } }
        return !words.contains(where: { word in failure.contains { word.hasPrefix($0) } })
    }
}
