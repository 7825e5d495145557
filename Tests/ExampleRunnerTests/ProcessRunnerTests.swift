import Foundation
import TestSupport
import Testing

@testable import ExampleRunner

#if canImport(Glibc)
import Glibc
#endif

/// How ``ProcessRunner`` starts a program: its own process group, no blocked signal, no inherited
/// descriptor, and nothing of its group left running after it ends or times out.
@Suite struct ProcessRunnerTests {
    let shell = URL(fileURLWithPath: "/bin/sh")

    func run(_ script: String, timeout: Duration? = nil) async throws -> ProcessRunner.Outcome {
        try await ProcessRunner().run(shell, arguments: ["-c", script], timeout: timeout)
    }

    @Test func theProgramLeadsItsOwnProcessGroupWithNoSignalBlocked() async throws {
        // The mask is read with shell builtins first: while the shell waits for a child it blocks signals itself.
        let readMask = #"while read -r line; do case "$line" in SigBlk*) echo "$line";; esac; done < /proc/$$/status"#
        let outcome = try await run(readMask + #"; echo $$; cut -d' ' -f5 /proc/$$/stat"#)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "SigBlk:\t0000000000000000")
        #expect(lines.dropFirst().first == lines.last, "process id and process group id")
    }

    @Test func noDescriptorOfTheRunnerIsInherited() async throws {
        let descriptor = open("/etc/hostname", O_RDONLY)
        defer { close(descriptor) }
        #expect(descriptor > 2)
        let outcome = try await run("ls /proc/$$/fd")
        #expect(outcome.standardOutput.split(separator: "\n") == ["0", "1", "2"])
    }

    @Test func whatTheProgramLeavesInItsGroupIsKilledWhenItEnds() async throws {
        let outcome = try await run("sleep 30 & echo $!")
        #expect(outcome.termination == .exited(0))
        let child = try #require(pid_t(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!isProcessRunning(child))
    }

    @Test func aTimeoutKillsTheWholeGroup() async throws {
        let outcome = try await run("sleep 30 & echo $!; wait", timeout: .seconds(1))
        #expect(outcome.termination == .timedOut)
        #expect(outcome.seconds < 10)
        let child = try #require(pid_t(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!isProcessRunning(child))
    }
}
