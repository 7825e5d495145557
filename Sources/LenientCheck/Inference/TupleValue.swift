import Foundation

/// A tuple the code destructures (`let (data, response) = session.data(from: url)`) is made element
/// by element, so a placeholder's call read as a tuple is a value, not a nil or an elided body.
enum TupleValue {
    /// The element types of a tuple type written `(A, B)` (labels dropped, `_` kept as the compiler
    /// writes an element it could not infer); nil for any other type, a parenthesised single type among them.
    static func elements(of type: String) -> [String]? {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            default: break
            }
            if character == "," && depth == 0 {
                elements.append(current)
                current = ""
            } else {
                current.append(character)
            }
            // `(A) -> B` is a function type, not a tuple.
            if depth < 0 { return nil }
        }
        elements.append(current)
        let trimmed = elements.map { element -> String in
            let text = element.trimmingCharacters(in: .whitespaces)
            // `(id: UUID, url: URL)`: the label is not part of the element's type.
            if let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "<[( ".contains($0) }) {
                return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return text
        }
        guard trimmed.count >= 2, !trimmed.contains(where: \.isEmpty) else { return nil }
        return trimmed
    }

    /// A value of the tuple type `type` whose every element `make` can make; nil otherwise.
    static func made(_ type: String, make: (String) -> String?) -> String? {
        guard let elements = elements(of: type) else { return nil }
        var values: [String] = []
        for element in elements {
            guard let value = make(element) else { return nil }
            values.append(value)
        }
        return "(" + values.joined(separator: ", ") + ")"
    }
}
