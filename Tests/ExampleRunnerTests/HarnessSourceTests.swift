import ModelContract
import Testing

@testable import ExampleRunner

@Suite struct HarnessSourceTests {
    @Test func examplesThatNeverAwaitAreLookedUpApart() {
        let main = HarnessSource.main(entryPoints: [(1, "one", false), (2, "two", true), (3, "three", false)])
        let lines = main.split(separator: "\n").map(String.init)
        let synchronous = lines.firstIndex {
            $0 == "func __cellspecSynchronousEntryPoint(_ selection: String) -> (@MainActor () throws -> Void)? {"
        }
        let asynchronous = lines.firstIndex {
            $0 == "func __cellspecEntryPoint(_ selection: String) -> (@MainActor () async throws -> Void)? {"
        }
        #expect(synchronous != nil && asynchronous != nil)
        if let synchronous, let asynchronous {
            #expect(
                Array(lines[(synchronous + 1)..<asynchronous]) == [
                    "    switch selection {", "    case \"1\": return one", "    case \"3\": return three",
                    "    default: return nil", "    }", "}",
                ])
            #expect(lines[asynchronous + 2] == "    case \"2\": return two")
        }
    }

    @Test func aServerForksBeforeTheSandboxAndTheSandboxComesBeforeTheExample() {
        let lines = HarnessSource.main(entryPoints: [(1, "one", false), (2, "two", true)])
            .split(separator: "\n").map(String.init)
        let serve = lines.firstIndex { $0.contains("ExampleForkServer.serve()") }
        let sandbox = lines.firstIndex(of: "ExampleProcessSandbox.enter()")
        let channel = lines.firstIndex(of: "ModelChannelWriter.open()")
        let firstRun = lines.firstIndex { $0.contains("__cellspecRun") }
        #expect(serve != nil && sandbox != nil && channel != nil && firstRun != nil)
        if let serve, let sandbox, let channel, let firstRun {
            #expect(serve < sandbox && sandbox < channel && channel < firstRun)
        }
        #expect(lines[serve ?? 0].contains("== \"\(SandboxSettings.serveArgument)\""))
        // The top level never awaits: a process that awaited there would have threads before it forks.
        #expect(!lines.contains { $0.hasPrefix("await ") || $0.hasPrefix("try await ") })
        #expect(lines.contains("    Task.immediate { @MainActor in"))
    }

    @Test func withoutExamplesOfAKindItsLookUpFindsNothing() {
        let main = HarnessSource.main(entryPoints: [(1, "one", false)])
        #expect(main.contains("async throws -> Void)? {\n    switch selection {\n    default: return nil\n"))
    }
}
