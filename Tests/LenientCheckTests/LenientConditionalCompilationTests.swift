import LenientCheck
import TestSupport
import Testing

/// A guide's `#if` blocks evaluate as for an iOS simulator Debug build, as spec pages' do.
@Suite struct LenientConditionalCompilationTests {
    @Test func theIOSBranchIsCompiledAndAnImportUnderIfStaysAnImport() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).judge(paths: [
            Fixtures.path("LenientCheckTests", "conditional/conditional.md")
        ])
        let results = try #require(report.documents.first?.results)
        #expect(results.count == 2)
        #expect(results.first?.outcome != .passed && results.first?.compiled == false)
        #expect(results.last?.outcome == .passed, "\(results.last?.evidence ?? [])")
    }
}
