import Foundation
import SwiftParser
import SwiftSyntax

/// UIKit's own declarations, as the lenient judge asks of them: does UIKit declare a member of this
/// name on this type, or on what the type inherits?
///
/// They are the project's inventory (`Inventory/UIKit.jsonl`, see `Inventory/README.md`): UIKit's
/// Swift interface of the iOS 14.2 SDK, with the types and members Apple's documentation pages list
/// up to iOS 18.4. The model may lack a member UIKit has (a *model gap*); a member neither has is the
/// guide's error, a name UIKit never declared. The answer is "lacks" only when it is sure: the type is
/// in the inventory, and so is every class it inherits from, up to `NSObject`; a member of a protocol
/// the type adopts counts as the type's. A release after the inventory's newest (``newestRelease``)
/// may add members, so the judge does not ask about code of a later release.
public struct UIKitDeclarations: Sendable, Hashable {
    /// Member names (without argument labels) by the full name of the type declaring them.
    public var members: [String: Set<String>] = [:]
    /// Functions' and initializers' full names (`viewIsAppearing(_:)`), by the full name of the type declaring them.
    public var fullNames: [String: Set<String>] = [:]
    /// What each type inherits, as declared: its superclass first, then the protocols it adopts.
    public var inherited: [String: [String]] = [:]
    /// The kinds of the types (`class`, `struct`, `protocol`, …), by full name.
    public var kinds: [String: String] = [:]
    /// The names UIKit declares outside any type: functions, constants, variables and type aliases
    /// (`UIApplicationMain`, `UIFloatRangeZero`).
    public var globals: Set<String> = []
    /// The enum cases, by the full name of the enum declaring them.
    public var cases: [String: Set<String>] = [:]
    /// The newest iOS release the declarations cover.
    public var newestRelease: Int

    /// What the declarations are, as a verdict's explanation names them: the printed interface and the
    /// documentation pages merged into the inventory (`DocumentationMerge`: the iOS 18.4 pages).
    public static let sources = "UIKit's Swift interface and Apple's documentation, to iOS 18.4"

    public init(
        members: [String: Set<String>] = [:], fullNames: [String: Set<String>] = [:],
        inherited: [String: [String]] = [:], kinds: [String: String] = [:], globals: Set<String> = [],
        newestRelease: Int = 18
    ) {
        self.globals = globals
        self.members = members
        self.fullNames = fullNames
        self.inherited = inherited
        self.kinds = kinds
        self.newestRelease = newestRelease
    }

    /// One line of the inventory, as much of it as the question needs.
    private struct Line: Decodable {
        struct Signature: Decodable {
            var kind: String
            var name: String
        }
        var type: String
        var declaration: String
        var signature: Signature
    }

