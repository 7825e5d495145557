import Foundation
import ModelContract

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's end of a fork server: one process of an example binary, started with
/// `SandboxSettings.serveArgument`, that has loaded Swift, Foundation and the model once and forks
/// a child for each run it is asked for (the model's `ExampleForkServer` is the other end and
/// describes the requests, the answers and what the child does). A run then costs a `fork` where it cost a program start — the
/// binary's own, and the leash's and the leftover kill's programs around it (``Leash``,
/// ``ExampleSandbox/killLeftovers()``).
///
/// The server is the child's watchdog and kills what the child left behind; it answers how the
/// child ended. It is itself leashed like any child, so it dies with cellspec, and its children die
/// with it. Whatever goes wrong with the server — it ended, was killed by an example, answered
/// something unreadable, or did not answer within the run's limit and a grace period — makes
/// ``run(_:timeout:workspace:environment:channel:outputLimit:)`` return nil: the caller then runs the
/// example as a process of its own, exactly as without a server, and discards this one.
final class ForkServer: @unchecked Sendable {
    let binary: URL
    private let process: ChildProcess
    private let socket: Int32
    private let log: OutputFile

    /// Starts a server of `binary` with `environment` (the variables every run shares), and the
    /// dynamic linker told to bind every symbol at once (`LD_BIND_NOW`), which the server removes
    /// before it forks: each child would otherwise resolve again, lazily, every function it calls
    /// through the libraries' tables. Measured on 60 examples that each configure a cell: 12–13.5 ms
    /// per forked run lazily, 9–9.6 ms bound at once; 7.0–7.7 ms either way for a trivial example.
    init(binary: URL, environment: [String: String]) throws {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw RunnerError.io("cannot open a socket to a fork server: \(String(cString: strerror(errno)))")
        }
        defer { close(ends[1]) }
        let log = try OutputFile()
        do {
            process = try ChildProcess.spawn(
                binary.path, arguments: [SandboxSettings.serveArgument],
                environment: environment.merging([SandboxSettings.bindNowVariable: "1"]) { $1 },
                workingDirectory: nil, standardInput: ends[1], standardOutput: log.descriptor,
                standardError: log.descriptor)
        } catch {
            close(ends[0])
            log.release()
            throw error
        }
        self.binary = binary
        self.log = log
        socket = ends[0]
    }

    /// Runs example `selection` in a forked child of the server, with `environment` added to the
    /// server's, in `workspace`, sending what it reports to `channel` (whose write end this closes
    /// once the server holds it), at most for `timeout`; nil when the server could not run it.
    func run(
        _ selection: String, timeout: Duration, workspace: URL, environment: [String: String], channel: ModelChannel,
        outputLimit: Int
    ) async -> ProcessRunner.Outcome? {
        guard let out = try? OutputFile(), let err = try? OutputFile() else { return nil }
        defer {
            out.release()
            err.release()
        }
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        let fields = [selection, "\(milliseconds)", workspace.path] + environment.map { "\($0.key)=\($0.value)" }
        let sent = send(fields, descriptors: [channel.writeEnd, out.descriptor, err.descriptor])
        // The server's copy, in flight or received, keeps the pipe open until the child has ended.
        channel.closeWriteEnd()
        guard sent else { return nil }
        let pid = process.pid
        let watchdog = Watchdog(after: timeout + .seconds(Leash.grace)) { ProcessTree.killAll(from: pid) }
        let answer = await receive()
        watchdog.cancel()
        guard let answer else { return nil }
        let parts = answer.split(separator: " ")
        guard parts.count == 3, let value = Int32(parts[1]), let nanoseconds = Double(parts[2]) else { return nil }
        let termination: ProcessRunner.Outcome.Termination
        switch parts[0] {
        case "exited": termination = .exited(value)
        case "signalled": termination = .signalled(value)
        case "timedout": termination = .timedOut
        default: return nil
        }
        return ProcessRunner.Outcome(
            termination: termination, standardOutput: out.read(limit: outputLimit),
            standardError: err.read(limit: outputLimit), seconds: nanoseconds / 1e9)
    }

    /// Ends the server: it reads the socket's end and exits; whatever is left of it is killed.
    func stop() async {
        close(socket)
        let watchdog = Watchdog(after: .seconds(Leash.grace)) { [pid = process.pid] in ProcessTree.killAll(from: pid) }
        _ = await process.wait()
        watchdog.cancel()
        process.killGroup()
        log.release()
    }

    /// One request packet: the NUL-separated fields, and the descriptors as one `SCM_RIGHTS` message.
    private func send(_ fields: [String], descriptors: [Int32]) -> Bool {
        var data = Array(fields.joined(separator: "\0").utf8)
        // cmsghdr: its length (a size_t), level and type (two Int32), then the descriptors, padded to 8 bytes.
        let length = 16 + 4 * descriptors.count
        var control = [UInt8](repeating: 0, count: (length + 7) / 8 * 8)
        control.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: length, as: Int.self)
            bytes.storeBytes(of: SOL_SOCKET, toByteOffset: 8, as: Int32.self)
            bytes.storeBytes(of: Int32(SCM_RIGHTS), toByteOffset: 12, as: Int32.self)
            for (offset, descriptor) in descriptors.enumerated() {
                bytes.storeBytes(of: descriptor, toByteOffset: 16 + 4 * offset, as: Int32.self)
            }
        }
        let count = data.withUnsafeMutableBytes { dataBytes in
            control.withUnsafeMutableBytes { controlBytes in
                var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vector in
                    var message = msghdr()
                    message.msg_iov = vector
                    message.msg_iovlen = 1
                    message.msg_control = controlBytes.baseAddress
                    message.msg_controllen = controlBytes.count
                    var count: Int
                    repeat { count = sendmsg(socket, &message, Int32(MSG_NOSIGNAL)) } while count < 0 && errno == EINTR
                    return count
                }
            }
        }
        return count == data.count
    }

    /// The answer packet, read on a thread of its own (`recv` blocks); nil at the socket's end.
    private func receive() async -> String? {
        await withCheckedContinuation { continuation in
            let socket = self.socket
            Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                var count: Int
                repeat { count = recv(socket, &buffer, buffer.count, 0) } while count < 0 && errno == EINTR
                continuation.resume(returning: count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : nil)
            }.start()
        }
    }
}

