import Foundation
import Testing

@testable import ExampleRunner

/// Which folders a run removes as left behind by a killed run: only those whose owner has ended.
@Suite struct StagingFolderTests {
    @Test func foldersOfEndedRunsAndOfOlderVersionsAreRemovedOthersKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let uuid = UUID().uuidString
        let names = [
            "run-999999999.1-\(uuid)": true,  // an owner that cannot exist
            "run-\(uuid)": true,  // before owners were recorded
            "model-abc.staging-\(uuid)": true,
            "model-abc.staging-999999999.1-\(uuid)": true,
            StagingFolder.name("run-"): false,  // this process: still running
            StagingFolder.name("model-abc.staging-"): false,
            "model-abc": false,  // a published model
            "run-notes": false,
            "cache": false,
        ]
        for name in names.keys {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for prefix in ["run-", "model-"] { StagingFolder.removeStale(in: directory, prefix: prefix) }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == Set(names.filter { !$0.value }.keys))
    }

    @Test func aFolderOfAProcessWithTheSameIdButAnotherStartIsStale() throws {
        let start = try #require(StagingFolder.startTime(of: getpid()))
        #expect(!StagingFolder.isStale("\(getpid()).\(start)-\(UUID().uuidString)"))
        #expect(StagingFolder.isStale("\(getpid()).\(start + 1)-\(UUID().uuidString)"))
    }
}
