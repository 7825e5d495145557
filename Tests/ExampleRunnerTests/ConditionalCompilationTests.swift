import ExampleRunner
import SpecPages
import SwiftIfConfig
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// `#if` evaluates as for an iOS simulator Debug build (``IOSBuildConfiguration``), and inactive
/// clauses are blanked before the generator reads an example (``InactiveCode``).
@Suite(.serialized) struct ConditionalCompilationTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "conditional-compilation/conditional-compilation.md")],
            timeout: .seconds(5)
        ).1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func codeUnderOSiOSIsCompiledAndItsErrorPointsAtThePageLine() async throws {
        let result = try await result("ios-branch-type-error")
        #expect(result.verdict == .failed)
        let error = try #require(result.findings.first { $0.kind == .compileError })
        #expect(error.location?.file.hasSuffix("conditional-compilation/conditional-compilation.md") == true)
        #expect(error.location?.line == 11)
        #expect(error.location?.column == 19)
    }

    @Test(arguments: [
        "darwin-or-glibc", "uikit-declaration", "other-platform-dropped", "simulator", "debug", "versions",
    ])
    func theBranchAnIOSBuildCompilesRuns(id: String) async throws {
        let result = try await result(id)
        #expect(result.verdict == .passed, "\(id): \(result.reasons)")
    }

    static let configuration = IOSBuildConfiguration.builtIn(
        languageMode: 6, toolchainVersion: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")

    func isActive(_ condition: String, in configuration: some BuildConfiguration = configuration) throws -> Bool {
        let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
        let decl = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
        return decl.activeClause(in: configuration).clause != nil
    }

    @Test func theBuiltInConfigurationIsAnIOSSimulatorDebugBuild() throws {
        for condition in [
            "os(iOS)", "canImport(UIKit)", "canImport(Darwin)", "canImport(Foundation)", "canImport(SwiftUI)",
            "targetEnvironment(simulator)", "arch(arm64)", "_endian(little)", "_pointerBitWidth(_64)",
            "_runtime(_ObjC)", "DEBUG", "swift(>=5.9)", "compiler(>=6.3)", "swift(>=6.3.1)",
        ] {
            #expect(try isActive(condition), "\(condition)")
        }
        for condition in [
            "os(Linux)", "os(macOS)", "canImport(Glibc)", "canImport(AppKit)", "canImport(UIKitModel)",
            "targetEnvironment(macCatalyst)", "arch(x86_64)", "_endian(big)", "RELEASE", "compiler(>=7)",
        ] {
            #expect(try !isActive(condition), "\(condition)")
        }
        let swift5 = IOSBuildConfiguration.builtIn(languageMode: 5, toolchainVersion: nil)
        #expect(try isActive("swift(>=5.10)", in: swift5) && !isActive("swift(>=6)", in: swift5))
    }

    /// The compiler's own answers for the iOS simulator, where it has `-print-static-build-config`.
    @Test func theCompilerIsAskedForTheIOSSimulatorsConditions() async throws {
        let toolchain = try await SwiftToolchain.locate()
        for mode in [5, 6] {
            let configuration = await IOSBuildConfiguration.load(toolchain: toolchain, languageMode: mode)
            #expect(try isActive("os(iOS) && targetEnvironment(simulator) && DEBUG", in: configuration))
            #expect(try !isActive("os(Linux)", in: configuration))
            #expect(try isActive(mode == 5 ? "!swift(>=6)" : "swift(>=6)", in: configuration))
            // Features a Swift 6 compiler has in either mode.
            #expect(
                try isActive("hasFeature(AsyncAwait)", in: configuration)
                    || configuration.compilerAnswers.features.isEmpty)
        }
    }

    @Test func blankingKeepsEveryRemainingCharacterInPlace() {
        let source = """
            import Foundation
            #if os(macOS)
            import AppKit
            #elseif os(iOS) // iPhone and iPad
            import UIKit
              #if DEBUG
            let mode = "debug"
              #else
            let mode = "release"
              #endif
            #endif
            let é = 1; let x = é
            """
        let blanked = InactiveCode.blanked(source, in: Self.configuration)
        let lines = blanked.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
        #expect(
            lines == [
                "import Foundation", "", "", "// iPhone and iPad", "import UIKit", "", "let mode = \"debug\"", "", "",
                "", "", "let é = 1; let x = é",
            ])
        #expect(blanked.utf8.count == source.utf8.count)
    }

    @Test func anIfWhoseConditionDoesNotEvaluateIsLeftForTheCompiler() {
        let source = "#if os(iOS) &&\nlet a = 1\n#endif"
        #expect(InactiveCode.blanked(source, in: Self.configuration) == source)
    }

    /// An `#if` none of whose clauses is active (no `#else`) is blanked whole, in a type's members and
    /// in a function's statements alike; it was left as written with only its `#endif` blanked.
    @Test func anIfWithNoActiveClauseIsBlankedWhole() {
        let source = """
            final class Cell {
                #if targetEnvironment(macCatalyst)
                var hover = 1
                #endif
                func reset() {
                    #if targetEnvironment(macCatalyst)
                    hover = 0
                    #endif
                }
            }
            """
        let lines = InactiveCode.blanked(source, in: Self.configuration).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { String($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["final class Cell {", "", "", "", "func reset() {", "", "", "", "}", "}"])
    }
}
