import Foundation
import ModelContract
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

#if canImport(Glibc)
    import Glibc
#endif

/// One page cannot change another page's verdicts, and no example code runs with more rights than
/// its own sandbox, even code that runs as its library loads.
@Suite(.serialized) struct IsolationTests {
    static let pages = ["brand-color.md", "uses-brand-color.md", "shadows-append.md", "appends-without-sections.md"]
        .map { Fixtures.path("ExampleRunnerTests", "isolation/\($0)") }

    /// Page X declares `extension UIColor: Themed { static var brandAccent … }`; page Y's
    /// `let color: UIColor = .brandAccent` must not compile, beside X or alone. Page A shadows the
    /// model's `appendItems` in a conformance extension; page B's call must still reach the model.
    @Test func everyPageHasTheSameVerdictsAloneAsTogether() async throws {
        let (together, alone) = try await Fixtures.verdictsTogetherAndAlone(Self.pages)
        #expect(together.count == 5)
        #expect(together == alone)
        for (id, verdict) in together { #expect(verdict.hasPrefix("passed"), "\(id): \(verdict)") }
    }

    /// The runner's other fixture pages, checked together and each alone, give the same verdicts for
    /// the same reasons. The hostile page is left out: it is one page, and its fork loop and
    /// memory bomb would only make this test slow.
    @Test func everyFixturePageHasTheSameVerdictsAloneAsTogether() async throws {
        let pages =
            [
                "batch/batch.md", "caching/caching.md", "conditional-compilation/conditional-compilation.md",
                "end-record/end-record.md", "fork-server/orphan.md", "objc-interop/objc-interop.md",
                "verdicts/verdicts.md",
            ].map { Fixtures.path("ExampleRunnerTests", $0) } + Self.pages
        let (together, alone) = try await Fixtures.verdictsTogetherAndAlone(pages)
        #expect(together.count > 30)
        #expect(Set(together.keys) == Set(alone.keys))
        for (id, verdict) in together.sorted(by: { $0.key < $1.key }) { #expect(alone[id] == verdict, "\(id)") }
    }

    @Test func aPageWithAConformanceExtensionIsALibraryOfItsOwn() throws {
        let suite = SpecSuite.load(paths: Self.pages)
        let units = suite.pages.flatMap(\.examples).enumerated().map { index, example in
            CompileUnit(index: index, example: example, contexts: [])
        }
        let parts = BuildPart.parts(of: units, jobs: 2)
        let pagesByPart = parts.map { Set($0.units.map(\.page)) }
        let brand = Self.pages[0], shadows = Self.pages[2]
        #expect(pagesByPart.contains([brand]))
        #expect(pagesByPart.contains([shadows]))
        #expect(pagesByPart.contains([Self.pages[1], Self.pages[3]]))
    }

    @Test(arguments: [
        ("extension UIColor: Themed {}", true), ("operator ~~~", true), ("import Glibc", true),
        ("fileprivate extension UIColor {\n    static var brand: UIColor { .red }\n}", false),
        ("fileprivate struct Item {}", false), ("@_silgen_name(\"x\") fileprivate func x()", true),
    ])
    func whatReachesOtherFiles(declaration: String, reaches: Bool) {
        let header = ExampleSourceGenerator.implicitImportLines
        let isImport = declaration.hasPrefix("import ")
        let source = header + (isImport ? "" : declaration + "\n")
        #expect(
            ModuleVisibility.reachesOtherFiles(source, header: header + (isImport ? declaration + "\n" : ""))
                == reaches)
    }

    /// Code a library runs as it loads (a constructor in `.init_array`) runs under the example's user
    /// id, in a run of its own and forked by a server alike: the host confines itself first.
    @Test(.enabled(if: ExampleSandbox.switchesUser, "a user id of the example's own needs root"))
    func codeThatRunsWhenTheLibraryLoadsIsConfined() async throws {
        let options = Fixtures.runnerOptions()
        let toolchain = try await SwiftToolchain.locate(versionCache: options.workDirectory)
        let model = try ModelLibrary.locate(
            sources: options.modelSources, toolchain: toolchain, cacheRoot: options.workDirectory)
        try await model.build(toolchain: toolchain)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-load-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            HarnessSource.entriesFileName: HarnessSource.entries(entryPoints: [(1, "one", false)]),
            HarnessSource.harnessFileName: HarnessSource.harness,
            "Examples.swift": """
            import Glibc
            import UIKitModel
            enum Hook {
                @used @section(".init_array") static let atLoad: @convention(c) () -> Void = {
                    let text = "loaded as \\(getuid())\\n"
                    _ = text.withCString { write(2, $0, strlen($0)) }
                }
            }
            @MainActor func one() throws { print("ran as \\(getuid())") }
            """,
        ]
        for (name, text) in files { try ScratchFile.write(text, to: directory.appendingPathComponent(name)) }
        let library = directory.appendingPathComponent("examples.so")
        let compiled = try await ProcessRunner().run(
            toolchain.swiftc,
            arguments: ["-emit-library", "-parse-as-library", "-o", library.path] + model.compilerArguments
                + files.keys.sorted().map { directory.appendingPathComponent($0).path },
            workingDirectory: directory)
        #expect(compiled.termination == .exited(0), "\(compiled.standardError)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)

        for forked in [false, true] {
            let workspace = directory.appendingPathComponent("run-\(forked)")
            try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
            var sandbox = ExampleSandbox(timeout: .seconds(5))
            try sandbox.prepare(workspace: workspace)
            let environment = sandbox.environment(workspace: workspace).merging(["HOME": workspace.path]) { $1 }
            let channel = try ModelChannel()
            let outcome: ProcessRunner.Outcome?
            if forked {
                let server = try ForkServer(
                    binary: model.hostPath,
                    environment: ExampleExecution.sharedEnvironment.merging(ExampleSandbox.startEnvironment) { $1 })
                outcome = await server.run(
                    "1 \(library.path)", timeout: .seconds(5), workspace: workspace, environment: environment,
                    channel: channel, outputLimit: 4096)
                await server.stop()
            } else {
                outcome = try await ProcessRunner().run(
                    model.hostPath, arguments: [library.path, "1"],
                    environment: environment.merging(ExampleExecution.sharedEnvironment) { $1 }
                        .merging(ExampleSandbox.startEnvironment) { $1 },
                    workingDirectory: workspace, timeout: .seconds(5), channel: channel)
            }
            await sandbox.killLeftovers()
            _ = await channel.receive(grace: .zero)
            let run = try #require(outcome)
            let user = try #require(sandbox.userID)
            #expect(run.termination == .exited(0), "\(run.standardError)")
            #expect(run.standardError.contains("loaded as \(user)\n"), "forked \(forked): \(run.standardError)")
            #expect(run.standardOutput.contains("ran as \(user)\n"), "forked \(forked): \(run.standardOutput)")
        }
    }
}
