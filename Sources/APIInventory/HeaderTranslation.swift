/// Turns what ``ObjCHeader`` read into Swift facts, only where the Swift form is certain, and
/// merges them into the inventory built from printed Swift interfaces:
///
/// - **isolation** of each type whose `@interface` or `@protocol` carries `NS_SWIFT_UI_ACTOR`
///   (`@MainActor @preconcurrency`: SE-0337 makes declarations imported from Objective-C
///   `@preconcurrency`, https://github.com/swiftlang/swift-evolution/blob/main/proposals/0337-support-incremental-migration-to-concurrency-checking.md),
///   given to the type and its functions, initializers, properties and subscripts;
/// - **availability** of an entry already in the inventory, matched by type and Swift name: the
///   headers are a later SDK than the printed interface, so their deprecation, obsoletion and
///   replacement win (a deprecation after the interface's release exists only there); their
///   `introduced` fills one the interface left empty, and where the two disagree the header's
///   wins when the member states it itself (the printed interface leaves out some members'
///   `@available` and then shows the type's: `UILabel.lineBreakStrategy` is iOS 14.0, printed
///   without one), the interface's otherwise; every disagreement is listed;
/// - **new entries** for declarations the inventory lacks, translated by the importer's
///   documented rules only where nothing is left to guess: `NS_SWIFT_NAME` given; properties
///   (`getter=isX` → `isX`); methods without arguments; classes, protocols and enums with their
///   Swift names and case names (the common word prefix of an `NS_ENUM`'s cases stripped, as
///   "Importing Objective-C into Swift" describes,
///   https://developer.apple.com/documentation/swift/importing-objective-c-into-swift);
///   a class factory becomes an initializer only when `NS_SWIFT_NAME` says so. Everything else is
///   listed in ``untranslated`` with its reason, never guessed.
public struct HeaderTranslation: Sendable {
    /// A header read: the source id of `Inventory/sources.json`, its path there, and its text.
    public struct File: Sendable {
        public var source: String
        public var path: String
        public var header: ObjCHeader
        public init(source: String, path: String, header: ObjCHeader) {
            self.source = source
            self.path = path
            self.header = header
        }
    }

    public struct Isolation: Sendable, Equatable {
        public var isolation: String
        public var location: InventoryEntry.SourceLocation
    }

    /// A declaration whose Swift form is not certain, with where it is and why.
    public struct Untranslated: Sendable, Equatable, Comparable {
        public var type: String
        public var declaration: String
        public var location: InventoryEntry.SourceLocation
        public var reason: String
        public static func < (a: Self, b: Self) -> Bool {
            (a.location.path, a.location.line, a.declaration) < (b.location.path, b.location.line, b.declaration)
        }
    }

    /// A header's fact about a member: its Swift name on its Swift type, and its availability.
    struct MemberFact {
        var type: String
        var name: String
        var isStatic: Bool
        var availability: ObjCHeader.Availability
        var location: InventoryEntry.SourceLocation
        /// The member states its own `introduced` (rather than taking its type's).
        var explicitIntroduced = false
        /// `NS_SWIFT_NONISOLATED`: imported `nonisolated` in a `@MainActor` type.
        var nonisolated = false
    }

    /// Isolation per Swift type name.
    public private(set) var isolation: [String: Isolation] = [:]
    /// Entries translated with certainty, by id (the first of an id wins).
    public private(set) var entries: [InventoryEntry] = []
    public private(set) var untranslated: [Untranslated] = []
    var facts: [MemberFact] = []
    /// Every method's availability by `type|static|selector`, translated or not: an inventory
    /// entry whose Swift name spells its selector plainly (below) is matched by it.
    var selectorFacts: [String: MemberFact] = [:]
    /// Objective-C type name → Swift type name, for the types read.
    var swiftNames: [String: String] = [:]
    var enumNames: Set<String> = []
    /// Objective-C types the API notes hide (`SwiftPrivate`) or make unavailable to Swift.
    var hidden: [String: String] = [:]
    let apiNotes: APINotes

