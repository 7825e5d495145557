import SwiftParser
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// A borrowed view class Swift rejects for want of `init?(coder:)` gets one, found from the
/// compiler's diagnostic on the lines the declaration stands on in the inferred file.
@Suite struct RequiredInitializerTests {
    func error(_ diagnostic: String, _ message: String, file: String, line: Int) -> Finding {
        var finding = Finding(
            kind: .compileError, message: message, location: SourceLocation(file: file, line: line, column: 1))
        finding.diagnostic = diagnostic
        return finding
    }

    @Test func onlyTheCoderInitializerMissingInABorrowedDeclarationIsAnswered() {
        let inferred = "guide.md (inferred context)"
        let lines = [3: 4...12, 7: 13...20]
        let missing = "'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'"
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: inferred, line: 12)],
                inferredFile: inferred, borrowedLines: lines) == [3])
        // In the guide's own lines: the guide's omission, never completed.
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: "guide.md", line: 12)],
                inferredFile: inferred, borrowedLines: lines
            ).isEmpty)
        // Another required initializer (the model's `init()` of reusable views) is not this rule's.
        let other = "'required' initializer 'init()' must be provided by subclass of 'UICollectionReusableView'"
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, other, file: inferred, line: 15)],
                inferredFile: inferred, borrowedLines: lines
            ).isEmpty)
        // Outside every borrowed declaration (inference's own code).
        #expect(
            RequiredInitializer.lacking(
                in: [error(CompilerDiagnosticName.requiredInitializerMissing, missing, file: inferred, line: 2)],
                inferredFile: inferred, borrowedLines: lines
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
