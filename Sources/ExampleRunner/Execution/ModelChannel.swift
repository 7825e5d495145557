import Foundation
import ModelContract

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's end of the channel from an example's process: a pipe whose write end the process
/// gets as ``ChannelSettings/descriptor`` and whose read end the runner drains on a thread of its own
/// while the example runs.
///
/// The example cannot reopen, truncate or rewind a pipe, and no environment variable names it. What it
/// sends is bounded (``ChannelSettings/lineLimit`` lines, ``ChannelSettings/byteLimit`` bytes); beyond
/// that the runner keeps reading, so the example never blocks, but drops everything.
final class ModelChannel: @unchecked Sendable {
    /// The end the example's process writes to; the runner closes its copy once the process started.
    let writeEnd: Int32
    private let readEnd: Int32
    private let lock = NSLock()
    private var received = Data()
    private var lineCount = 0
    private var overflowed = false
    private var stopAt: ContinuousClock.Instant?
    private var finished: CheckedContinuation<Void, Never>?
    private var isDone = false
    private var writeEndClosed = false

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard Self.pipe2(&ends, O_CLOEXEC) == 0 else {
            throw RunnerError.io("cannot open the channel to the example: \(String(cString: strerror(errno)))")
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        Thread { [self] in drain() }.start()
    }

    /// `pipe2`, looked up at run time: Swift's Glibc module does not declare it. Both ends are made
    /// close-on-exec at once, so no other program the runner starts meanwhile inherits them.
    private static let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        guard let symbol = dlsym(nil, "pipe2") else {
            return { ends, _ in
                guard pipe(ends) == 0 else { return -1 }
                for end in [ends[0], ends[1]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                return 0
            }
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    /// Closes the runner's copy of the write end: once the example's process and its children have
    /// ended, reading reaches the end of the pipe. Only the first call closes: the descriptor's number
    /// may belong to another file by the second.
    func closeWriteEnd() {
        let first = lock.withLock {
            defer { writeEndClosed = true }
            return !writeEndClosed
        }
        if first { close(writeEnd) }
    }

    /// Waits until the pipe reached its end or, when something the example left behind still holds
    /// it open, until `grace` has passed; then returns the lines sent.
    func receive(grace: Duration = .seconds(1)) async -> Received {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if isDone {
                lock.unlock()
                continuation.resume()
                return
            }
            stopAt = .now + grace
            finished = continuation
            lock.unlock()
        }
        close(readEnd)
        return lock.withLock { Received(data: received, overflowed: overflowed) }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, 50)
            if ready > 0 {
                let count = read(readEnd, &buffer, buffer.count)
                if count > 0 {
                    store(buffer[0..<count])
                    continue
                }
                if count < 0 && errno == EINTR { continue }
                break  // the end of the pipe, or an error
            }
            if ready < 0 && errno != EINTR { break }
            let stop = lock.withLock { stopAt }
            if let stop, ContinuousClock.now >= stop { break }
        }
        lock.lock()
        isDone = true
        let continuation = finished
        finished = nil
        lock.unlock()
        continuation?.resume()
    }

    private func store(_ bytes: ArraySlice<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        guard !overflowed else { return }
        let newLines = bytes.count { $0 == UInt8(ascii: "\n") }
        if received.count + bytes.count > ChannelSettings.byteLimit || lineCount + newLines > ChannelSettings.lineLimit
        {
            overflowed = true
            return
        }
        received.append(contentsOf: bytes)
        lineCount += newLines
    }

    /// Everything one run sent, kept within the bounds.
    struct Received: Sendable {
        var data: Data
        /// Whether the run sent more than the bounds allow (what came after was dropped).
        var overflowed: Bool

        /// The run's findings and records, as the lines say and as the channel's rules add: a line
        /// that is not one the model writes, lines after the closing record, too much sent.
        func interpreted() -> Interpretation {
            var result = Interpretation()
            let decoder = JSONDecoder()
            var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            // A line the process did not finish writing (it was killed mid-line) is not a line.
            let partial = lines.last.map { !$0.isEmpty } ?? false
            lines.removeLast()
            for line in lines where !line.isEmpty {
                guard let decoded = try? decoder.decode(ChannelLine.self, from: Data(line)) else {
                    result.unreadable += 1
                    continue
                }
                guard !result.sawEnd else {
                    result.afterEnd += 1
                    continue
                }
                switch decoded {
                case .event(let event): result.events.append(event)
                case .preview(let preview): result.previews.append(preview)
                case .apply(var apply):
                    apply.previewsBefore = result.previews.count
                    result.applies.append(apply)
                case .layout(var layout):
                    layout.previewsBefore = result.previews.count
                    result.layouts.append(layout)
                case .check(var check):
                    check.previewsBefore = result.previews.count
                    check.layoutsBefore = result.layouts.count
                    result.checks.append(check)
                case .end: result.sawEnd = true
                }
            }
            result.partialLine = partial
            result.overflowed = overflowed
            return result
        }
    }

    /// What a run's lines say.
    struct Interpretation: Sendable {
        var events: [ModelEvent] = []
        var previews: [ModelPreview] = []
        var applies: [ModelApplyRecord] = []
        var layouts: [ModelLayout] = []
        var checks: [ModelCheck] = []
        /// Whether the harness's closing record came: the example returned normally.
        var sawEnd = false
        var unreadable = 0
        var afterEnd = 0
        var partialLine = false
        var overflowed = false

        /// The findings about the channel itself.
        var channelFindings: [Finding] {
            var findings: [Finding] = []
            if overflowed {
                findings.append(
                    Finding(
                        kind: .resourceLimit,
                        message:
                            "sent more than \(ChannelSettings.lineLimit) lines or \(ChannelSettings.byteLimit >> 10) KB to the runner; the rest was dropped",
                        identifier: HarnessFinding.flood.id))
            }
            if unreadable > 0 {
                findings.append(
                    Finding(
                        kind: .crash, message: "\(unreadable) line(s) on the channel that the model does not write",
                        identifier: HarnessFinding.unreadableLine.id))
            }
            if afterEnd > 0 {
                findings.append(
                    Finding(
                        kind: .crash,
                        message: "\(afterEnd) line(s) on the channel after the example had returned; dropped",
                        identifier: HarnessFinding.afterEnd.id))
            }
            return findings
        }
    }
}
