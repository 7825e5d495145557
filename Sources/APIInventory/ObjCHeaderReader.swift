/// Reads the declarations of an Objective-C header of Apple's SDK at the level of tokens: what the
/// Clang importer turns into Swift (`@interface`, categories, `@protocol`, `@property`, methods,
/// `NS_ENUM`/`NS_OPTIONS`/`NS_CLOSED_ENUM`, `typedef … NS_TYPED_EXTENSIBLE_ENUM`) with the macros
/// that change the import: `API_AVAILABLE`, `API_DEPRECATED`, `API_DEPRECATED_WITH_REPLACEMENT`,
/// `API_UNAVAILABLE`, `NS_SWIFT_NAME`, `NS_SWIFT_UI_ACTOR`, `NS_REFINED_FOR_SWIFT`,
/// `NS_SWIFT_UNAVAILABLE`, nullability (`nullable`, `_Nullable`, `NS_ASSUME_NONNULL_BEGIN`,
/// `NS_HEADER_AUDIT_BEGIN(nullability…)`).
///
/// Clang cannot read Objective-C on Linux, so this is not a compiler: preprocessor lines are
/// skipped (both sides of an `#if` are read), a declaration it does not understand is skipped to
/// its `;` or closing brace. Deprecation messages are not kept (they are Apple's prose); a
/// replacement's name is.
///
/// Sources: "Importing Objective-C into Swift" and "Designating Nullability in Objective-C APIs",
/// https://developer.apple.com/documentation/swift/importing-objective-c-into-swift and
/// https://developer.apple.com/documentation/swift/designating-nullability-in-objective-c-apis;
/// `NS_SWIFT_UI_ACTOR` is `__attribute__((swift_attr("@UIActor")))`, imported as `@MainActor`
/// (https://developer.apple.com/documentation/swift/mainactor); SE-0337 makes it `@preconcurrency`.
public struct ObjCHeader: Sendable {
    /// iOS availability as the macros give it. `unavailable` is `API_UNAVAILABLE(ios)` (or
    /// `NS_SWIFT_UNAVAILABLE`): Swift on iOS does not see the declaration.
    public struct Availability: Sendable, Equatable {
        public var introduced: String?
        public var deprecated: String?
        public var obsoleted: String?
        public var renamed: String?
        public var unavailable = false
        public init(
            introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil, renamed: String? = nil,
            unavailable: Bool = false
        ) {
            self.introduced = introduced
            self.deprecated = deprecated
            self.obsoleted = obsoleted
            self.renamed = renamed
            self.unavailable = unavailable
        }

        /// `self`, with what it leaves unsaid taken from `outer` (a member from its type, a type
        /// from an `API_AVAILABLE_BEGIN` region).
        func inheriting(_ outer: Availability) -> Availability {
            var result = self
            result.introduced = result.introduced ?? outer.introduced
            if result.deprecated == nil {
                result.deprecated = outer.deprecated
                result.renamed = outer.renamed
            }
            result.obsoleted = result.obsoleted ?? outer.obsoleted
            result.unavailable = result.unavailable || outer.unavailable
            return result
        }
    }

    /// The macros written around one declaration.
    public struct Attributes: Sendable, Equatable {
        public var availability = Availability()
        public var swiftName: String?
        public var uiActor = false
        public var nonisolated = false
        public var refinedForSwift = false
        /// `NS_UNAVAILABLE`: not callable from either language (an `init` a class hides).
        public var unavailableEverywhere = false
        public init() {}
    }

    public enum ContainerKind: String, Sendable { case `class`, category, `protocol` }

    /// An `@interface` (class or category/extension) or `@protocol`.
    public struct Container: Sendable {
        public var kind: ContainerKind
        /// The Objective-C class or protocol name (for a category, the class it extends).
        public var name: String
        public var superclass: String?
        public var protocols: [String]
        public var attributes: Attributes
        public var line: Int
        public var members: [Member]
    }

    public enum MemberKind: String, Sendable { case property, instanceMethod, classMethod }

    public struct Parameter: Sendable, Equatable {
        /// The selector piece before the colon (`forCellWithReuseIdentifier`).
        public var selectorPiece: String
        /// The Objective-C type as written, nullability words included (`NSString * _Nullable`).
        public var type: [String]
        public var name: String
    }

