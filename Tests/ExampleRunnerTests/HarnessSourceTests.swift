import Testing

@testable import ExampleRunner

@Suite struct HarnessSourceTests {
    @Test func examplesThatNeverAwaitAreInTheSynchronousTable() {
        let main = HarnessSource.main(entryPoints: [(1, "one", false), (2, "two", true), (3, "three", false)])
        let lines = main.split(separator: "\n").map(String.init)
        let synchronous = lines.firstIndex {
            $0.hasPrefix("let __cellspecSynchronousEntryPoints: [String: @MainActor () throws -> Void]")
        }
        let asynchronous = lines.firstIndex {
            $0.hasPrefix("let __cellspecEntryPoints: [String: @MainActor () async throws -> Void]")
        }
        #expect(synchronous != nil && asynchronous != nil)
        if let synchronous, let asynchronous {
            #expect(Array(lines[(synchronous + 1)..<asynchronous]) == ["    \"1\": one,", "    \"3\": three,", "]"])
            #expect(lines[asynchronous + 1] == "    \"2\": two,")
        }
        #expect(
            lines.first { $0.hasPrefix("__cellspec") } == "__cellspecEnterSandbox()",
            "the sandbox comes before anything else runs")
    }

    @Test func anEmptyTableIsAnEmptyDictionaryLiteral() {
        let main = HarnessSource.main(entryPoints: [(1, "one", false)])
        #expect(main.contains("async throws -> Void] = [\n    :\n]"))
    }

    @Test func theSandboxVariablesAreRemovedBeforeTheExampleRuns() {
        for variable in [
            HarnessSource.SandboxVariable.limits, HarnessSource.SandboxVariable.user,
            HarnessSource.SandboxVariable.workspace,
            HarnessSource.SandboxVariable.scratch,
        ] {
            #expect(
                HarnessSource.harness.contains("take(\"\(variable)\")"),
                "\(variable) is read with take, which unsets it")
        }
    }
}
