import ExampleRunner
import SwiftParser
import SwiftSyntax

/// A view class another block declares, borrowed as context (``DocumentDeclarations``), that Swift
/// rejects for want of `init?(coder:)` is given one: a guide shows `final class ContentView: UIView`
/// with its own `init(configuration:)` and leaves out the initializer every `UIView` subclass with a
/// designated initializer of its own must repeat (Apple: `UIView.init(coder:)` is `required`, from
/// `NSCoding`). In the block that declares the class, the omission is the guide's, and stays its error;
/// in a block that only uses the class it is context the guide does not show, which the least Swift
/// needs completes. Read from the compiler's `required_initializer_missing` in the inferred file,
/// never from the class's syntax, so only what Swift itself asks for is added.
enum RequiredInitializer {
    /// What the added initializer does when something calls it: nothing in a guide decodes a view.
    static let member =
        "required init?(coder: NSCoder) { fatalError(\"cellspec: init(coder:) is not shown in the guide\") }"

    /// The borrowed declarations (by ``DocumentDeclarations/Entry/id``) that `errors` say lack
    /// `init(coder:)`: errors in the inferred file (`inferredFile`) on the lines each stands on there.
    static func lacking(in errors: [Finding], inferredFile: String, borrowedLines: [Int: ClosedRange<Int>]) -> Set<Int>
    {
        var found = Set<Int>()
        for error in errors
        where error.diagnostic == CompilerDiagnosticName.requiredInitializerMissing
            && error.message.contains("'init(coder:)'")
        {
            guard let location = error.location, location.file == inferredFile,
                let entry = borrowedLines.first(where: { $0.value.contains(location.line) })?.key
            else { continue }
            found.insert(entry)
        }
        return found
    }

    /// `source` (one top-level class declaration) with ``member`` as its last member; `source` as it
    /// is when it declares no class.
    static func adding(to source: String) -> String {
        let tree = Parser.parse(source: source)
        guard let type = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first else {
            return source
        }
        let brace = type.memberBlock.rightBrace
        let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
        var bytes = Array(source.utf8)
        bytes.insert(contentsOf: Array("\n    \(member)\n".utf8), at: offset)
        return String(decoding: bytes, as: UTF8.self)
    }
}
