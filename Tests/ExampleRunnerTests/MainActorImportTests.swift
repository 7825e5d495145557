import ExampleRunner
import SpecPages
import TestSupport
import Testing

/// The model's UIKit classes are `@MainActor @preconcurrency`, as Swift imports UIKit's (Apple's
/// declarations, e.g. https://developer.apple.com/documentation/uikit/uiviewcontroller): Swift 5 code
/// calling them from a nonisolated context compiles, Swift 6 code is told about the isolation.
@Suite(.serialized) struct MainActorImportTests {
    static let report: Task<SuiteReport, Error> = Task {
        try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "language-modes/main-actor.md")]).1
    }

    func result(_ id: String) async throws -> ExampleResult {
        let report = try await Self.report.value
        return try #require(report.results.first { $0.example.id == id }, "no result for \(id)")
    }

    @Test func swift5CodeCallingUIKitFromANonisolatedStaticMethodCompiles() async throws {
        let result = try await result("swift5-factory")
        #expect(result.verdict == .passed, "\(result.reasons)")
    }

    @Test func swift6CodeGetsTheIsolationDiagnostic() async throws {
        let result = try await result("swift6-factory")
        #expect(result.verdict == .passed, "\(result.reasons)")
        #expect(result.compileFindings.contains { $0.kind == .compileWarning })
    }
}
