import Foundation
import Testing

@testable import ExampleRunner

/// Which folders a run removes as left behind by a killed run: only those cellspec marked whose
/// owner has ended.
@Suite struct StagingFolderTests {
    @Test func markedFoldersOfEndedRunsAreRemovedOthersKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let uuid = UUID().uuidString
        let names = [
            "run-999999999.1-\(uuid)": true,  // an owner that cannot exist
            "run-\(uuid)": true,  // named as before owners were recorded, but marked
            "model-abc.staging-\(uuid)": true,
            "model-abc.staging-999999999.1-\(uuid)": true,
            StagingFolder.name("run-"): false,  // this process: still running
            StagingFolder.name("model-abc.staging-"): false,
            "model-abc": false,  // a published model
            "run-notes": false,
            "cache": false,
        ]
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names.keys { try StagingFolder.create(directory.appendingPathComponent(name)) }
        for prefix in ["run-", "model-"] { StagingFolder.removeStale(in: directory, prefix: prefix) }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == Set(names.filter { !$0.value }.keys))
    }

    /// Before: a folder of the user's named like a staging folder was removed with its contents.
    @Test func aFolderNamedLikeOneButWithoutTheMarkerIsNeverRemoved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let uuid = UUID().uuidString
        let names = [
            "run-999999999.1-\(uuid)", "run-\(uuid)", "model-abc.staging-\(uuid)",
            "model-abc.staging-999999999.1-\(uuid)",
        ]
        for name in names {
            let folder = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("the user's".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        }
        // A marker that is a link to a file elsewhere does not count either.
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("\(names[0])/\(StagingFolder.markerName)").path,
            withDestinationPath: "/etc/hostname")
        for prefix in ["run-", "model-"] { #expect(StagingFolder.removeStale(in: directory, prefix: prefix).isEmpty) }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == Set(names))
    }

    @Test func aFolderOfAProcessWithTheSameIdButAnotherStartIsStale() throws {
        let start = try #require(StagingFolder.startTime(of: getpid()))
        #expect(!StagingFolder.isStale("\(getpid()).\(start)-\(UUID().uuidString)"))
        #expect(StagingFolder.isStale("\(getpid()).\(start + 1)-\(UUID().uuidString)"))
    }
}
