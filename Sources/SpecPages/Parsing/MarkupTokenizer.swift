/// Splits a fence info string or a settings comment into words: `swift incorrect expect=error:"a b"`
/// gives `swift`, `incorrect`, `expect=error:a b`. Double quotes group spaces; `\"` and `\\` escape.
enum MarkupTokenizer {
    struct Token: Equatable {
        var text: String
        /// 0-based offset of the token's first character in the string.
        var offset: Int
    }

    enum Failure: Error, Equatable {
        case unterminatedQuote(offset: Int)
    }

    static func tokens(in string: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start: Int?
        var quoteStart: Int?
        var escaping = false
        for (offset, character) in string.enumerated() {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" && quoteStart != nil {
                escaping = true
            } else if character == "\"" {
                if start == nil { start = offset }
                quoteStart = quoteStart == nil ? offset : nil
            } else if character.isWhitespace && quoteStart == nil {
                if let tokenStart = start { tokens.append(Token(text: current, offset: tokenStart)) }
                current = ""
                start = nil
            } else {
                if start == nil { start = offset }
                current.append(character)
            }
        }
        if let quoteStart { throw .unterminatedQuote(offset: quoteStart) }
        if let tokenStart = start { tokens.append(Token(text: current, offset: tokenStart)) }
        return tokens
    }
}
