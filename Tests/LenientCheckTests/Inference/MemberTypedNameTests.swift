import SwiftParser
import Testing

@testable import LenientCheck

/// ``MemberTypedName``: the document's one struct that declares every member a block reads of a
/// name, and the form the reads give (an array, an optional, a value).
@Suite struct MemberTypedNameTests {
    let structs: [(name: String, members: Set<String>)] = [
        ("Greenhouse", ["climate", "title", "plants", "Climate"]), ("Plant", ["name", "label"]),
        ("Gardener", ["name", "shift"]),
    ]

    func typed(_ source: String, excluded: Set<String> = []) -> [String: MemberTypedName] {
        let free = FreeNames.find(in: Parser.parse(source: source), vocabulary: ImplicitContextTests.vocabulary)
        return MemberTypedName.find(in: free, structs: structs, excluded: excluded)
    }

    @Test func readsOfElementsMakeAnArray() {
        let found = typed("switch houses[0].climate { default: print(houses.first?.title ?? \"\") }")
        #expect(found["houses"] == MemberTypedName(type: "Greenhouse", form: .array, members: ["climate", "title"]))
        #expect(found["houses"]?.declaredType == "[Greenhouse]")
    }

    /// Elements reach a closure of a higher-order function or a `for` loop's variable: their members
    /// read there are the elements' (`$1` for `reduce`'s element, both parameters of a comparison).
    @Test func readsOfElementsPassedOnMakeAnArray() {
        #expect(typed("let shown = houses.filter { $0.climate != nil }")["houses"]?.declaredType == "[Greenhouse]")
        #expect(typed("let names = beds.map { plant in plant.label }")["beds"]?.declaredType == "[Plant]")
        #expect(typed("let first = beds.sorted { $0.label < $1.name }")["beds"]?.members == ["label", "name"])
        #expect(typed("let all = beds.reduce(into: \"\") { $0 += $1.label }")["beds"]?.members == ["label"])
        #expect(typed("for plant in beds { print(plant.name, plant.label) }")["beds"]?.declaredType == "[Plant]")
        // A closure inside the closure has its own `$0`.
        #expect(typed("let n = beds.map { $0.label.map { $0.climate } }")["beds"]?.members == ["label"])
        // A closure of another kind of call passes no elements.
        #expect(typed("beds.withLock { $0.label }").isEmpty)
    }

    @Test func readsThroughOptionalChainingMakeAnOptional() {
        #expect(typed("print(featured?.label ?? \"\")")["featured"]?.declaredType == "Plant?")
        #expect(typed("print(featured!.label)")["featured"]?.declaredType == "Plant?")
        #expect(typed("print(featured.label)")["featured"]?.declaredType == "Plant")
    }

    /// Members two structs declare decide nothing; a member none declares, a call, a name the
    /// document types otherwise, and reads both with and without `?.` neither.
    @Test func whatDoesNotDecideIsLeftAlone() {
        #expect(typed("print(somebody.name)").isEmpty)
        #expect(typed("print(plant.label, plant.colour)").isEmpty)
        #expect(typed("print(makePlant().label)").isEmpty)
        #expect(typed("print(plant.label)", excluded: ["plant"]).isEmpty)
        #expect(typed("print(plant.label, plant?.name ?? \"\")").isEmpty)
        #expect(typed("print(somebody.shift)")["somebody"]?.type == "Gardener")
    }
}
