import SpecPages
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// What the lenient check cannot read safely is refused at its line before anything parses it: a
/// document nested past the limit (a stack overflow before), and code whose run of `[` makes
/// swift-syntax's lookahead take exponential time (twenty took hours before).
@Suite struct LenientDepthTests {
    static let run = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)

    @Test(arguments: [
        ("# Fenced\n\n```swift\nlet a = 1\nlet grid = \(run)\n```\n", 5),
        ("# Unlabelled\n\n```\nlet grid = \(run)\n```\n", 4),
        ("Saved from a web page.\n\nlet a = 1\nlet grid = \(run)\n", 4),
    ])
    func codeWithALongRunOfBracketsIsRefusedAtItsLine(source: String, line: Int) throws {
        let document = LenientDocumentReader.read(source, path: "guide.md")
        let refusal = try #require(document.refusal)
        #expect(refusal.identifier == .codeTooDeep)
        #expect(refusal.location.line == line)
        #expect(document.blocks.isEmpty && document.proseLines.isEmpty)
        #expect(LenientRunner.prepare(document, vocabulary: ImplicitContextTests.vocabulary).blocks.isEmpty)
    }

    @Test func aDocumentNestedTooDeeplyIsRefused() throws {
        let document = LenientDocumentReader.read(
            "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "x\n", path: "deep.md")
        #expect(document.refusal?.identifier == .pageTooDeep)
        #expect(document.refusal?.location.line == 3)
    }
}
