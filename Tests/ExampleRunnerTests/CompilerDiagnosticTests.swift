import Testing

@testable import ExampleRunner

@Suite struct CompilerDiagnosticTests {
    @Test func llvmStyleLinesAreReadWithGroupsAndNotes() {
        let output = """
            Spec/page.md:41:5: warning: 'old()' is deprecated: Use X instead. [#DeprecatedDeclaration]
                old()
                ^
            /opt/model/UIKit.swift:3:10: note: 'old()' declared here
            Spec/page.md:42:5: error: cannot find 'foo' in scope
            error: link command failed with exit code 1
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].file == "Spec/page.md")
        #expect(diagnostics[0].line == 41 && diagnostics[0].column == 5)
        #expect(diagnostics[0].severity == .warning)
        #expect(diagnostics[0].message == "'old()' is deprecated: Use X instead.")
        #expect(diagnostics[0].group == "DeprecatedDeclaration")
        #expect(diagnostics[0].notes.map(\.message) == ["'old()' declared here"])
        #expect(diagnostics[1].severity == .error && diagnostics[1].message == "cannot find 'foo' in scope")
        #expect(diagnostics[2].file == nil && diagnostics[2].message == "link command failed with exit code 1")
    }

    @Test func aPathWithColonsIsKeptWhole() {
        let diagnostics = CompilerDiagnostic.parse("C:/dir/page.md:3:1: error: x")
        #expect(diagnostics.first?.file == "C:/dir/page.md")
        #expect(diagnostics.first?.line == 3)
    }
}