    /// Reads the inventory's JSON lines; a line that does not decode is an error naming its line number.
    public static func read(jsonLines url: URL, newestRelease: Int = 18) throws -> UIKitDeclarations {
        let text = try String(contentsOf: url, encoding: .utf8)
        var result = UIKitDeclarations(newestRelease: newestRelease)
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            let entry: Line
            do {
                entry = try decoder.decode(Line.self, from: Data(line.utf8))
            } catch {
                throw ReadError(file: url.path, line: index + 1, message: "\(error)")
            }
            let name = String(entry.signature.name.prefix { $0 != "(" })
            if ["class", "struct", "enum", "protocol", "actor"].contains(entry.signature.kind) {
                let full = entry.type.isEmpty ? name : "\(entry.type).\(name)"
                result.kinds[full] = entry.signature.kind
                result.inherited[full] = inheritance(of: entry.declaration)
                result.members[full, default: []].formUnion([])
            }
            if entry.type.isEmpty {
                result.globals.insert(name)
            } else {
                result.members[entry.type, default: []].insert(name)
                if entry.signature.kind == "case" { result.cases[entry.type, default: []].insert(name) }
                if entry.signature.name.contains("(") {
                    result.fullNames[entry.type, default: []].insert(entry.signature.name)
                }
            }
        }
        return result
    }

    /// An inventory line that could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): not an inventory entry: \(message)" }
    }

    /// The names a type declaration inherits (`class UICollectionViewListCell : UICollectionViewCell`),
    /// read with swift-syntax, without generic arguments.
    static func inheritance(of declaration: String) -> [String] {
        let tree = Parser.parse(source: declaration)
        guard let item = tree.statements.first?.item.as(DeclSyntax.self),
            let clause = item.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
        else { return [] }
        return clause.inheritedTypes.map { inherited in
            if let identifier = inherited.type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            if let member = inherited.type.as(MemberTypeSyntax.self) {
                return "\(member.baseType.trimmedDescription).\(member.name.text)"
            }
            return inherited.type.trimmedDescription
        }
    }

    /// Whether UIKit surely declares no member `member` on `type`: the type and its whole chain of
    /// superclasses are known (`NSObject` ends it), and neither they nor the protocols any of them
    /// adopts, where known, declare it. Nil when the declarations cannot tell. `member` is a name
    /// (`backgroundConfiguration`, any member of that name) or a function's full name with its
    /// argument labels (`collectionView(_:didSelectItemAt:)`, that function only).
    ///
    /// `NSObject` ends the chain with what UIKit adds to it in categories (`awakeFromNib()` from
    /// `UINibLoading.h`, the accessibility properties), which every UIKit class inherits; as the root
    /// class, its instance methods are class methods too (UIKit's interface lists both
    /// `func awakeFromNib()` and `class func awakeFromNib()`).
    public func lacks(member: String, on type: String) -> Bool? {
        var current = type
        var seen = Set<String>()
        while seen.insert(current).inserted {
            if current == "NSObject" { return !declares(member, in: current, seen: []) }
            guard let kind = kinds[current] else { return nil }
            if declares(member, in: current, seen: []) { return false }
            // Only a class inherits members from another type; its superclass is the first name it inherits.
            guard kind == "class", let first = inherited[current]?.first else { return true }
            switch kinds[first] {
            case "class": current = first
            case "protocol": return true
            default:
                guard first == "NSObject" else { return nil }
                current = first
            }
        }
        return nil
    }

    /// The full names of the functions and initializers any type declares with base name `name`
    /// (`register` gives `register(_:forCellWithReuseIdentifier:)`, `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, …).
    public func functions(named name: String) -> Set<String> {
        Set(fullNames.values.joined().filter { $0.hasPrefix("\(name)(") })
    }

    /// Whether `type`, or a protocol it adopts (at any depth), declares `member`.
    private func declares(_ member: String, in type: String, seen: Set<String>) -> Bool {
        guard !seen.contains(type) else { return false }
        if (member.contains("(") ? fullNames : members)[type]?.contains(member) == true { return true }
        return (inherited[type] ?? []).contains { adopted in
            kinds[adopted] == "protocol" && declares(member, in: adopted, seen: seen.union([type]))
        }
    }

    /// The UIKit member whose name the guide's `member` is a variant of — one name holds the other
    /// as most of it (`configurationPreferringMulticolor` and `preferringMulticolor()`,
    /// `leadingSwipeActionsConfiguration` and `leadingSwipeActionsConfigurationProvider`), or they differ
    /// by a slip of one or two letters — as `Type.member`, the closest in length: first on `type` and what
    /// it inherits, then the same name on a kin of `type`, then on any type. Nil when UIKit has no
    /// such name: then the member may be the app's own or a library's (`snp`), not a UIKit name gone wrong.
    ///
    /// A kin is a class that shares an ancestor with `type` below `UIResponder` and is not its subclass:
    /// `textLabel`, `UITableViewCell`'s, written for a `UICollectionViewCell` (both views), or `rowHeight`,
    /// `UITableView`'s, for a `UICollectionView` (both scroll views), is a member of one UIKit class
    /// written for its kin. The same name on an unrelated type (`top` of `UIEdgeInsets`, for a `top` an
    /// app's extension gives its views) or on a subclass (`text` of `UILabel`, for an extension of
    /// `UIView`) says nothing.
    public func counterpart(of member: String, on type: String) -> String? {
        let lowered = member.lowercased()
        func related(_ candidate: String) -> Bool {
            let other = candidate.lowercased()
            guard other != lowered else { return false }
            let (short, long) = other.count < lowered.count ? (other, lowered) : (lowered, other)
            // Held whole, and most of the longer name: `configuration` alone says nothing.
            if short.count >= 8 && short.count * 5 >= long.count * 3 && long.contains(short) { return true }
            return short.count >= 6 && long.count - short.count <= 2 && Self.editDistance(short, long, limit: 2) <= 2
        }
        let chain = superclassChain(of: type)
        // The closest in length among the related names, on the type's own chain first.
        let found = chain.flatMap { owner in (members[owner] ?? []).filter(related).map { (owner, $0) } }
        if let best = Self.closest(found, to: member) { return best }
        let ancestors = Set(chain).subtracting(["UIResponder", "NSObject"])
        let owners = members.keys.sorted()
        if let kin = owners.first(where: { owner in
            guard owner != type, kinds[owner] == "class", members[owner]?.contains(member) == true else { return false }
            let lineage = superclassChain(of: owner)
            return !lineage.contains(type) && lineage.contains(where: ancestors.contains)
        }) {
            return "\(kin).\(member)"
        }
        let anywhere = owners.flatMap { owner in
            (members[owner] ?? []).filter(related).map { (owner, $0) }
        }
        return Self.closest(anywhere, to: member)
    }

    /// The candidate closest in length to `member` (then by owner and name), as `Type.member`.
    private static func closest(_ candidates: [(owner: String, name: String)], to member: String) -> String? {
        candidates.min(by: {
            (abs($0.name.count - member.count), $0.owner, $0.name) < (
                abs($1.name.count - member.count), $1.owner, $1.name
            )
        }).map { "\($0.owner).\($0.name)" }
    }

    /// `type`, then its superclass, and so on (a protocol or struct is alone): the types whose members
    /// a value of `type` has, as far as UIKit declares them.
    private func superclassChain(of type: String) -> [String] {
        var chain: [String] = []
        var current: String? = type
        while let name = current, !chain.contains(name), kinds[name] != nil {
            chain.append(name)
            current = kinds[name] == "class" ? inherited[name]?.first : nil
        }
        return chain
    }

    /// The UIKit type whose name the guide's `name` is a slip of, when UIKit declares no type nor
    /// global of that name: the same letters in another case (`UITAbleViewCell` for `UITableViewCell`),
    /// or one letter apart (`UIVuew` for `UIView`; two in a name of ten letters or more). Nil when
    /// UIKit has the name, or none like it: then it may be another framework's or a library's.
    public func typeCounterpart(of name: String) -> String? {
        guard kinds[name] == nil, !globals.contains(name), name.count >= 6 else { return nil }
        let lowered = name.lowercased()
        let limit = name.count >= 10 ? 2 : 1
        // Each candidate ranked once: a difference of case before one of letters, then the fewer slips.
        let ranked = kinds.keys.compactMap { type -> (Int, Int, String)? in
            guard !type.contains("."), abs(type.count - name.count) <= limit else { return nil }
            let rank = (type.lowercased() == lowered ? 0 : 1, Self.editDistance(type, name, limit: limit), type)
            return rank.0 == 0 || rank.1 <= limit ? rank : nil
        }
        return ranked.min { $0 < $1 }?.2
    }

    /// Today's name of `member` on `type` when `member` is the name an older Swift gave a UIKit
    /// member, which Swift now rejects: nil when it is not. The Clang importer still knows the old
    /// names and reports them as renamed (swiftlang/swift, `lib/ClangImporter`: each declaration is also
    /// imported under the names of earlier Swift versions, unavailable, with `renamed:`):
    /// - **A case written with a capital** (`.Horizontal`): Swift 3 lowered the first letter of enum
    ///   cases (SE-0006, "Apply API Guidelines to the Standard Library"; the importer's Swift 3 names);
    ///   today's is the same name with a lower-case first letter.
    /// - **A factory named after its type** (`UIColor.blackColor()`, `UIFont.systemFontOfSize`): Swift 3
    ///   left out the words that repeat the type's name (SE-0005, "Better Translation of Objective-C APIs
    ///   Into Swift"); today's is the name without them (`black`).
    ///
    /// The type is looked up as written and, when the compiler named it otherwise (`UICollectionViewFlowLayout.ScrollDirection`
    /// for UIKit's `UICollectionView.ScrollDirection`), by its last component.
    public func renamedMember(_ member: String, on type: String) -> String? {
        guard let first = member.first, member.count >= 2 else { return nil }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let owners = kinds[type] != nil ? [type] : kinds.keys.filter { $0.hasSuffix("." + last) || $0 == last }.sorted()
        for owner in owners {
            var chain: [String] = []
            var current: String? = owner
            while let name = current, !chain.contains(name), kinds[name] != nil {
                chain.append(name)
                current = kinds[name] == "class" ? inherited[name]?.first : nil
            }
            let declared = chain.flatMap { members[$0] ?? [] }
            if first.isUppercase {
                let lowered = first.lowercased() + member.dropFirst()
                if cases[owner]?.contains(lowered) == true { return "\(owner).\(lowered)" }
            }
            // The type's name words repeated at the end (`blackColor` on `UIColor`), or in the middle
            // before an argument's words (`systemFontOfSize` on `UIFont`: `systemFont`).
            let words = Self.words(of: String(owner.split(separator: ".").last ?? Substring(owner)).dropPrefix())
            for count in stride(from: words.count, through: 1, by: -1) {
                let suffix = words.suffix(count).joined()
                guard let range = member.range(of: suffix, options: .backwards), range.lowerBound > member.startIndex
                else { continue }
                // Without the words (`black` of `blackColor`), or up to them (`systemFont` of `systemFontOfSize`).
                for base in [String(member[..<range.lowerBound]), String(member[..<range.upperBound])]
                where base != member && declared.contains(base) {
                    return "\(owner).\(base)"
                }
            }
        }
        return nil
    }

    /// Today's spelling of `name`, a global an older Swift had and Swift now rejects, or nil:
    /// - **A constructor function** (`UIEdgeInsetsMake`, `CGRectMake`): Swift 3 (Core Graphics) and 4.2
    ///   (UIKit) took them away for the structures' initializers (`CGRect(x:y:width:height:)`,
    ///   `UIEdgeInsets(top:left:bottom:right:)`); the structure is UIKit's or Core Graphics' geometry.
    /// - **A constant moved into its type** (`UICollectionElementKindSectionHeader`,
    ///   `UITableViewAutomaticDimension`): Swift 4.2 nested UIKit's global constants in the types they
    ///   belong to (`UICollectionView.elementKindSectionHeader`, `UITableView.automaticDimension`); the
    ///   type is the one whose name shares the most of the constant's, and declares the rest of it.
    public func renamedGlobal(_ name: String) -> String? {
        guard kinds[name] == nil, !globals.contains(name) else { return nil }
        if name.hasSuffix("Make") {
            let type = String(name.dropLast(4))
            if kinds[type] == "struct" || Self.coreGraphicsGeometry.contains(type) { return "\(type).init" }
        }
        guard name.count > 4, name.prefix(2).allSatisfy(\.isUppercase) else { return nil }
        var best: (shared: Int, name: String)?
        for (owner, declared) in members where !owner.contains(".") {
            let shared = zip(owner, name).prefix { $0 == $1 }.count
            guard shared > 2 else { continue }
            for member in declared {
                guard let first = member.first, first.isLowercase, member.count >= 4 else { continue }
                let capitalised = first.uppercased() + member.dropFirst()
                guard name.hasSuffix(capitalised), name.count - capitalised.count >= shared - 2 else { continue }
                let rest = name.dropLast(capitalised.count)
                // What is left before the member's words is a start of the type's name: `UICollection`
                // of `UICollectionView`, `UITableView` of itself.
                guard owner.hasPrefix(rest) || rest.hasPrefix(owner) else { continue }
                if best == nil || shared > best!.shared { best = (shared, "\(owner).\(member)") }
            }
        }
        return best?.name
    }

    /// Core Graphics' geometry structures, whose `…Make` functions Swift replaced with initializers.
    static let coreGraphicsGeometry: Set<String> = ["CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform"]

    /// A name's words, each starting at a capital: `CollectionView` → `Collection`, `View` (a type's
    /// name without its framework prefix).
    static func words(of name: Substring) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }

    /// The edit distance of two strings, counted up to `limit + 1`: letters inserted, left out or
    /// changed, and two neighbours swapped (`UIVeiw` is one slip from `UIView`), each one.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            // A swap reaches back two rows, so the row before may still lead under the limit.
            if min(current.min() ?? 0, previous.min() ?? 0) > limit { return limit + 1 }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}

extension String {
    /// The name without its framework prefix: `UIColor` → `Color`, `NSLayoutConstraint` → `LayoutConstraint`.
    fileprivate func dropPrefix() -> Substring {
        let prefix = prefix { $0.isUppercase }
        // `UIColor`: the capitals before the last one are the prefix.
        return prefix.count > 1 ? dropFirst(prefix.count - 1) : self[...]
    }
}