    /// What a merge changed, for the build's summary.
    public struct MergeReport: Sendable, Equatable {
        public var added = 0
        public var addedPerType: [String: Int] = [:]
        public var isolated = 0
        public var deprecationsAdded = 0
        public var introducedFilled = 0
        public var introducedDisagreements: [String] = []
        public var renamedAdded = 0
    }

    /// Reads `files`; `knownClasses` are Swift class names the inventory already has (so a
    /// parameter of type `UIView *` can be spelt `UIView`).
    public init(files: [File], apiNotes: APINotes, knownClasses: Set<String> = []) {
        self.apiNotes = apiNotes
        // Swift names of every type first: a type may be used before the header declaring it.
        // The API notes win over the header's NS_SWIFT_NAME, as Clang applies them over it.
        func name(_ objc: String, _ attributes: ObjCHeader.Attributes, note: APINotes.Note?) -> String {
            if let note, note.swiftPrivate {
                hidden[objc] = "SwiftPrivate in the API notes: Swift sees __\(objc), refined by the overlay"
            }
            if let note, note.unavailable { hidden[objc] = "unavailable to Swift in the API notes" }
            return note?.swiftName ?? attributes.swiftName ?? objc
        }
        for file in files {
            for container in file.header.containers where container.kind != .category {
                let note =
                    container.kind == .protocol ? apiNotes.protocols[container.name] : apiNotes.types[container.name]
                swiftNames[container.name] = name(container.name, container.attributes, note: note)
            }
            for enumeration in file.header.enumerations {
                swiftNames[enumeration.name] = name(
                    enumeration.name, enumeration.attributes, note: apiNotes.types[enumeration.name])
                enumNames.insert(enumeration.name)
            }
        }
        var classes = knownClasses
        for file in files {
            for container in file.header.containers where container.kind == .class {
                classes.insert(container.name)
            }
        }
        var seen: Set<String> = []
        for file in files {
            for container in file.header.containers {
                read(container, file: file, classes: classes, seen: &seen)
            }
            for enumeration in file.header.enumerations {
                read(enumeration, file: file, seen: &seen)
            }
        }
        untranslated.sort()
    }

    private mutating func add(_ entry: InventoryEntry, seen: inout Set<String>) {
        if seen.insert(entry.id).inserted { entries.append(entry) }
    }

    private static func availability(_ a: ObjCHeader.Availability) -> InventoryEntry.Availability {
        .init(introduced: a.introduced, deprecated: a.deprecated, obsoleted: a.obsoleted, renamed: a.renamed)
    }

    /// `UIGlassEffect.Style` → (`UIGlassEffect`, `Style`); `UITab` → (``, `UITab`).
    static func split(_ swiftName: String) -> (outer: String, name: String) {
        guard let dot = swiftName.lastIndex(of: ".") else { return ("", swiftName) }
        return (String(swiftName[..<dot]), String(swiftName[swiftName.index(after: dot)...]))
    }