    public struct Member: Sendable {
        public var kind: MemberKind
        /// The selector (`dequeueReusableCellWithReuseIdentifier:forIndexPath:`) or the property name.
        public var selector: String
        /// The result type of a method, the type of a property, as written.
        public var type: [String]
        public var parameters: [Parameter]
        /// `readonly`, `getter=isX`, `class`, `nullable`, … of a property.
        public var propertyAttributes: [String]
        public var attributes: Attributes
        /// Inside an `@optional` part of a protocol.
        public var isOptional: Bool
        /// Inside `NS_ASSUME_NONNULL_BEGIN` or `NS_HEADER_AUDIT_BEGIN(nullability…)`.
        public var assumeNonnull: Bool
        public var line: Int

        public var isClassProperty: Bool { kind == .property && propertyAttributes.contains("class") }
        public var isReadonly: Bool { propertyAttributes.contains("readonly") }
        public var getter: String? {
            propertyAttributes.first { $0.hasPrefix("getter=") }.map { String($0.dropFirst("getter=".count)) }
        }
    }

    public enum EnumKind: String, Sendable { case `enum`, options, closedEnum, errorEnum, typedExtensible, typed }

    public struct EnumCase: Sendable, Equatable {
        public var name: String
        public var attributes: Attributes
        public var line: Int
    }

    /// `typedef NS_ENUM(NSInteger, UIFoo) { … }`, or `typedef NSString *UIFoo NS_TYPED_EXTENSIBLE_ENUM`.
    public struct Enumeration: Sendable {
        public var kind: EnumKind
        public var name: String
        /// The raw type as written: `NSInteger`, `NSUInteger`, `NSString *`.
        public var rawType: String
        public var cases: [EnumCase]
        public var attributes: Attributes
        public var line: Int
    }

    public var containers: [Container] = []
    public var enumerations: [Enumeration] = []

    public init(text: String) {
        var parser = Parser(tokens: Tokenizer.tokens(of: text))
        parser.run()
        containers = parser.containers
        enumerations = parser.enumerations
    }
}

// MARK: - Tokens

struct Token: Equatable, Sendable {
    enum Kind: Sendable { case word, number, string, punctuation }
    var kind: Kind
    var text: String
    var line: Int
}

enum Tokenizer {
    /// The tokens of `text`, comments and preprocessor lines (with their continuations) left out.
    static func tokens(of text: String) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var result: [Token] = []
        var index = 0
        var line = 1
        var atLineStart = true
        func isWord(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_"
        }
        while index < scalars.count {
            let c = scalars[index]
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            if c == "\n" {
                line += 1
                atLineStart = true
                index += 1
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" {
                index += 1
                continue
            }
            if c == "#" && atLineStart {
                // A preprocessor line, with its backslash continuations and any comment in it.
                while index < scalars.count && scalars[index] != "\n" {
                    if scalars[index] == "\\" && index + 1 < scalars.count && scalars[index + 1] == "\n" {
                        line += 1
                        index += 2
                        continue
                    }
                    if scalars[index] == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                        index += 2
                        while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") {
                            if scalars[index] == "\n" { line += 1 }
                            index += 1
                        }
                        index += 2
                        continue
                    }
                    index += 1
                }
                continue
            }
            atLineStart = false
            if c == "/" && next == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && next == "*" {
                index += 2
                while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if c == "\"" || (c == "@" && next == "\"") {
                let start = index
                index += c == "@" ? 2 : 1
                while index < scalars.count && scalars[index] != "\"" {
                    if scalars[index] == "\\" { index += 1 }
                    if index < scalars.count && scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 1
                let text = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)]))
                result.append(Token(kind: .string, text: text, line: line))
                continue
            }
            if c == "'" {
                let start = index
                index += 1
                while index < scalars.count && scalars[index] != "'" {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                index += 1
                let text = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)]))
                result.append(Token(kind: .number, text: text, line: line))
                continue
            }
            if isWord(c) || (c == "@" && next.map(isWord) == true) {
                let start = index
                index += 1
                while index < scalars.count && isWord(scalars[index]) { index += 1 }
                // A number such as 15.0 or 1.5f stays one token.
                if c >= "0" && c <= "9" {
                    while index < scalars.count && (isWord(scalars[index]) || scalars[index] == ".") { index += 1 }
                }
                let text = String(String.UnicodeScalarView(scalars[start..<index]))
                result.append(Token(kind: c >= "0" && c <= "9" ? .number : .word, text: text, line: line))
                continue
            }
            result.append(Token(kind: .punctuation, text: String(c), line: line))
            index += 1
        }
        return result
    }
}

