import Foundation

/// What a generated `main.swift` does, compiled once with the model instead of in every build of
/// examples: model runtime, not UIKit API; SPI that only the generated harness imports. The
/// runner's `HarnessSource.main` writes the two look-ups of entry points and one call to
/// ``run(synchronous:asynchronous:)``.
///
/// A `main.swift` that did all of this itself made every build compile it again: a build of one
/// example took 0.55 s in `swiftc` against 0.44 s with this (medians of 7, run alternately), most
/// of it the `Task`, its closure and the `async` calls.
@_spi(CellSpecHarness) public enum ExampleMain {
    /// The example the first argument names by its index, run in this process — or, when that
    /// argument is ``SandboxSettings/serveArgument``, a fork server (``ExampleForkServer``) that goes
    /// on here only in each forked child, with the example its request names.
    ///
    /// Either way the sandbox (``ExampleProcessSandbox``) comes next, before any example code runs,
    /// then the channel, then the example: one that never awaits is called on the main thread and
    /// this returns; one that awaits starts at once on the main thread (`Task.immediate`) and goes
    /// on while `dispatchMain()` runs the main queue, and the process exits when it ends. Both run
    /// as an `async` top level would run them, up to its first suspension: on the main thread,
    /// outside any queue's block, so that an example's own `RunLoop.main.run(until:)` still drains
    /// the main queue. Nothing here starts a thread before a fork server forks.
    ///
    /// `@preconcurrency`: a `main.swift` in the Swift 5 language mode passes its look-ups as functions
    /// returning `@MainActor` functions that Swift 5 does not count as `Sendable` (Swift 6 does), and
    /// would be warned about the conversion once per build.
    @preconcurrency public static func run(
        synchronous: (Int) -> (@MainActor () throws -> Void)?,
        asynchronous: (Int) -> (@MainActor () async throws -> Void)?
    ) {
        let argument = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
        let selection = argument == SandboxSettings.serveArgument ? ExampleForkServer.serve() : argument
        ExampleProcessSandbox.enter()
        ModelChannelWriter.open()
        let index = Int(selection)
        if let index, let entryPoint = synchronous(index) {
            MainActor.assumeIsolated { runSynchronously(entryPoint) }
        } else if let index, let entryPoint = asynchronous(index) {
            Task.immediate { @MainActor in
                await run(entryPoint)
                exit(0)
            }
            dispatchMain()
        } else {
            FileHandle.standardError.write(Data("no example \(selection)\n".utf8))
            exit(SandboxSettings.unknownExampleStatus)
        }
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

    /// Runs the example at `entryPoint`, one that never awaits, as ``run(_:)`` does.
    @MainActor static func runSynchronously(_ entryPoint: @MainActor () throws -> Void) {
        do {
            try entryPoint()
        } catch {
            ModelChannelWriter.uncaughtError(error)
        }
        ModelChannelWriter.finish()
    }
}
