import SwiftParser
import SwiftSyntax

/// The marked region `cellspec inventory declare` keeps inside the body of a type the model declares
/// by hand: generated members go there, not in an extension, so a user's subclass can override them
/// (Swift on Linux cannot override a non-`@objc` member declared in an extension). The region is
/// found by its marker lines and the type's body with swift-syntax; writing it again replaces it.
public enum GeneratedRegion {
    public static let begin = "// cellspec:generated:begin"
    public static let end = "// cellspec:generated:end"
    static let beginLine = begin + " (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)"

    /// `text` without any generated region: the hand-written source.
    public static func stripped(_ text: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix(begin) {
                inside = true
                continue
            }
            if inside {
                if trimmed.hasPrefix(end) { inside = false }
                continue
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `text` (already stripped) with `members[fullName]` written in a region at the end of the body
    /// of each type of that full name the file declares. Returns the names it found.
    public static func inserting(
        _ members: [String: [String]], into text: String
    ) -> (text: String, written: Set<String>) {
        let tree = Parser.parse(source: text)
        let finder = BodyFinder(wanted: Set(members.keys))
        finder.walk(tree)
        var utf8 = Array(text.utf8)
        var written: Set<String> = []
        // From the end, so earlier offsets stay valid.
        for (name, brace) in finder.braces.sorted(by: { $0.value > $1.value }) {
            guard let lines = members[name], !lines.isEmpty else { continue }
            written.insert(name)
            var lineStart = brace
            while lineStart > 0, utf8[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            let before = utf8[lineStart..<brace]
            var prefix: [UInt8] = []
            var indent = String(decoding: before, as: UTF8.self)
            if !before.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                // `{ … }` on one line: the closing brace moves to a line of its own, once.
                let leading = before.prefix { $0 == UInt8(ascii: " ") }
                indent = String(decoding: leading, as: UTF8.self)
                prefix = Array("\n".utf8)
                lineStart = brace
            }
            let inner = indent + "    "
            var region = [inner + beginLine]
            for line in lines { region.append(line.isEmpty ? "" : inner + line) }
            region.append(inner + end)
            let block = Array(region.joined(separator: "\n").utf8) + Array("\n".utf8)
            let insertion = prefix + block + (prefix.isEmpty ? [] : Array(indent.utf8))
            utf8.insert(contentsOf: insertion, at: lineStart)
        }
        return (String(decoding: utf8, as: UTF8.self), written)
    }

    /// The types `text` declares (not those it only extends), by full name, with whether each is
    /// an `open` class and a `final` one.
    struct DeclaredType {
        var isOpen = false
        var isFinal = false
        /// For an enum: its first inherited type (the raw type, if any), and an integer above every raw
        /// value its cases have (the largest literal plus the number of cases).
        var rawType: String?
        var rawValueCeiling = 0
    }

    static func declaredTypes(in text: String) -> [String: DeclaredType] {
        let finder = BodyFinder(wanted: nil)
        finder.walk(Parser.parse(source: text))
        return finder.flags
    }

    /// The UTF-8 offset of the closing brace of each wanted type's body, by full name.
    private final class BodyFinder: SyntaxVisitor {
        let wanted: Set<String>?
        var braces: [String: Int] = [:]
        var flags: [String: DeclaredType] = [:]
        private var scopes: [String] = []

        init(wanted: Set<String>?) {
            self.wanted = wanted
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(
            _ name: String, _ body: MemberBlockSyntax, _ modifiers: DeclModifierListSyntax? = nil
        ) -> SyntaxVisitorContinueKind {
            let full = scopes.last.map { $0.isEmpty ? name : "\($0).\(name)" } ?? name
            if wanted?.contains(full) ?? true, braces[full] == nil {
                braces[full] = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                let names = modifiers.map { $0.map(\.name.text) } ?? []
                flags[full] = DeclaredType(isOpen: names.contains("open"), isFinal: names.contains("final"))
            }
            scopes.append(full)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock, node.modifiers)
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let result = enter(node.name.text, node.memberBlock)
            if let full = scopes.last, flags[full] != nil {
                flags[full]?.rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                var largest = 0
                var count = 0
                for member in node.memberBlock.members {
                    for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                        count += 1
                        if let literal = element.rawValue?.value.as(IntegerLiteralExprSyntax.self),
                            let value = Int(literal.literal.text.filter { $0 != "_" })
                        {
                            largest = max(largest, value)
                        }
                    }
                }
                flags[full]?.rawValueCeiling = largest + count + 1
            }
            return result
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(DeclarationFacts.extendedName(node.extendedType))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