// MARK: - Parser

private struct Parser {
    var tokens: [Token]
    var position = 0
    var containers: [ObjCHeader.Container] = []
    var enumerations: [ObjCHeader.Enumeration] = []
    var assumeNonnull = false
    /// `API_AVAILABLE_BEGIN(…)` / `API_DEPRECATED_BEGIN(…)` regions, innermost last.
    var regions: [ObjCHeader.Availability] = []

    init(tokens: [Token]) { self.tokens = tokens }

    var current: Token? { position < tokens.count ? tokens[position] : nil }
    func peek(_ offset: Int = 0) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    var regionAvailability: ObjCHeader.Availability {
        regions.reversed().reduce(ObjCHeader.Availability()) { $0.inheriting($1) }
    }

    /// The tokens of a parenthesised group starting at `position` (which is `(`), without the
    /// outer parentheses; `position` moves past the closing one.
    mutating func group() -> [Token] {
        guard current?.text == "(" else { return [] }
        var depth = 0
        var result: [Token] = []
        while let token = current {
            position += 1
            if token.text == "(" {
                depth += 1
                if depth == 1 { continue }
            } else if token.text == ")" {
                depth -= 1
                if depth == 0 { return result }
            }
            result.append(token)
        }
        return result
    }

    /// Skips a statement: to the `;` at depth 0, or past a balanced `{ … }` block (and a `;`
    /// right after it).
    mutating func skipStatement() {
        var depth = 0
        while let token = current {
            position += 1
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{":
                depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    if current?.text == ";" { position += 1 }
                    return
                }
            case ";" where depth == 0: return
            case "@end" where depth == 0:
                position -= 1
                return
            default: break
            }
        }
    }

    /// Reads macros that annotate a declaration (before or after it) into `attributes`; returns
    /// whether the token at `position` was one.
    mutating func attribute(into attributes: inout ObjCHeader.Attributes) -> Bool {
        guard let token = current, token.kind == .word else { return false }
        switch token.text {
        case "API_AVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT", "API_UNAVAILABLE",
            "API_OBSOLETED", "NS_AVAILABLE_IOS", "NS_DEPRECATED_IOS", "NS_CLASS_AVAILABLE_IOS",
            "NS_ENUM_AVAILABLE_IOS", "NS_ENUM_DEPRECATED_IOS", "NS_CLASS_DEPRECATED_IOS", "UIKIT_AVAILABLE_IOS_ONLY",
            "API_AVAILABLE_BEGIN", "API_DEPRECATED_BEGIN", "API_UNAVAILABLE_BEGIN":
            position += 1
            let arguments = group()
            Macros.apply(token.text, arguments, to: &attributes.availability)
            return true
        case "NS_SWIFT_NAME":
            position += 1
            attributes.swiftName = group().map(\.text).joined()
            return true
        case "NS_SWIFT_UI_ACTOR", "NS_SWIFT_MAIN_ACTOR":
            position += 1
            attributes.uiActor = true
            return true
        case "NS_SWIFT_NONISOLATED":
            position += 1
            attributes.nonisolated = true
            return true
        case "NS_REFINED_FOR_SWIFT":
            position += 1
            attributes.refinedForSwift = true
            return true
        case "NS_SWIFT_UNAVAILABLE", "NS_SWIFT_UNAVAILABLE_FROM_ASYNC":
            position += 1
            let arguments = group()
            if token.text == "NS_SWIFT_UNAVAILABLE" { attributes.availability.unavailable = true }
            _ = arguments
            return true
        case "NS_UNAVAILABLE", "UNAVAILABLE_ATTRIBUTE":
            position += 1
            attributes.unavailableEverywhere = true
            return true
        case "__attribute__", "__deprecated_msg", "NS_SWIFT_ASYNC", "NS_SWIFT_ASYNC_NAME",
            "NS_SWIFT_ASYNC_THROWS_ON_FALSE",
            "NS_SWIFT_SENDABLE", "NS_SWIFT_NONSENDABLE", "NS_FORMAT_FUNCTION", "NS_SWIFT_DISABLE_ASYNC",
            "NS_SWIFT_ASYNC_NOTHROW", "NS_ERROR_ENUM", "CF_SWIFT_NAME", "API_TO_BE_DEPRECATED",
            "NS_EXTENSIBLE_STRING_ENUM",
            "__TVOS_PROHIBITED", "__WATCHOS_PROHIBITED", "NS_SWIFT_SENDING", "UIKIT_SWIFT_FORWARD_DECLARE":
            position += 1
            if current?.text == "(" { _ = group() }
            return true
        case "UIKIT_EXTERN", "UIKIT_STATIC_INLINE", "NS_DESIGNATED_INITIALIZER", "NS_REQUIRES_SUPER",
            "NS_RETURNS_RETAINED", "NS_RETURNS_NOT_RETAINED", "NS_RETURNS_INNER_POINTER", "NS_REQUIRES_NIL_TERMINATION",
            "UIKIT_EXTERN_CLASS", "NS_SWIFT_NOTHROW", "UIKIT_CLASS_AVAILABLE_IOS_ONLY",
            "NS_AUTOMATED_REFCOUNT_UNAVAILABLE",
            "__kindof", "NS_NOESCAPE", "UIKIT_EXTERN_C_BEGIN", "UIKIT_EXTERN_C_END", "__attribute",
            "NS_SWIFT_UI_ACTOR_BEGIN",
            "NS_SWIFT_NONISOLATED_UNSAFE", "UIKIT_SWIFT_ACTOR_INDEPENDENT", "NS_ROOT_CLASS", "OBJC_ROOT_CLASS",
            "NS_SWIFT_ASYNC_THROWS", "UIKIT_DEFINE_AS_PROPERTIES":
            position += 1
            if current?.text == "(" { _ = group() }
            return true
        default:
            // Any other macro (all capitals with an underscore: UI_APPEARANCE_SELECTOR,
            // API_UNAVAILABLE_BEGIN's kin, a vendor's own) annotates and is not a name or a type.
            guard Self.isMacro(token.text) else { return false }
            position += 1
            if current?.text == "(" { _ = group() }
            return true
        }
    }

    /// `UI_APPEARANCE_SELECTOR`, `NS_SWIFT_SENDABLE`: capitals, digits and at least one underscore.
    static func isMacro(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first >= "A" && first <= "Z", word.contains("_") else {
            return false
        }
        return word.unicodeScalars.allSatisfy { ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" }
    }

    mutating func run() {
        while let token = current {
            switch token.text {
            case "NS_ASSUME_NONNULL_BEGIN":
                assumeNonnull = true
                position += 1
            case "NS_ASSUME_NONNULL_END":
                assumeNonnull = false
                position += 1
            case "NS_HEADER_AUDIT_BEGIN":
                position += 1
                if group().contains(where: { $0.text == "nullability" }) { assumeNonnull = true }
            case "NS_HEADER_AUDIT_END":
                position += 1
                _ = group()
                assumeNonnull = false
            case "API_AVAILABLE_BEGIN", "API_DEPRECATED_BEGIN", "API_UNAVAILABLE_BEGIN":
                var region = ObjCHeader.Attributes()
                _ = attribute(into: &region)
                regions.append(region.availability)
            case "API_AVAILABLE_END", "API_DEPRECATED_END", "API_UNAVAILABLE_END":
                position += 1
                if !regions.isEmpty { regions.removeLast() }
            case "NS_SWIFT_UI_ACTOR_BEGIN", "NS_SWIFT_UI_ACTOR_END", "UIKIT_EXTERN_C_BEGIN", "UIKIT_EXTERN_C_END",
                "__BEGIN_DECLS", "__END_DECLS":
                position += 1
            case ";":
                position += 1
            default:
                declaration()
            }
        }
    }

    /// One top-level declaration: its leading macros, then what they annotate.
    mutating func declaration() {
        var attributes = ObjCHeader.Attributes()
        while attribute(into: &attributes) {}
        guard let token = current else { return }
        switch token.text {
        case "@interface": container(kind: .class, attributes: attributes)
        case "@protocol":
            // `@protocol A, B;` is a forward declaration.
            if peek(2)?.text == ";" || peek(2)?.text == "," {
                skipStatement()
            } else {
                container(kind: .protocol, attributes: attributes)
            }
        case "@class", "@import", "@compatibility_alias": skipStatement()
        case "@end":
            position += 1
        case "typedef": typedef(attributes: attributes)
        default:
            if token.kind == .word || token.kind == .punctuation {
                skipStatement()
            } else {
                position += 1
            }
        }
    }

    mutating func container(kind: ObjCHeader.ContainerKind, attributes: ObjCHeader.Attributes) {
        let line = current?.line ?? 0
        position += 1
        guard let name = current?.text else { return }
        position += 1
        var kind = kind
        var superclass: String?
        var protocols: [String] = []
        var attributes = attributes
        attributes.availability = attributes.availability.inheriting(regionAvailability)
        if current?.text == "<" && kind == .class {
            // A generic class: `@interface UICollectionViewDiffableDataSource<SectionIdentifierType, …>`.
            skipAngles()
        }
        if current?.text == "(" {
            kind = kind == .class ? .category : kind
            _ = group()
        }
        if current?.text == ":" {
            position += 1
            superclass = current?.text
            position += 1
            if current?.text == "<" && peek(1)?.kind == .word && isGenericArgument() { skipAngles() }
        }
        if current?.text == "<" {
            position += 1
            while let token = current, token.text != ">" {
                if token.kind == .word { protocols.append(token.text) }
                position += 1
            }
            position += 1
        }
        while attribute(into: &attributes) {}
        if current?.text == "{" { skipBlock() }
        var members: [ObjCHeader.Member] = []
        var optional = false
        while let token = current, token.text != "@end" {
            switch token.text {
            case "@optional":
                optional = true
                position += 1
            case "@required":
                optional = false
                position += 1
            case "@property":
                if let member = property(optional: optional) { members.append(member) }
            case "-", "+":
                if let member = method(optional: optional) { members.append(member) }
            case "NS_ASSUME_NONNULL_BEGIN":
                assumeNonnull = true
                position += 1
            case "NS_ASSUME_NONNULL_END":
                assumeNonnull = false
                position += 1
            case ";":
                position += 1
            default:
                var ignored = ObjCHeader.Attributes()
                if !attribute(into: &ignored) { skipStatement() }
            }
        }
        position += 1  // @end
        containers.append(
            .init(
                kind: kind, name: name, superclass: superclass, protocols: protocols, attributes: attributes,
                line: line, members: members))
    }

    /// After a superclass name, `<` opens generic arguments only when a `>` closes them before
    /// anything else a protocol list would not hold; both are skipped the same way, so this
    /// only tells the two apart by whether the superclass is generic (it never is in UIKit).
    func isGenericArgument() -> Bool { false }

    mutating func skipAngles() {
        var depth = 0
        while let token = current {
            position += 1
            if token.text == "<" { depth += 1 }
            if token.text == ">" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    mutating func skipBlock() {
        var depth = 0
        while let token = current {
            position += 1
            if token.text == "{" { depth += 1 }
            if token.text == "}" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// `@property (nonatomic, readonly, getter=isX) BOOL x API_AVAILABLE(ios(15.0));`
    mutating func property(optional: Bool) -> ObjCHeader.Member? {
        let line = current?.line ?? 0
        position += 1
        var propertyAttributes: [String] = []
        if current?.text == "(" {
            let inner = group()
            var piece = ""
            for token in inner {
                if token.text == "," {
                    propertyAttributes.append(piece)
                    piece = ""
                } else {
                    piece += token.text
                }
            }
            if !piece.isEmpty { propertyAttributes.append(piece) }
        }
        // The type and the name, up to the first macro or `;`.
        var words: [Token] = []
        var attributes = ObjCHeader.Attributes()
        var blockName: String?
        while let token = current, token.text != ";" {
            if token.text == "@end" { return nil }
            if attribute(into: &attributes) { continue }
            if token.text == "(" && peek(1)?.text == "^" {
                // A block: `void (^handler)(UIAction *)`.
                let inner = group()
                blockName = inner.last?.text
                words.append(Token(kind: .word, text: "(^)", line: token.line))
                let arguments = group()
                words.append(
                    Token(kind: .word, text: "(" + arguments.map(\.text).joined(separator: " ") + ")", line: token.line)
                )
                continue
            }
            words.append(token)
            position += 1
        }
        position += 1
        let name: String
        var type = words.map(\.text)
        if let blockName {
            name = blockName
        } else {
            guard let last = words.last, last.kind == .word else { return nil }
            name = last.text
            type.removeLast()
        }
        attributes.availability = attributes.availability.inheriting(regionAvailability)
        return .init(
            kind: .property, selector: name, type: type, parameters: [], propertyAttributes: propertyAttributes,
            attributes: attributes, isOptional: optional, assumeNonnull: assumeNonnull, line: line)
    }

    /// `- (ResultType)piece:(Type)name piece:(Type)name MACROS;`
    mutating func method(optional: Bool) -> ObjCHeader.Member? {
        let line = current?.line ?? 0
        let isClass = current?.text == "+"
        position += 1
        let result = current?.text == "(" ? group().map(\.text) : ["id"]
        var selector = ""
        var parameters: [ObjCHeader.Parameter] = []
        var attributes = ObjCHeader.Attributes()
        while let token = current, token.text != ";" && token.text != "{" {
            if token.text == "@end" { return nil }
            if attribute(into: &attributes) { continue }
            if token.kind == .word, peek(1)?.text == ":" {
                position += 2
                let type = current?.text == "(" ? group().map(\.text) : ["id"]
                let name = current?.kind == .word ? current!.text : ""
                if current?.kind == .word { position += 1 }
                selector += token.text + ":"
                parameters.append(.init(selectorPiece: token.text, type: type, name: name))
                continue
            }
            if token.text == ":" {
                // An unnamed piece: `- (void)foo:(id)a :(id)b`.
                position += 1
                let type = current?.text == "(" ? group().map(\.text) : ["id"]
                let name = current?.kind == .word ? current!.text : ""
                if current?.kind == .word { position += 1 }
                selector += ":"
                parameters.append(.init(selectorPiece: "", type: type, name: name))
                continue
            }
            if token.kind == .word, selector.isEmpty, parameters.isEmpty {
                selector = token.text
                position += 1
                continue
            }
            if token.text == "," && peek(1)?.text == "." {
                // Variadic `, ...`.
                position += 4
                continue
            }
            position += 1
        }
        if current?.text == "{" { skipBlock() } else { position += 1 }
        attributes.availability = attributes.availability.inheriting(regionAvailability)
        return .init(
            kind: isClass ? .classMethod : .instanceMethod, selector: selector, type: result, parameters: parameters,
            propertyAttributes: [], attributes: attributes, isOptional: optional, assumeNonnull: assumeNonnull,
            line: line)
    }

    /// `typedef NS_ENUM(NSInteger, Name) { A, B API_AVAILABLE(…) = 3 } MACROS;` and
    /// `typedef NSString *Name NS_TYPED_EXTENSIBLE_ENUM MACROS;`; other typedefs are skipped.
    mutating func typedef(attributes leading: ObjCHeader.Attributes) {
        let line = current?.line ?? 0
        position += 1
        guard let head = current else { return }
        let kinds: [String: ObjCHeader.EnumKind] = [
            "NS_ENUM": .enum, "NS_OPTIONS": .options, "NS_CLOSED_ENUM": .closedEnum, "NS_ERROR_ENUM": .errorEnum,
        ]
        if let kind = kinds[head.text] {
            position += 1
            let arguments = group()
            let split = arguments.split { $0.text == "," }
            guard split.count == 2, let name = split[1].last?.text else {
                skipStatement()
                return
            }
            let rawType = split[0].map(\.text).joined(separator: " ")
            var cases: [ObjCHeader.EnumCase] = []
            var attributes = leading
            while attribute(into: &attributes) {}
            if current?.text == "{" {
                position += 1
                while let token = current, token.text != "}" {
                    if token.kind == .word {
                        var caseAttributes = ObjCHeader.Attributes()
                        let caseLine = token.line
                        position += 1
                        while let next = current, next.text != "," && next.text != "}" {
                            if attribute(into: &caseAttributes) { continue }
                            if next.text == "(" {
                                _ = group()
                                continue
                            }
                            position += 1
                        }
                        cases.append(.init(name: token.text, attributes: caseAttributes, line: caseLine))
                    } else {
                        position += 1
                    }
                }
                position += 1
            }
            while let token = current, token.text != ";" {
                if !attribute(into: &attributes) { position += 1 }
            }
            position += 1
            attributes.availability = attributes.availability.inheriting(regionAvailability)
            for index in cases.indices {
                cases[index].attributes.availability = cases[index].attributes.availability.inheriting(
                    attributes.availability)
            }
            enumerations.append(
                .init(kind: kind, name: name, rawType: rawType, cases: cases, attributes: attributes, line: line))
            return
        }
        // typedef NSString * Name NS_TYPED_EXTENSIBLE_ENUM;
        let start = position
        var words: [Token] = []
        var attributes = leading
        var typedKind: ObjCHeader.EnumKind?
        while let token = current, token.text != ";" {
            if token.text == "{" || token.text == "(" {
                position = start
                skipStatement()
                return
            }
            if token.text == "NS_TYPED_EXTENSIBLE_ENUM" || token.text == "NS_EXTENSIBLE_STRING_ENUM" {
                typedKind = .typedExtensible
                position += 1
                continue
            }
            if token.text == "NS_TYPED_ENUM" || token.text == "NS_STRING_ENUM" {
                typedKind = .typed
                position += 1
                continue
            }
            if attribute(into: &attributes) { continue }
            words.append(token)
            position += 1
        }
        position += 1
        guard let typedKind, let name = words.last?.text else { return }
        attributes.availability = attributes.availability.inheriting(regionAvailability)
        enumerations.append(
            .init(
                kind: typedKind, name: name, rawType: words.dropLast().map(\.text).joined(separator: " "), cases: [],
                attributes: attributes, line: line))
    }
}

// MARK: - Availability macros

enum Macros {
    /// Applies `API_AVAILABLE(ios(15.0), tvos(15.0))`, `API_DEPRECATED("…", ios(2.0, 15.0))`,
    /// `API_DEPRECATED_WITH_REPLACEMENT("name", ios(2.0, 15.0))`, `API_UNAVAILABLE(ios, watchos)`,
    /// `API_OBSOLETED("…", ios(2.0, 3.0, 4.0))` and the older `NS_AVAILABLE_IOS(6_0)` forms to the
    /// iOS availability. Only `ios` counts (not `macCatalyst`, `tvos`, `visionos`). A deprecation
    /// at `API_TO_BE_DEPRECATED` (a version Apple has not fixed) is not recorded: Swift imports it
    /// as deprecated in a release of version 100000, so code gets no warning.
    static func apply(_ macro: String, _ arguments: [Token], to availability: inout ObjCHeader.Availability) {
        // Split the arguments at top-level commas.
        var pieces: [[Token]] = [[]]
        var depth = 0
        for token in arguments {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if token.text == "," && depth == 0 {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(token)
            }
        }
        func iosVersions() -> [String]? {
            for piece in pieces where piece.first?.text == "ios" {
                if piece.count == 1 { return [] }
                return piece.dropFirst().filter { $0.kind == .number || $0.kind == .word }.map { version($0.text) }
            }
            return nil
        }
        switch macro {
        case "API_AVAILABLE", "API_AVAILABLE_BEGIN":
            if let versions = iosVersions(), let first = versions.first { availability.introduced = first }
        case "API_DEPRECATED", "API_DEPRECATED_BEGIN", "API_DEPRECATED_WITH_REPLACEMENT":
            guard let versions = iosVersions() else { return }
            if let first = versions.first { availability.introduced = first }
            if versions.count > 1, versions[1] != "API_TO_BE_DEPRECATED" {
                availability.deprecated = versions[1]
                if macro == "API_DEPRECATED_WITH_REPLACEMENT", let name = pieces.first?.first, name.kind == .string {
                    availability.renamed = String(name.text.dropFirst().dropLast())
                }
            }
        case "API_OBSOLETED":
            guard let versions = iosVersions() else { return }
            if let first = versions.first { availability.introduced = first }
            if versions.count > 1 { availability.deprecated = versions[1] }
            if versions.count > 2 { availability.obsoleted = versions[2] }
        case "API_UNAVAILABLE", "API_UNAVAILABLE_BEGIN":
            if pieces.contains(where: { $0.count == 1 && $0[0].text == "ios" }) { availability.unavailable = true }
        case "NS_AVAILABLE_IOS", "NS_CLASS_AVAILABLE_IOS", "NS_ENUM_AVAILABLE_IOS", "UIKIT_AVAILABLE_IOS_ONLY":
            if let first = arguments.first(where: { $0.kind == .number }) {
                availability.introduced = version(first.text)
            }
        case "NS_DEPRECATED_IOS", "NS_ENUM_DEPRECATED_IOS", "NS_CLASS_DEPRECATED_IOS":
            let numbers = arguments.filter { $0.kind == .number }.map { version($0.text) }
            if let first = numbers.first { availability.introduced = first }
            if numbers.count > 1 { availability.deprecated = numbers[1] }
        default: break
        }
    }

    /// `6_0` → `6.0`; `15.0` stays.
    static func version(_ text: String) -> String { text.replacingOccurrences(of: "_", with: ".") }
}
