import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Confines an example's process with system calls before any example code is loaded:
/// ``ExampleMain`` (all the example host does) calls ``enter()`` before it loads the library of
/// examples (in a fork server's child, after the fork), and ``enterPIDNamespace()`` first of all.
/// Model runtime, not UIKit API; SPI that only the host imports.
///
/// The runner says what to apply in ``SandboxSettings`` variables, which this removes as it reads
/// them: resource limits (`setrlimit`), then (as root, where the machine allows) new mount, network
/// and IPC namespaces with private size-limited tmpfs mounts and the directories to hide covered,
/// then the example's own user id
/// (`setresuid`, no supplementary groups, no new privileges, killed if its parent dies). Any step
/// that fails ends the process with ``SandboxSettings/sandboxFailedStatus`` before the example
/// runs. The C functions are looked up with `dlsym`, as Swift's Glibc module does not declare them
/// all; resource and flag numbers are Linux's. The runner's `ExampleSandbox` describes the limits
/// and why each is there.
@_spi(CellSpecHarness) public enum ExampleProcessSandbox {
    typealias Unshare = @convention(c) (Int32) -> Int32
    typealias Mount =
        @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafePointer<CChar>?, UInt, UnsafeRawPointer?)
        -> Int32
    typealias SetGroups = @convention(c) (Int, UnsafePointer<UInt32>?) -> Int32
    typealias SetIDs = @convention(c) (UInt32, UInt32, UInt32) -> Int32
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    typealias SetLimit = @convention(c) (Int32, UnsafePointer<UInt64>) -> Int32

    static func function<F>(_ name: String, _ type: F.Type) -> F {
        guard let symbol = dlsym(nil, name) else { fail("looking up \(name)") }
        return unsafeBitCast(symbol, to: type)
    }

    /// Ends the process before the example runs, saying which step failed and why.
    static func fail(_ step: String) -> Never {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("cellspec sandbox: \(step) failed: \(reason)\n".utf8))
        exit(SandboxSettings.sandboxFailedStatus)
    }

    private static func take(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        defer { unsetenv(name) }
        return String(cString: value)
    }

    /// Applies what the ``SandboxSettings`` variables ask for; nothing when they are not set (a run by hand).
    public static func enter() {
        guard let limits = take(SandboxSettings.limitsVariable) else { return }
        let user = take(SandboxSettings.userVariable).flatMap { UInt32($0) }
        let workspace = take(SandboxSettings.workspaceVariable)
        let scratch = take(SandboxSettings.scratchVariable) ?? "67108864"
        let hidden = take(SandboxSettings.hiddenVariable)?.split(separator: "\n").map(String.init) ?? []
        let numbers = limits.split(separator: " ").compactMap { UInt64($0) }
        guard numbers.count == 4 else { fail("reading the limits '\(limits)'") }
        // RLIMIT_CPU 0, RLIMIT_AS 9, RLIMIT_FSIZE 1, RLIMIT_CORE 4, RLIMIT_NPROC 6: soft and hard alike.
        let setLimit = function("setrlimit", SetLimit.self)
        var wanted: [(Int32, UInt64)] = [(0, numbers[0]), (9, numbers[1]), (1, numbers[2]), (4, 0)]
        if numbers[3] > 0 { wanted.append((6, numbers[3])) }
        for (resource, value) in wanted {
            guard [value, value].withUnsafeBufferPointer({ setLimit(resource, $0.baseAddress!) }) == 0 else {
                fail("setrlimit(\(resource))")
            }
        }
        if workspace != nil, let user { privateMounts(hiding: hidden, owner: user, size: scratch) }
        if let user { become(user) }
    }

    /// `CLONE_NEWNET`: a network namespace, whose only device is a loopback that is down.
    static let newNetworkNamespace: Int32 = 0x4000_0000

    /// Whether the process is already in a network namespace of its own, made once by a fork
    /// server for all its children (``ExampleForkServer``): a child then makes only its mount and
    /// IPC namespaces. Making a network namespace is most of what the namespaces cost (about 0.8
    /// of 1.5 ms per run, measured on this project's 2-core machine), and one serves every run
    /// of the server alike: a run's processes are all killed before the next starts, and an
    /// example, as a user id of its own, can change nothing in the namespace that outlives them.
    /// IPC objects do outlive their processes, so IPC namespaces stay one per run.
    nonisolated(unsafe) static var inNetworkNamespace = false

    /// Whether this process is the first of a PID namespace of its own (``enterPIDNamespace()``):
    /// then `kill(-1, …)` reaches every other process in it, and only those.
    nonisolated(unsafe) static var leadsPIDNamespace = false

    /// New mount, network (a loopback that is down) and IPC namespaces; size-limited tmpfs mounts
    /// over the world-writable directories; empty read-only mounts over `hidden` (the work
    /// directory with the result cache, builds and other runs' folders; the user's directories);
    /// and a working directory and `HOME` of the example's own in its private `/tmp`. The example's
    /// library is already open and the host and the model loaded, so nothing the process needs
    /// later lies under what is covered.
    private static func privateMounts(hiding hidden: [String], owner: UInt32, size: String) {
        let unshare = function("unshare", Unshare.self)
        let mount = function("mount", Mount.self)
        // CLONE_NEWNS | CLONE_NEWIPC, and CLONE_NEWNET unless the fork server made one.
        guard unshare(0x0002_0000 | 0x0800_0000 | (inNetworkNamespace ? 0 : newNetworkNamespace)) == 0 else {
            fail("unshare")
        }
        // MS_REC | MS_PRIVATE: nothing mounted here propagates back.
        guard mount(nil, "/", nil, 0x4000 | 0x4_0000, nil) == 0 else { fail("making / private") }
        var status = stat()
        func isDirectory(_ path: String) -> Bool { stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR }
        // MS_NOSUID | MS_NODEV, and MS_RDONLY for what is hidden.
        for directory in hidden where isDirectory(directory) {
            guard mount("cellspec", directory, "tmpfs", 0x2 | 0x4 | 0x1, "size=4k,mode=755") == 0 else {
                fail("hiding \(directory)")
            }
        }
        for directory in ["/tmp", "/var/tmp", "/dev/shm"] where isDirectory(directory) {
            guard mount("cellspec", directory, "tmpfs", 0x2 | 0x4, "size=\(size),mode=1777") == 0 else {
                fail("mounting a tmpfs on \(directory)")
            }
        }
        let workspace = SandboxSettings.privateWorkspace
        guard mkdir(workspace, 0o700) == 0, chown(workspace, owner, owner) == 0, chdir(workspace) == 0 else {
            fail("making \(workspace)")
        }
        setenv("HOME", workspace, 1)
    }

    /// Puts what this process starts from now on in a PID namespace of its own, when the runner
    /// asks (``SandboxSettings/pidNamespaceVariable``), and returns in the namespace's first
    /// process: the namespace's every process dies with that one, so nothing an example starts —
    /// even a process that left its group with `setsid` and sleeps, which no CPU limit ends —
    /// outlives the run's process or a fork server, and they die with cellspec, even by `SIGKILL`
    /// (each is leashed, see the runner's `Leash`).
    ///
    /// `unshare(CLONE_NEWPID)` moves only the children, so the process forks: the parent stays
    /// outside as what the runner started, waits, and ends as the namespace's first process ends
    /// (the same status, or killed by the same signal); the child dies with the parent
    /// (`PR_SET_PDEATHSIG`). The first process of a namespace ignores the signals it sends itself
    /// (`abort()`'s `SIGABRT`), so a run of one example forks once more: the example runs in a
    /// grandchild, whose wait status the first process passes to the parent through a pipe.
    static func enterPIDNamespace() {
        guard take(SandboxSettings.pidNamespaceVariable) != nil else { return }
        let prctl = function("prctl", Prctl.self)
        // CLONE_NEWPID
        guard function("unshare", Unshare.self)(0x2000_0000) == 0 else { fail("unshare(CLONE_NEWPID)") }
        var passed: [Int32] = [-1, -1]
        guard pipe(&passed) == 0 else { fail("pipe") }
        let first = fork()
        guard first >= 0 else { fail("fork") }
        if first > 0 {
            close(passed[1])
            let status = waitStatus(of: first)
            var example: Int32 = 0
            let count = read(passed[0], &example, MemoryLayout<Int32>.size)
            end(as: count == MemoryLayout<Int32>.size ? example : status)
        }
        close(passed[0])
        // PR_SET_PDEATHSIG; a parent already gone would have been replaced by another (outside the
        // namespace, so `getppid()` is 0 either way): the pipe, whose read end only the parent
        // holds, says it is still there (a pipe without readers polls as an error).
        var reader = pollfd(fd: passed[1], events: Int16(POLLOUT), revents: 0)
        guard prctl(1, UInt(SIGKILL), 0, 0, 0) == 0, poll(&reader, 1, 0) == 1, reader.revents & Int16(POLLERR) == 0
        else {
            _exit(SandboxSettings.sandboxFailedStatus)
        }
        leadsPIDNamespace = true
        guard !CommandLine.arguments.contains(SandboxSettings.serveArgument) else {
            close(passed[1])
            return
        }
        let example = fork()
        guard example >= 0 else { fail("fork") }
        if example > 0 {
            var status = waitStatus(of: example)
            _ = write(passed[1], &status, MemoryLayout<Int32>.size)
            _exit(0)
        }
        close(passed[1])
        leadsPIDNamespace = false
        guard prctl(1, UInt(SIGKILL), 0, 0, 0) == 0, getppid() == 1 else { _exit(SandboxSettings.sandboxFailedStatus) }
    }

    private static func waitStatus(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { _exit(SandboxSettings.sandboxFailedStatus) }
        }
        return status
    }

    /// Ends as a process with wait status `status` ended: the same exit status, or killed by the
    /// same signal (without a core dump).
    private static func end(as status: Int32) -> Never {
        let signal = status & 0x7F
        guard signal != 0 else { _exit((status >> 8) & 0xFF) }
        let noCore: [UInt64] = [0, 0]
        _ = noCore.withUnsafeBufferPointer { function("setrlimit", SetLimit.self)(4, $0.baseAddress!) }
        Glibc.signal(signal, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), signal)
        _exit(128 + signal)
    }

    /// Gives up root for the example's user id for good.
    private static func become(_ user: UInt32) {
        let prctl = function("prctl", Prctl.self)
        guard function("setgroups", SetGroups.self)(0, nil) == 0 else { fail("setgroups") }
        guard function("setresgid", SetIDs.self)(user, user, user) == 0 else { fail("setresgid") }
        guard function("setresuid", SetIDs.self)(user, user, user) == 0 else { fail("setresuid") }
        // PR_SET_NO_NEW_PRIVS; PR_SET_PDEATHSIG (changing the user id cleared the one set before);
        // PR_SET_DUMPABLE, which the change cleared too: without it `/proc/self/fd`, through which
        // ``ExampleMain`` loads the example's library, belongs to root. Only this run's processes
        // have its user id, so nothing else may trace it.
        guard prctl(38, 1, 0, 0, 0) == 0, prctl(1, UInt(SIGKILL), 0, 0, 0) == 0, prctl(4, 1, 0, 0, 0) == 0 else {
            fail("prctl")
        }
    }
}
