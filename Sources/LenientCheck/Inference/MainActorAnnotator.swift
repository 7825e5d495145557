import ExampleRunner
import SpecPages
import SwiftSyntax

/// Rule 4 of ``ImplicitContext``: top-level functions are made `@MainActor`, since what they call is.
enum MainActorAnnotator {
    static func annotate(_ lines: [SpecExample.Line], tree: SourceFileSyntax, skip: Bool) -> [SpecExample.Line] {
        guard !skip else { return lines }
        var result = lines
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for item in tree.statements {
            guard let function = item.item.as(FunctionDeclSyntax.self),
                !function.attributes.contains(where: { $0.trimmedDescription.contains("MainActor") })
            else { continue }
            let location = converter.location(for: function.positionAfterSkippingLeadingTrivia)
            let index = location.line - 1
            guard result.indices.contains(index) else { continue }
            var text = Array(result[index].text.utf8)
            let column = min(max(0, location.column - 1), text.count)
            text.insert(contentsOf: Array("@MainActor ".utf8), at: column)
            result[index].text = String(decoding: text, as: UTF8.self)
        }
        return result
    }
}
