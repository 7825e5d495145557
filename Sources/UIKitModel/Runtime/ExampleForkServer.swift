import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fork server: with ``SandboxSettings/serveArgument``, ``ExampleMain`` (what the example host's
/// `main.swift` calls) calls ``serve()`` instead of running one example. The server is a host
/// process and never loads a library of examples: each child loads the one its request names, once
/// it has confined itself, so no page's code runs in the server or outlives a run in it. Model runtime, not UIKit
/// API; SPI that only the generated harness imports. The runner's `ForkServer` is the other end.
///
/// The process has loaded Swift, Foundation and the model once; it reads requests from descriptor
/// 0, a sequenced-packet socket, one request per packet:
///
/// - the data: NUL-separated fields — the example's index and its library's path (`INDEX PATH`), its time limit in milliseconds, its
///   working directory, then its environment variables as `NAME=value`;
/// - three descriptors passed with `SCM_RIGHTS`: the channel's write end and the files for standard
///   output and standard error.
///
/// For each request it forks a child, which resets the signal mask, leads a process group of its
/// own, dies with the server (`PR_SET_PDEATHSIG`), takes the three descriptors as
/// ``ChannelSettings/descriptor``, 1 and 2 (and `/dev/null` as 0), closes every other, sets the
/// variables and enters the working directory — then returns from ``serve()``, and ``ExampleMain``
/// goes on as in a run of its own: the sandbox (``ExampleProcessSandbox``, which the child applies
/// to itself), then the example. The server is the child's watchdog: it waits for it with
/// `sigtimedwait` at most the time limit, then kills its process group. It is its children's
/// subreaper (`PR_SET_CHILD_SUBREAPER`), so what a child leaves running when it ends — in its group
/// or moved out with `setsid` — becomes the server's; when the child has ended, the server kills
/// its group, then everything it adopted until it has no child left (or, should that not end,
/// everything the example's user id still runs, from a forked process that takes that user id, so
/// nothing is exec'd); then it answers one packet: `exited N`, `signalled N` or `timedout 0`, and the
/// nanoseconds the child took.
///
/// The server must be single-threaded when it forks: it touches neither Dispatch nor Swift
/// concurrency (which start threads), and refuses to serve if the process has another thread.
/// Examples that await run in the child, where both start afresh. Before its first child with a
/// user id of its own, a server running as root enters a network namespace of its own, which all
/// its children share (``ExampleProcessSandbox/inNetworkNamespace`` says why that is safe).
@_spi(CellSpecHarness) public enum ExampleForkServer {
    struct Request {
        var selection: String
        var milliseconds: Int
        var workspace: String
        var variables: [String]
        var descriptors: [Int32]

        /// The user id the example runs as, when it has one of its own.
        var user: UInt32? {
            let prefix = SandboxSettings.userVariable + "="
            return variables.first { $0.hasPrefix(prefix) }.flatMap { UInt32($0.dropFirst(prefix.count)) }
        }
    }

    /// Answers requests on descriptor 0 until the runner closes the socket (then exits); returns only in a child.
    public static func serve() -> String {
        // Every symbol is bound by now; the children's environment is the runner's alone.
        unsetenv(SandboxSettings.bindNowVariable)
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 1
        guard threads == 1 else {
            FileHandle.standardError.write(Data("cellspec fork server: \(threads) threads; forking needs one\n".utf8))
            exit(SandboxSettings.sandboxFailedStatus)
        }
        var childSignal = sigset_t()
        sigemptyset(&childSignal)
        sigaddset(&childSignal, SIGCHLD)
        sigprocmask(SIG_BLOCK, &childSignal, nil)
        // PR_SET_CHILD_SUBREAPER: what a child leaves running when it ends becomes the server's.
        _ = ExampleProcessSandbox.function("prctl", ExampleProcessSandbox.Prctl.self)(36, 1, 0, 0, 0)
        let server = getpid()
        warmUp()
        while true {
            guard let received = receive() else { exit(0) }
            guard let request = received else {
                answer(SandboxSettings.serverFailedAnswer + " unreadable request")
                continue
            }
            let start = now()
            if request.user != nil && !ExampleProcessSandbox.inNetworkNamespace {
                // Once, for every child: see `ExampleProcessSandbox.inNetworkNamespace`. Where the
                // machine does not allow it, each child tries on its own as before.
                ExampleProcessSandbox.inNetworkNamespace =
                    ExampleProcessSandbox.function("unshare", ExampleProcessSandbox.Unshare.self)(
                        ExampleProcessSandbox.newNetworkNamespace) == 0
            }
            let child = fork()
            if child == 0 {
                enterChild(request, server: server)
                return request.selection
            }
            for descriptor in request.descriptors { close(descriptor) }
            guard child > 0 else {
                answer(SandboxSettings.serverFailedAnswer + " fork: \(String(cString: strerror(errno)))")
                continue
            }
            let ended = wait(for: child, milliseconds: request.milliseconds, childSignal: &childSignal)
            kill(-child, SIGKILL)
            let adoptedRemain = !killAdopted(server: server)
            if let user = request.user, adoptedRemain { killEverything(of: user) }
            answer("\(ended) \(now() - start)")
        }
    }

    /// The next request: nil when the runner closed the socket, `.some(nil)` when a packet is
    /// not a request (its descriptors are closed).
    static func receive() -> Request?? {
        var data = [UInt8](repeating: 0, count: 1 << 16)
        var control = [UInt64](repeating: 0, count: 8)
        var count = 0
        var controlLength = 0
        repeat {
            count = data.withUnsafeMutableBytes { dataBytes in
                control.withUnsafeMutableBytes { controlBytes in
                    var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
                    return withUnsafeMutablePointer(to: &vector) { vector in
                        var message = msghdr()
                        message.msg_iov = vector
                        message.msg_iovlen = 1
                        message.msg_control = controlBytes.baseAddress
                        message.msg_controllen = controlBytes.count
                        let count = recvmsg(0, &message, 0)
                        controlLength = Int(message.msg_controllen)
                        return count
                    }
                }
            }
        } while count < 0 && errno == EINTR
        guard count > 0 else { return nil }
        // One control message: its length (a size_t), level and type (two Int32), then the descriptors.
        var descriptors: [Int32] = []
        control.withUnsafeBytes { bytes in
            guard controlLength >= 16 else { return }
            let length = min(bytes.load(as: Int.self), controlLength)
            guard bytes.load(fromByteOffset: 8, as: Int32.self) == SOL_SOCKET,
                bytes.load(fromByteOffset: 12, as: Int32.self) == SCM_RIGHTS
            else { return }
            for offset in stride(from: 16, to: length, by: 4) {
                descriptors.append(bytes.load(fromByteOffset: offset, as: Int32.self))
            }
        }
        let fields = data.prefix(count).split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard descriptors.count == 3, fields.count >= 3, let milliseconds = Int(fields[1]) else {
            for descriptor in descriptors { close(descriptor) }
            return .some(nil)
        }
        return Request(
            selection: fields[0], milliseconds: milliseconds, workspace: fields[2],
            variables: Array(fields.dropFirst(3)), descriptors: descriptors)
    }

    /// In the child: its own signal mask, process group, descriptors, variables and directory.
    static func enterChild(_ request: Request, server: pid_t) {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        setpgid(0, 0)
        let prctl = ExampleProcessSandbox.function("prctl", ExampleProcessSandbox.Prctl.self)
        // PR_SET_PDEATHSIG: the child dies with the server, which may already be gone.
        guard prctl(1, UInt(SIGKILL), 0, 0, 0) == 0, getppid() == server else {
            _exit(SandboxSettings.sandboxFailedStatus)
        }
        // Above every target first, so that no dup2 overwrites a descriptor still to be moved.
        let moved = request.descriptors.map { fcntl($0, F_DUPFD, 100) }
        let null = open("/dev/null", O_RDONLY)
        guard moved.allSatisfy({ $0 >= 0 }), null >= 0, dup2(null, 0) == 0, dup2(moved[1], 1) == 1,
            dup2(moved[2], 2) == 2, dup2(moved[0], ChannelSettings.descriptor) == ChannelSettings.descriptor
        else { ExampleProcessSandbox.fail("taking the run's descriptors") }
        closeDescriptors(from: ChannelSettings.descriptor + 1)
        for variable in request.variables {
            guard let equals = variable.firstIndex(of: "=") else { continue }
            setenv(String(variable[..<equals]), String(variable[variable.index(after: equals)...]), 1)
        }
        guard chdir(request.workspace) == 0 else { ExampleProcessSandbox.fail("entering \(request.workspace)") }
    }

    /// Closes every descriptor from `first` on: glibc's `closefrom` where it has one.
    static func closeDescriptors(from first: Int32) {
        typealias CloseFrom = @convention(c) (Int32) -> Void
        if let symbol = dlsym(nil, "closefrom") {
            unsafeBitCast(symbol, to: CloseFrom.self)(first)
            return
        }
        for descriptor in first..<Int32(min(sysconf(Int32(_SC_OPEN_MAX)), 65_536)) { close(descriptor) }
    }

    /// Waits for `child` at most `milliseconds`, then kills its group; how it ended.
    static func wait(for child: pid_t, milliseconds: Int, childSignal: inout sigset_t) -> String {
        let deadline = now() + milliseconds * 1_000_000
        var status: Int32 = 0
        while true {
            let done = waitpid(child, &status, WNOHANG)
            if done == child { break }
            let left = deadline - now()
            if left <= 0 || (done < 0 && errno != EINTR) {
                kill(-child, SIGKILL)
                kill(child, SIGKILL)
                while waitpid(child, &status, 0) < 0 && errno == EINTR {}
                return "timedout 0"
            }
            var pause = timespec(tv_sec: left / 1_000_000_000, tv_nsec: left % 1_000_000_000)
            _ = sigtimedwait(&childSignal, nil, &pause)
        }
        let signal = status & 0x7F
        return signal == 0 ? "exited \((status >> 8) & 0xFF)" : "signalled \(signal)"
    }

    /// Kills and reaps every process the server adopted: what the child left running, in its group
    /// or not (a child that called `setsid`), and then what those left, until none is left; whether
    /// none is.
    ///
    /// With no child left the server has no descendant at all (every descendant's line of parents
    /// passes through one of its children, and an orphan comes back to it as their subreaper), so
    /// nothing the example started runs on: ``killEverything(of:)``, a fork of its own per run, is
    /// then needed only when the rounds run out (a process tree that forks faster than it is killed).
    static func killAdopted(server: pid_t) -> Bool {
        var status: Int32 = 0
        if ExampleProcessSandbox.leadsPIDNamespace {
            // Every other process of the namespace is the run's: `kill(-1, …)` reaches them all, and
            // orphans come back to the server as the namespace's first process.
            for _ in 0..<1000 {
                kill(-1, SIGKILL)
                var reaped = waitpid(-1, &status, WNOHANG)
                while reaped > 0 { reaped = waitpid(-1, &status, WNOHANG) }
                if reaped < 0 && errno == ECHILD { return true }
                usleep(1000)
            }
            return false
        }
        for _ in 0..<100 {
            // Unreadable (a kernel without the file): nothing is known, so none is said to be left.
            guard let adopted = children(of: server) else { break }
            guard !adopted.isEmpty else {
                while waitpid(-1, &status, WNOHANG) > 0 {}
                return true
            }
            for pid in adopted { kill(pid, SIGKILL) }
            for pid in adopted { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
        }
        while waitpid(-1, &status, WNOHANG) > 0 {}
        return children(of: server)?.isEmpty ?? false
    }

    /// The server's children, from `/proc/<pid>/task/<pid>/children` (the server has one thread);
    /// nil when that file cannot be read.
    static func children(of server: pid_t) -> [pid_t]? {
        guard let text = try? String(contentsOfFile: "/proc/\(server)/task/\(server)/children", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Kills every process `user` runs (twice: what forks in between gets the second), from a
    /// child that takes that user id, so that it can signal nothing else.
    static func killEverything(of user: UInt32) {
        let killer = fork()
        if killer == 0 {
            guard ExampleProcessSandbox.function("setgroups", ExampleProcessSandbox.SetGroups.self)(0, nil) == 0,
                ExampleProcessSandbox.function("setresgid", ExampleProcessSandbox.SetIDs.self)(user, user, user) == 0,
                ExampleProcessSandbox.function("setresuid", ExampleProcessSandbox.SetIDs.self)(user, user, user) == 0
            else { _exit(1) }
            kill(-1, SIGKILL)
            kill(-1, SIGKILL)
            _exit(0)
        }
        var status: Int32 = 0
        while killer > 0 && waitpid(killer, &status, 0) < 0 && errno == EINTR {}
    }

    /// Does once, in the server, the first-use work of the Swift runtime that every child would
    /// otherwise do again: finding protocol conformances (a scan of every loaded image's records per
    /// type and protocol) and instantiating generic metadata, for what each run writes to the
    /// channel (a record of each kind, JSON-encoded as ``ModelChannelWriter`` encodes them) and for
    /// the names of the enumerations a preview spells. Only value types made here and thrown away:
    /// nothing of the model's state (no view, no serial number, no recorder entry) changes, so a
    /// child starts as a program of its own would. Measured on the benchmark's 200 examples: each
    /// forked run took about 1 ms less (the child, 3 alternating checks: 7.9–8.9 ms before, 7.1–7.9 ms after).
    static func warmUp() {
        let color = ModelPreview.Color(name: "label", light: "#000000ff", dark: "#ffffffff")
        let font = ModelPreview.Font(name: "body", pointSize: 17, weight: "regular", italic: false)
        var event = ModelEvent(kind: .assertion, id: "warm-up", message: "", file: "", line: 1)
        event.column = 1
        event.comparison = ModelComparison(
            expression: "", operation: "==", lhs: "", lhsValue: "", rhs: "", rhsValue: "")
        var preview = ModelPreview(
            view: "", state: [""], text: "", secondaryText: "", imageName: "", textColor: color,
            secondaryTextColor: color, imageTintColor: color, backgroundColor: color, font: font, secondaryFont: font,
            item: "", indexPath: "", style: "", numberOfLines: 0, secondaryNumberOfLines: 0,
            accessories: [ModelPreview.Accessory(kind: "", text: "")], list: "",
            sizing: ModelPreview.Sizing(fittingHeight: 0, clippedViews: [""], standardHeight: 0))
        preview.appearance = "dark"
        preview.isAfterExample = true
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for line in [ChannelLine.end, .event(event), .preview(preview)] { _ = try? encoder.encode(line) }
        _ = [
            "\(ModelListContentStyle.cell)", "\(UICollectionLayoutListConfiguration.Appearance.plain)",
            "\(UITableViewCell.AccessoryType.none)", "\(UITableView.Style.plain)",
        ]
    }

    static func answer(_ text: String) {
        let bytes = Array(text.utf8)
        guard send(0, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { exit(0) }
    }

    /// Monotonic nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
