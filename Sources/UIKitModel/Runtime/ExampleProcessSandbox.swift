import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Confines an example's process with system calls before any example code runs: ``ExampleMain``
/// (what the generated `main.swift` calls) calls ``enter()`` first thing (in a fork server's
/// child, after the fork). Model runtime, not UIKit API; SPI that only the generated harness
/// imports.
///
/// The runner says what to apply in ``SandboxSettings`` variables, which this removes as it reads
/// them: resource limits (`setrlimit`), then (as root, where the machine allows) new mount, network
/// and IPC namespaces with private size-limited tmpfs mounts, then the example's own user id
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
        if let workspace, let user { privateMounts(workspace: workspace, owner: user, size: scratch) }
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

    /// New mount, network (a loopback that is down) and IPC namespaces; tmpfs mounts over the
    /// world-writable directories and the working directory. When the working directory lies in one
    /// of them, its top folder (which holds the binary) is bound back into the new mount.
    private static func privateMounts(workspace: String, owner: UInt32, size: String) {
        let unshare = function("unshare", Unshare.self)
        let mount = function("mount", Mount.self)
        // CLONE_NEWNS | CLONE_NEWIPC, and CLONE_NEWNET unless the fork server made one.
        guard unshare(0x0002_0000 | 0x0800_0000 | (inNetworkNamespace ? 0 : newNetworkNamespace)) == 0 else {
            fail("unshare")
        }
        // MS_REC | MS_PRIVATE: nothing mounted here propagates back.
        guard mount(nil, "/", nil, 0x4000 | 0x4_0000, nil) == 0 else { fail("making / private") }
        func tmpfs(_ target: String, _ options: String) {
            // MS_NOSUID | MS_NODEV
            guard mount("cellspec", target, "tmpfs", 0x2 | 0x4, options) == 0 else {
                fail("mounting a tmpfs on \(target)")
            }
        }
        var status = stat()
        for directory in ["/tmp", "/var/tmp", "/dev/shm"]
        where stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
            let options = "size=\(size),mode=1777"
            guard (workspace + "/").hasPrefix(directory + "/") else {
                tmpfs(directory, options)
                continue
            }
            let top = workspace.dropFirst(directory.count + 1).prefix { $0 != "/" }
            let keep = directory + "/" + top
            // O_PATH | O_DIRECTORY | O_CLOEXEC
            let held = open(keep, 0o1000_0000 | 0o20_0000 | 0o200_0000)
            guard held >= 0 else { fail("opening \(keep)") }
            tmpfs(directory, options)
            guard mkdir(keep, 0o755) == 0 else { fail("making \(keep)") }
            // MS_BIND
            guard mount("/proc/self/fd/\(held)", keep, nil, 0x1000, nil) == 0 else { fail("binding \(keep)") }
            close(held)
        }
        tmpfs(workspace, "size=\(size),mode=700,uid=\(owner),gid=\(owner)")
        guard chdir(workspace) == 0 else { fail("entering \(workspace)") }
    }

    /// Gives up root for the example's user id for good.
    private static func become(_ user: UInt32) {
        let prctl = function("prctl", Prctl.self)
        guard function("setgroups", SetGroups.self)(0, nil) == 0 else { fail("setgroups") }
        guard function("setresgid", SetIDs.self)(user, user, user) == 0 else { fail("setresgid") }
        guard function("setresuid", SetIDs.self)(user, user, user) == 0 else { fail("setresuid") }
        // PR_SET_NO_NEW_PRIVS; PR_SET_PDEATHSIG (changing the user id cleared the one set before).
        guard prctl(38, 1, 0, 0, 0) == 0, prctl(1, UInt(SIGKILL), 0, 0, 0) == 0 else { fail("prctl") }
    }
}
