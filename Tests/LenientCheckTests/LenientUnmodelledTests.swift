import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A guide's blocks that call members the model declares but does not implement are not checkable,
/// naming the member, whichever way the guide marks them; a block that calls only modelled members
/// is judged as usual.
@Suite(.serialized) struct LenientUnmodelledTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/unmodelled.md")
        ])
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aCorrectBlockReachingAnUnmodelledMemberIsNotCheckable() async throws {
        let result = try await result(7)
        #expect(result.outcome == .uncheckable, "\(result.evidence)")
        #expect(result.diagnosis == .unmodelled)
        #expect(result.explanation?.hasPrefix("`UINib.instantiate(withOwner:options:)`") == true)
    }

    @Test func anIncorrectBlockReachingOneIsNotCheckableEither() async throws {
        let result = try await result(14)
        #expect(result.outcome == .uncheckable, "\(result.evidence)")
        #expect(result.diagnosis == .unmodelled)
        #expect(result.explanation?.contains("`UIDevice.orientation`") == true)
    }

    @Test func aBlockCallingModelledMembersPasses() async throws {
        let result = try await result(21)
        #expect(result.outcome == .passed, "\(result.evidence)")
    }
}
