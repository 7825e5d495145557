import SwiftSyntax

extension GenerationContext {
    func documentation(_ entry: InventoryEntry, _ what: String) -> [String] {
        [
            "/// UIKit: `\(entry.declaration.replacingOccurrences(of: "`", with: ""))` (inventory: \(entry.source.source) \(entry.source.path):\(entry.source.line)).",
            "/// \(what)",
        ]
    }

    /// `@available` as UIKit has it (ignored on Linux), and the deprecation Swift reports on Linux
    /// (none for one only announced, ``InventoryEntry/Availability/isSoftDeprecation``).
    func availability(_ availability: InventoryEntry.Availability) -> [String] {
        var lines: [String] = []
        if let introduced = availability.introduced { lines.append("@available(iOS, introduced: \(introduced))") }
        if let deprecated = availability.deprecated {
            let when = deprecated == "yes" ? "" : " \(deprecated)"
            lines.append(
                deprecated == "yes" ? "@available(iOS, deprecated)" : "@available(iOS, deprecated: \(deprecated))")
            // A deprecation only announced draws no warning in Xcode, so none on Linux either.
            if !availability.isSoftDeprecation {
                let renamed = availability.renamed.map { ", renamed: \"\($0)\"" } ?? ""
                lines.append("@available(*, deprecated\(renamed), message: \"deprecated in iOS\(when)\")")
            }
        }
        return lines
    }

    /// The first statement of every generated body: an API introduced after iOS 14 is an
    /// unrecognized selector on an older simulated release (``ModelAvailability``).
    func prologue(_ entry: InventoryEntry) -> [String] {
        guard let introduced = entry.availability.introduced,
            let major = Int(introduced.split(separator: ".").first ?? ""), major > 14
        else { return [] }
        return ["ModelAvailability.require(\"\(entry.apiName)\", introduced: \(major))"]
    }

