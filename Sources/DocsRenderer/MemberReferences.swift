import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// The members an example's code reaches, read with swift-syntax as Swift reads a use — a call with
/// its argument labels, a property read, an override or a protocol method the example implements —
/// so that ``APIUsage`` can tell the overloads of one name apart (`register(_:forCellWithReuseIdentifier:)`
/// from `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, and the `UINib` overload from
/// the class one by the argument written) and never counts a local value for a member of the same
/// name (a closure's `indexPath` is not `indexPath(for:)`).
///
/// It reads syntax, not types: where only the types of the arguments would tell two overloads
/// apart, the use counts for neither (``APIUsage`` errs on the side of saying less).
struct MemberReferences: Equatable {
    /// One use of a member by name.
    struct Reference: Hashable {
        /// The base name: `register`, `text`, `init`.
        var name: String
        /// A call's or a declaration's argument labels in order (nil for an unlabelled one); nil for a
        /// property read or a reference without labels.
        var labels: [String?]?
        /// Whether the labels are all there is: a declaration's or a reference's (`register(_:for:)`)
        /// are; a call's may leave out defaulted parameters and end in trailing closures.
        var isExact = false
        /// What each explicit argument of a call is, as far as its syntax tells (see ``Shape``).
        var shapes: [Shape] = []
        /// The trailing closures after the parentheses: the first has no label, the others theirs.
        var trailingClosureLabels: [String?] = []
        /// For an initializer written `Name(…)`: the type it makes.
        var typeName: String?
        /// Whether the call is awaited (`await source.apply(snapshot)`): of two overloads that differ
        /// only in `async`, it is the async one; a call not awaited is never an async one.
        var isAwaited = false
    }

    /// What an argument's syntax says about its type.
    enum Shape: Hashable {
        /// `Cell.self`: a metatype, for a parameter of type `AnyClass` or `T.Type`.
        case metatype
        /// `UINib(nibName: …)`: a value of the named type.
        case instance(of: String)
        /// A closure literal.
        case closure
        /// Anything else: a name, a literal, a call of a function.
        case unknown
    }

    private(set) var references: Set<Reference> = []

    /// Each example's references by its link from the root (`page.html#example-ID`), read from its
    /// lines, hidden ones included (as ``SearchIndex/exampleIdentifiers(layout:report:)`` reads identifiers).
    static func byExample(layout: SiteLayout, report: SuiteReport) -> [String: MemberReferences] {
        var references: [String: MemberReferences] = [:]
        for page in layout.pages {
            for result in report.results(forPage: page.path) {
                let example = result.example
                references["\(layout.outputPath(for: page))#\(example.anchor)"] = MemberReferences(
                    code: example.lines.map(\.text).joined(separator: "\n"))
            }
        }
        return references
    }