    private mutating func read(
        _ container: ObjCHeader.Container, file: File, classes: Set<String>, seen: inout Set<String>
    ) {
        let location = InventoryEntry.SourceLocation(source: file.source, path: file.path, line: container.line)
        if container.attributes.availability.unavailable { return }
        if let reason = hidden[container.name] {
            if container.kind != .category {
                untranslated.append(
                    .init(
                        type: container.name,
                        declaration: "@\(container.kind == .protocol ? "protocol" : "interface") \(container.name)",
                        location: location, reason: reason))
            }
            return
        }
        let swiftType = swiftNames[container.name] ?? container.name
        if container.kind != .category {
            if container.attributes.uiActor {
                isolation[swiftType] = .init(isolation: "@MainActor @preconcurrency", location: location)
            }
            let (outer, name) = Self.split(swiftType)
            var signature = Signature(kind: container.kind == .protocol ? "protocol" : "class", name: name)
            if container.kind == .class, let superclass = container.superclass, superclass != "NSObject" {
                signature.result = swiftNames[superclass] ?? superclass
            }
            if container.attributes.uiActor { signature.isolation = "@MainActor @preconcurrency" }
            let header = container.kind == .protocol ? "protocol" : "class"
            add(
                InventoryEntry(
                    id: swiftType, type: outer, signature: signature,
                    declaration: "\(header) \(name)" + (signature.result.map { " : \($0)" } ?? ""),
                    availability: Self.availability(container.attributes.availability), source: location),
                seen: &seen)
        }
        let typeAvailability =
            container.kind == .category ? ObjCHeader.Availability() : container.attributes.availability
        for member in container.members {
            var member = member
            let explicitIntroduced = member.attributes.availability.introduced != nil
            member.attributes.availability = member.attributes.availability.inheriting(typeAvailability)
            if member.attributes.availability.unavailable || member.attributes.unavailableEverywhere { continue }
            let memberLocation = InventoryEntry.SourceLocation(source: file.source, path: file.path, line: member.line)
            let objcText = Self.objcText(member)
            if member.kind != .property {
                let isStatic = member.kind == .classMethod
                let key = "\(swiftType)|\(isStatic)|\(member.selector)"
                if selectorFacts[key] == nil {
                    selectorFacts[key] = .init(
                        type: swiftType, name: member.selector, isStatic: isStatic,
                        availability: member.attributes.availability, location: memberLocation,
                        explicitIntroduced: explicitIntroduced, nonisolated: member.attributes.nonisolated)
                }
            }
            func skip(_ reason: String) {
                untranslated.append(
                    .init(type: swiftType, declaration: objcText, location: memberLocation, reason: reason))
            }
            let isClassMember = member.kind == .classMethod || member.isClassProperty
            let note =
                member.kind == .property
                ? apiNotes.property(container.name, isClass: isClassMember, name: member.selector)
                : apiNotes.method(container.name, isClass: isClassMember, selector: member.selector)
            if let note {
                if note.unavailable { continue }
                if note.swiftPrivate {
                    skip("SwiftPrivate in the API notes: Swift sees it with a __ prefix, refined by the overlay")
                    continue
                }
                if let swiftName = note.swiftName { member.attributes.swiftName = swiftName }
            }
            if member.attributes.refinedForSwift {
                skip("NS_REFINED_FOR_SWIFT: Swift sees it as __\(member.selector), refined by the overlay")
                continue
            }
            switch translate(member, on: swiftType, classes: classes) {
            case .failure(let reason):
                skip(reason)
                if let name = certainName(of: member) {
                    facts.append(
                        .init(
                            type: swiftType, name: name,
                            isStatic: member.kind == .classMethod || member.isClassProperty,
                            availability: member.attributes.availability, location: memberLocation,
                            explicitIntroduced: explicitIntroduced, nonisolated: member.attributes.nonisolated))
                }
            case .success(var signature):
                if member.attributes.nonisolated {
                    signature.isolation = "nonisolated"
                } else if container.attributes.uiActor && container.kind != .category {
                    signature.isolation = "@MainActor @preconcurrency"
                }
                facts.append(
                    .init(
                        type: swiftType, name: signature.name, isStatic: signature.isStatic,
                        availability: member.attributes.availability, location: memberLocation,
                        explicitIntroduced: explicitIntroduced, nonisolated: member.attributes.nonisolated))
                let id = InventoryBuilder.entryID(type: swiftType, signature: signature)
                add(
                    InventoryEntry(
                        id: id, type: swiftType, signature: signature, declaration: Self.declaration(signature),
                        availability: Self.availability(member.attributes.availability), source: memberLocation),
                    seen: &seen)
            }
        }
    }

    /// The Swift name of a member when it is certain even though its whole signature is not
    /// (`NS_SWIFT_NAME` given, a property, a method without arguments): enough to match the
    /// inventory's entry for its availability.
    func certainName(of member: ObjCHeader.Member) -> String? {
        if let swiftName = member.attributes.swiftName { return swiftName }
        switch member.kind {
        case .property:
            if let getter = member.getter { return getter.hasPrefix("is") ? getter : nil }
            return member.selector
        case .instanceMethod, .classMethod:
            if member.parameters.isEmpty && !member.selector.hasPrefix("init") && member.selector != "new" {
                return member.selector + "()"
            }
            return nil
        }
    }

