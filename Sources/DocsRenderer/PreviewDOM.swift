import Foundation

/// The element tree of the HTML ``PreviewHTML`` writes, read back so that ``PreviewTruth`` checks
/// what a page shows rather than the records it was made from: tags with their attributes, text,
/// self-closed and void elements, and the entities ``escapeHTML(_:)`` writes. It reads this
/// renderer's own output, not HTML in general.
final class PreviewNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [PreviewNode] = []
    /// A text node's text (decoded); empty for an element.
    let text: String
    private(set) weak var parent: PreviewNode?

    init(name: String, attributes: [String: String] = [:], text: String = "") {
        self.name = name
        self.attributes = attributes
        self.text = text
    }

    func append(_ child: PreviewNode) {
        child.parent = self
        children.append(child)
    }

    var classes: Set<Substring> { Set((attributes["class"] ?? "").split(separator: " ")) }

    func hasClass(_ name: String) -> Bool { classes.contains(Substring(name)) }

    /// Every element below this one, in document order.
    var descendants: [PreviewNode] {
        children.filter { !$0.name.isEmpty }.flatMap { [$0] + $0.descendants }
    }

    var textContent: String { name.isEmpty ? text : children.map(\.textContent).joined() }

    /// The nearest enclosing element (or this one) that satisfies `test`.
    func ancestor(where test: (PreviewNode) -> Bool) -> PreviewNode? {
        var node: PreviewNode? = self
        while let current = node {
            if test(current) { return current }
            node = current.parent
        }
        return nil
    }

    /// One property of the inline style, `left` → `12.5px`.
    func style(_ property: String) -> String? {
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            if declaration[..<colon].trimmingCharacters(in: .whitespaces) == property {
                return declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A length of the inline style in pixels (`12.5px` → 12.5; `0` → 0).
    func pixels(_ property: String) -> Double? {
        guard let value = style(property) else { return nil }
        return Double(value.hasSuffix("px") ? String(value.dropLast(2)) : value)
    }
}

enum PreviewDOM {
    private static let voidElements: Set<String> = ["br", "hr", "img", "input", "meta", "link", "wbr"]

    /// The tree of `html`, under a root named `#root`.
    static func parse(_ html: String) -> PreviewNode {
        let root = PreviewNode(name: "#root")
        var stack = [root]
        let characters = Array(html.unicodeScalars)
        var index = 0
        var text = ""
        func flushText() {
            if !text.isEmpty { stack.last!.append(PreviewNode(name: "", text: decode(text))) }
            text = ""
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else {
                text.unicodeScalars.append(character)
                index += 1
                continue
            }
            flushText()
            var end = index + 1
            var quote: Unicode.Scalar?
            while end < characters.count {
                let c = characters[end]
                if let open = quote {
                    if c == open { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == ">" {
                    break
                }
                end += 1
            }
            var tag = String(String.UnicodeScalarView(characters[(index + 1)..<min(end, characters.count)]))
            index = end + 1
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
                if let open = stack.lastIndex(where: { $0.name == name }), open > 0 {
                    stack.removeSubrange(open...)
                }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            if selfClosing { tag.removeLast() }
            let (name, attributes) = parseTag(tag)
            let node = PreviewNode(name: name, attributes: attributes)
            stack.last!.append(node)
            if !selfClosing && !voidElements.contains(name) { stack.append(node) }
        }
        flushText()
        return root
    }

    private static func parseTag(_ tag: String) -> (String, [String: String]) {
        let scalars = Array(tag.unicodeScalars)
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        func word() -> String {
            var result = ""
            while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" {
                result.unicodeScalars.append(scalars[index])
                index += 1
            }
            return result
        }
        let name = word().lowercased()
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard index < scalars.count else { break }
            let key = word().lowercased()
            guard !key.isEmpty else {
                index += 1
                continue
            }
            skipSpaces()
            guard index < scalars.count, scalars[index] == "=" else {
                attributes[key] = ""
                continue
            }
            index += 1
            skipSpaces()
            var value = ""
            if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                let quote = scalars[index]
                index += 1
                while index < scalars.count, scalars[index] != quote {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
            } else {
                value = word()
            }
            attributes[key] = decode(value)
        }
        return (name, attributes)
    }

    /// The text of `escaped` with the entities `escapeHTML(_:)` writes, and numeric ones, decoded.
    static func decode(_ escaped: String) -> String {
        guard escaped.contains("&") else { return escaped }
        var result = ""
        var rest = Substring(escaped)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";"),
                rest.distance(from: ampersand, to: semicolon) <= 8
            else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos", "#39": result += "'"
            default:
                if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
