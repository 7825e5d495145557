import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Attributes that only tie code to the Objective-C runtime or to Interface Builder — `@objc`,
/// `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` — are blanked before a block is compiled
/// (same width, so columns keep): Linux has no Objective-C runtime, and none of them changes what
/// UIKit does with the code the model checks. A compile error about them would be unrelated to
/// anything a guide claims (`@objc func selectedRecipesDidChange(_:)` is a notification handler).
/// `#selector(…)` is left alone: the call taking it needs the runtime too.
enum RuntimeAttributes {
    static let names: Set<String> = ["objc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction"]

    /// The lines with those attributes blanked, and the attributes blanked (for the report).
    /// `tree` is the lines parsed, when the caller has it.
    static func blank(in lines: [SpecExample.Line], tree: SourceFileSyntax? = nil)
        -> (lines: [SpecExample.Line], blanked: [String])
    {
        let tree = tree ?? Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var blanked: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let attribute = token.parent?.as(AttributeSyntax.self), attribute.atSign.id == token.id,
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text, names.contains(name)
            else { continue }
            guard
                adapted.blank(
                    from: converter.location(for: attribute.positionAfterSkippingLeadingTrivia),
                    to: converter.location(for: attribute.endPositionBeforeTrailingTrivia))
            else { continue }
            if !blanked.contains("@\(name)") { blanked.append("@\(name)") }
        }
        return (adapted, blanked)
    }
}
