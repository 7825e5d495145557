/// Functions the guide declares elsewhere, made from the shapes of the fragment's calls to them.
///
/// A callable placeholder stands for most such functions (`reload()`, `let image = thumbnail(for:
/// item)`). Two uses need more than a value that can be called:
/// - an argument written as an implicit member (`makeSection(for: .photos, columns: 3)`): `.photos`
///   needs a parameter type with a static member `photos`, which a placeholder's `Any` arguments have not;
/// - a call inside a function the fragment declares at the top level, outside any host
///   (`return createSnapshot(.standardItems, items: items)`): no value can be put in scope there.
///
/// For each shape (argument labels in order), two functions: one returning a placeholder (a call whose
/// result is unused or read as a placeholder), and one generic in its result, which takes the type the
/// context asks for (`return`, an argument, an annotated `let`); its body is elided
/// (`fatalError("cellspec: elided body")`), so a run reaching it is not checkable, never a finding.
/// Where the context asks for a value with an empty form (an array, a string, a snapshot or section
/// snapshot: ``emptyValues``), a third overload, more specific, returns that empty value, so the run
/// goes on past the call (`return createSnapshot(.standardItems, items: items)` in a function returning
/// a section snapshot).
/// An argument written as an implicit member takes an enumeration of the members written at that
/// place in the fragment's calls.
enum GuessedFunctions {
    /// Whether `name` is called in a shape a declaration can take (no closure argument).
    static func canDeclare(_ name: String, names: FreeNames) -> Bool {
        names.calledShapes[name] != nil && !names.calledWithClosures.contains(name)
    }

    /// Whether a call of `name` passes an implicit member (`.photos`), which a placeholder cannot take.
    static func passesImplicitMembers(_ name: String, names: FreeNames) -> Bool {
        (names.calledShapes[name] ?? []).contains { $0.contains { $0.implicitMember != nil } }
    }

    /// The declarations standing for `name`: the argument enumerations, then two functions per shape.
    static func declarations(named name: String, shapes: [[FreeNames.CallArgument]]) -> [String] {
        // The implicit members written at each place with each label, across the calls.
        var cases: [String: [String]] = [:]
        for shape in shapes {
            for (index, argument) in shape.enumerated() {
                guard let member = argument.implicitMember else { continue }
                let type = argumentType(name, index: index, label: argument.label)
                if !(cases[type] ?? []).contains(member) { cases[type, default: []].append(member) }
            }
        }
        let enumerations = cases.keys.sorted().map { type in
            PlaceholderSource.enumeration(named: type, cases: cases[type, default: []])
        }
        let functions = shapes.flatMap { shape -> [String] in
            let parameters = shape.enumerated().map { index, argument in
                let type =
                    argument.implicitMember == nil ? "Any" : argumentType(name, index: index, label: argument.label)
                return "\(argument.label) _\(index): \(type)"
            }.joined(separator: ", ")
            return [
                "@discardableResult func \(name)(\(parameters)) -> \(PlaceholderSource.placeholderType) { \(PlaceholderSource.placeholderType)() }",
                "func \(name)<__CellSpecResult>(\(parameters)) -> __CellSpecResult { fatalError(\"cellspec: elided body\") }",
                "func \(name)<__CellSpecResult: \(emptyValueProtocol)>(\(parameters)) -> __CellSpecResult { __CellSpecResult() }",
            ]
        }
        // Calls that differ only in which implicit member they pass share their functions.
        var unique: [String] = []
        for function in functions where !unique.contains(function) { unique.append(function) }
        return enumerations + unique
    }

    static let emptyValueProtocol = "__CellSpecEmptyValue"

    /// The types whose empty value a guessed function returns, and the protocol saying so: what
    /// `init()` makes of them is a value of their own with nothing in it (Apple:
    /// NSDiffableDataSourceSnapshot.init() and NSDiffableDataSourceSectionSnapshot.init() — "creates an
    /// empty snapshot").
    static let emptyValues: [String] = [
        "protocol \(emptyValueProtocol) { init() }",
        "extension Array: \(emptyValueProtocol) {}", "extension Set: \(emptyValueProtocol) {}",
        "extension Dictionary: \(emptyValueProtocol) {}", "extension String: \(emptyValueProtocol) {}",
        "extension NSDiffableDataSourceSnapshot: \(emptyValueProtocol) {}",
        "extension NSDiffableDataSourceSectionSnapshot: \(emptyValueProtocol) {}",
    ]

    /// The enumeration an implicit-member argument of `name` takes at `index`.
    static func argumentType(_ name: String, index: Int, label: String) -> String {
        "__CellSpecArgument_\(name)_\(index)_\(label == "_" ? "unlabeled" : label)"
    }
}
