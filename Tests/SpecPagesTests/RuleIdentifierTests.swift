import Foundation
import ModelContract
import Testing

@testable import SpecPages

/// `expect=fault:ID` and `expect=violation:ID` name ids of the catalog; a misspelt or misfiled id is
/// a markup error at the id, with the near miss, not an example that fails for no clear reason.
@Suite struct RuleIdentifierTests {
    func diagnostics(_ info: String) -> [String] {
        SpecPageParser.parse("# Page\n\n```swift incorrect \(info)\nprint(1)\n```\n", path: "page.md").diagnostics.map(
            \.description)
    }

    @Test func aMisspeltIdIsAnErrorAtTheIdWithTheNearMiss() {
        #expect(
            diagnostics("expect=violation:cell.update-lop") == [
                "page.md:3:37: error: no violation has the id 'cell.update-lop' (Spec/README.md lists every id); did you mean 'cell.update-loop'? [markup.unknown-rule]"
            ])
        #expect(
            diagnostics("expect=fault:no.such-rule") == [
                "page.md:3:33: error: no fault has the id 'no.such-rule' (Spec/README.md lists every id) [markup.unknown-rule]"
            ])
    }

    @Test func aViolationExpectedAsAFaultSaysWhichItIs() {
        #expect(
            diagnostics("expect=fault:cell.update-loop") == [
                "page.md:3:33: error: 'cell.update-loop' is a violation, not a fault; write expect=violation:cell.update-loop [markup.unknown-rule]"
            ])
    }

    @Test func everyIdOfTheCatalogIsAccepted() {
        for rule in ModelRule.all {
            #expect(diagnostics("expect=\(rule.severity.rawValue):\(rule.id)") == [], "\(rule.id)")
        }
        #expect(diagnostics("expect=fault:example.uncaught-error") == [])
    }
}