    enum Outcome {
        case success(Signature)
        case failure(String)
    }

    /// Objective-C keyword `foo:bar:` form, for the untranslated list.
    static func objcText(_ member: ObjCHeader.Member) -> String {
        switch member.kind {
        case .property: return "@property \(member.type.joined(separator: " ")) \(member.selector)"
        case .instanceMethod: return "-\(member.selector)"
        case .classMethod: return "+\(member.selector)"
        }
    }

    func translate(_ member: ObjCHeader.Member, on swiftType: String, classes: Set<String>) -> Outcome {
        switch member.kind {
        case .property:
            var name = member.selector
            if let swiftName = member.attributes.swiftName {
                name = swiftName
            } else if let getter = member.getter {
                guard getter.hasPrefix("is") else { return .failure("getter=\(getter) is not an isX getter") }
                name = getter
            }
            let nullability = member.propertyAttributes.first {
                ["nullable", "nonnull", "null_resettable", "null_unspecified"].contains($0)
            }
            guard
                case .success(let type) = spelling(
                    of: member.type, nullability: nullability, assumeNonnull: member.assumeNonnull, classes: classes)
            else {
                return .failure("the type \(member.type.joined(separator: " ")) has no certain Swift spelling here")
            }
            var signature = Signature(kind: "var", name: name)
            signature.result = type
            signature.isSettable = !member.isReadonly
            signature.isStatic = member.isClassProperty
            return .success(signature)
        case .instanceMethod, .classMethod:
            let isClass = member.kind == .classMethod
            var base: String
            var labels: [String]
            if let swiftName = member.attributes.swiftName {
                guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else {
                    return .failure("NS_SWIFT_NAME(\(swiftName)) is not a function name")
                }
                base = String(swiftName[..<open])
                labels = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
                    .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
                guard labels.count == member.parameters.count else {
                    return .failure(
                        "NS_SWIFT_NAME(\(swiftName)) names \(labels.count) labels for \(member.parameters.count) arguments"
                    )
                }
            } else {
                guard member.parameters.isEmpty else {
                    return .failure(
                        "arguments without NS_SWIFT_NAME: the importer's word pruning is not re-implemented")
                }
                if member.selector.hasPrefix("init") || member.selector == "new" {
                    return .failure("an initializer without NS_SWIFT_NAME")
                }
                base = member.selector
                labels = []
            }
            let isInit = base == "init"
            if isInit {
                if isClass {
                    // A factory NS_SWIFT_NAME turns into an initializer: its result must be the class.
                    let result = member.type.filter {
                        !["nullable", "nonnull", "_Nullable", "_Nonnull", "*", "__kindof"].contains($0)
                    }
                    let objcClass = swiftNames.first { $0.value == swiftType }?.key ?? swiftType
                    guard result == ["instancetype"] || result == [objcClass] else {
                        return .failure("NS_SWIFT_NAME(init…) on a factory whose result is not the class")
                    }
                }
            }
            var signature = Signature(
                kind: isInit ? "init" : "func", name: base + "(" + labels.map { $0 + ":" }.joined() + ")")
            signature.isStatic = isClass && !isInit
            for (label, parameter) in zip(labels, member.parameters) {
                guard
                    case .success(let type) = spelling(
                        of: parameter.type, nullability: nil, assumeNonnull: member.assumeNonnull, classes: classes)
                else {
                    return .failure(
                        "the parameter type \(parameter.type.joined(separator: " ")) has no certain Swift spelling here"
                    )
                }
                signature.parameters.append(.init(label: label, type: type, hasDefault: false))
            }
            if isInit {
                if member.type.contains("nullable") || member.type.contains("_Nullable") { signature.failability = "?" }
                return .success(signature)
            }
            guard
                case .success(let result) = spelling(
                    of: member.type, nullability: nil, assumeNonnull: member.assumeNonnull, classes: classes)
            else {
                return .failure(
                    "the result type \(member.type.joined(separator: " ")) has no certain Swift spelling here")
            }
            signature.result = result
            return .success(signature)
        }
    }

