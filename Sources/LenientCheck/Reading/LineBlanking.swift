import SpecPages
import SwiftSyntax

extension [SpecExample.Line] {
    /// Replaces the code from `start` to `end` (locations in the lines joined by newlines) with
    /// spaces of the same width, so every other column keeps its place: how ``Elision``,
    /// ``RuntimeAttributes`` and ``StaticMembers`` take code out before a block is compiled. False,
    /// changing nothing, when the range is not within one of the lines.
    mutating func blank(from start: SwiftSyntax.SourceLocation, to end: SwiftSyntax.SourceLocation) -> Bool {
        let index = start.line - 1
        guard start.line == end.line, indices.contains(index), start.column <= end.column else { return false }
        var bytes = [UInt8](self[index].text.utf8)
        guard end.column - 1 <= bytes.count else { return false }
        bytes.replaceSubrange(
            (start.column - 1)..<(end.column - 1),
            with: [UInt8](repeating: UInt8(ascii: " "), count: end.column - start.column))
        self[index].text = String(decoding: bytes, as: UTF8.self)
        return true
    }
}
