import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// The names the reference model declares, read from its sources with swift-syntax: which type names
/// a fragment can use as they are, and which member names a subclass of a model type inherits.
///
/// Inference uses it to tell a name the model supplies (`UICollectionViewListCell`, `contentView`
/// inside a cell subclass) from one the fragment leaves undefined (`Recipe`, `item`).
public struct ModelVocabulary: Sendable {
    /// Types declared at file scope (and typealiases), such as `UICollectionViewListCell`.
    public var types: Set<String> {
        didSet { lowercasedTypes = Set(types.map { $0.lowercased() }) }
    }
    /// ``types`` in lower case, to find a name that differs from one only in case (`NsCollectionLayoutSection`).
    public private(set) var lowercasedTypes: Set<String>
    /// Every member name declared in a type or extension: methods, properties, enum cases.
    public var members: Set<String>

    /// Members declared in each type and its extensions, by the type's name.
    public var membersByType: [String: Set<String>] = [:]
    /// Each class's superclass (its first inherited type), by the class's name.
    public var superclasses: [String: String] = [:]
    /// How to make a value of each type the model declares, by the type's own (innermost) name, read
    /// from its declarations: the arguments of an initializer whose every parameter without a default
    /// can be written literally (`(elementKind: "kind") { _, _, _ in }`, `()`), an enum's first case
    /// (`.plain`), or a static property of the type's own type (`.systemBlue`). ``value(of:)`` uses it.
    public var makers: [String: String] = [:]
    /// What the toolchain's modules declare (``ToolchainVocabulary``): names inference never supplies.
    public var toolchain = ToolchainVocabulary()
    /// The iOS major release a name first exists in, read from the model's
    /// `@available(iOS, introduced: N)` attributes, for names that exist only from some release:
    /// a file-scope type by its name, a member name by the earliest of its declarations in any type
    /// (a declaration without the attribute counts as always there, and leaves the name out).
    /// ``ReleaseChoice`` uses it.
    public var introduced: [String: Int] = [:]
    /// The model's own public types (named `Model…`) that conform to a UIKit protocol, by the
    /// protocol's name: what stands for a value of the protocol (`ModelLayoutEnvironment` for an
    /// `NSCollectionLayoutEnvironment`). ``value(of:)`` uses it.
    public var conformers: [String: String] = [:]
    /// Members UIKit only announces it will deprecate (`API_TO_BE_DEPRECATED`, which the model declares
    /// as `@available(iOS, deprecated: 100000)`): Swift gives no warning for them, so a guide calling
    /// one "deprecated" gives Apple's advice, not a failure (``LenientJudge``).
    public var announcedDeprecations: Set<String> = []
    /// The parameters of each method the model declares, by type and name (initializers by `init`):
    /// each parameter's argument label (`_` for none) and whether it has a default.
    public var methodParameters: [String: [String: [[Parameter]]]] = [:]
    /// The protocols the model declares at file scope (`UITableViewDataSource`), whose methods a class
    /// adopting them declares as its own members.
    public var protocols: Set<String> = []

    /// A parameter of a model method, as a call meets it.
    public struct Parameter: Hashable, Sendable {
        public var label: String
        public var hasDefault: Bool
        public var isFunction: Bool
    }

    public init(
        types: Set<String>, members: Set<String>, membersByType: [String: Set<String>] = [:],
        superclasses: [String: String] = [:],
        makers: [String: String] = [:]
    ) {
        self.makers = makers
        self.types = types
        self.lowercasedTypes = Set(types.map { $0.lowercased() })
        self.members = members
        self.membersByType = membersByType
        self.superclasses = superclasses
    }

    /// The members a subclass of `type` inherits: those of the type and of its superclasses.
    /// A type the model does not declare may have any member: the answer is every member name.
    public func inheritedMembers(of type: String) -> Set<String> {
        guard types.contains(type) else { return members }
        return ([type] + ancestors(of: type)).reduce(into: []) { $0.formUnion(membersByType[$1] ?? []) }
    }

    /// The superclasses of `type`, nearest first (a cycle in the declarations ends the walk).
    func ancestors(of type: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [type]
        var current = superclasses[type]
        while let superclass = current, seen.insert(superclass).inserted {
            result.append(superclass)
            current = superclasses[superclass]
        }
        return result
    }