    enum TypeOutcome {
        case success(String)
        case failure
    }

    /// Value types Swift imports under the same name, and C scalars with their Swift names.
    static let scalars: [String: String] = [
        "BOOL": "Bool", "CGFloat": "CGFloat", "NSInteger": "Int", "double": "Double", "float": "Float",
        "NSTimeInterval": "TimeInterval", "CGRect": "CGRect", "CGSize": "CGSize", "CGPoint": "CGPoint",
        "UIEdgeInsets": "UIEdgeInsets", "NSDirectionalEdgeInsets": "NSDirectionalEdgeInsets", "UIOffset": "UIOffset",
        "CGAffineTransform": "CGAffineTransform", "void": "()", "NSRange": "NSRange",
    ]
    /// Foundation classes Swift bridges to value types.
    static let bridged: [String: String] = [
        "NSString": "String", "NSIndexPath": "IndexPath", "NSURL": "URL", "NSDate": "Date", "NSData": "Data",
        "NSUUID": "UUID", "NSLocale": "Locale", "NSIndexSet": "IndexSet",
    ]

    /// The Swift spelling (as ``TypeSpelling`` spells it) of an Objective-C type, or failure when
    /// it is not certain here.
    func spelling(of tokens: [String], nullability: String?, assumeNonnull: Bool, classes: Set<String>) -> TypeOutcome {
        var words = tokens.filter {
            !["const", "__kindof", "_Null_unspecified", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing"]
                .contains($0)
        }
        var nullable = nullability == "nullable"
        var unspecified = nullability == "null_unspecified"
        let resettable = nullability == "null_resettable"
        var explicit = nullability != nil
        for marker in ["nullable", "_Nullable"] where words.contains(marker) {
            words.removeAll { $0 == marker }
            nullable = true
            explicit = true
        }
        for marker in ["nonnull", "_Nonnull"] where words.contains(marker) {
            words.removeAll { $0 == marker }
            explicit = true
        }
        if tokens.contains("_Null_unspecified") {
            unspecified = true
            explicit = true
        }
        func wrap(_ type: String) -> String {
            if nullable { return type + "?" }
            if resettable || unspecified || (!explicit && !assumeNonnull) { return type + "!" }
            return type
        }
        if words.count == 1, let scalar = Self.scalars[words[0]] { return .success(scalar) }
        if words.count == 1, enumNames.contains(words[0]), let name = swiftNames[words[0]] { return .success(name) }
        if words.count == 1, words[0] == "instancetype" { return .failure }
        if words == ["id"] { return .success(wrap("Any")) }
        if words.count == 4, words[0] == "id", words[1] == "<", words[3] == ">" {
            return .success(wrap(swiftNames[words[2]] ?? words[2]))
        }
        guard words.last == "*" else { return .failure }
        let inner = Array(words.dropLast())
        if inner.count == 1 {
            if let bridged = Self.bridged[inner[0]] { return .success(wrap(bridged)) }
            if classes.contains(inner[0]) { return .success(wrap(swiftNames[inner[0]] ?? inner[0])) }
            if enumNames.contains(inner[0]) { return .failure }
            return .failure
        }
        // NSArray<Element *> *
        if inner.first == "NSArray", inner.count >= 4, inner[1] == "<", inner.last == ">" {
            let element = Array(inner[2..<(inner.count - 1)])
            guard
                case .success(let spelt) = spelling(
                    of: element, nullability: "nonnull", assumeNonnull: true, classes: classes)
            else { return .failure }
            return .success(wrap("[\(spelt)]"))
        }
        return .failure
    }

    private mutating func read(_ enumeration: ObjCHeader.Enumeration, file: File, seen: inout Set<String>) {
        let location = InventoryEntry.SourceLocation(source: file.source, path: file.path, line: enumeration.line)
        if enumeration.attributes.availability.unavailable { return }
        if let reason = hidden[enumeration.name] {
            untranslated.append(
                .init(type: enumeration.name, declaration: enumeration.name, location: location, reason: reason))
            return
        }
        var enumeration = enumeration
        for index in enumeration.cases.indices {
            if let note = apiNotes.enumerators[enumeration.cases[index].name] {
                if note.unavailable { enumeration.cases[index].attributes.availability.unavailable = true }
                if let swiftName = note.swiftName { enumeration.cases[index].attributes.swiftName = swiftName }
            }
        }
        let swiftType = swiftNames[enumeration.name] ?? enumeration.name
        let (outer, name) = Self.split(swiftType)
        let availability = Self.availability(enumeration.attributes.availability)
        switch enumeration.kind {
        case .typedExtensible, .typed:
            var signature = Signature(kind: "struct", name: name)
            signature.result = nil
            add(
                InventoryEntry(
                    id: swiftType, type: outer, signature: signature, declaration: "struct \(name)",
                    availability: availability, source: location),
                seen: &seen)
            return
        case .errorEnum:
            untranslated.append(
                .init(
                    type: swiftType, declaration: "NS_ERROR_ENUM \(enumeration.name)", location: location,
                    reason: "an NS_ERROR_ENUM is imported as an error struct with a nested Code enum"))
            return
        case .enum, .closedEnum, .options:
            break
        }
        let isOptions = enumeration.kind == .options
        let raw: String
        switch enumeration.rawType {
        case "NSInteger": raw = "Int"
        case "NSUInteger": raw = "UInt"
        default:
            untranslated.append(
                .init(
                    type: swiftType, declaration: "\(enumeration.name) : \(enumeration.rawType)", location: location,
                    reason: "raw type \(enumeration.rawType) has no certain Swift spelling here"))
            return
        }
        var typeSignature = Signature(kind: isOptions ? "struct" : "enum", name: name)
        typeSignature.result = nil
        add(
            InventoryEntry(
                id: swiftType, type: outer, signature: typeSignature,
                declaration: isOptions ? "struct \(name) : OptionSet" : "enum \(name) : \(raw)",
                availability: availability, source: location),
            seen: &seen)
        let caseNames = Self.caseNames(enumeration)
        for (enumCase, swiftCase) in zip(enumeration.cases, caseNames) {
            let caseLocation = InventoryEntry.SourceLocation(source: file.source, path: file.path, line: enumCase.line)
            if enumCase.attributes.availability.unavailable { continue }
            guard let swiftCase else {
                untranslated.append(
                    .init(
                        type: swiftType, declaration: enumCase.name, location: caseLocation,
                        reason:
                            "the enum's case names cannot be derived with certainty (a case renamed, deprecated or alone)"
                    ))
                continue
            }
            var signature: Signature
            if isOptions {
                signature = Signature(kind: "var", name: swiftCase)
                signature.isStatic = true
                signature.result = swiftType
            } else {
                signature = Signature(kind: "case", name: swiftCase)
            }
            let id = InventoryBuilder.entryID(type: swiftType, signature: signature)
            facts.append(
                .init(
                    type: swiftType, name: swiftCase, isStatic: isOptions,
                    availability: enumCase.attributes.availability,
                    location: caseLocation))
            add(
                InventoryEntry(
                    id: id, type: swiftType, signature: signature,
                    declaration: isOptions ? "static var \(swiftCase): \(swiftType) { get }" : "case \(swiftCase)",
                    availability: Self.availability(enumCase.attributes.availability), source: caseLocation),
                seen: &seen)
        }
    }

    /// Words of a camel-case name as the importer splits them: `UIButtonTypeSystem` →
    /// `UI`, `Button`, `Type`, `System`; `UIURLSession` → `UIURL`, `Session`.
    static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var result: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let isUpper = character.isUppercase
            let previousLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            let nextLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousUpper = index > 0 && characters[index - 1].isUppercase
            if !current.isEmpty && isUpper && (previousLower || (previousUpper && nextLower)) {
                result.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Swift case names of an enum's cases (nil where not certain): each case's `NS_SWIFT_NAME`,
    /// or its name without the word prefix all cases share, its first word lowercased (an
    /// initialism entirely: `URL` → `url`). Not certain, so nil for every case: a single case (the
    /// importer then also compares with the type's name), or any case renamed or deprecated (the
    /// importer leaves those out of the prefix), or a digit in a case name (how the importer
    /// splits words at digits is not re-implemented).
    static func caseNames(_ enumeration: ObjCHeader.Enumeration) -> [String?] {
        let cases = enumeration.cases.filter { !$0.attributes.availability.unavailable }
        let uncertain =
            cases.count < 2 || cases.contains { $0.name.contains(where: \.isNumber) }
            || enumeration.cases.contains {
                $0.attributes.swiftName != nil
                    || ($0.attributes.availability.deprecated != nil
                        && $0.attributes.availability.deprecated != enumeration.attributes.availability.deprecated)
            }
        if uncertain { return enumeration.cases.map { _ in nil } }
        let split = cases.map { words($0.name) }
        var prefix = split[0]
        for other in split.dropFirst() {
            var count = 0
            while count < prefix.count && count < other.count && prefix[count] == other[count] { count += 1 }
            prefix = Array(prefix.prefix(count))
        }
        return enumeration.cases.map { enumCase in
            var rest = Array(words(enumCase.name).dropFirst(prefix.count))
            if rest.isEmpty { return nil }
            if rest[0].first?.isNumber == true { return nil }
            let first = rest[0]
            if first.allSatisfy({ $0.isUppercase || $0.isNumber }) {
                rest[0] = first.lowercased()
            } else {
                rest[0] = first.prefix(1).lowercased() + first.dropFirst()
            }
            return rest.joined()
        }
    }

    static func declaration(_ signature: Signature) -> String {
        let prefix = signature.isStatic ? "static " : ""
        switch signature.kind {
        case "var":
            return "\(prefix)var \(signature.name): \(signature.result ?? "")"
                + (signature.isSettable ? "" : " { get }")
        case "init":
            let base = "init" + signature.failability
            return base + "(" + signature.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
        default:
            let base = signature.name.split(separator: "(").first.map(String.init) ?? signature.name
            let result = signature.result.map { $0 == "()" ? "" : " -> \($0)" } ?? ""
            return "\(prefix)func \(base)("
                + signature.parameters.map { "\($0.label): \($0.type)" }
                .joined(separator: ", ") + ")" + result
        }
    }

    /// The Objective-C selector a Swift method name spells plainly, when it does: the base name
    /// is the first selector piece, the first label is `_`, and every other label is its piece
    /// (`traitCollectionDidChange(_:)` → `traitCollectionDidChange:`, `setTitle(_:animated:)` →
    /// `setTitle:animated:`, `reloadData()` → `reloadData`). Two Objective-C methods the importer
    /// gives one Swift name would collide, so a header method with that selector on the same type
    /// is the declaration the printed interface shows. Nil for anything else (initializers,
    /// properties, a first label other than `_`).
    static func plainSelector(of signature: Signature) -> String? {
        guard signature.kind == "func", let open = signature.name.firstIndex(of: "("),
            signature.name.hasSuffix(")")
        else { return nil }
        let base = String(signature.name[..<open])
        let labels = signature.name[
            signature.name.index(after: open)..<signature.name.index(before: signature.name.endIndex)
        ]
        .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        if labels.isEmpty { return base }
        guard labels[0] == "_", !labels.dropFirst().contains("_") else { return nil }
        return base + ":" + labels.dropFirst().map { $0 + ":" }.joined()
    }

    /// The inventory with these facts merged in: availability of existing entries, isolation of
    /// every type the headers record, and (with `addingEntries`, which needs the API notes read)
    /// the entries it lacks. Returns what changed.
    public func merge(into inventory: [InventoryEntry], addingEntries: Bool = true) -> (
        entries: [InventoryEntry], report: MergeReport
    ) {
        var report = MergeReport()
        var byID = Dictionary(inventory.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Availability, by type and Swift name; a name with overloads gets the fact on each.
        var factsByKey: [String: MemberFact] = [:]
        for fact in facts {
            let key = "\(fact.type)|\(fact.isStatic)|\(fact.name)"
            if factsByKey[key] == nil { factsByKey[key] = fact }
        }
        for (id, entry) in byID where !entry.signature.isType {
            let key = "\(entry.type)|\(entry.signature.isStatic)|\(entry.signature.name)"
            let bySelector = Self.plainSelector(of: entry.signature).flatMap {
                selectorFacts["\(entry.type)|\(entry.signature.isStatic)|\($0)"]
            }
            guard let fact = factsByKey[key] ?? bySelector else { continue }
            var updated = entry
            let header = fact.availability
            if let deprecated = header.deprecated, updated.availability.deprecated == nil {
                updated.availability.deprecated = deprecated
                report.deprecationsAdded += 1
                if let renamed = header.renamed, updated.availability.renamed == nil {
                    updated.availability.renamed = renamed
                    report.renamedAdded += 1
                }
            }
            if let obsoleted = header.obsoleted, updated.availability.obsoleted == nil {
                updated.availability.obsoleted = obsoleted
            }
            if let introduced = header.introduced {
                if updated.availability.introduced == nil {
                    updated.availability.introduced = introduced
                    report.introducedFilled += 1
                } else if let printed = updated.availability.introduced, printed != introduced {
                    // The header wins when the member states its own version: the printed
                    // interface omits some members' @available and then shows the type's.
                    let winner = fact.explicitIntroduced ? "header" : "interface"
                    if fact.explicitIntroduced { updated.availability.introduced = introduced }
                    report.introducedDisagreements.append(
                        "\(id): interface \(printed), header \(introduced) (\(fact.location.path):\(fact.location.line)); the \(winner)'s kept"
                    )
                }
            }
            byID[id] = updated
        }
        // Type availability: deprecations of whole types.
        for entry in entries where entry.signature.isType {
            guard var existing = byID[entry.id] else { continue }
            if let deprecated = entry.availability.deprecated, existing.availability.deprecated == nil {
                existing.availability.deprecated = deprecated
                existing.availability.renamed = existing.availability.renamed ?? entry.availability.renamed
                report.deprecationsAdded += 1
            }
            if existing.availability.introduced == nil, let introduced = entry.availability.introduced {
                existing.availability.introduced = introduced
                report.introducedFilled += 1
            }
            byID[entry.id] = existing
        }
        // New entries.
        for entry in entries where addingEntries && byID[entry.id] == nil {
            byID[entry.id] = entry
            report.added += 1
            report.addedPerType[entry.signature.isType ? entry.id : entry.type, default: 0] += 1
        }
        // Isolation; a member the header marks NS_SWIFT_NONISOLATED is `nonisolated`.
        for (id, entry) in byID {
            let owner = entry.signature.isType ? entry.id : entry.type
            guard let fact = isolation[owner],
                entry.signature.isType || ["func", "init", "var", "subscript"].contains(entry.signature.kind)
            else { continue }
            if entry.signature.isType && entry.signature.isolation != fact.isolation { report.isolated += 1 }
            var updated = entry
            let key = "\(entry.type)|\(entry.signature.isStatic)|\(entry.signature.name)"
            let memberFact =
                factsByKey[key]
                ?? Self.plainSelector(of: entry.signature).flatMap {
                    selectorFacts["\(entry.type)|\(entry.signature.isStatic)|\($0)"]
                }
            updated.signature.isolation = memberFact?.nonisolated == true ? "nonisolated" : fact.isolation
            if updated.source.source != fact.location.source || updated.source.path != fact.location.path {
                updated.isolationSource = fact.location
            } else {
                updated.isolationSource = nil
            }
            byID[id] = updated
        }
        return (byID.values.sorted { $0.id < $1.id }, report)
    }
}
