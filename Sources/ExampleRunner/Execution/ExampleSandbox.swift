import Foundation
import ModelContract

#if canImport(Glibc)
    import Glibc
#endif

/// The limits and the identity an example's process runs with. The process applies them to itself
/// with system calls (the model's `ExampleMain` and `ExampleProcessSandbox`) before it loads the
/// library that holds any example code, so even code that runs as the library loads is confined:
/// cellspec starts the example host directly (leashed, see ``Leash``) and tells it what to apply
/// in variables it removes at once (``SandboxSettings``). No helper program is exec'd per example: an earlier chain of util-linux's
/// `prlimit`, `unshare`, `sh` with `mount`, and `setpriv` cost about ten program starts per run,
/// several times the example's own run.
///
/// - `RLIMIT_CPU`: CPU seconds (the wall-clock timeout stays the primary limit).
/// - `RLIMIT_AS`: address space, so a memory bomb fails its allocation instead of exhausting the machine.
/// - `RLIMIT_FSIZE`: the largest file the example may write, which bounds its captured output on disk too.
/// - `RLIMIT_CORE` 0: no core dumps.
/// - Namespaces (root only, where the machine allows them): `unshare` gives the example no network
///   (a network namespace with only a loopback that is down), private tmpfs mounts of 64 MB over
///   `/tmp`, `/var/tmp` and `/dev/shm`, so it cannot fill a disk, a working directory and `HOME` in
///   its private `/tmp`, and empty read-only mounts over the work directory and the user's
///   directories (``hiddenDirectories(workDirectory:keeping:)``); and a PID namespace per fork
///   server or run, which takes everything the example started down with it.
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

    /// A sandbox for a run with this wall-clock time limit: CPU time gets one second more, so the
    /// timeout is what usually ends a busy loop and the CPU limit catches only what the timeout
    /// cannot see (threads burning several cores at once). As root, the example gets a user id of
    /// its own wherever the work directory lies: the host opens the example's library before it
    /// gives up root and loads it through the open descriptor (the model's `ExampleMain`).
    init(timeout: Duration) {
        cpuSeconds = Int(min(timeout.components.seconds, Int64(Int32.max))) + 1
        if Self.switchesUser {
            userID = UInt32.random(in: 1_000_000_000...1_999_999_999)
        }
    }

    /// Whether examples run as a user id of their own: cellspec runs as root and `setpriv` is
    /// there (to end what the user id left running, ``killLeftovers()``).
    static var switchesUser: Bool { getuid() == 0 && isAvailable }

    /// How much of the sandbox this machine gives examples.
    enum Level: Sendable, Equatable {
        /// A user id of its own, mount, network, IPC and PID namespaces, and every limit.
        case whole
        /// A user id of its own and every limit, but no namespaces: the machine refuses them.
        case withoutNamespaces
        /// Only the limits and the process group: cellspec does not run as root (or has no `setpriv`).
        case limitsOnly
    }

    static var level: Level {
        guard switchesUser else { return .limitsOnly }
        return namespacesWork ? .whole : .withoutNamespaces
    }

    /// What the examples lack here, as one sentence; nil when they have the whole sandbox.
    static var shortfall: String? {
        switch level {
        case .whole:
            nil
        case .withoutNamespaces:
            "this machine does not let root make mount, network and PID namespaces, so examples run as a user id of their own with every limit but can reach the network, write world-writable directories and read the work directory"
        case .limitsOnly:
            "cellspec does not run as root\(isAvailable ? "" : " with util-linux's setpriv"), so examples run as your user id: they can write the result cache and your files, and a process one leaves running can outlive cellspec; only the time, CPU, memory and file-size limits hold"
        }
    }

    /// The variables of a process that starts runs — a fork server, or a run of its own — before
    /// it runs any: with the whole sandbox, a PID namespace of its own (the model's
    /// `ExampleProcessSandbox.enterPIDNamespace()`), which ends with it whatever it started.
    static var startEnvironment: [String: String] {
        level == .whole ? [SandboxSettings.pidNamespaceVariable: "1"] : [:]
    }

    /// What an example must not see, where it has mount namespaces: the work directory (builds, the
    /// result cache, other runs' folders, the report when it is written there) and the directories
    /// of the user's it could read — the current directory and `HOME` — unless one holds a `kept`
    /// directory: the toolchain, whose runtime libraries a library of examples may still need to
    /// load. The model needs no keeping: the host loaded it, and opened the examples' library,
    /// before the mounts. `/` and the system's own directories are never covered.
    static func hiddenDirectories(workDirectory: URL, keeping kept: [URL]) -> [String] {
        let system = [
            "/", "/usr", "/lib", "/lib64", "/bin", "/sbin", "/etc", "/proc", "/dev", "/sys", "/opt", "/tmp", "/var",
            "/run",
        ]
        let keptPaths = kept.map { $0.standardizedFileURL.resolvingSymlinksInPath().path + "/" }
        var candidates = [workDirectory.path, FileManager.default.currentDirectoryPath]
        if let home = ProcessInfo.processInfo.environment["HOME"] { candidates.append(home) }
        var hidden: [String] = []
        for candidate in candidates {
            let path = URL(fileURLWithPath: candidate).standardizedFileURL.resolvingSymlinksInPath().path
            guard !system.contains(path), !keptPaths.contains(where: { $0.hasPrefix(path + "/") }),
                !hidden.contains(path)
            else { continue }
            hidden.append(path)
        }
        return hidden
    }

    /// Whether this machine has `setpriv` (Linux with util-linux), which ends what an example's user
    /// id left running; without it examples keep root's user id.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: setpriv.path) }

    /// The variables that tell the example's process what to apply to itself (see
    /// the model's `ExampleProcessSandbox`), running in `workspace`, with `hidden` covered.
    func environment(workspace: URL, hiding hidden: [String] = []) -> [String: String] {
        var variables = [
            SandboxSettings.limitsVariable:
                "\(cpuSeconds) \(memoryBytes) \(fileBytes) \(userID == nil ? 0 : processes)"
        ]
        if let userID {
            variables[SandboxSettings.userVariable] = "\(userID)"
            if Self.namespacesWork {
                variables[SandboxSettings.workspaceVariable] = workspace.path
                variables[SandboxSettings.scratchVariable] = "\(Self.scratchBytes)"
                variables[SandboxSettings.hiddenVariable] = hidden.joined(separator: "\n")
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
