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

    @Test func theProgramRunsInAProcessGroupOfItsOwnWithNoSignalBlocked() async throws {
        // The mask is read with shell builtins first: while the shell waits for a child it blocks signals itself.
        let readMask = #"while read -r line; do case "$line" in SigBlk*) echo "$line";; esac; done < /proc/$$/status"#
        let outcome = try await run(readMask + #"; echo $$; cut -d' ' -f4 /proc/$$/stat; cut -d' ' -f5 /proc/$$/stat"#)
        let lines = outcome.standardOutput.split(separator: "\n")
        try #require(lines.count == 4)
        #expect(lines[0] == "SigBlk:\t0000000000000000")
        // Leashed, the group is led by the program's parent, its leash (`timeout`); else by the program.
        let leader = Leash.isAvailable ? lines[2] : lines[1]
        #expect(lines[3] == leader, "process group id")
        #expect(lines[3] != "\(getpgrp())")
    }

    @Test(.enabled(if: Leash.isAvailable, "needs util-linux's setpriv and coreutils' timeout"))
    func theProgramIsLeashed() async throws {
        // Its parent is the leash: `timeout`, with no deadline of its own when the runner sets none.
        let outcome = try await run(#"ppid=$(cut -d' ' -f4 /proc/$$/stat); tr '\0' ' ' < /proc/$ppid/cmdline"#)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("/usr/bin/timeout --signal=KILL 0 /bin/sh") == true, "\(lines)")
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

    /// The Swift driver starts each compiler job in a process group of its own; a timeout must end
    /// them too, not only the driver's group.
    @Test func aTimeoutKillsWhatTheProgramStartedInOtherGroups() async throws {
        let outcome = try await run("setsid sleep 30 & echo $!; wait", timeout: .seconds(1))
        #expect(outcome.termination == .timedOut)
        let child = try #require(pid_t(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!isProcessRunning(child))
    }
}