    /// An expression of `type` (as the compiler spells it: `UICollectionView.CellRegistration<UICollectionViewListCell, Item>`,
    /// `UICollectionLayoutListConfiguration.Appearance`), made the way the model's declarations allow, or nil.
    public func value(of type: String) -> String? {
        let base = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        guard let name = base.split(separator: ".").last.map(String.init) else { return nil }
        if let maker = makers[name] { return type + maker }
        // A protocol (`any NSCollectionLayoutEnvironment`): the model type standing for it.
        let protocolName = name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
        if let conformer = conformers[protocolName], let maker = makers[conformer], !maker.hasPrefix(".") {
            return conformer + maker
        }
        return nil
    }

    /// The model types that declare `member`, for a value whose member access needs one of them.
    public func types(declaring member: String) -> [String] {
        membersByType.filter { types.contains($0.key) && $0.value.contains(member) }.map(\.key).sorted()
    }

    /// Whether the model declares `type` as a subclass (at any depth) of `ancestor`.
    public func isSubclass(_ type: String, of ancestor: String) -> Bool {
        ancestors(of: type).contains(ancestor)
    }

    /// A type name the model or the toolchain declares.
    public func declares(type name: String) -> Bool {
        types.contains(name) || toolchain.types.contains(name)
    }

    /// Reads every `.swift` file below `sources`, with the toolchain's names.
    public static func read(sources: URL, toolchain: ToolchainVocabulary) -> ModelVocabulary {
        var vocabulary = read(sources: sources)
        vocabulary.toolchain = toolchain
        return vocabulary
    }

    /// ``read(sources:toolchain:)``, once per process while the files below `sources` stay the same.
    ///
    /// Every lenient run needs the model's names, and reading them parses the whole model (hundreds of
    /// files) with swift-syntax. A process that runs many checks — the test suite, `watch`, a
    /// benchmark — reads them again only when a file was added, removed or changed (its path, size or
    /// modification time differs), as a build system decides what to rebuild. Callers that ask at once
    /// share one read: the lock is held while reading.
    public static func remembered(sources: URL, toolchain: ToolchainVocabulary) -> ModelVocabulary {
        let folder = sources.standardizedFileURL
        let fingerprint = Self.fingerprint(of: folder)
        var vocabulary = reads.withLock { reads in
            if let known = reads[folder.path], known.fingerprint == fingerprint { return known.vocabulary }
            let vocabulary = read(sources: folder)
            reads[folder.path] = (fingerprint, vocabulary)
            return vocabulary
        }
        vocabulary.toolchain = toolchain
        return vocabulary
    }

    /// What this process has read, by the sources' folder, with the files' fingerprint at the time.
    private static let reads = Locked<[String: (fingerprint: [String], vocabulary: ModelVocabulary)]>([:])

