/// Text written into generated Swift source as a string literal: the one escaping every generator
/// uses (`#sourceLocation` file names, the source text of a rewritten `expect`).
enum SwiftStringLiteral {
    /// A Swift string literal holding `text`: backslashes and quotes escaped, line breaks and tabs as
    /// `\n`, `\r`, `\t`, other control characters as `\u{…}`.
    static func make(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