/// The fork servers of one check, by binary: started when a run first needs one, taken by one run
/// at a time and given back, so there are at most as many per binary as runs at once. A binary
/// whose servers failed ``failureLimit`` times gets no more: its runs start processes of their own.
actor ForkServerPool {
    static let failureLimit = 3

    private let environment: [String: String]
    private var idle: [URL: [ForkServer]] = [:]
    private var failures: [URL: Int] = [:]
    private var started: [ForkServer] = []
    /// How many runs the servers did.
    private(set) var forkedRuns = 0
    /// How many runs no server did: none could be started for the binary, or the one taken could not
    /// run the example and was discarded. Each of these, and only these, starts a program of its own.
    private(set) var declinedRuns = 0

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// An idle server of `binary`, or a new one; nil when the binary gets none.
    func take(_ binary: URL) -> ForkServer? {
        if let server = idle[binary]?.popLast() { return server }
        guard failures[binary, default: 0] < Self.failureLimit,
            let server = try? ForkServer(binary: binary, environment: environment)
        else {
            declinedRuns += 1
            return nil
        }
        started.append(server)
        return server
    }

    /// Takes back a server that did a run.
    func giveBack(_ server: ForkServer) {
        forkedRuns += 1
        idle[server.binary, default: []].append(server)
    }

    /// Counts a server that could not run an example against its binary, and stops it.
    func discard(_ server: ForkServer) async {
        declinedRuns += 1
        failures[server.binary, default: 0] += 1
        started.removeAll { $0 === server }
        await server.stop()
    }

    /// Stops every server; called once the check's runs are done.
    func stopAll() async {
        let servers = started
        started = []
        idle = [:]
        for server in servers { await server.stop() }
    }
}
