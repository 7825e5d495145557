/// A short unified diff of two texts, for a terminal: the first differing lines with a few lines of
/// context, at most ``maximumLines`` lines, each cut at ``maximumLineLength`` characters.
///
/// Only a window after the common beginning is compared (``window`` lines of each side), so a
/// wholly different megabyte page costs no more than a small one; what is left out is counted.
public struct UnifiedDiff: Sendable {
    /// The lines of context around a change.
    public var context = 3
    /// The lines of the diff below its two header lines, hunk headers included.
    public var maximumLines = 24
    /// Longer lines are cut, with `…` at the end.
    public var maximumLineLength = 160
    /// How many lines of each side, from the first that differs, are compared.
    public var window = 200

    public init() {}

    /// One line of the comparison: on both sides, or only on one, with its 0-based line numbers
    /// (the other side's is where it would be).
    private struct Line {
        enum Kind { case same, removed, inserted }
        var kind: Kind
        var old: Int
        var new: Int
        var text: Substring
    }

    /// `--- oldName`, `+++ newName`, then the hunks; nil when the texts are the same.
    public func render(old: String, new: String, oldName: String, newName: String) -> String? {
        guard old != new else { return nil }
        var before = old.split(separator: "\n", omittingEmptySubsequences: false)
        var after = new.split(separator: "\n", omittingEmptySubsequences: false)
        // Both end with a newline: no empty last line.
        if before.last == "", after.last == "" {
            before.removeLast()
            after.removeLast()
        }
        let (lines, windowed) = compared(before, after)
        let changes = lines.indices.filter { lines[$0].kind != .same }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        var budget = maximumLines
        var shown = 0
        var start = changes.startIndex
        while start < changes.endIndex, budget > 1 {
            // A hunk: the changes less than twice the context apart, with context around them.
            var end = start
            while end + 1 < changes.endIndex, changes[end + 1] - changes[end] <= 2 * context + 1 { end += 1 }
            let hunk = lines[max(0, changes[start] - context)...min(lines.count - 1, changes[end] + context)]
            output.append(header(hunk))
            budget -= 1
            for line in hunk where budget > 0 {
                let marker =
                    switch line.kind {
                    case .same: " "
                    case .removed: "-"
                    case .inserted: "+"
                    }
                output.append(marker + cut(line.text))
                budget -= 1
                if line.kind != .same { shown += 1 }
            }
            start = end + 1
        }
        if windowed || shown < changes.count { output.append("… more differences not shown") }
        return output.joined(separator: "\n")
    }

    /// `@@ -old,count +new,count @@`, 1-based; a side with no lines names the line before.
    private func header(_ hunk: ArraySlice<Line>) -> String {
        let oldCount = hunk.count { $0.kind != .inserted }
        let newCount = hunk.count { $0.kind != .removed }
        let first = hunk.first!
        let oldStart = first.old + (oldCount > 0 ? 1 : 0), newStart = first.new + (newCount > 0 ? 1 : 0)
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }

    /// The differing middle of the two texts (after their common beginning and end), with context,
    /// and whether it was longer than the window and so compared only in part.
    private func compared(_ before: [Substring], _ after: [Substring]) -> (lines: [Line], windowed: Bool) {
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before[prefix...].reversed(), after[prefix...].reversed()).prefix { $0 == $1 }.count
        let oldMiddle = before[prefix..<(before.count - suffix)]
        let newMiddle = after[prefix..<(after.count - suffix)]
        let windowed = oldMiddle.count > window || newMiddle.count > window
        let oldPart = Array(oldMiddle.prefix(window)), newPart = Array(newMiddle.prefix(window))
        var lines: [Line] = []
        let leading = max(0, prefix - context)..<prefix
        for index in leading {
            lines.append(Line(kind: .same, old: index, new: index, text: before[index]))
        }
        var removed: Set<Int> = [], inserted: Set<Int> = []
        for change in newPart.difference(from: oldPart) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var old = 0, new = 0
        while old < oldPart.count || new < newPart.count {
            let position = (old: prefix + old, new: prefix + new)
            if old < oldPart.count, removed.contains(old) || new == newPart.count {
                lines.append(Line(kind: .removed, old: position.old, new: position.new, text: oldPart[old]))
                old += 1
            } else if new < newPart.count, inserted.contains(new) || old == oldPart.count {
                lines.append(Line(kind: .inserted, old: position.old, new: position.new, text: newPart[new]))
                new += 1
            } else {
                lines.append(Line(kind: .same, old: position.old, new: position.new, text: oldPart[old]))
                old += 1
                new += 1
            }
        }
        if windowed {
            // What follows the window's last common line may match lines beyond the window: left out.
            if let last = lines.lastIndex(where: { $0.kind == .same }), last >= leading.count {
                lines.removeSubrange((last + 1)...)
            }
        } else {
            let oldEnd = before.count - suffix, newEnd = after.count - suffix
            for offset in 0..<min(context, suffix) {
                let text = before[oldEnd + offset]
                lines.append(Line(kind: .same, old: oldEnd + offset, new: newEnd + offset, text: text))
            }
        }
        return (lines, windowed)
    }

    private func cut(_ text: Substring) -> String {
        text.count <= maximumLineLength ? String(text) : String(text.prefix(maximumLineLength - 1)) + "…"
    }
}
