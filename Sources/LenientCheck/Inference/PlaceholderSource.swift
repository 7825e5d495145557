import ExampleRunner
import Foundation
import SpecPages

/// The Swift declarations inference adds around a fragment: the typed placeholder, a section enum
/// and empty subclasses for the guide's own classes. They go into a per-example context,
/// so each is `fileprivate` to its example's file; none conforms an outside type to anything, so two
/// examples never clash.
enum PlaceholderSource {
    static let placeholderType = "__CellSpecPlaceholder"
    static let sectionType = "__CellSpecSection"

    /// A value standing in for a model object the fragment never declares (`item`, `recipe`).
    ///
    /// Any member of it is available (`@dynamicMemberLookup`) and takes the type the context asks
    /// for: `content.text = item.title` reads a `String?`, `if item.isFavorite` a `Bool`. Read where no
    /// type is asked for, a member is another placeholder (the unmarked overload wins), so chains such
    /// as `item.author.name` work. Members can be assigned too (`task.title = "New"`, `delegate = self`), also
    /// through a `let` (`let manager = DownloadManager.shared; manager.delegate = self`): the guide's type
    /// may be a class, whose members are assigned so; the value is dropped. It is `Identifiable` with a fresh `UUID`, so `\.id` works and
    /// placeholders never collide as diffable identifiers. A member read, a call made or a key looked up
    /// twice gives the same value, as the guide's stored property or function would
    /// (`snapshot.reloadItems(store.items)` after appending `store.items`), and a call with other
    /// arguments gives other values (`items(for: section)` for each section): the value's `id` is derived
    /// from the placeholder's, the member's name, the call's arguments or the key (its `derived(_:)`). It can be called (`@dynamicCallable`), so a
    /// method the guide declared elsewhere (`item.formatted(style: .short)`) is a placeholder too. Where
    /// the code asks for an optional (`store.recipe(with: id)!`, `controller.selection?.ids()`), a
    /// member or call is an optional placeholder; where it asks for an array (`store.recipes(matching:
    /// text).sorted { $0.name < $1.name }`), an array of two. Placeholders compare (`Comparable`), so a
    /// sort by a member they give compiles. It can be subscripted by any key (`postStore[postID]?.isRead
    /// = true`, `cache[indexPath]`), giving a placeholder, or an optional one where the code asks for it.
    ///
    /// Its `id` is a `UUID`, or a `String` where the block reads it as one
    /// (``Retyping/identifierType``: `representedID = item.id` with `representedID: String?`).
    static let placeholder = placeholder(identifiedBy: "UUID")

    /// The opening of ``placeholder``'s declaration, whatever its identifier's type.
    static let placeholderOpening = "@dynamicMemberLookup @dynamicCallable fileprivate struct \(placeholderType):"

    /// The identifier types a placeholder's `id` can have, each with a fresh value.
    static let identifierValues = ["UUID": "UUID()", "String": "UUID().uuidString"]

