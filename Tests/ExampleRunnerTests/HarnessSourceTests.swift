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

    @Test func theModelRunsTheExampleFromOneSynchronousCall() {
        let lines = HarnessSource.main(entryPoints: [(1, "one", false), (2, "two", true)])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The fork server, the sandbox, the channel and the run are the model's `ExampleMain`,
        // compiled once: main.swift only looks up entry points and makes this one call.
        let call = "ExampleMain.run(synchronous: __cellspecSynchronousEntryPoint, asynchronous: __cellspecEntryPoint)"
        #expect(lines.filter { $0 == call }.count == 1)
        #expect(lines.last { !$0.isEmpty } == call)
        // The top level never awaits: a process that awaited there would have threads before it forks.
        #expect(!lines.contains { $0.contains("await") || $0.contains("Task") })
    }

    @Test func withoutExamplesOfAKindItsLookUpFindsNothing() {
        let main = HarnessSource.main(entryPoints: [(1, "one", false)])
        #expect(main.contains("async throws -> Void)? {\n    switch selection {\n    default: return nil\n"))
    }
}
