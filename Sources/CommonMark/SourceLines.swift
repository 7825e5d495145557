/// The lines of a Markdown source, to tell fenced code blocks from indented ones (libcmark 0.30 does
/// not say) and to see whether a fence was closed.
package struct SourceLines {
    private let lines: [Substring]

    init(_ source: String) {
        lines = Self.lines(of: source)
    }

    /// The lines of `text` as CommonMark counts them: a line ends at a line feed, a carriage return
    /// or both (CR LF), and its ending is not part of it; a text that ends with a line ending ends
    /// with an empty line. Pages saved with CR LF line endings have the same lines, numbered the same,
    /// as with LF (libcmark numbers them so). Scanned as UTF-8 bytes: a `Character`-wise split on
    /// `"\n"` sees CR LF as one character, not a line ending, and is several times slower in a debug
    /// build.
    package static func lines(of text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()  // Native strings already are: no copy.
        let utf8 = text.utf8
        var ranges: [Range<Int>] = []
        _ = utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                    offset += 1
                    continue
                }
                ranges.append(start..<offset)
                let crlf =
                    byte == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")
                offset += crlf ? 2 : 1
                start = offset
            }
            ranges.append(start..<bytes.count)
        }
        return ranges.map { range in
            let lower = utf8.index(text.startIndex, offsetBy: range.lowerBound)
            return text[lower..<utf8.index(lower, offsetBy: range.count)]
        }
    }

    /// A code fence: its character and length.
    struct Fence {
        var character: Character
        var length: Int
    }

    /// The fence that opens a code block on `line` (1-based), if the line starts with one.
    func fence(at line: Int) -> Fence? {
        guard let text = self.text(at: line), let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix(while: { $0 == first }).count
        return length >= 3 ? Fence(character: first, length: length) : nil
    }

    /// Whether `line` closes a block opened by `fence`: at least as many fence characters, then only spaces.
    func closes(_ fence: Fence, at line: Int) -> Bool {
        guard let text = self.text(at: line) else { return false }
        let run = text.prefix(while: { $0 == fence.character }).count
        return run >= fence.length && text.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The line without the container prefixes a fence may sit behind (indentation, block quote markers,
    /// list markers' indentation).
    private func text(at line: Int) -> Substring? {
        guard line >= 1, line <= lines.count else { return nil }
        return lines[line - 1].drop(while: { $0 == " " || $0 == ">" || $0 == "\t" })
    }
}
