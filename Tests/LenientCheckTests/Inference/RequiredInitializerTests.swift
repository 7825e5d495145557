import SwiftParser
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// A borrowed view class Swift rejects for want of `init?(coder:)` gets one, found from the
/// compiler's diagnostic on the lines the declaration is compiled at (its page lines, or the inferred file's).
@Suite struct RequiredInitializerTests {
    func error(_ diagnostic: String, _ message: String, file: String, line: Int) -> Finding {
        var finding = Finding(
            kind: .compileError, message: message, location: SourceLocation(file: file, line: line, column: 1))
        finding.diagnostic = diagnostic
        return finding
    }

    @Test func onlyTheCoderInitializerMissingInABorrowedDeclarationIsAnswered() {
        let inferred = LenientRunner.inferredFile(for: "guide.md")
        let tile = (0..<9).map { "// tile \($0)" }.joined(separator: "\n")
        let badge = (0..<8).map { "// badge \($0)" }.joined(separator: "\n")
        // Tile stands at its page lines 40-48; Badge, completed before, in the inferred file at 13-20.
        let lent = [
            LentCode(
                entry: 3, pageLine: 40, preludeIndex: 0, source: tile, page: "guide.md", pageLines: Array(40...48),
                inferredLine: 4),
            LentCode(
                entry: 7, pageLine: 60, preludeIndex: 1, source: badge, page: "guide.md", pageLines: nil,
                inferredLine: 13),
        ]
        let missing = "'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'"
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: "guide.md", line: 44)],
                lent: lent) == [3])
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: inferred, line: 20)],
                lent: lent) == [7])
        // In the guide's own lines (the block's): the guide's omission, never completed.
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: "guide.md", line: 12)],
                lent: lent
            ).isEmpty)
        // Another required initializer (the model's `init()` of reusable views) is not this rule's.
        let other = "'required' initializer 'init()' must be provided by subclass of 'UICollectionReusableView'"
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, other, file: inferred, line: 15)],
                lent: lent
            ).isEmpty)
        // Outside every borrowed declaration (inference's own code).
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: inferred, line: 2)],
                lent: lent
            ).isEmpty)
    }

    @Test func theInitializerIsTheClassesLastMemberAndTheSourceStillParses() {
        for source in [
            "final class Tile: UIView {\n    init(title: String) { super.init(frame: .zero) }\n}",
            "final class Tile: UIView { init(title: String) { super.init(frame: .zero) } }",
        ] {
            let completed = RequiredInitializer.adding(to: source)
            let tree = Parser.parse(source: completed)
            #expect(!tree.hasError, "\(completed)")
            #expect(completed.contains(RequiredInitializer.member))
            #expect(completed.hasPrefix(String(source.dropLast())))
        }
        #expect(RequiredInitializer.adding(to: "struct Tile {}") == "struct Tile {}")
    }
}
