/// What a caller's code depends on in a declaration, with every type spelt canonically
/// (``TypeSpelling``), so two declarations compare equal exactly when the same call, override or
/// type reference compiles against both.
public struct Signature: Codable, Hashable, Sendable {
    /// `class`, `struct`, `enum`, `protocol` for a type; `init`, `func`, `var`, `subscript`, `case`,
    /// `typealias`, `associatedtype` for a member.
    public var kind: String
    /// `dequeueReusableCell(withReuseIdentifier:for:)`, `contentView`, `init(frame:)`, `CellRegistration`.
    public var name: String
    /// `static` and `class` members alike: both are called on the type.
    public var isStatic: Bool = false
    public var isRequired: Bool = false
    /// `?` for `init?`, `!` for `init!`, empty otherwise.
    public var failability: String = ""
    public var isThrowing: Bool = false
    public var isAsync: Bool = false
    public var isMutating: Bool = false
    public var parameters: [Parameter] = []
    /// The result of a function or subscript, the type of a property, an enum case's payload
    /// (`(CGFloat)`), the aliased type of a typealias.
    public var result: String?
    /// A property's or subscript's setter: `false` for `{ get }` and `let`.
    public var isSettable: Bool = false
    /// Generic parameters with their constraints, renamed by position: `τ0: UICollectionViewCell`.
    public var genericRequirements: [String] = []
    /// `@MainActor`, `@MainActor @preconcurrency`, `nonisolated`; nil when the source does not say.
    public var isolation: String?

    public struct Parameter: Codable, Hashable, Sendable {
        public var label: String
        public var type: String
        public var hasDefault: Bool
        public init(label: String, type: String, hasDefault: Bool) {
            self.label = label
            self.type = type
            self.hasDefault = hasDefault
        }
    }

    public init(kind: String, name: String) {
        self.kind = kind
        self.name = name
    }

    public var isType: Bool { ["class", "struct", "enum", "protocol", "actor"].contains(kind) }

    /// The key overloads are told apart by: the name, and for functions, initializers and subscripts
    /// the parameter types: `register(_: AnyObject.Type?, forCellWithReuseIdentifier: String)`.
    public var key: String {
        let prefix = isStatic ? "static " : ""
        switch kind {
        case "func", "init", "subscript":
            let base = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
            let list = parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
            return "\(prefix)\(base)(\(list))"
        default:
            return prefix + name
        }
    }

    /// The ways `other` (the model's) differs from this (Apple's), in words; empty when none.
    /// Isolation is compared only when this side records one.
    public func differences(from other: Signature) -> [String] {
        var result: [String] = []
        func note(_ what: String, _ mine: String, _ theirs: String) {
            if mine != theirs {
                result.append(
                    "\(what): UIKit \(mine.isEmpty ? "none" : mine), model \(theirs.isEmpty ? "none" : theirs)")
            }
        }
        note("kind", kind, other.kind)
        if isStatic != other.isStatic { result.append(isStatic ? "UIKit's is static" : "the model's is static") }
        if isRequired != other.isRequired {
            result.append(isRequired ? "UIKit's is required" : "the model's is required")
        }
        note("failability", failability, other.failability)
        if isThrowing != other.isThrowing { result.append(isThrowing ? "UIKit's throws" : "the model's throws") }
        if isAsync != other.isAsync { result.append(isAsync ? "UIKit's is async" : "the model's is async") }
        if isMutating != other.isMutating {
            result.append(isMutating ? "UIKit's is mutating" : "the model's is mutating")
        }
        note(
            "parameters", parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", "),
            other.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", "))
        if parameters.count == other.parameters.count {
            for (mine, theirs) in zip(parameters, other.parameters) where mine.hasDefault != theirs.hasDefault {
                result.append(
                    mine.hasDefault
                        ? "UIKit's '\(mine.label)' has a default" : "the model's '\(mine.label)' has a default")
            }
        }
        note("type", result_(self), result_(other))
        if kind == "var" || kind == "subscript", isSettable != other.isSettable {
            result.append(isSettable ? "UIKit's is settable" : "the model's is settable")
        }
        note(
            "generic requirements", genericRequirements.joined(separator: ", "),
            other.genericRequirements.joined(separator: ", "))
        if let isolation, isolation != (other.isolation ?? "") {
            result.append("isolation: UIKit \(isolation), model \(other.isolation ?? "none")")
        }
        return result
    }

    private func result_(_ signature: Signature) -> String { signature.result ?? "" }
}

extension Signature {
    private enum CodingKeys: String, CodingKey {
        case kind, name, isStatic, isRequired, failability, isThrowing, isAsync, isMutating, parameters, result
        case isSettable, genericRequirements, isolation
    }

    /// Written without the fields that keep their defaults, so each inventory line says only what is so.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
        if isStatic { try container.encode(true, forKey: .isStatic) }
        if isRequired { try container.encode(true, forKey: .isRequired) }
        if !failability.isEmpty { try container.encode(failability, forKey: .failability) }
        if isThrowing { try container.encode(true, forKey: .isThrowing) }
        if isAsync { try container.encode(true, forKey: .isAsync) }
        if isMutating { try container.encode(true, forKey: .isMutating) }
        if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
        try container.encodeIfPresent(result, forKey: .result)
        if isSettable { try container.encode(true, forKey: .isSettable) }
        if !genericRequirements.isEmpty { try container.encode(genericRequirements, forKey: .genericRequirements) }
        try container.encodeIfPresent(isolation, forKey: .isolation)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        name = try container.decode(String.self, forKey: .name)
        isStatic = try container.decodeIfPresent(Bool.self, forKey: .isStatic) ?? false
        isRequired = try container.decodeIfPresent(Bool.self, forKey: .isRequired) ?? false
        failability = try container.decodeIfPresent(String.self, forKey: .failability) ?? ""
        isThrowing = try container.decodeIfPresent(Bool.self, forKey: .isThrowing) ?? false
        isAsync = try container.decodeIfPresent(Bool.self, forKey: .isAsync) ?? false
        isMutating = try container.decodeIfPresent(Bool.self, forKey: .isMutating) ?? false
        parameters = try container.decodeIfPresent([Parameter].self, forKey: .parameters) ?? []
        result = try container.decodeIfPresent(String.self, forKey: .result)
        isSettable = try container.decodeIfPresent(Bool.self, forKey: .isSettable) ?? false
        genericRequirements = try container.decodeIfPresent([String].self, forKey: .genericRequirements) ?? []
        isolation = try container.decodeIfPresent(String.self, forKey: .isolation)
    }
}

extension Signature.Parameter {
    private enum CodingKeys: String, CodingKey { case label, type, hasDefault }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(type, forKey: .type)
        if hasDefault { try container.encode(true, forKey: .hasDefault) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        type = try container.decode(String.self, forKey: .type)
        hasDefault = try container.decodeIfPresent(Bool.self, forKey: .hasDefault) ?? false
    }
}