    /// The references of `code`, one Swift source (an example's lines, hidden ones included).
    init(code: String) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: code))
        references = visitor.references.filter { reference in
            // A bare name the example itself binds (a parameter, a `let`, a closure's argument) is that
            // value, not a member.
            !(reference.isBare && visitor.boundNames.contains(reference.reference.name))
        }
        .reduce(into: Set()) { $0.insert($1.reference) }
    }

    /// Which of `members` (a type's members as the API reference lists them: base name and
    /// declaration) the code uses, by index: each reference counts for the one member of its name
    /// whose parameters accept its labels and argument shapes, and for none when syntax alone leaves
    /// two (`register(cell, forCellWithReuseIdentifier:)` with a `cell` of unknown type). An
    /// initializer counts only through a reference that names `type` (`UIThing(…)`, `UIThing.init(…)`).
    func usedMembers(_ members: [(name: String, declaration: String)], of type: String) -> Set<Int> {
        let signatures = members.map { Self.signature(of: $0.declaration) }
        let typeName = type.split(separator: ".").last.map(String.init)
        var used: Set<Int> = []
        for reference in references {
            if reference.name == "init", reference.typeName == nil || reference.typeName != typeName { continue }
            var fits = members.indices.filter { index in
                guard members[index].name == reference.name else { return false }
                guard let parameters = signatures[index].parameters else { return reference.labels == nil }
                guard let labels = reference.labels else { return false }
                return Self.matches(reference, labels: labels, parameters: parameters)
            }
            if reference.labels != nil, !reference.isExact {
                if !reference.isAwaited {
                    fits.removeAll { signatures[$0].isAsync }
                } else if fits.contains(where: { signatures[$0].isAsync }) {
                    fits.removeAll { !signatures[$0].isAsync }
                }
            }
            if fits.count == 1 { used.insert(fits[0]) }
        }
        return used
    }

    /// A declaration's parameters (``parameters(of:)``) and whether it is `async`.
    static func signature(of declaration: String) -> (parameters: [Parameter]?, isAsync: Bool) {
        let isAsync =
            Parser.parse(source: declaration).statements.first?.item.as(FunctionDeclSyntax.self)?.signature
            .effectSpecifiers?.asyncSpecifier != nil
        return (parameters(of: declaration), isAsync)
    }

    /// A declared function's, initializer's or subscript's parameters: label, whether it has a
    /// default, and the type as written; nil for a property, a case without associated values or
    /// anything else that takes no arguments.
    static func parameters(of declaration: String) -> [Parameter]? {
        // A case is a declaration only inside an enum.
        let isCase = declaration.hasPrefix("case ") || declaration.hasPrefix("indirect case ")
        let tree = Parser.parse(source: isCase ? "enum E {\n\(declaration)\n}" : declaration)
        guard var item = tree.statements.first?.item else { return nil }
        if isCase, let member = item.as(EnumDeclSyntax.self)?.memberBlock.members.first?.decl {
            item = CodeBlockItemSyntax.Item(member)
        }
        let clause: FunctionParameterClauseSyntax?
        if let function = item.as(FunctionDeclSyntax.self) {
            clause = function.signature.parameterClause
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            clause = initializer.signature.parameterClause
        } else if let enumCase = item.as(EnumCaseDeclSyntax.self),
            let associated = enumCase.elements.first?.parameterClause
        {
            return associated.parameters.map { parameter in
                Parameter(
                    label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
                    hasDefault: parameter.defaultValue != nil, type: parameter.type.trimmedDescription)
            }
        } else {
            clause = nil
        }
        return clause.map { clause in
            clause.parameters.map { parameter in
                Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    hasDefault: parameter.defaultValue != nil, type: parameter.type.trimmedDescription)
            }
        }
    }

    struct Parameter: Equatable {
        var label: String?
        var hasDefault: Bool
        var type: String

        /// Whether a closure can be passed for it: its type is a function type.
        var takesClosure: Bool { type.contains("->") }

        /// Whether it takes a metatype: `AnyClass`, `T.Type`, or `Any`.
        var takesMetatype: Bool {
            type.contains("AnyClass") || type.contains(".Type") || type == "Any" || type == "Any?"
        }

        /// Whether an argument of `shape` can be passed for it, as far as syntax tells: a metatype for
        /// a metatype, a made value (`UINib(…)`) for anything but a metatype or a function, a closure
        /// for a function.
        func accepts(_ shape: Shape) -> Bool {
            switch shape {
            case .metatype: takesMetatype
            case .instance: !takesClosure && (!takesMetatype || type == "Any" || type == "Any?")
            case .closure: takesClosure || type == "Any" || type == "Any?"
            case .unknown: true
            }
        }
    }

    /// Swift's matching of a call to a declaration, by labels: each written argument takes the next
    /// parameter of its label, skipping defaulted ones; then the trailing closures take the rest
    /// (the first the next parameter that takes a closure, the others theirs by label); every
    /// parameter left must have a default. An exact reference (a declaration, `name(_:for:)`) must
    /// name every parameter.
    static func matches(_ reference: Reference, labels: [String?], parameters: [Parameter]) -> Bool {
        if reference.isExact { return labels == parameters.map(\.label) }
        var next = 0
        for (position, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault { next += 1 }
            guard next < parameters.count, parameters[next].label == label else { return false }
            if position < reference.shapes.count, !parameters[next].accepts(reference.shapes[position]) { return false }
            next += 1
        }
        for (position, label) in reference.trailingClosureLabels.enumerated() {
            if position == 0 {
                while next < parameters.count, !parameters[next].takesClosure, parameters[next].hasDefault { next += 1 }
                guard next < parameters.count, parameters[next].takesClosure else { return false }
            } else {
                while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault {
                    next += 1
                }
                guard next < parameters.count, parameters[next].label == label else { return false }
            }
            next += 1
        }
        return parameters[next...].allSatisfy(\.hasDefault)
    }

    /// Collects references and the names the code binds.
    private final class Visitor: SyntaxVisitor {
        var references: [(reference: Reference, isBare: Bool)] = []
        var boundNames: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.arguments.map { $0.label?.text }
            let shapes = node.arguments.map { Self.shape(of: $0.expression) }
            var trailing: [String?] = node.trailingClosure == nil ? [] : [nil]
            trailing += node.additionalTrailingClosures.map { $0.label.text }
            var reference = Reference(
                name: "", labels: labels, shapes: shapes, trailingClosureLabels: trailing,
                isAwaited: Self.isAwaited(node))
            var isBare = false
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                reference.name = member.declName.baseName.text
                if reference.name == "init", let base = member.base {
                    reference.typeName = base.trimmedDescription.split(separator: ".").last.map(String.init)
                }
            } else if let name = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                let text = name.baseName.text
                if text.first?.isUppercase == true {
                    reference.name = "init"
                    reference.typeName = text
                } else {
                    reference.name = text
                    isBare = true
                }
            } else if let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self),
                let name = generic.expression.as(DeclReferenceExprSyntax.self)
                    ?? generic.expression.as(MemberAccessExprSyntax.self)?.declName
            {
                reference.name = "init"
                reference.typeName = name.baseName.text
            } else {
                return .visitChildren
            }
            references.append((reference, isBare))
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // A call's callee is read with the call (``visit(_:)`` of FunctionCallExprSyntax).
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                return .visitChildren
            }
            references.append((Self.reference(to: node.declName), false))
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
                node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
                node.baseName.text.first?.isLowercase == true
            else { return .visitChildren }
            references.append((Self.reference(to: node), true))
            return .visitChildren
        }

        /// `override func updateConfiguration(using:)`, or a data source method the example
        /// implements: a use of the member with that full name.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { parameter in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            }
            references.append((Reference(name: node.name.text, labels: labels, isExact: true), false))
            for parameter in node.signature.parameterClause.parameters {
                boundNames.insert((parameter.secondName ?? parameter.firstName).text)
            }
            return .visitChildren
        }

        /// `override var isHighlighted: Bool`: a use of the property.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard Self.isOverride(node) else { return .visitChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                references.append((Reference(name: name, labels: nil), false))
            }
            return .visitChildren
        }

        /// A name bound by a `let` or `var` (not an override), `if let`, `for … in` or `case let`.
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            let declaration = node.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            if declaration.map(Self.isOverride) != true { boundNames.insert(node.identifier.text) }
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            for parameter in node.signature.parameterClause.parameters {
                boundNames.insert((parameter.secondName ?? parameter.firstName).text)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            boundNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            boundNames.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        static func isOverride(_ node: VariableDeclSyntax) -> Bool {
            node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        }

        /// `name` or `name(_:for:)`.
        static func reference(to name: DeclReferenceExprSyntax) -> Reference {
            guard let arguments = name.argumentNames else { return Reference(name: name.baseName.text, labels: nil) }
            let labels = arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
            return Reference(name: name.baseName.text, labels: labels, isExact: true)
        }

        /// Whether `call` is the operand of `await` (`await f()`, `try await f()`).
        static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
            var node = call.parent
            while let current = node, current.is(TryExprSyntax.self) || current.is(AwaitExprSyntax.self) {
                if current.is(AwaitExprSyntax.self) { return true }
                node = current.parent
            }
            return false
        }

        static func shape(of expression: ExprSyntax) -> Shape {
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                member.base != nil
            {
                return .metatype
            }
            if expression.is(ClosureExprSyntax.self) { return .closure }
            if let call = expression.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.first?.isUppercase == true
            {
                return .instance(of: name)
            }
            return .unknown
        }
    }
}
