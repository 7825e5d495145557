import CellSpecCLI
import ExampleRunner
import Foundation
import TestSupport
import Testing

/// Every page of `Spec/` gives the same verdicts, for the same reasons, checked alone as checked with
/// all the others: no page's declarations reach another's (see `ModuleVisibility` and `BuildPart`).
/// Nothing comes from the result cache, so each run compiles and runs for itself.
@Suite struct SpecIsolationTests {
    static let spec = Fixtures.packageRoot.appendingPathComponent("Spec")

    @Test(.timeLimit(.minutes(30))) func everySpecPageHasTheSameVerdictsAloneAsInTheFullRun() async throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.spec.path)
            .filter { $0.hasSuffix(".md") && $0 != "contexts.md" }.sorted()
            .map { Self.spec.appendingPathComponent($0).path }
        let (together, alone) = try await Fixtures.verdictsTogetherAndAlone(
            pages, sharedContexts: [Self.spec.appendingPathComponent("contexts.md").path], timeout: .seconds(10))
        #expect(together.count > 200)
        #expect(Set(together.keys) == Set(alone.keys))
        for (example, verdict) in together.sorted(by: { $0.key < $1.key }) {
            #expect(alone[example] == verdict, "\(example)")
        }
    }
}
