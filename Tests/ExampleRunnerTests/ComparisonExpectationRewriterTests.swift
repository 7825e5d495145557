import SwiftParser
import SwiftSyntax
import Testing

@testable import ExampleRunner

/// `expect(lhs OP rhs)` becomes a harness call that reports both values; anything else is left as written.
@Suite struct ComparisonExpectationRewriterTests {
    func rewritten(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "page.md", tree: tree)
        return ComparisonExpectationRewriter(tree: tree, converter: converter).rewrite(tree, includingTrivia: true)
            ?? source
    }

    @Test func aComparisonPassesBothOperandsTheirTextAndTheColumn() {
        #expect(
            rewritten("  expect(content.text == \"Inbox\", \"the title\")")
                == #"  __cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(content.text) == "Inbox", "the title", expression: "content.text == \"Inbox\"", operation: "==", lhs: "content.text", rhs: "\"Inbox\"", column: 3)"#
        )
    }

    @Test func operatorsAboveComparisonStayInTheirOperand() {
        let text = rewritten("expect(count + 1 >= limit ?? 2)")
        #expect(
            text.hasPrefix(
                "__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(count + 1) >= __cellspecRight(limit ?? 2), expression: \"count + 1 >= limit ?? 2\""
            ))
    }

    /// A literal side takes its type from the other side, as written: `height == 8 + 40 + 8` compares
    /// CGFloats, where a generic wrapper would make the right side an `Int` and compare `AnyHashable`s.
    @Test func literalOperandsAreLeftUnwrapped() {
        #expect(
            rewritten("expect(row.height == 8 + 40 + 8)").hasPrefix(
                "__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(row.height) == 8 + 40 + 8,"))
        #expect(
            rewritten("expect(state != .selected)").hasPrefix(
                "__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(state) != .selected,"))
        #expect(
            rewritten("expect([.x] == options)").hasPrefix(
                "__cellspecExpectComparison(__cellspecComparisonBegins(), [.x] == __cellspecRight(options),"))
    }

    @Test(arguments: [
        "expect(a == b && c == d)", "expect(value == nil)", "expect(try load() == 1)", "expect(await model.count == 2)",
        "expect(flag)", "expect(a == b ? c : d)", "expect(1 == 1)", "expect(x == y, file: \"f\")", "expect(a < b < c)",
        "other(a == b)", "expect(cell.contentView is NoteContentView)", "expect(a // the count\n    == b)",
    ])
    func otherCallsAreLeftAsWritten(source: String) {
        #expect(rewritten(source) == source)
    }

    @Test func aComparisonOverSeveralLinesKeepsItsLines() {
        let source = "expect(\n    first.count\n        == second.count\n)\nlet after = 1"
        let text = rewritten(source)
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(text.hasSuffix("\nlet after = 1"))
        #expect(text.contains("expression: \"first.count == second.count\""))
    }

    @Test func codeWithItsOwnExpectIsLeftAlone() {
        #expect(SpelledNames(Parser.parse(source: "func expect(_ c: Bool) {}\nexpect(a == b)")).declaresExpect)
        #expect(!SpelledNames(Parser.parse(source: "expect(a == b)")).declaresExpect)
        #expect(!SpelledNames(Parser.parse(source: "let expect = 1")).declaresExpect)
    }

    /// Only what is rewritten changes: the code around each call, other calls and text between them
    /// stay byte for byte; an `expect` inside one that is rewritten stays as written.
    @Test func codeAroundTheCallsIsKeptByteForByte() {
        let source = "let a = 1 // first\nexpect(a == b)\n  print(a)  \nexpect(flag)\nexpect(x.count > y.count)\n"
        let text = rewritten(source)
        #expect(
            text.hasPrefix(
                "let a = 1 // first\n__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(a) == __cellspecRight(b),"
            ))
        #expect(
            text.contains(
                ", column: 1)\n  print(a)  \nexpect(flag)\n__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(x.count) >"
            ))
        #expect(text.hasSuffix(", column: 1)\n"))
        let nested = rewritten("expect(items.filter { expect($0 == 1); return true }.count == 2)")
        #expect(
            nested.hasPrefix(
                "__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(items.filter { expect($0 == 1); return true }.count) == 2,"
            ))
        #expect(
            rewritten("expect(flag, { expect(a == b) }())").contains(
                "{ __cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(a)"))
    }
}
