import ExampleRunner
import SwiftParser
import SwiftSyntax

/// A view class another block declares, borrowed as context (``DocumentDeclarations``), that Swift
/// rejects for want of `init?(coder:)` is given one: a guide shows `final class ContentView: UIView`
/// with its own `init(configuration:)` and leaves out the initializer every `UIView` subclass with a
/// designated initializer of its own must repeat (Apple: `UIView.init(coder:)` is `required`, from
/// `NSCoding`). In the block that declares the class, the omission is the guide's, and stays its error;
/// in a block that only uses the class it is context the guide does not show, which the least Swift
/// needs completes. Read from the compiler's `required_initializer_missing` on the borrowed
/// declaration's lines, never from the class's syntax, so only what Swift itself asks for is added.
enum RequiredInitializer {
    /// What the added initializer does when something calls it: nothing in a guide decodes a view.
    static let member =
        "required init?(coder: NSCoder) { fatalError(\"cellspec: init(coder:) is not shown in the guide\") }"

    /// The borrowed declarations (by ``DocumentDeclarations/Entry/id``) that `errors` say lack
    /// `init(coder:)`: errors on the lines each is compiled at (``LentCode``), at its page lines or in
    /// the inferred file. An error on the block's own lines is the guide's omission, never completed.
    static func lacking(in errors: [Finding], lent: [LentCode]) -> Set<Int> {
        var found = Set<Int>()
        for error in errors
        where error.diagnostic == CompilerDiagnosticName.requiredInitializerMissing
            && error.message.contains("'init(coder:)'")
        {
            guard let code = LentCode.containing(error.location, in: lent) else { continue }
            found.insert(code.entry)
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
