import Foundation
import ModelContract

#if canImport(Glibc)
    import Glibc
#endif

/// The limits and the identity an example's process runs with. The process applies them to itself
/// with system calls, first thing in its `main.swift` (the model's `ExampleMain` and
/// `ExampleProcessSandbox`), before any example code runs: cellspec starts the example's binary
/// directly (leashed, see ``Leash``) and tells it what to apply in variables it removes at once
/// (``SandboxSettings``). No helper program is exec'd per example: an earlier chain of util-linux's
/// `prlimit`, `unshare`, `sh` with `mount`, and `setpriv` cost about ten program starts per run,
/// several times the example's own run.
///
/// - `RLIMIT_CPU`: CPU seconds (the wall-clock timeout stays the primary limit).
/// - `RLIMIT_AS`: address space, so a memory bomb fails its allocation instead of exhausting the machine.
/// - `RLIMIT_FSIZE`: the largest file the example may write, which bounds its captured output on disk too.
/// - `RLIMIT_CORE` 0: no core dumps.
/// - Namespaces (root only, where the machine allows them): `unshare` gives the example no network
///   (a network namespace with only a loopback that is down) and private tmpfs mounts of 64 MB over
///   `/tmp`, `/var/tmp`, `/dev/shm` and its working directory, so it cannot fill a disk. When the work
///   directory lies in one of the three (a checkout under `/tmp`), its top folder is bound back
///   into the private mount, so the example still finds its binary and workspace.
/// - `RLIMIT_NPROC`: processes and threads. Linux counts them per real user id and exempts root, so the
///   limit only holds because the example runs as a user id of its own (chosen at random from a
///   range no account uses): it counts only that example's processes, cannot signal or trace any
///   other process, and cannot write where root's files are. Without root (a developer's machine),
///   the user id cannot change and `RLIMIT_NPROC` would count all of that user's processes, so it is
///   not set; the process group is then what ends stray children (see ``ProcessRunner``).
struct ExampleSandbox: Sendable {
    var cpuSeconds: Int
    var memoryBytes: Int = 1 << 30
    var processes: Int = 64
    var fileBytes: Int = 16 << 20
    /// The user id the example runs as, when cellspec can switch to it (it runs as root).
    var userID: UInt32?
    /// Kills the user id's processes if cellspec is interrupted, from ``prepare(workspace:events:)`` to ``killLeftovers()``.
    private var interruption: Interruption.Registration?

    static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
    static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")
    /// The size of each private tmpfs: the working directory, `/tmp`, `/var/tmp` and `/dev/shm`.
    static let scratchBytes = 64 << 20

    /// Whether this machine lets root make mount and network namespaces (not every container does).
    /// Tried once per process, with a tmpfs mount like the examples'.
    static let namespacesWork: Bool = {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: unshare.path),
            let child = try? ChildProcess.spawn(
                unshare.path,
                arguments: [
                    "--mount", "--net", "--propagation", "private", "--", "/bin/sh", "-c",
                    "mount -t tmpfs -o size=1m cellspec /tmp",
                ],
                environment: ["PATH": "/usr/bin:/bin"], workingDirectory: nil, standardOutput: null, standardError: null
            )
        else { return false }
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) == -1 && errno == EINTR {}
        child.killGroup()
        return status == 0
    }()

    /// A sandbox for running `binary` with this wall-clock time limit: CPU time gets one second more,
    /// so the timeout is what usually ends a busy loop and the CPU limit catches only what the timeout
    /// cannot see (threads burning several cores at once).
    init(timeout: Duration, binary: URL) {
        cpuSeconds = Int(timeout.components.seconds) + 1
        var status = stat()
        let othersCanRun = stat(binary.path, &status) == 0 && status.st_mode & 0o005 == 0o005
        if othersCanRun && Self.switchesUser(toRunIn: binary.deletingLastPathComponent()) {
            userID = UInt32.random(in: 1_000_000_000...1_999_999_999)
        }
    }

    /// Whether examples built in `directory` run as a user id of their own: cellspec runs as root,
    /// `setpriv` is there (to end what the user id left running, ``killLeftovers()``), and another user
    /// can reach the directory (and so the binary and the model library in the work directory). A
    /// checkout under a private directory such as `/root` cannot be reached; its examples then run as
    /// root, without the process limit.
    static func switchesUser(toRunIn directory: URL) -> Bool {
        guard getuid() == 0, isAvailable else { return false }
        var status = stat()
        var directory = directory
        while true {
            guard stat(directory.path, &status) == 0, status.st_mode & 0o001 != 0 else { return false }
            if directory.path == "/" { return true }
            directory.deleteLastPathComponent()
        }
    }

    /// Whether this machine has `setpriv` (Linux with util-linux), which ends what an example's user
    /// id left running; without it examples keep root's user id.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: setpriv.path) }

    /// The variables that tell the example's process what to apply to itself (see
    /// the model's `ExampleProcessSandbox`), running in `workspace`.
    func environment(workspace: URL) -> [String: String] {
        var variables = [
            SandboxSettings.limitsVariable:
                "\(cpuSeconds) \(memoryBytes) \(fileBytes) \(userID == nil ? 0 : processes)"
        ]
        if let userID {
            variables[SandboxSettings.userVariable] = "\(userID)"
            if Self.namespacesWork {
                variables[SandboxSettings.workspaceVariable] = workspace.path
                variables[SandboxSettings.scratchVariable] = "\(Self.scratchBytes)"
            }
        }
        return variables
    }

    /// Makes the example's working directory its own: owned by its user id, private to it; and has
    /// Ctrl-C kill what runs under that user id.
    mutating func prepare(workspace: URL) throws {
        guard let userID, Self.isAvailable else { return }
        interruption = Interruption.killOnInterruption(userID: userID)
        guard chown(workspace.path, userID, userID) == 0, chmod(workspace.path, 0o700) == 0 else {
            throw RunnerError.io(
                "cannot hand \(workspace.path) to the example's user id: \(String(cString: strerror(errno)))")
        }
    }

    /// Ends the run when a ``ForkServer`` has already killed what the user id left running: Ctrl-C
    /// no longer needs to.
    func endRun() {
        interruption?.cancel()
    }

    /// Ends every process left running under the example's user id (children that left the process
    /// group with `setsid`, say) by sending SIGKILL to all of them as that user.
    func killLeftovers() async {
        guard let userID, Self.isAvailable else { return }
        defer { interruption?.cancel() }
        // Twice, as one program: what was forked while the first signal went out gets the second.
        _ = try? await ProcessRunner().run(
            Self.setpriv,
            arguments: [
                "--reuid=\(userID)", "--regid=\(userID)", "--clear-groups", "--", "/bin/sh", "-c",
                "kill -KILL -1; kill -KILL -1",
            ],
            timeout: .seconds(10))
    }
}
