/// Keeps what an example printed, or a page says, from acting on the terminal or the CI log that shows
/// a report: control characters are written as visible `\u{1B}` escapes instead.
///
/// A terminal runs escape sequences (ESC starts colour, cursor-movement, title and clipboard
/// sequences; CR overwrites the line), and a newline inside a report line would let printed text pose
/// as a diagnostic line of its own. Bidirectional overrides reorder what a reader sees, as in
/// "Trojan Source" (CVE-2021-42574).
public enum ControlCharacters {
    /// The text with every control character but tab escaped; newlines too unless `keepingNewlines`.
    public static func neutralized(_ text: String, keepingNewlines: Bool = false) -> String {
        let shown = { (scalar: Unicode.Scalar) in isShown(scalar) || keepingNewlines && scalar == "\n" }
        guard !text.unicodeScalars.allSatisfy(shown) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if shown(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether a character is shown as itself: not a control character (tab aside), DEL, a C1
    /// control or a bidirectional mark, override or isolate.
    static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: true
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