    /// A value of `type` made without modelling anything (nil, zero, false, empty), or nil when
    /// none can be made.
    func defaultValue(_ type: String, owner: String) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type == "Bool" { return "false" }
        if PlatformNames.numbers.contains(type) { return "0" }
        if type == "String" { return "\"\"" }
        if ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(type) { return ".zero" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            var depth = 0
            for character in type.dropFirst().dropLast() {
                if "[(<".contains(character) { depth += 1 }
                if "])>".contains(character) { depth -= 1 }
                if character == ":", depth == 0 { return "[:]" }
            }
            return "[]"
        }
        if type.hasPrefix("Set<") { return "[]" }
        if let full = resolve(type, in: owner),
            typeEntries[full]?.declaration.contains("OptionSet") == true, !type.contains("<")
        {
            return "[]"
        }
        return nil
    }

    /// The storage of a stored property: `Optional<T>` (a `T!` kept as `T?`), or nil where nothing
    /// can be stored (a protocol, an enum, a static property of a generic type).
    func storage(for entry: InventoryEntry) -> String? {
        guard let decl = entry.parsedDeclaration?.as(VariableDeclSyntax.self),
            let type = decl.bindings.first?.typeAnnotation.map({ propertyType($0.type) })
        else { return nil }
        let owner = ownerName(entry.type)
        switch kind(of: owner) {
        case "class", "struct":
            if entry.signature.isStatic, !ownerGenerics(owner).isEmpty { return nil }
            let kept = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
            return "Optional<\(kept)>"
        default:
            return nil
        }
    }

    /// The value of a named constant: an option set's own bit, a string newtype's value named after
    /// itself (UIKit's raw strings are not in the inventory).
    func constantValue(_ entry: InventoryEntry) -> String? {
        guard entry.signature.kind == "var", entry.signature.isStatic, !entry.signature.isSettable,
            let result = entry.signature.result
        else { return nil }
        let owner = ownerName(entry.type)
        if structFlavor(owner) == "optionset", result == owner {
            let bits = inventory.filter {
                $0.type == entry.type && $0.signature.kind == "var" && $0.signature.isStatic
                    && $0.signature.result == owner
            }.sorted { $0.source.line < $1.source.line }
            let index = bits.firstIndex { $0.id == entry.id } ?? 0
            return "\(owner)(rawValue: 1 << \(index))"
        }
        let modelNewtype = (surface.declarations[result] ?? []).contains {
            $0.signature.name == "init(rawValue:)" && $0.signature.parameters.first?.type == "String"
        }
        let isStringNewtype =
            (structFlavor(result) == "newtype" && rawType(of: result) == "String") || modelNewtype
            || ["NSNotification.Name", "Notification.Name"].contains(result)
        let binding = entry.parsedDeclaration?.as(VariableDeclSyntax.self)?.bindings.first
        if isStringNewtype, let written = binding?.typeAnnotation.map({ propertyType($0.type) }) {
            return "\(written)(rawValue: \"\(entry.apiName)\")"
        }
        return nil
    }

    /// The lines declaring `entry` in `owner`: doc comment, availability, declaration and body.
    func member(_ entry: InventoryEntry, in owner: Owner) -> [String] {
        guard let decl = entry.parsedDeclaration else { return [] }
        let api = entry.apiName
        let ownerType = entry.type.isEmpty ? "" : ownerName(entry.type)
        let declModifiers = modifiers(of: decl)
        let isStatic = declModifiers.contains("static") || declModifiers.contains("class")
        let attributes = availability(entry.availability)
        let record = prologue(entry) + ["ModelFindings.unmodelled(\"\(api)\")"]
        let stop = prologue(entry) + ["ModelFindings.unmodelledStop(\"\(api)\")"]

        func access(_ kind: String) -> String {
            var words: [String] = []
            switch owner {
            case .requirement: break
            case .global, .struct, .enum, .protocolExtension: words.append("public")
            case .class(let open, let final, _):
                if kind == "init" {
                    words.append("public")
                } else if isStatic {
                    words.append(declModifiers.contains("class") && open && !final ? "open" : "public")
                } else {
                    words.append(open && !final ? "open" : "public")
                }
            }
            if isStatic {
                if case .class(let open, let final, _) = owner, declModifiers.contains("class"), open, !final {
                    words.append("class")
                } else if owner != .global {
                    words.append("static")
                }
            }
            for word in ["mutating", "nonmutating"] where declModifiers.contains(word) {
                if case .class = owner { continue }
                words.append(word)
            }
            return words.joined(separator: " ") + (words.isEmpty ? "" : " ")
        }

        func body(returning type: String?, generics: Set<String>) -> ([String], String) {
            guard let type, type != "()", type != "Void" else { return (record, "does nothing") }
            let isGeneric = generics.contains(type) || type == "Self"
            if !isGeneric || type.hasSuffix("?"), let value = defaultValue(type, owner: ownerType) {
                return (record + ["return \(value)"], "returns `\(value)`")
            }
            return (stop, "stops the example: no value of its type can be made")
        }

        func block(_ head: String, _ lines: [String]) -> [String] {
            ["\(head) {"] + indented(lines) + ["}"]
        }

        switch entry.signature.kind {
        case "case":
            return documentation(entry, "Declared from the inventory.") + attributes + [caseLine(entry, decl)]
        case "typealias", "associatedtype":
            guard owner != .protocolExtension else { return [] }
            if let alias = decl.as(TypeAliasDeclSyntax.self) {
                let text = alias.with(\.modifiers, []).trimmedDescription
                let prefix = owner == .requirement ? "" : "public "
                return documentation(entry, "Declared from the inventory.") + attributes + [prefix + text]
            }
            guard owner == .requirement else { return [] }
            return documentation(entry, "Declared from the inventory.") + [decl.trimmedDescription]
        case "func":
            guard let function = decl.as(FunctionDeclSyntax.self) else { return [] }
            let parameters = cleaned(function.signature.parameterClause, defaults: owner != .requirement)
            let head = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
                .with(\.signature, function.signature.with(\.parameterClause, parameters)).trimmedDescription
            if owner == .requirement {
                return documentation(entry, "A requirement.") + attributes + [access("func") + head]
            }
            let generics = MentionedTypes(function).genericParameters.union(ownerGenerics(ownerType))
            let result = function.signature.returnClause?.type.trimmedDescription
            let (lines, what) = body(returning: result, generics: generics)
            return documentation(entry, "Unmodelled: a call records `\(api)` and \(what).") + attributes
                + block(access("func") + head, lines)
        case "init":
            guard let initializer = decl.as(InitializerDeclSyntax.self) else { return [] }
            let parameters = cleaned(initializer.signature.parameterClause, defaults: owner != .requirement)
            var head = initializer.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
                .with(\.signature, initializer.signature.with(\.parameterClause, parameters)).trimmedDescription
            let failable = initializer.optionalMark != nil
            if initializer.optionalMark?.text == "!" { head = head.replacingOccurrences(of: "init!", with: "init?") }
            let required = declModifiers.contains("required")
            if owner == .requirement {
                return documentation(entry, "A requirement.") + attributes + [head]
            }
            var lines: [String]
            var what: String
            switch owner {
            case .class:
                lines = failable ? record + ["return nil"] : ["self.init()"] + record
                what = failable ? "returns nil" : "makes the object with `init()`"
                head = "public " + (required ? "required " : "") + "convenience " + head
            case .struct where newTypes.contains(ownerType):
                lines = failable ? record + ["return nil"] : record
                what = failable ? "returns nil" : "keeps every property at its starting value"
                head = "public " + head
            case .struct:
                lines = failable ? record + ["return nil"] : ["self.init()"] + record
                what = failable ? "returns nil" : "makes the value with `init()`"
                head = "public " + head
            default:
                lines = failable ? record + ["return nil"] : stop
                what = failable ? "returns nil" : "stops the example: no value can be made"
                head = "public " + head
            }
            return documentation(entry, "Unmodelled: a call records `\(api)` and \(what).") + attributes
                + block(head, lines)
        case "subscript":
            guard let subscriptDecl = decl.as(SubscriptDeclSyntax.self) else { return [] }
            let head = subscriptDecl.with(\.attributes, []).with(\.modifiers, []).with(\.accessorBlock, nil)
                .with(\.parameterClause, cleaned(subscriptDecl.parameterClause, defaults: owner != .requirement))
                .trimmedDescription
            let settable = entry.signature.isSettable
            if owner == .requirement {
                return documentation(entry, "A requirement.") + attributes
                    + [access("subscript") + head + (settable ? " { get set }" : " { get }")]
            }
            let (getter, what) = body(
                returning: subscriptDecl.returnClause.type.trimmedDescription,
                generics: MentionedTypes(subscriptDecl).genericParameters.union(ownerGenerics(ownerType)))
            var lines = block("get", getter)
            if settable { lines += block("set", record) }
            return documentation(entry, "Unmodelled: reading records `\(api)` and \(what).") + attributes
                + block(access("subscript") + head, lines)
        default:  // var
            return variable(entry, decl, in: owner, access: access("var"), record: record, body: body)
        }
    }

    func variable(
        _ entry: InventoryEntry, _ decl: DeclSyntax, in owner: Owner, access: String, record: [String],
        body: (String?, Set<String>) -> ([String], String)
    ) -> [String] {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation.map({ propertyType($0.type) })
        else { return [] }
        let name = binding.pattern.trimmedDescription
        let api = entry.apiName
        let settable = entry.signature.isSettable
        let attributes = availability(entry.availability)
        let head = "\(access)var \(name): \(type)"
        func block(_ head: String, _ lines: [String]) -> [String] { ["\(head) {"] + indented(lines) + ["}"] }
        if owner == .requirement {
            let accessors = settable ? " { get set }" : " { get }"
            return documentation(entry, "A requirement.") + attributes + [head + accessors]
        }
        if owner != .protocolExtension, let value = constantValue(entry) {
            let letHead = "\(owner == .global ? "public" : "public static") let \(name): \(type)"
            let what = "A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory)."
            return documentation(entry, what)
                + attributes + ["\(letHead) = \(value)"]
        }
        let ownerType = entry.type.isEmpty ? "" : ownerName(entry.type)
        let (getter, what) = body(type, ownerGenerics(ownerType))
        if settable, owner != .protocolExtension, generated[entry.id] != "unmodelled", let storage = storage(for: entry)
        {
            let bare = name.filter { $0 != "`" }
            let storageName = "modelStored" + bare.prefix(1).uppercased() + bare.dropFirst()
            let staticWord = entry.signature.isStatic ? "nonisolated(unsafe) static " : ""
            let read = ["if let value = \(storageName) { return value }"] + getter
            return [
                "/// Storage of `\(name)`, generated.",
                "private \(staticWord)var \(storageName): \(storage) = nil",
            ]
                + documentation(
                    entry,
                    "Stored: keeps what is set; a read before any set records `\(api)` and \(what) (UIKit's default is not in the inventory)."
                )
                + attributes + block(head, block("get", read) + block("set", ["\(storageName) = newValue"]))
        }
        var lines = block("get", getter)
        if settable { lines += block("set", record) }
        let setting = settable ? "; setting records it too and keeps nothing" : ""
        return documentation(entry, "Unmodelled: reading records `\(api)` and \(what)\(setting).")
            + attributes + block(head, lines)
    }
}

