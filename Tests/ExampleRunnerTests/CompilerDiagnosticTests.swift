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

    @Test func theCompilersNamesAreReadApartFromTheMessage() {
        let output = """
            Spec/page.md:7:9: error: cannot find 'zzz' in scope [cannot_find_in_scope]
            Spec/page.md:8:12: warning: 'o()' is deprecated: renamed to 'r' [availability_deprecated_rename] [#DeprecatedDeclaration]
            /opt/model/UIKit.swift:3:10: note: 'o()' declared here [decl_declared_here]
            Spec/page.md:9:1: error: subscript 'x[i]' is wrong
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.map(\.name) == ["cannot_find_in_scope", "availability_deprecated_rename", nil])
        #expect(diagnostics[0].message == "cannot find 'zzz' in scope")
        #expect(diagnostics[1].message == "'o()' is deprecated: renamed to 'r'")
        #expect(diagnostics[1].group == "DeprecatedDeclaration")
        #expect(diagnostics[1].notes.map(\.message) == ["'o()' declared here"])
        #expect(
            diagnostics[2].message == "subscript 'x[i]' is wrong", "a bracket that is not a name stays in the message")
    }

    @Test func namesTellKindsOfErrorApart() {
        let unknown = Finding(
            kind: .compileError, message: "cannot find 'zzz' in scope", diagnostic: "cannot_find_in_scope")
        let member = Finding(kind: .compileError, message: "…", diagnostic: "could_not_find_value_member")
        let dated = Finding(kind: .compileWarning, message: "…", diagnostic: "availability_deprecated_rename")
        #expect(CompilerDiagnosticName.isUnknownName(unknown) && !CompilerDiagnosticName.isUnknownName(member))
        #expect(CompilerDiagnosticName.isUnknownMember(member) && !CompilerDiagnosticName.isUnknownMember(unknown))
        #expect(CompilerDiagnosticName.isDeprecation(dated) && !CompilerDiagnosticName.isDeprecation(unknown))
    }

    @Test func aPathWithColonsIsKeptWhole() {
        let diagnostics = CompilerDiagnostic.parse("C:/dir/page.md:3:1: error: x")
        #expect(diagnostics.first?.file == "C:/dir/page.md")
        #expect(diagnostics.first?.line == 3)
    }
}