    /// ``placeholder`` with an `id` of `identifier`, one of ``identifierValues``.
    static func placeholder(identifiedBy identifier: String) -> String {
        let value = identifierValues[identifier] ?? "UUID()"
        let order = identifier == "UUID" ? "lhs.id.uuidString < rhs.id.uuidString" : "lhs.id < rhs.id"
        return """
            \(placeholderOpening) Hashable, Sendable, Identifiable, Comparable, CustomStringConvertible {
                var id = \(value)
                var description: String { "placeholder" }
                static func < (lhs: Self, rhs: Self) -> Bool { \(order) }
                func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(placeholderType) { \(placeholderType).derived("\\(id)(\\(\(placeholderType).key(arguments)))") }
                @_disfavoredOverload func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(placeholderType)? { \(placeholderType).derived("\\(id)(\\(\(placeholderType).key(arguments)))") }
                @_disfavoredOverload func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> [\(placeholderType)] { [\(placeholderType).derived("\\(id)(\\(\(placeholderType).key(arguments))) 0"), \(placeholderType).derived("\\(id)(\\(\(placeholderType).key(arguments))) 1")] }
                static func derived(_ seed: String) -> Self { var made = Self(); made.id = \(identifier == "UUID" ? "seeded(seed)" : "seeded(seed).uuidString"); return made }
                static func key(_ arguments: KeyValuePairs<String, Any>) -> String { arguments.map { "\\($0.key):\\(($0.value as? any Identifiable).map { "\\($0.id)" } ?? String(describing: $0.value))" }.joined(separator: ",") }
                static func seeded(_ seed: String) -> UUID {
                    var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
                    for byte in seed.utf8 { first = (first ^ UInt64(byte)) &* 0x100_0000_01b3; second = (second &+ UInt64(byte)) &* 0x9e37_79b9_7f4a_7c15 }
                    let hex = [first, second].map { let digits = String($0, radix: 16); return String(repeating: "0", count: 16 - digits.count) + digits }.joined()
                    let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in String(Array(hex)[range]) }
                    return UUID(uuidString: parts.joined(separator: "-"))!
                }
                subscript(dynamicMember name: String) -> \(placeholderType) { get { \(placeholderType).derived("\\(id).\\(name)") } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> String { get { name } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> String? { get { name } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> Int { get { 0 } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> Double { get { 0 } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> CGFloat { get { 0 } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> Bool { get { false } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> UUID { get { \(identifier == "UUID" ? "id" : "UUID()") } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> Date { get { Date(timeIntervalSince1970: 0) } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> URL? { get { URL(string: "https://example.com/\\(name)") } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> UIImage? { get { UIImage(systemName: "star") } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> NSAttributedString? { get { NSAttributedString(string: name) } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> UIColor { get { .systemBlue } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> UIColor? { get { .systemBlue } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> \(placeholderType)? { get { \(placeholderType).derived("\\(id).\\(name)") } nonmutating set {} }
                @_disfavoredOverload subscript(dynamicMember name: String) -> [\(placeholderType)] { get { [\(placeholderType).derived("\\(id).\\(name) 0"), \(placeholderType).derived("\\(id).\\(name) 1")] } nonmutating set {} }
                @_disfavoredOverload subscript<Object: AnyObject>(dynamicMember name: String) -> Object? { get { nil } nonmutating set {} }
                subscript(_ key: AnyHashable) -> \(placeholderType) { get { \(placeholderType).derived("\\(id)[\\(key)]") } nonmutating set {} }
                @_disfavoredOverload subscript(_ key: AnyHashable) -> \(placeholderType)? { get { \(placeholderType).derived("\\(id)[\\(key)]") } nonmutating set {} }
            }
            """
    }

