import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A lenient outcome depends only on its document: every fixture gives the same outcome for every
/// block when it is checked cold and when it is checked again from the result cache.
@Suite(.serialized) struct LenientCacheTests {
    /// Every document in the lenient fixtures folder.
    static let fixtures: [String] = {
        let folder = Fixtures.path("LenientCheckTests", "lenient")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }()

    /// What a reader of the report sees of one block, from its classification to its evidence.
    struct Seen: Equatable, CustomStringConvertible {
        var line: Int
        var classification: LenientClassification
        var outcome: LenientResult.Outcome
        var compiled: Bool
        var diagnosis: LenientResult.Diagnosis?
        var explanation: String?
        var evidence: [String]

        init(_ result: LenientResult) {
            line = result.block.location.line
            classification = result.classification
            outcome = result.outcome
            compiled = result.compiled
            diagnosis = result.diagnosis
            explanation = result.explanation
            evidence = result.evidence
        }

        var description: String { "line \(line): \(outcome) \(diagnosis?.rawValue ?? "") \(evidence)" }
    }

    static func run(cache: URL) async throws -> [String: [Seen]] {
        var options = Fixtures.runnerOptions(timeout: .seconds(10))
        options.cacheDirectory = cache
        let report = try await LenientRunner(options: options).judge(paths: fixtures)
        return Dictionary(uniqueKeysWithValues: report.documents.map { ($0.path, $0.results.map(Seen.init)) })
    }

    @Test func coldAndCachedRunsGiveTheSameOutcomes() async throws {
        #expect(Self.fixtures.count >= 4)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-lenient-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let cold = try await Self.run(cache: cache)
        let cached = try await Self.run(cache: cache)
        #expect(Set(cold.keys) == Set(Self.fixtures))
        for path in Self.fixtures {
            let (before, after) = (cold[path] ?? [], cached[path] ?? [])
            #expect(before.count == after.count, "\(path)")
            for (one, other) in zip(before, after) { #expect(one == other, "\(path)") }
        }
    }

    /// Two blocks that cannot share a module (both declare one conformance) are each compiled on
    /// their own: neither is failed, or confirmed, by the other.
    @Test func blocksThatConflictWithANeighbourAreJudgedAlone() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(10))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/neighbours.md")
        ])
        let results = try #require(report.documents.first?.results)
        #expect(results.map(\.outcome) == [.passed, .advice])
        #expect(results.allSatisfy { $0.compiled })
        #expect(!results.flatMap(\.evidence).contains { $0.contains("not together") })
    }
}
