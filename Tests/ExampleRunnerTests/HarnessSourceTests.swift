import Foundation
import TestSupport
import Testing

@testable import ExampleRunner

@Suite struct HarnessSourceTests {
    @Test func examplesThatNeverAwaitAreLookedUpApart() {
        let main = HarnessSource.entries(entryPoints: [(1, "one", false), (2, "two", true), (3, "three", false)])
        let lines = main.split(separator: "\n").map(String.init)
        let synchronous = lines.firstIndex {
            $0 == "func __cellspecSynchronousEntryPoint(_ selection: Int) -> (@MainActor () throws -> Void)? {"
        }
        let asynchronous = lines.firstIndex {
            $0 == "func __cellspecEntryPoint(_ selection: Int) -> (@MainActor () async throws -> Void)? {"
        }
        #expect(synchronous != nil && asynchronous != nil)
        if let synchronous, let asynchronous {
            #expect(
                Array(lines[(synchronous + 1)..<asynchronous]) == [
                    "    switch selection {", "    case 1: return one", "    case 3: return three",
                    "    default: return nil", "    }", "}",
                ])
            #expect(lines[asynchronous + 2] == "    case 2: return two")
        }
    }

    @Test func theLibraryExportsOneFunctionThatHandsOverItsEntryPoints() {
        let lines = HarnessSource.entries(entryPoints: [(1, "one", false), (2, "two", true)])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The fork server, the sandbox, the channel and the run are the model's `ExampleMain`, in
        // the host: the library only exports its look-ups, under the one name the host asks for.
        #expect(lines.filter { $0.hasPrefix("@_cdecl(") }.count == 1)
        #expect(
            lines.contains(
                "@_cdecl(\"cellspec_example_entries\") public func __cellspecEntries() -> UnsafeMutableRawPointer {"))
        // Nothing runs when the library loads: it has no top-level code, and never awaits.
        #expect(!lines.contains { $0.contains("await") || $0.contains("Task") })
    }

    @Test func withoutExamplesOfAKindItsLookUpFindsNothing() {
        let main = HarnessSource.entries(entryPoints: [(1, "one", false)])
        #expect(main.contains("async throws -> Void)? {\n    switch selection {\n    default: return nil\n"))
    }

    /// What cellspec writes around the examples compiles, in both language modes, with no
    /// diagnostic of its own: a warning there would be dropped as no example's (and cost every build).
    @Test(arguments: [5, 6]) func theHarnessAndEntriesCompileWithoutADiagnostic(swiftVersion: Int) async throws {
        let options = Fixtures.runnerOptions()
        let toolchain = try await SwiftToolchain.locate(versionCache: options.workDirectory)
        let model = try ModelLibrary.locate(
            sources: options.modelSources, toolchain: toolchain, cacheRoot: options.workDirectory)
        _ = try await model.build(toolchain: toolchain)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-harness-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            HarnessSource.entriesFileName: HarnessSource.entries(entryPoints: [(1, "one", false), (2, "two", true)]),
            HarnessSource.harnessFileName: HarnessSource.harness,
            "Examples.swift": """
            import UIKitModel
            @MainActor func one() throws { expect(1 + 1 == 2) }
            @MainActor func two() async throws { await Task.yield() }
            """,
        ]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let outcome = try await ProcessRunner().run(
            toolchain.swiftc,
            arguments: [
                "-swift-version", "\(swiftVersion)", "-typecheck", "-parse-as-library", "-I", model.directory.path,
            ]
                + files.keys.sorted().map { directory.appendingPathComponent($0).path },
            workingDirectory: directory)
        #expect(outcome.termination == .exited(0))
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }
}