    /// The placeholder's member lookups, a declaration each (`subscript(dynamicMember name: String) -> Int …`),
    /// which the types inference generates take as their own.
    static let lookups = placeholder.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.contains("(dynamicMember name: String)") }

    /// The types the placeholder's built-in calls already return.
    static let callTypes: Set<String> = Set(
        placeholder.split(separator: "\n").filter { $0.contains("func dynamicallyCall") }.compactMap { line in
            line.range(of: ") -> ").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
        })

    /// `type` with every alias of the placeholder written as the placeholder (`[Mountain]` →
    /// `[__CellSpecPlaceholder]`), to compare with what the placeholder declares.
    static func spelledWithoutAliases(_ type: String, aliases: Set<String>) -> String {
        guard !aliases.isEmpty else { return type }
        var result = ""
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            result += aliases.contains(word) ? placeholderType : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// The placeholder's subscripts by key, which the types inference generates take as their own.
    static let subscripts = placeholder.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.contains("subscript(_ key") }

    /// The types the placeholder's built-in member lookups already return.
    static let lookupTypes: Set<String> = Set(
        lookups.compactMap { line in
            line.range(of: ") -> ").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
        })

    /// An extension giving the placeholder's members and calls more result types, each with its value
    /// (`fatalError("cellspec: elided body")` where the model offers no way to make one, so a run that
    /// reaches it is not checkable, never a finding); nil when there are none. A result of a type
    /// `isolated` names (the model's types, which are the main actor's as UIKit's are) is the main
    /// actor's; any other (`URL`, `NSAttributedString`) is not, so a guide's nonisolated code (a view
    /// model's initializer) can read it.
    ///
    /// `aliases` are the type names inference declared as the placeholder (`typealias Mountain =
    /// __CellSpecPlaceholder`): `[Mountain]` is the placeholder's own `[__CellSpecPlaceholder]`, which it
    /// already has, and is not declared again.
    static func results(
        _ results: [(type: String, value: String)], aliases: Set<String> = [],
        isolated: (String) -> Bool = { _ in true }
    ) -> String? {
        var seen = Set<String>()
        let members = results.flatMap { result -> [String] in
            let spelled = spelledWithoutAliases(result.type, aliases: aliases)
            guard seen.insert(spelled).inserted else { return [] }
            let actor = isolated(result.type) ? "@MainActor " : ""
            let call =
                "\(actor)@_disfavoredOverload func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(result.type) { \(result.value) }"
            let lookup =
                "\(actor)@_disfavoredOverload subscript(dynamicMember name: String) -> \(result.type) { \(result.value) }"
            return (callTypes.contains(spelled) ? [] : [call]) + (lookupTypes.contains(spelled) ? [] : [lookup])
        }
        guard !members.isEmpty else { return nil }
        return "fileprivate extension \(placeholderType) { " + members.joined(separator: "; ") + " }"
    }

    /// An empty subclass standing for one the guide declared elsewhere (`PhotoCell`); any member it
    /// reads or calls (`cell.configure(with: item)`) is a placeholder, and can be assigned through
    /// (`cell.titleLabel.text = photo.title`), or be given an object (`writeController.delegate = self`,
    /// where the guide's class, not shown, declares a delegate property; the object is dropped).
    /// Only these two: with the placeholder's other result types, a call passing an implicit member
    /// (`cell.configure(with: .red)`) would be read as calling a `String`, an error that seems the guide's.
    /// Members the fragment reads on the type itself (`ItemBadgeViewController.badgeElementKind`) are
    /// its static members, made as ``type(named:members:initializers:ownMembers:)`` makes them.
    ///
    /// `properties` are stored properties the guide's class has (`lazy var items: [__CellSpecPlaceholder] = …`),
    /// declared as they are written.
    static func subclass(
        named name: String, of superclass: String, staticMembers: [String] = [], properties: [String] = []
    ) -> String {
        "@dynamicMemberLookup class \(name): \(superclass) { "
            + properties.map { "\($0); " }.joined()
            + "subscript(dynamicMember name: String) -> \(placeholderType) { get { \(placeholderType)() } set {} }; "
            + "@_disfavoredOverload subscript<Object: AnyObject>(dynamicMember name: String) -> Object? { get { nil } set {} }"
            + staticMembers.map { "; " + staticMember($0, of: name) }.joined() + " }"
    }

    /// A member read on a guessed type itself: an uppercase one is a nested type (the placeholder;
    /// `ID` the placeholder's identifier type); one named like an identifier or a kind (`…Kind`,
    /// `…Identifier`, `…ID`, `…Id`, `…Key`, `…Name`, `identifier`) a `String`; any other a placeholder value.
    ///
    /// `type`: the type the compiler asked for where the fragment reads the member
    /// (``Retyping/staticMemberTypes``: `Book.samples` given to a `[Book]`), which it then has, with an
    /// empty array, `nil`, an instance of the type itself, or an elided body as its value.
    static func staticMember(_ member: String, of name: String, type: String? = nil) -> String {
        if let type { return "static var \(member): \(type) { \(value(of: type, in: name)) }" }
        if member == "ID" { return "typealias ID = UUID" }
        if member.first?.isUppercase == true { return "typealias \(member) = \(placeholderType)" }
        // `reuseID`, `cellId`: a reuse identifier, as `reuseIdentifier` is.
        let stringy =
            ["Kind", "Identifier", "Key", "Name", "ID", "Id"].contains { member.hasSuffix($0) }
            || member == "identifier"
        return stringy
            ? "static let \(member) = \"\(name).\(member)\""
            : "static var \(member): \(placeholderType) { \(placeholderType)() }"
    }

    /// A value of `type` that needs nothing the guide does not show: an empty array, `nil`, an
    /// instance of the guessed type `name` itself; otherwise an elided body, so a run that reads it is
    /// not checkable.
    static func value(of type: String, in name: String) -> String {
        if type.hasPrefix("[") && type.hasSuffix("]") { return "[]" }
        if type.hasSuffix("?") { return "nil" }
        if type == name { return "\(name)()" }
        return Elision.filledBody
    }

    /// A type the guide declared elsewhere, used through its own members (`ListViewController.headerKind`,
    /// `MountainsController.Mountain`): a placeholder like the others, with those members. An uppercase
    /// member is a nested type (the placeholder); a member named like an identifier or a kind
    /// (`…Kind`, `…Identifier`, `…Key`, `…Name`) is a `String`; any other is a placeholder value.
    /// Each of `initializers` (argument labels, `_` for none) is an initializer taking anything;
    /// `init(rawValue:)` is failable, as an enum's is.
    ///
    /// `ownMembers` are static members of the type's own type (`SectionLayoutKind.list`, compared with
    /// `layoutKind == .list`), each a distinct value.
    ///
    /// `argumentCases` are the implicit members the fragment passes by label
    /// (`SidebarItem(title: name, kind: .header)` → `["kind": ["header"]]`): an argument written
    /// `.header` needs a type with a static member `header`, which `Any` has not. Each initializer
    /// taking such a label gets a second version whose parameter is an enumeration of those cases
    /// (nested in the type), so both `kind: .header` and `kind: someKind` compile.
    ///
    /// A member named as a shared instance is (``singletonMembers``: `DownloadManager.shared`) is an
    /// instance of the type itself, and the type is then a class: a shared instance is one object that
    /// every user holds (Apple: "Managing a shared resource using a singleton",
    /// https://developer.apple.com/documentation/swift/managing-a-shared-resource-using-a-singleton).
    /// `isClass` makes a class in any case.
    static func type(
        named name: String, members: [String], initializers: [[String]] = [], ownMembers: [String] = [],
        argumentCases: [String: [String]] = [:], isClass: Bool = false, memberTypes: [String: String] = [:]
    ) -> String {
        // `Recipe.ID` is the placeholder's own identifier type, as it is for an undeclared `Recipe`.
        let declarations = members.map {
            singletonMembers.contains($0) && memberTypes[$0] == nil
                ? "static let \($0) = \(name)()" : staticMember($0, of: name, type: memberTypes[$0])
        }
        let isClass = isClass || members.contains { singletonMembers.contains($0) }
        let caseTypes = argumentCases.keys.sorted().map { label in
            enumeration(named: argumentCaseType(label), cases: argumentCases[label, default: []])
        }
        let inits = initializers.flatMap { labels -> [String] in
            let parameters = labels.enumerated().map { "\($1) _\($0): Any" }.joined(separator: ", ")
            if labels == ["rawValue"] { return ["init?(rawValue _0: Any) {}"] }
            guard labels.contains(where: { argumentCases[$0] != nil }) else { return ["init(\(parameters)) {}"] }
            let typed = labels.enumerated().map { index, label in
                "\(label) _\(index): \(argumentCases[label] == nil ? "Any" : argumentCaseType(label))"
            }
            return ["init(\(parameters)) {}", "init(\(typed.joined(separator: ", "))) {}"]
        }
        // A class compares by identity; its members are set as a class's are.
        let head =
            isClass
            ? "final class \(name): Hashable, @unchecked Sendable, Identifiable { let id = UUID(); init() {}; "
                + "static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs === rhs }; "
                + "func hash(into hasher: inout Hasher) { hasher.combine(id) }; "
            : "struct \(name): Hashable, Sendable, Identifiable { var id = UUID(); init() {}; "
        // The placeholder's typed members (`mountain.name` read as a `String`), as its own.
        return "@dynamicMemberLookup @dynamicCallable " + head + inits.map { "\($0); " }.joined()
            + "func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(placeholderType) { \(placeholderType)() }; "
            + (lookups + subscripts).map {
                "\(isClass ? $0.replacingOccurrences(of: "nonmutating set", with: "set") : $0); "
            }
            .joined()
            + ownMembers.map { "static let \($0) = \(name)(); " }.joined()
            + caseTypes.map { "\($0); " }.joined()
            + declarations.joined(separator: "; ") + " }"
    }

    /// An enumeration of the implicit members a fragment passes as one argument (`.photos`, `.albums`),
    /// which that argument's parameter takes.
    static func enumeration(named name: String, cases: [String]) -> String {
        "enum \(name): Hashable, Sendable { case \(cases.map { "`\($0)`" }.joined(separator: ", ")) }"
    }

    /// Static members that name a type's one shared instance (`DownloadManager.shared`, `Store.default`).
    static let singletonMembers: Set<String> = ["shared", "default", "current", "standard", "main", "instance"]

    /// The enumeration a guessed initializer's argument `label` takes when the fragment passes it
    /// implicit members (``type(named:members:initializers:ownMembers:argumentCases:isClass:)``).
    static func argumentCaseType(_ label: String) -> String {
        "__CellSpecArgument_\(label)"
    }

    /// A section identifier type with the cases the fragment names (`.main`, `.favorites`). The
    /// guide's own section type may have more (`section.isSorted`): any other member is read as the
    /// placeholder's are.
    ///
    /// `rawValues`: the fragment makes a section from a number (`Section(rawValue: indexPath.section)`),
    /// so the enumeration has `Int` raw values, its cases numbered in order from 0.
    static func section(named name: String, cases: [String], rawValues: Bool = false) -> String {
        var unique: [String] = []
        for name in cases.isEmpty ? ["main"] : cases where !unique.contains(name) { unique.append(name) }
        // The placeholder's typed members that need nothing but the model (no placeholder, no `id`).
        let typed = lookups.filter {
            $0.hasPrefix("@_disfavoredOverload") && !$0.contains(placeholderType) && !$0.contains("{ id }")
        }
        return
            "@dynamicMemberLookup enum \(name): \(rawValues ? "Int, " : "")Hashable, Sendable, CaseIterable { "
            + "case \(unique.joined(separator: ", ")); "
            + typed.joined(separator: "; ") + " }"
    }
}