extension GenerationContext {
    /// A parameter list as a generated declaration can write it: without default values where they
    /// are not allowed (a protocol's requirements), each internal name once (the printer repeats some:
    /// `forLeftSegmentState state: …, rightSegmentState state: …`).
    func cleaned(_ clause: FunctionParameterClauseSyntax, defaults: Bool) -> FunctionParameterClauseSyntax {
        var seen: Set<String> = []
        var parameters: [FunctionParameterSyntax] = []
        for (index, parameter) in clause.parameters.enumerated() {
            var parameter = parameter
            if !defaults { parameter = parameter.with(\.defaultValue, nil) }
            let name = (parameter.secondName ?? parameter.firstName).text
            if name != "_", !seen.insert(name).inserted {
                parameter = parameter.with(
                    \.secondName, .identifier("\(name)\(index)", leadingTrivia: .space, trailingTrivia: []))
            }
            parameters.append(parameter)
        }
        return clause.with(\.parameters, FunctionParameterListSyntax(parameters))
    }

    /// A case as the enum can hold it: a payload's default values left out (they may name members
    /// the enum's isolation does not reach); in a model enum with an integer raw type, a raw value
    /// above the model's own, so cases stay distinct (UIKit's raw values are not in the inventory).
    func caseLine(_ entry: InventoryEntry, _ decl: DeclSyntax) -> String {
        guard let caseDecl = decl.as(EnumCaseDeclSyntax.self), let element = caseDecl.elements.first else {
            return decl.trimmedDescription
        }
        var line = "case " + element.name.text
        if let payload = element.parameterClause {
            let parts = payload.parameters.map {
                $0.with(\.defaultValue, nil).with(\.trailingComma, nil).trimmedDescription
            }
            line += "(" + parts.joined(separator: ", ") + ")"
        }
        let owner = ownerName(entry.type)
        if !newTypes.contains(owner), let flags = classFlags[owner], let raw = flags.rawType,
            PlatformNames.numbers.contains(raw), element.parameterClause == nil
        {
            let siblings = inventory.filter {
                $0.type == entry.type && $0.signature.kind == "case" && generated[$0.id] == "case"
            }.sorted { $0.source.line < $1.source.line }
            let index = siblings.firstIndex { $0.id == entry.id } ?? 0
            line += " = \(flags.rawValueCeiling + index)"
        }
        return line
    }
}