    /// Each `.swift` file below `folder` as its path, size and modification time, in path order.
    static func fingerprint(of folder: URL) -> [String] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.map { file in
            let values = try? file.resourceValues(forKeys: Set(keys))
            let modified = values?.contentModificationDate?.timeIntervalSinceReferenceDate ?? -1
            return "\(file.path) \(values?.fileSize ?? -1) \(modified)"
        }.sorted()
    }

    /// Reads every `.swift` file below `sources`.
    public static func read(sources: URL) -> ModelVocabulary {
        let collector = Collector(viewMode: .sourceAccurate)
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            collector.walk(Parser.parse(source: text))
        }
        var vocabulary = ModelVocabulary(
            types: collector.types, members: collector.members, membersByType: collector.membersByType,
            superclasses: collector.superclasses, makers: collector.makers())
        vocabulary.introduced = collector.introduced.filter { $0.value > 0 }
        vocabulary.conformers = collector.conformers
        vocabulary.announcedDeprecations = collector.announcedDeprecations
        vocabulary.methodParameters = collector.methodParameters
        vocabulary.protocols = collector.protocols
        return vocabulary
    }

    /// Whether a method `member` that `type` declares or inherits can take a call written as `call`:
    /// its labels in order, a parameter with a default left out, closures trailing it for the last
    /// function parameters. Nil when the model declares no such method on `type` (a property, or a
    /// member the model lacks): then nothing is known either way.
    func accepts(_ call: FreeNames.CallShape, _ member: String, of type: String) -> Bool? {
        let declarations = ([type] + ancestors(of: type)).flatMap { methodParameters[$0]?[member] ?? [] }
        guard !declarations.isEmpty else { return nil }
        return declarations.contains { Self.matches(call, $0) }
    }

    /// The protocols the model declares a method `name` with exactly `labels` in (`tableView` with
    /// `_`, `canMoveRowAt` is `UITableViewDataSource`'s): what a class declaring such a method adopts.
    func protocols(declaring name: String, labels: [String]) -> [String] {
        protocols.sorted().filter { type in
            (methodParameters[type]?[name] ?? []).contains { $0.map(\.label) == labels }
        }
    }

    static func matches(_ call: FreeNames.CallShape, _ parameters: [Parameter]) -> Bool {
        var remaining = parameters[...]
        for label in call.labels {
            while let next = remaining.first, next.label != label, next.hasDefault { remaining = remaining.dropFirst() }
            guard remaining.first?.label == label else { return false }
            remaining = remaining.dropFirst()
        }
        // What is left is given by the trailing closures (function parameters, in order) or left to its defaults.
        var closures = call.trailingClosures
        for parameter in remaining {
            if closures > 0, parameter.isFunction {
                closures -= 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return closures == 0
    }

    private final class Collector: SyntaxVisitor {
        var types = Set<String>()
        var members = Set<String>()
        var membersByType: [String: Set<String>] = [:]
        var superclasses: [String: String] = [:]
        /// Ways to make a value, by type, in order of preference: initializer arguments, first case, own-typed static.
        var initializers: [String: String] = [:]
        var firstCases: [String: String] = [:]
        var ownStatics: [String: String] = [:]
        /// Function typealiases (`Handler`) by name, with their parameter count.
        var closureAliases: [String: Int] = [:]
        var protocols = Set<String>()
        var pendingInitializers: [(type: String, parameters: FunctionParameterListSyntax)] = []

        func makers() -> [String: String] {
            for (type, parameters) in pendingInitializers where initializers[type] == nil {
                if let arguments = literalArguments(parameters) { initializers[type] = arguments }
            }
            return ownStatics.merging(firstCases) { $1 }.merging(initializers) { $1 }
        }

        /// `(elementKind: "kind") { _, _, _ in }` for `init(elementKind: String, handler: @escaping Handler)`,
        /// nil when a parameter without a default is of a type that cannot be written literally.
        private func literalArguments(_ parameters: FunctionParameterListSyntax) -> String? {
            var arguments: [String] = []
            var trailing: String?
            for (index, parameter) in parameters.enumerated() where parameter.defaultValue == nil {
                var type = parameter.type.trimmedDescription
                for prefix in ["@escaping ", "@MainActor ", "@Sendable "] {
                    type = type.replacingOccurrences(of: prefix, with: "")
                }
                let literal: String
                switch type {
                case "String": literal = "\"\(parameter.firstName.text)\""
                case "Int", "CGFloat", "Double", "Float", "TimeInterval": literal = "0"
                case "Bool": literal = "false"
                case _
                where (firstCases.merging(ownStatics) { first, _ in first })[
                    String(type.split(separator: ".").last ?? "")] != nil:
                    // A model enum or a type with an own-typed static: its first case (`appearance: .plain`).
                    literal = (firstCases.merging(ownStatics) { first, _ in first })[
                        String(type.split(separator: ".").last ?? "")]!
                default:
                    let count =
                        closureAliases[type] ?? parameter.type.as(AttributedTypeSyntax.self)?.baseType.as(
                            FunctionTypeSyntax.self)?.parameters.count
                        ?? parameter.type.as(FunctionTypeSyntax.self)?.parameters.count
                    guard let count, index == parameters.count - 1 else { return nil }
                    trailing =
                        "{ " + (count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in ")
                        + "}"
                    continue
                }
                let label = parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): "
                arguments.append(label + literal)
            }
            if let trailing {
                return (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + " " + trailing
            }
            return "(\(arguments.joined(separator: ", ")))"
        }

        /// The enclosing types, innermost last.
        private var stack: [String] = []
        private var depth: Int { stack.count }
        /// Each name's earliest iOS release over its declarations (0: one declaration has none).
        var introduced: [String: Int] = [:]

        private func recordRelease(_ name: String, _ attributes: AttributeListSyntax) {
            let release = Self.introducedRelease(attributes) ?? 0
            introduced[name] = min(introduced[name] ?? .max, release)
        }

        /// N of `@available(iOS, introduced: N)` among `attributes`.
        static func introducedRelease(_ attributes: AttributeListSyntax) -> Int? {
            iOSRelease("introduced", in: attributes)
        }

        /// The major release an `@available(iOS, …)` attribute among `attributes` gives `label`
        /// (`introduced`, `deprecated`).
        static func iOSRelease(_ label: String, in attributes: AttributeListSyntax) -> Int? {
            for case .attribute(let attribute) in attributes
            where attribute.attributeName.trimmedDescription == "available" {
                guard case .availability(let arguments) = attribute.arguments,
                    arguments.first?.argument.trimmedDescription == "iOS"
                else { continue }
                for argument in arguments {
                    if case .availabilityLabeledArgument(let labeled) = argument.argument,
                        labeled.label.text == label,
                        let major = labeled.value.trimmedDescription.split(separator: ".").first.flatMap({ Int($0) })
                    {
                        return major
                    }
                }
            }
            return nil
        }

        private func declareMember(_ name: String, _ attributes: AttributeListSyntax? = nil) {
            members.insert(name)
            if let owner = stack.last { membersByType[owner, default: []].insert(name) }
            recordRelease(name, attributes ?? [])
            if let attributes, Self.isAnnouncedDeprecation(attributes) { announcedDeprecations.insert(name) }
        }

        var announcedDeprecations: Set<String> = []

        /// Whether `attributes` hold `@available(iOS, …, deprecated: 100000…)`: UIKit's `API_TO_BE_DEPRECATED`.
        static func isAnnouncedDeprecation(_ attributes: AttributeListSyntax) -> Bool {
            (iOSRelease("deprecated", in: attributes) ?? 0) >= 100000
        }

        private func declareType(
            _ name: String, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax
        ) -> SyntaxVisitorContinueKind {
            if depth == 0 {
                types.insert(name)
                recordRelease(name, attributes)
            } else {
                declareMember(name, attributes)
            }
            if depth == 0, let first = inheritance?.inheritedTypes.first {
                superclasses[name] = first.type.trimmedDescription
            }
            stack.append(name)
            return .visitChildren
        }

        /// `Model…` public classes by the protocols they conform to (``ModelVocabulary/conformers``).
        var conformers: [String: String] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0, node.name.text.hasPrefix("Model"),
                node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) })
            {
                let inherited = Array(node.inheritanceClause?.inheritedTypes ?? [])
                for type in inherited.dropFirst() {
                    let name = type.type.trimmedDescription
                    let model = node.name.text
                    if let known = conformers[name], known <= model { continue }
                    conformers[name] = model
                }
            }
            return declareType(node.name.text, node.inheritanceClause, node.attributes)
        }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declareType(node.name.text, nil, node.attributes)
        }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declareType(node.name.text, nil, node.attributes)
        }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0 { protocols.insert(node.name.text) }
            return declareType(node.name.text, nil, node.attributes)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if let function = node.initializer.value.as(FunctionTypeSyntax.self),
                function.returnClause.type.trimmedDescription == "Void"
            {
                closureAliases[node.name.text] = function.parameters.count
            }
            if depth == 0 { types.insert(node.name.text) } else { declareMember(node.name.text) }
            return .skipChildren
        }
        /// ``ModelVocabulary/methodParameters``.
        var methodParameters: [String: [String: [[Parameter]]]] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0 { declareMember(node.name.text, node.attributes) }
            if let owner = stack.last {
                methodParameters[owner, default: [:]][node.name.text, default: []].append(
                    parameters(node.signature.parameterClause))
            }
            return .skipChildren
        }
        /// A method's or initializer's parameters as a call meets them: a closure is a parameter whose
        /// type is a function, a closure type alias, or named a handler or provider.
        private func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
            clause.parameters.map { parameter in
                let type = (parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type).trimmedDescription
                return Parameter(
                    label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
                    isFunction: type.contains("->") || closureAliases[type] != nil || type.hasSuffix("Handler")
                        || type.hasSuffix("Provider"))
            }
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let isPublic = node.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
            // Initializers by the name `init`, as `super.init(collectionViewLayout:)` calls them.
            if let owner = stack.last, isPublic {
                methodParameters[owner, default: [:]]["init", default: []].append(
                    parameters(node.signature.parameterClause))
            }
            if let type = stack.last, isPublic, node.optionalMark == nil, node.signature.effectSpecifiers == nil {
                pendingInitializers.append((type, node.signature.parameterClause.parameters))
            }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = stack.last, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }), ownStatics[type] == nil,
                let binding = node.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let annotated = binding.typeAnnotation?.type.trimmedDescription,
                annotated == type || annotated == "Self"
            {
                ownStatics[type] = ".\(name)"
            }
            if depth > 0 {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                        declareMember(name.identifier.text, node.attributes)
                    }
                }
            }
            return .skipChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            if let type = stack.last, firstCases[type] == nil, node.parameterClause == nil {
                firstCases[type] = ".\(node.name.text)"
            }
            declareMember(node.name.text, node.parent?.parent?.as(EnumCaseDeclSyntax.self)?.attributes)
            return .skipChildren
        }
    }
}
