import SpecPages
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A guide's block that uses an attribute reaching past its example (`@_silgen_name`, `@section`, …)
/// is never compiled: the document is refused at the attribute, as `check` refuses a spec page's.
@Suite struct LenientForbiddenAttributeTests {
    @Test(arguments: [
        ("# Fenced\n\n```swift\nlet a = 1\n@_silgen_name(\"x\") func f()\n```\n", 5, 1),
        ("# Unlabelled\n\n```\nlet a = 1\n  @used @section(\".init_array\") let b = 0\n```\n", 5, 3),
        ("Saved from a web page.\n\nlet a = 1\n@_cdecl(\"write\") func write() {}\n", 4, 1),
    ])
    func aBlockWithAForbiddenAttributeIsRefusedAtIt(source: String, line: Int, column: Int) throws {
        let document = LenientDocumentReader.read(source, path: "guide.md")
        let refusal = try #require(document.refusal)
        #expect(refusal.identifier == .forbiddenAttribute)
        #expect(refusal.location.line == line && refusal.location.column == column)
        #expect(LenientRunner.prepare(document, vocabulary: ImplicitContextTests.vocabulary).blocks.isEmpty)
    }

    @Test func proseThatNamesTheAttributeIsRead() {
        let document = LenientDocumentReader.read(
            "# Guide\n\nNever use `@_silgen_name` in app code.\n\n```swift\nlet a = 1\n```\n", path: "guide.md")
        #expect(document.refusal == nil)
        #expect(document.blocks.count == 1)
    }
}
