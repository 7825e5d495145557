import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// Where a guide leaves code out: `{ ... }`, `= ...`, `foo(...)`, `// ...`, `/* ... */`, `…`, and
/// interface listings (`func apply(_:animatingDifferences:)` with no body).
///
/// A `...` touching an operand, or between two, is a range (`0...5`, `items[1...]`, `...end`,
/// `0 ... 5`); one standing alone, or followed by a note after a space (`... (as above)`), is an
/// elision, and is blanked (same width, so columns keep) before the block is compiled:
/// `func configure() { ... }` then compiles as an empty body. What still cannot compile
/// (`let layout = ...`, a body that must return) is "not checkable: elided", never the guide's error.
enum Elision {
    /// The statement an elided body that must return a value is given; a crash with its message is
    /// the elision's, never the guide's.
    static let filledBody = "fatalError(\"cellspec: elided body\")"

    /// The block's lines with every standalone `...` blanked, and the page lines that elide code.
    static func find(in lines: [SpecExample.Line]) -> (lines: [SpecExample.Line], elided: [Int]) {
        let tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var elided: [Int] = []
        let line = { (position: AbsolutePosition) in converter.location(for: position).line }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // Each comment at its own line: the trivia's pieces from where they start.
            var position = token.position
            for piece in token.leadingTrivia {
                if isElidingComment(piece, before: token) { elided.append(line(position)) }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if isElidingComment(piece, before: token.nextToken(viewMode: .sourceAccurate)) {
                    elided.append(line(position))
                }
                position += piece.sourceLength
            }
            if token.text.contains("…") {
                elided.append(line(token.positionAfterSkippingLeadingTrivia))
                continue
            }
            guard token.text == "..." else { continue }
            let here = line(token.positionAfterSkippingLeadingTrivia)
            let previous = token.previousToken(viewMode: .sourceAccurate).flatMap {
                line($0.endPositionBeforeTrailingTrivia) == here ? $0 : nil
            }
            let next = token.nextToken(viewMode: .sourceAccurate).flatMap {
                line($0.positionAfterSkippingLeadingTrivia) == here ? $0 : nil
            }
            // An operator `...` touches its operand (`0...5`, `...end`, `items[1...]`) or stands between
            // two (`0 ... 5`); one with space after it and nothing before (`... (same as above)`) is not one.
            let touchesPrevious =
                previous.map { endsOperand($0) && $0.trailingTrivia.isEmpty && token.leadingTrivia.isEmpty } ?? false
            let touchesNext =
                next.map { startsOperand($0) && token.trailingTrivia.isEmpty && $0.leadingTrivia.isEmpty } ?? false
            let between = previous.map(endsOperand) == true && next.map(startsOperand) == true
            if touchesPrevious || touchesNext || between { continue }
            elided.append(here)
            _ = adapted.blank(
                from: converter.location(for: token.positionAfterSkippingLeadingTrivia),
                to: converter.location(for: token.endPositionBeforeTrailingTrivia))
        }
        // An interface listing, as Apple's pages and headers print one (``listingPositions(in:)``).
        elided += listingPositions(in: tree).map(line)
        let headerProperties = headerListingProperties(in: tree)
        // A function whose body the guide elided but whose signature promises a value gets a body that
        // stops there (`fatalError`), so the rest of the block compiles; calling it is "not checkable: elided".
        var fills: [(line: Int, column: Int)] = []
        for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(FunctionDeclSyntax.self) }) {
            guard let body = node.body, body.statements.isEmpty, let returns = node.signature.returnClause,
                returns.type.trimmedDescription != "Void", returns.type.trimmedDescription != "()",
                elided.contains(line(body.leftBrace.positionAfterSkippingLeadingTrivia))
                    || elided.contains(line(body.rightBrace.positionAfterSkippingLeadingTrivia))
            else { continue }
            let brace = converter.location(for: body.leftBrace.endPositionBeforeTrailingTrivia)
            if !fills.contains(where: { $0 == (brace.line, brace.column) }) { fills.append((brace.line, brace.column)) }
        }
        // An interface listing's function (no body, outside a protocol) gets one at the end of its
        // signature: empty, or stopping there when it must return a value; its signature is still checked.
        var listings: [(line: Int, column: Int, text: String)] = []
        for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(FunctionDeclSyntax.self) })
        where node.body == nil && !isInProtocol(Syntax(node)) {
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
            let returns =
                node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false
            let text = returns ? " { \(filledBody) }" : " {}"
            if !listings.contains(where: { $0.line == end.line && $0.column == end.column }) {
                listings.append((end.line, end.column, text))
            }
        }
        // An initializer with no body stops where its body would start; a header property's getter
        // too, and its setter does nothing.
        for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(InitializerDeclSyntax.self) })
        where node.body == nil && !isInProtocol(Syntax(node)) {
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
            if !listings.contains(where: { $0.line == end.line && $0.column == end.column }) {
                listings.append((end.line, end.column, " { \(filledBody) }"))
            }
        }
        // A type declared in a header line with no members (`public struct Registration<Cell, Item> where
        // Cell : UICollectionViewCell`) gets an empty body.
        for declaration in bodilessTypeDeclarations(in: tree) {
            let end = converter.location(for: declaration.endPositionBeforeTrailingTrivia)
            listings.append((end.line, end.column, " {}"))
        }
        for property in headerProperties {
            let end = converter.location(for: property.end)
            listings.append((end.line, end.column, property.text))
        }
        let inserts =
            fills.map { ($0.line, $0.column, " \(filledBody);") } + listings.map { ($0.line, $0.column, $0.text) }
        for fill in inserts.sorted(by: { ($0.0, $0.1) > ($1.0, $1.1) }) where adapted.indices.contains(fill.0 - 1) {
            var bytes = Array(adapted[fill.0 - 1].text.utf8)
            let at = min(fill.1 - 1, bytes.count)
            bytes.insert(contentsOf: Array(fill.2.utf8), at: at)
            adapted[fill.0 - 1].text = String(decoding: bytes, as: UTF8.self)
        }
        let pageLines = Set(elided).sorted().compactMap { lines.indices.contains($0 - 1) ? lines[$0 - 1].number : nil }
        return (adapted, pageLines)
    }

    /// The page lines of `lines` where an interface listing declares something without a body — the
    /// part of ``find(in:)``'s elided lines that is a listing, not left-out code (no `...` there).
    /// `tree`: `lines` parsed, when the caller has it.
    static func listed(in lines: [SpecExample.Line], tree: SourceFileSyntax? = nil) -> [Int] {
        let tree = tree ?? Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let blockLines = Set(listingPositions(in: tree).map { converter.location(for: $0).line })
        return blockLines.sorted().compactMap { lines.indices.contains($0 - 1) ? lines[$0 - 1].number : nil }
    }

    /// Where interface listings declare without a body: a function or initializer outside a protocol;
    /// a header listing's property (`var items: [Item] { get }`, `{ get set }`) outside a protocol, and
    /// a stored property in an extension (`var reorderingHandlers: ReorderingHandlers`), an interface
    /// printed for reading, as Apple's headers show one; a type declared in a header line with no
    /// members; a type named alone as a statement (``typesNamedAlone(in:)``).
    private static func listingPositions(in tree: SourceFileSyntax) -> [AbsolutePosition] {
        var positions: [AbsolutePosition] = []
        for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent }) {
            let bodiless =
                (node.as(FunctionDeclSyntax.self).map { $0.body == nil } ?? false)
                || (node.as(InitializerDeclSyntax.self).map { $0.body == nil } ?? false)
            guard bodiless, !isInProtocol(node) else { continue }
            positions.append(node.positionAfterSkippingLeadingTrivia)
        }
        positions += headerListingProperties(in: tree).map(\.position)
        positions += bodilessTypeDeclarations(in: tree).map(\.positionAfterSkippingLeadingTrivia)
        positions += typesNamedAlone(in: tree).map(\.positionAfterSkippingLeadingTrivia)
        return positions
    }

    /// Statements of the block's top level that only name a type (`NSDiffableDataSourceSnapshot<Section,
    /// Item>`, `UICollectionView.CellRegistration<Cell, Item>`): the guide writes the type it is about to
    /// explain, as a header shows a declaration; Swift has no such statement ("expected member name or
    /// constructor call after type name"), so it is a listing to read, never code the guide runs. A
    /// name is a type's when it starts with a capital letter (Swift's API Design Guidelines:
    /// "Names of types and protocols are UpperCamelCase"), each part of a qualified one too.
    static func typesNamedAlone(in tree: SourceFileSyntax) -> [Syntax] {
        func namesType(_ expression: ExprSyntax) -> Bool {
            if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
                return namesType(specialized.expression)
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return reference.argumentNames == nil && reference.baseName.text.first?.isUppercase == true
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                return member.declName.baseName.text.first?.isUppercase == true && namesType(base)
            }
            return false
        }
        return tree.statements.compactMap { statement in
            guard let expression = statement.item.as(ExprSyntax.self), namesType(expression) else { return nil }
            // A capitalised name alone is a type's only as a generic type's or a qualified one's: a lone
            // `Foo` may be a global value a guide writes to show it.
            guard expression.is(GenericSpecializationExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            else { return nil }
            return Syntax(statement)
        }
    }

    /// Header-style properties: where each starts, and the text that makes it compile where it ends —
    /// a bodiless `get` stops there (`fatalError`), a bodiless `set` does nothing, a stored property
    /// of an extension becomes a getter that stops there.
    private static func headerListingProperties(in tree: SourceFileSyntax) -> [(
        position: AbsolutePosition, end: AbsolutePosition, text: String
    )] {
        let collector = HeaderPropertyCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var found: [(position: AbsolutePosition, end: AbsolutePosition, text: String)] = []
        for accessor in collector.accessors where accessor.body == nil && !isInProtocol(Syntax(accessor)) {
            let isGetter = accessor.accessorSpecifier.tokenKind == .keyword(.get)
            found.append(
                (
                    accessor.positionAfterSkippingLeadingTrivia, accessor.endPositionBeforeTrailingTrivia,
                    isGetter ? " { \(filledBody) }" : " {}"
                ))
        }
        for binding in collector.bindings {
            guard binding.initializer == nil, binding.accessorBlock == nil, let annotation = binding.typeAnnotation,
                isInExtension(Syntax(binding)), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            found.append(
                (
                    binding.positionAfterSkippingLeadingTrivia, annotation.endPositionBeforeTrailingTrivia,
                    " { \(filledBody) }"
                ))
        }
        return found
    }

    /// Type declarations whose member block the guide left out (its braces are missing from the tree).
    private static func bodilessTypeDeclarations(in tree: SourceFileSyntax) -> [Syntax] {
        tree.statements.compactMap { item -> (Syntax, MemberBlockSyntax)? in
            let node = item.item
            if let decl = node.as(StructDeclSyntax.self) { return (Syntax(decl), decl.memberBlock) }
            if let decl = node.as(ClassDeclSyntax.self) { return (Syntax(decl), decl.memberBlock) }
            if let decl = node.as(EnumDeclSyntax.self) { return (Syntax(decl), decl.memberBlock) }
            if let decl = node.as(ExtensionDeclSyntax.self) { return (Syntax(decl), decl.memberBlock) }
            return nil
        }.filter { $0.1.leftBrace.presence == .missing && $0.1.rightBrace.presence == .missing && $0.1.members.isEmpty }
            .map(\.0)
    }

    /// Directly in an extension's member block (not inside one of its functions or nested types).
    private static func isInExtension(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ExtensionDeclSyntax.self) { return true }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(StructDeclSyntax.self)
                || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ProtocolDeclSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }

    private static func isInProtocol(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ProtocolDeclSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether `piece` is a comment that stands for code left out. `next`: the token the comment
    /// comes before. A sentence trailing off into the code that follows it (`// when deleting a
    /// row...` before the `if` that deletes it) leaves nothing out: only one before the end of its
    /// body (`}`), a `return` or the block's end stands for code.
    private static func isElidingComment(_ piece: TriviaPiece, before next: TokenSyntax?) -> Bool {
        let text: Substring
        switch piece {
        case .lineComment(let comment): text = comment.dropFirst(2)
        case .blockComment(let comment): text = comment.dropFirst(2).dropLast(2)
        default: return false
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("...") || trimmed.hasPrefix("…") { return true }
        if trimmed.hasSuffix("...") || trimmed.hasSuffix("…") {
            guard let next else { return true }
            return [.rightBrace, .endOfFile, .keyword(.return)].contains(next.tokenKind)
        }
        // A comment that says in words that code is left out, in English or in the languages guides
        // are written in: it is (or ends in) one of ``omissionWords``, stops and brackets aside.
        let words = trimmed.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " .。:：()（）[]【】-—"))
        return omissionWords.contains { word in
            // The whole comment, or its last words (`// configure the cell, etc`); in a script without
            // spaces between words, its last characters (`// 이하생략`, `// 以下省略`).
            words == word || words.hasSuffix(" " + word)
                || (word.count > 1 && !word.contains(where: \.isASCII)
                    && words.hasSuffix(word))
        }
    }

    /// Words a comment uses to say code is left out: "omitted", "etc", "and so on", "rest of the code";
    /// Korean 생략, 중략, 이하 생략 (omitted, the rest omitted); Japanese and Chinese 省略, 略, 中略, 以下省略.
    static let omissionWords: [String] = [
        "omitted", "code omitted", "etc", "and so on", "rest of the code", "the rest of the code", "more code",
        "생략", "중략", "이하 생략", "코드 생략", "省略", "以下省略", "略", "中略", "代码省略",
    ]

    /// Top-level types the block declares under a name UIKit already gives a type of its own
    /// (`public enum UICollectionLayoutSectionOrthogonalScrollingBehavior { case none = 0 … }`): UIKit's
    /// declaration retyped for the reader, an interface to read, not code to run. `uikitTypes` are
    /// the types the model declares for UIKit; a name of the guide's own never matches one. With
    /// each, the page line it starts on (`tree` is `lines` parsed).
    static func uikitListings(in tree: SourceFileSyntax, lines: [SpecExample.Line], uikitTypes: Set<String>)
        -> [(type: String, line: Int)]
    {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.statements.compactMap { item in
            guard let declaration = item.item.as(DeclSyntax.self),
                !declaration.is(ExtensionDeclSyntax.self), !declaration.is(FunctionDeclSyntax.self),
                let name = DocumentDeclarations.name(of: declaration),
                WellKnownName.isUIKitName(name), uikitTypes.contains(name)
            else { return nil }
            let index = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line - 1
            return (name, lines.indices.contains(index) ? lines[index].number : lines.first?.number ?? 0)
        }
    }

    private static func endsOperand(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare, .stringQuote, .dollarIdentifier,
            .exclamationMark, .postfixQuestionMark, .keyword(.self), .keyword(.Self), .keyword(.true), .keyword(.false):
            return true
        default:
            return false
        }
    }

    private static func startsOperand(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .leftParen, .leftSquare, .stringQuote, .dollarIdentifier,
            .keyword(.self), .keyword(.Self), .keyword(.true), .keyword(.false):
            return true
        default:
            return false
        }
    }
}

/// The accessors and variable bindings of a tree, for ``Elision``'s header listings.
private final class HeaderPropertyCollector: SyntaxVisitor {
    var accessors: [AccessorDeclSyntax] = []
    var bindings: [PatternBindingSyntax] = []

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        accessors.append(node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        bindings.append(node)
        return .visitChildren
    }
}
