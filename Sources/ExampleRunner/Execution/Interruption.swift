import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What cellspec does when it is told to stop (SIGINT from Ctrl-C, SIGTERM, SIGHUP): kill every
/// child still running with its group and all it started (``ProcessTree``: examples, `swiftc` and
/// its compiler jobs, each in a group of its own, so the terminal's signal never reaches them),
/// remove the folders the run was staging, and exit with 128 plus the signal's number (130 for
/// Ctrl-C, 143 for SIGTERM).
///
/// Every child is started through ``ChildProcess``, which registers its group here while holding the
/// same lock the cleanup takes, so no child can start after the cleanup has begun. A folder is
/// registered by whoever creates it (``removeOnInterruption(_:)``). The signal handler only writes
/// the signal's number to a pipe; a thread of its own reads it and does the rest, since killing and
/// removing files is not safe in a handler. Once interrupted, the threads that wait for children
/// never resume, so nothing reports a killed child as a verdict before the process exits.
public enum Interruption {
    /// Installs the handlers; the command-line tool calls this once at start. A program that uses
    /// the runner as a library and handles signals itself leaves it out: the registry still works.
    public static func install() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        signalPipe = descriptors[1]
        let reader = descriptors[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) != 1 {}
            stop(signal: Int32(byte))
        }
        thread.name = "cellspec-interruption"
        thread.start()
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = write(signalPipe, &byte, 1)
            }
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// A folder (or file) removed if the run is interrupted before ``Registration/cancel()``.
    public struct Registration: Sendable {
        fileprivate let id: UUID

        /// The folder no longer needs removing on interruption (it was removed or published).
        public func cancel() {
            state.withLock {
                $0.paths[id] = nil
                $0.users[id] = nil
            }
        }
    }

    /// Registers `url` for removal on interruption.
    public static func removeOnInterruption(_ url: URL) -> Registration {
        let registration = Registration(id: UUID())
        state.withLock { $0.paths[registration.id] = url.path }
        return registration
    }

    /// Registers a user id an example runs as (``ExampleSandbox``): on interruption every process
    /// running under it is killed too, which reaches the children that left the example's group.
    static func killOnInterruption(userID: UInt32) -> Registration {
        let registration = Registration(id: UUID())
        state.withLock { $0.users[registration.id] = userID }
        return registration
    }

    /// Whether the process is being stopped by a signal.
    public static var isInterrupted: Bool { state.withLock { $0.interrupted } }

    /// Parks the calling thread for good when the process is being stopped: the cleanup thread ends
    /// the process. Called where a result would otherwise be acted on (a child's end, the tool's exit).
    public static func parkIfInterrupted() {
        guard isInterrupted else { return }
        while true { pause() }
    }

    /// Runs `start` (which starts a child and returns its process id) unless the process is being
    /// stopped, and records the child's process group, both under the cleanup's lock.
    static func startChild(_ start: () throws -> pid_t) rethrows -> pid_t {
        let pid = try state.withLock { state -> pid_t? in
            guard !state.interrupted else { return nil }
            let pid = try start()
            state.groups.insert(pid)
            return pid
        }
        guard let pid else {
            // The process is about to exit: start nothing, and never return.
            while true { pause() }
        }
        return pid
    }

    /// The child's group has been killed and reaped: nothing of it is left to stop.
    static func childEnded(_ pid: pid_t) {
        state.withLock { _ = $0.groups.remove(pid) }
    }

    private static func stop(signal: Int32) {
        let (groups, paths, users) = state.withLock { state in
            state.interrupted = true
            return (state.groups, Array(state.paths.values), Set(state.users.values))
        }
        for group in groups { ProcessTree.killAll(from: group) }
        if !users.isEmpty { killProcesses(of: users) }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        let message =
            "cellspec: stopped by \(name): killed \(groups.count) running process group(s) and removed the run's staging folders\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(128 + signal)
    }

    /// Kills every process whose real user id is one of `users`, found in `/proc`, until none is
    /// left (a forking process is bounded by the examples' process limit).
    private static func killProcesses(of users: Set<UInt32>) {
        for _ in 0..<20 {
            var found = false
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry),
                    let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
                    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                    let uid = line.split(separator: "\t").dropFirst().first.flatMap({ UInt32($0) }), users.contains(uid)
                else { continue }
                kill(pid, SIGKILL)
                found = true
            }
            if !found { return }
        }
    }

    private struct State: Sendable {
        var interrupted = false
        var groups = Set<pid_t>()
        var paths: [UUID: String] = [:]
        var users: [UUID: UInt32] = [:]
    }

    private static let state = Locked(State())
}

/// A value behind a lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The write end of the pipe the signal handler writes to: a plain global, set before the handler
/// is installed, so the handler reads it without any lazy initialization.
private nonisolated(unsafe) var signalPipe: Int32 = -1
