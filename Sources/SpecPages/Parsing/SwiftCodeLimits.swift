/// Swift that swift-syntax cannot read in reasonable time, found before anything parses it.
///
/// swift-syntax 603 decides whether a `[` starts a type (`[Int]()`, `[3 of Int]`) by looking ahead
/// twice at each directly nested `[`, so reading `[[[[…` takes time that doubles with every bracket
/// (fourteen took 24 s under the fuzzer, sixty-four never ends) and a longer run overflows the
/// stack. Examples, context definitions and the prose the lenient check searches are measured here,
/// and refused past the limit, since everything after parsing (generation, inference, highlighting)
/// runs swift-syntax again.
public enum SwiftCodeLimits {
    /// The most `[` one run of opening brackets may hold; real code nests three or four.
    public static let maximumSquareBracketRun = 8

    /// The 1-based line of `text` where a run of opening brackets (`[` and `(`, with only whitespace
    /// between them) first holds more than ``maximumSquareBracketRun`` `[`; nil when there is none.
    public static func overlongBracketRunLine(in text: some StringProtocol) -> Int? {
        var line = 1
        var run = 0
        // Bytes, not characters: every byte that matters is ASCII, and "\r\n" is one Character
        // (which matched neither "\r" nor "\n", so such a line was not counted) but two bytes.
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                if run > maximumSquareBracketRun { return line }
            case UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "\n"):
                line += 1
            default:
                run = 0
            }
        }
        return nil
    }

    /// Why code past the limit is not read.
    public static let message =
        "the code opens more than \(maximumSquareBracketRun) '[' in a row here; swift-syntax, which reads every example, takes time that doubles with each one, so cellspec does not read it"
}
