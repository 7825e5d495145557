import ArgumentParser
import ModelContract
import SpecPages

/// `cellspec explain ID`: what a rule, a harness finding or a markup diagnostic means, where the
/// behaviour is documented, and which spec page covers it.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Explain a rule id (cell.update-loop), a harness finding, a markup diagnostic, or a UIKit type or member.",
        discussion: """
            Examples:
              cellspec explain diffable.duplicate-item-identifiers
              cellspec explain markup.unknown-rule
              cellspec explain UIButton.contentEdgeInsets
            A UIKit type or member gets UIKit's declaration and availability from the inventory, and \
            what the model does with it: modelled, stored, unmodelled (the example is not checkable) or \
            not declared.
            """)

    @Argument(help: "The id, as a report or a diagnostic prints it, or a UIKit name (Type or Type.member).")
    var id: String

    func run() throws {
        guard
            let text = Self.explanation(of: id)
                ?? Self.apiExplanation(of: id, modelSources: ToolResources.located.modelSources)
        else {
            let suggestion = NearMiss.suggestion(for: id, among: Self.allIDs).map { "; did you mean '\($0)'?" } ?? ""
            Terminal.error(
                "cellspec: error: no rule, finding, diagnostic or UIKit declaration has the name '\(id)'\(suggestion)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        print(text)
    }

    static var allIDs: [String] {
        ModelRule.all.map(\.id) + HarnessFinding.all.map(\.id) + MarkupDiagnostic.Identifier.allCases.map(\.rawValue)
    }

    /// What breaking `rule` does in UIKit, in a few words.
    static func consequence(of rule: ModelRule) -> String {
        switch (rule.severity, rule.basis) {
        case (.fault, _): "UIKit raises an exception or traps"
        case (.violation, .behaviour): "UIKit carries on, with wrong results"
        case (.violation, .recommendation):
            "a recommendation: UIKit accepts the code; lenient checks report it as advice, never as a guide's error"
        }
    }

    static func explanation(of id: String) -> String? {
        if let rule = ModelRule.rule(id: id) {
            return """
                \(rule.id) — a model \(rule.severity.rawValue) (\(consequence(of: rule)))
                \(rule.message)
                Documented in: \(rule.source)
                Spec page: \(rule.page ?? "none")
                Expect it with: \(rule.expectation)
                """
        }
        if let finding = HarnessFinding.all.first(where: { $0.id == id }) {
            let expectation =
                finding.expectation
                ?? (finding.makesExampleUncheckable
                    ? "cannot be expected: an example whose run records it is reported 'not checkable: unmodelled `Type.member`', never passed, never failed (strict and --lenient runs alike)"
                    : "cannot be expected: it always fails the example")
            return """
                \(finding.id) — reported by the harness or the runner
                \(finding.message)
                Expect it with: \(expectation)
                """
        }
        if let markup = MarkupDiagnostic.Identifier(rawValue: id) {
            return """
                \(markup.rawValue) — a problem with the page's markup (exit status 2)
                \(markup.explanation)
                How to write pages: Spec/README.md
                """
        }
        return nil
    }
}
