import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the example host does (the runner's `ModelLibrary` compiles a `main.swift` that only calls
/// ``run()``): model runtime, not UIKit API; SPI that only the host and the generated harness import.
///
/// The host holds no example code. A run names a shared library of examples (one build of a
/// page's examples, see the runner's `MergedBuild`) and an example's index in it; the host opens
/// the library's file while it still may, confines itself (``ExampleProcessSandbox``), and only
/// then loads the library with `dlopen` and asks it for its entry points (``ExampleEntries``). So
/// everything a page's code can make run — a global's initialiser, a static constructor placed in
/// `.init_array`, the example itself — runs under the example's own user id, limits and
/// namespaces, never in a fork server and never as the runner's user. Each run's process loads one
/// library, so no other build's declarations exist in it.
///
/// A `main.swift` that did all of this itself made every build compile it again: a build of one
/// example took 0.55 s in `swiftc` against 0.44 s with this (medians of 7, run alternately), most
/// of it the `Task`, its closure and the `async` calls.
@_spi(CellSpecHarness) public enum ExampleMain {
    /// The example named by the arguments (`LIBRARY INDEX`), run in this process — or, with
    /// ``SandboxSettings/serveArgument``, a fork server (``ExampleForkServer``) that goes on here
    /// only in each forked child, with the library and example its request names.
    ///
    /// Either way the sandbox comes next, before any example code is loaded, then the channel, then
    /// the example: one that never awaits is called on the main thread and this returns; one that
    /// awaits starts at once on the main thread (`Task.immediate`) and goes on while `dispatchMain()`
    /// runs the main queue, and the process exits when it ends. Both run as an `async` top level
    /// would run them, up to its first suspension: on the main thread, outside any queue's block,
    /// so that an example's own `RunLoop.main.run(until:)` still drains the main queue. Nothing here
    /// starts a thread before a fork server forks.
    public static func run() {
        let arguments = CommandLine.arguments.dropFirst()
        let selection: (library: String, index: String)
        if arguments.first == SandboxSettings.serveArgument {
            ExampleProcessSandbox.enterPIDNamespace()
            selection = split(ExampleForkServer.serve())
        } else if arguments.count == 2 {
            ExampleProcessSandbox.enterPIDNamespace()
            selection = (arguments.first!, arguments.last!)
        } else {
            FileHandle.standardError.write(Data("usage: \(CommandLine.arguments[0]) LIBRARY INDEX\n".utf8))
            exit(SandboxSettings.unknownExampleStatus)
        }
        // Opened by the runner's user, loaded as the example's: the path may lie where the
        // example's user id cannot reach (a work directory under a private home).
        let library = open(selection.library, O_RDONLY | O_CLOEXEC)
        guard library >= 0 else { ExampleProcessSandbox.fail("opening \(selection.library)") }
        // Foundation makes the main bundle, once, from the executable's folder, which the sandbox
        // hides; made after it, `Bundle.main` traps. Made now, an example's
        // `Bundle.main.path(forResource:ofType:)` finds nothing, as the bundle of an app without the
        // resource would (Apple: Bundle.path(forResource:ofType:) — "nil if the file could not be
        // located").
        _ = Bundle.main
        ExampleProcessSandbox.enter()
        ModelChannelWriter.open()
        let entries = ExampleEntries.load(descriptor: library, path: selection.library)
        let index = Int(selection.index)
        if let index, let entryPoint = entries.synchronous(index) {
            MainActor.assumeIsolated { runSynchronously(entryPoint) }
        } else if let index, let entryPoint = entries.asynchronous(index) {
            Task.immediate { @MainActor in
                await run(entryPoint)
                exit(0)
            }
            dispatchMain()
        } else {
            FileHandle.standardError.write(Data("no example \(selection.index)\n".utf8))
            exit(SandboxSettings.unknownExampleStatus)
        }
    }

    /// A fork server's selection, `INDEX LIBRARY`: the index has no space, the path may.
    static func split(_ selection: String) -> (library: String, index: String) {
        guard let space = selection.firstIndex(of: " ") else { return ("", selection) }
        return (String(selection[selection.index(after: space)...]), String(selection[..<space]))
    }

    /// Runs the example at `entryPoint`, then says it returned; an error it throws ends the run as a fault.
    @MainActor static func run(_ entryPoint: @MainActor () async throws -> Void) async {
        do {
            try await entryPoint()
        } catch {
            ModelChannelWriter.uncaughtError(error)
        }
        ModelChannelWriter.finish()
    }

    /// Runs the example at `entryPoint`, one that never awaits, as ``run(_:)`` does, and lets the work
    /// it started finish before saying it returned (``ExampleAftermath``).
    @MainActor static func runSynchronously(_ entryPoint: @MainActor () throws -> Void) {
        do {
            try entryPoint()
        } catch {
            ModelChannelWriter.uncaughtError(error)
        }
        ExampleAftermath.letStartedWorkFinish()
        ModelChannelWriter.finish()
    }
}
