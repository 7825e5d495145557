import Foundation
import ModelContract

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn` and waited for with `waitpid`, for ``ProcessRunner``.
///
/// Foundation's `Process` is not used: it learns that a program ended when a socket the child
/// inherits closes, so a grandchild that keeps it open (a forked child of an example) hides the end
/// of the program; and it hands the child the signal mask of whatever thread started it, which in a
/// Swift concurrency thread blocks SIGXFSZ and SIGXCPU, the signals resource limits end a process
/// with. Here the child starts as the leader of a new process group, with no signal blocked and the
/// usual signals at their default action, standard input from `/dev/null` (or, for a
/// ``ForkServer``, its socket), and no file descriptor
/// of the runner's beyond the two output files and, for an example, the channel's write end
/// (``ChannelSettings/descriptor``). It is started leashed (``Leash``) from the one ``SpawnThread``,
/// so it dies with cellspec, and registered with ``Interruption``, so Ctrl-C kills it.
struct ChildProcess: Sendable {
    enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t

    /// Starts `executable`; `limit` is the time limit the caller enforces, which the child's own
    /// watchdog backs up (see ``Leash``).
    static func spawn(
        _ executable: String, arguments: [String], environment: [String: String]?, workingDirectory: String?,
        standardInput: Int32? = nil, standardOutput: Int32, standardError: Int32, channel: Int32? = nil,
        limit: Duration? = nil, stopsJobsOnInterrupt: Bool = false
    ) throws -> ChildProcess {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let pid = try SpawnThread.shared.run {
            try Interruption.startChild {
                try spawnHere(
                    executable, arguments: arguments, environment: environment, workingDirectory: workingDirectory,
                    standardInput: standardInput, standardOutput: standardOutput, standardError: standardError,
                    channel: channel, limit: limit, stopsJobsOnInterrupt: stopsJobsOnInterrupt)
            }
        }
        return ChildProcess(pid: pid)
    }

    private static func spawnHere(
        _ executable: String, arguments: [String], environment: [String: String], workingDirectory: String?,
        standardInput: Int32?, standardOutput: Int32, standardError: Int32, channel: Int32?, limit: Duration?,
        stopsJobsOnInterrupt: Bool
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        var firstClosed: Int32 = 3
        if let channel {
            posix_spawn_file_actions_adddup2(&actions, channel, ChannelSettings.descriptor)
            firstClosed = ChannelSettings.descriptor + 1
        }
        _ = GNUSpawnActions.closeFrom.map { $0(&actions, firstClosed) }
        if let workingDirectory {
            guard let changeDirectory = GNUSpawnActions.changeDirectory else {
                throw SpawnError(code: ENOSYS, executable: executable)
            }
            _ = changeDirectory(&actions, workingDirectory)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGCHLD, SIGXCPU, SIGXFSZ]
        {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let command = Leash.command(
            executable, arguments: arguments, limit: limit, interruptFirst: stopsJobsOnInterrupt)
        let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, command.executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError(code: status, executable: executable) }
        return pid
    }

    /// Waits on a thread of its own (`waitpid` blocks), so waiting never holds up Swift's concurrency
    /// threads. Also returns when the program ended, taken on that thread: the awaiting task may
    /// resume later, when a concurrency thread is free, and that delay is not the program's. When
    /// cellspec is being stopped (``Interruption``), it never returns: the child was killed, and that
    /// is no outcome to report.
    func wait() async -> (termination: Termination, ended: ContinuousClock.Instant) {
        await withCheckedContinuation { continuation in
            let pid = self.pid
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                let ended = ContinuousClock.now
                Interruption.parkIfInterrupted()
                let signal = status & 0x7F
                continuation.resume(
                    returning: (signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal), ended))
            }.start()
        }
    }

    /// Kills whatever the child left running in its group. The leader has ended and been reaped; its
    /// group's id stays reserved while any member lives, so this reaches only what it left behind.
    func killGroup() {
        kill(-pid, SIGKILL)
        Interruption.childEnded(pid)
    }

    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var executable: String
        var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }
}

/// glibc's `posix_spawn_file_actions_addchdir_np` and `_addclosefrom_np`, looked up at run time:
/// Swift's Glibc module does not declare these GNU extensions.
private enum GNUSpawnActions {
    typealias ChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static let changeDirectory: ChangeDirectory? = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
        unsafeBitCast($0, to: ChangeDirectory.self)
    }
    static let closeFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
        unsafeBitCast($0, to: CloseFrom.self)
    }
}
