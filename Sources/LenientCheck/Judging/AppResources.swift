import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// A trap the guide wrote for a resource its app ships, which the run has not got.
///
/// A guide's app loads its sample data from its bundle (`Bundle.main.path(forResource: "episodes",
/// ofType: "json")`, `url(forResource:withExtension:)`), and traps when the file is missing:
/// `guard let path = … else { fatalError("file not found") }`, or a force unwrap of the lookup. The
/// run has the guide's code but not its app's files, so the lookup gives nil (Apple:
/// Bundle.path(forResource:ofType:) — "nil if the file could not be located") and the trap runs
/// where the guide's app never would: not the guide's error, and nothing the run can check.
///
/// The trap is found on the syntax tree of the code that ran — the block, or a declaration another
/// block lent it (``LentCode``) — at the line the crash names: the runtime's `Fatal error` message
/// names the page line of either.
enum AppResources {
    /// The resource a crash `finding` failed to find, quoted as the guide names it (`"episodes"`),
    /// or nil when the crash is not such a trap.
    static func missingResource(in finding: Finding, compiled: SpecExample, lent: [LentCode]) -> String? {
        guard finding.kind == .crash, let location = finding.location else { return nil }
        let lines: [SpecExample.Line]
        if let code = LentCode.containing(location, in: lent) {
            lines = code.lines
        } else if location.file == compiled.location.file {
            lines = compiled.lines
        } else {
            return nil
        }
        guard let index = lines.firstIndex(where: { $0.number == location.line }) else { return nil }
        let tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return traps(in: tree).first {
            converter.location(for: $0.trap.positionAfterSkippingLeadingTrivia).line == index + 1
        }?.resource
    }

    /// How ``InferenceInvolvement`` names what took part: what the app has and the run has not.
    static func involvement(_ resource: String) -> String {
        "\(prefix)\(resource.hasPrefix("\"") ? resource : "named by `\(resource)`"), which the guide's app ships and the run has not got"
    }

    /// The start of every ``involvement(_:)``.
    static let prefix = "the app's bundle resource "

    /// A trap reached when a resource lookup gives nil.
    struct Trap {
        /// The `fatalError`/`preconditionFailure` call or the force unwrap.
        var trap: Syntax
        /// The resource's name as written.
        var resource: String
    }

    /// The traps of `tree` reached when one of its resource lookups gives nil: a `fatalError` or
    /// `preconditionFailure` in the `else` of a `guard`, or the body of an `if`, whose conditions look
    /// one up; a force unwrap of a lookup.
    static func traps(in tree: SourceFileSyntax) -> [Trap] {
        final class Finder: SyntaxVisitor {
            var found: [Trap] = []
            override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
                if let resource = AppResources.lookup(in: Syntax(node.expression)) {
                    found.append(Trap(trap: Syntax(node), resource: resource))
                }
                return .visitChildren
            }
            override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
                if let resource = AppResources.lookup(in: Syntax(node.conditions)) {
                    found += AppResources.trapCalls(in: Syntax(node.body), resource: resource)
                }
                return .visitChildren
            }
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                if let resource = AppResources.lookup(in: Syntax(node.conditions)) {
                    found += AppResources.trapCalls(in: Syntax(node.body), resource: resource)
                    if let otherwise = node.elseBody {
                        found += AppResources.trapCalls(in: Syntax(otherwise), resource: resource)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The members that look a resource up in a bundle by name (`path(forResource:ofType:)`,
    /// `url(forResource:withExtension:)` and their plurals).
    static let lookups: Set<String> = ["path", "url", "paths", "urls"]

    /// The resource named by the first bundle lookup in `node` (`forResource: "episodes"`), as written.
    static func lookup(in node: Syntax) -> String? {
        for call in node.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                lookups.contains(member.declName.baseName.text),
                let argument = call.arguments.first, argument.label?.text == "forResource"
            else { continue }
            return argument.expression.trimmedDescription
        }
        return nil
    }

    /// The `fatalError(…)` and `preconditionFailure(…)` calls in `node`.
    static func trapCalls(in node: Syntax, resource: String) -> [Trap] {
        node.descendants(FunctionCallExprSyntax.self).compactMap { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name == "fatalError" || name == "preconditionFailure"
            else { return nil }
            return Trap(trap: Syntax(call), resource: resource)
        }
    }
}
