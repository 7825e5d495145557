import SwiftParser
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Which earlier declarations a block gets: the ones it uses and does not declare, self-contained,
/// in dependency order; a ❌ block never replaces another block's.
@Suite struct DocumentDeclarationsTests {
    func record(
        _ code: String, at line: Int, _ classification: SpecExample.Classification?,
        in table: inout DocumentDeclarations
    ) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: line + $0)
        }
        table.record(Parser.parse(source: code), lines: lines, classification: classification)
    }

    func borrowed(_ code: String, from table: DocumentDeclarations) -> [String] {
        table.borrowed(by: Parser.parse(source: code)).map(\.name)
    }

    @Test func aBlockGetsWhatItUsesAndDoesNotDeclare() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("struct Planet: Hashable {\n    let name: String\n}", at: 3, nil, in: &table)
        #expect(borrowed("let mars = Planet(name: \"Mars\")", from: table) == ["Planet"])
        #expect(borrowed("struct Planet { let moons: Int }\nlet p = Planet(moons: 2)", from: table).isEmpty)
        #expect(
            borrowed("let list = [1].map { Planet in Planet }", from: table).isEmpty,
            "a closure's parameter is not the type")
    }

    @Test func whatADeclarationUsesComesFirst() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("let width = 2\nlet height = width * 2", at: 1, nil, in: &table)
        record("let width = 3", at: 20, nil, in: &table)
        #expect(borrowed("_ = height", from: table) == ["width", "height"])
        let entries = table.borrowed(by: Parser.parse(source: "_ = height"))
        #expect(entries.map(\.line) == [20, 2])
    }

    @Test func declarationsThatNeedInferenceOrComeFromAnIncorrectBlockAreNotShared() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("func title() -> String { item.name }", at: 1, nil, in: &table)
        #expect(borrowed("_ = title()", from: table).isEmpty, "item is not declared anywhere")
        record("struct Badge { let title: String }", at: 5, .correct, in: &table)
        record("struct Badge { let count: Int }", at: 9, .incorrect, in: &table)
        #expect(table.borrowed(by: Parser.parse(source: "_ = Badge(title: \"a\")")).map(\.line) == [5])
    }
}
