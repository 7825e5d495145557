import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The model's end of the channel to the runner: writes ``ChannelLine``s to the pipe the runner
/// handed the process as ``ChannelSettings/descriptor``. Model extension, not UIKit API.
///
/// Before the example runs, the harness calls ``open()``, which moves the pipe to a descriptor chosen
/// at random and closes the well-known one: the example's own files then take that number, and no
/// path, variable or fixed number leads to the channel. Nothing here is visible to example code: the
/// model raises findings through ``ModelFindings`` (internal), and the harness's entry points are SPI
/// that only the generated harness imports. Without the channel (unit tests, a run by hand), events
/// go to standard error in a readable form and records are not made.
@_spi(CellSpecHarness) public enum ModelChannelWriter {
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    /// Whether the runner opened the channel and the harness took it.
    static var isOpen: Bool { descriptor >= 0 }

    /// Takes the channel from its well-known descriptor, if the runner opened one there (a pipe).
    /// Called once, by the harness, before the example runs.
    @_spi(CellSpecHarness) public static func open() {
        var status = stat()
        guard descriptor < 0, fstat(ChannelSettings.descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else {
            return
        }
        let moved = fcntl(ChannelSettings.descriptor, F_DUPFD_CLOEXEC, Int32.random(in: 200...900))
        guard moved >= 0 else { return }
        close(ChannelSettings.descriptor)
        descriptor = moved
    }

    /// Records a fault and ends the process, as UIKit's exception would.
    static func fault(_ event: ModelEvent) -> Never {
        send(.event(event))
        exit(ChannelSettings.faultExitStatus)
    }

    /// Records a failed `expect(_:_:)` of the example's hidden lines; the example goes on.
    /// For a failed comparison, `comparison` carries both sides and their values, and `column` where
    /// the `expect` call starts.
    @_spi(CellSpecHarness) public static func expectationFailed(
        _ message: String, file: String, line: Int, column: Int? = nil, comparison: ModelComparison? = nil
    ) {
        var event = ModelEvent(
            kind: .assertion, id: HarnessFinding.expectationFailed.id, message: message, file: file, line: line)
        event.column = column
        event.comparison = comparison
        send(.event(event))
    }

    /// The most checks one run records, and how many it has.
    static let checkLimit = 400
    nonisolated(unsafe) private static var checksRecorded = 0

    /// Something a check is about to read: forgets the view and layout element read before.
    @_spi(CellSpecHarness) public static func checkBegins() {
        guard isOpen, Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            ModelPreviewRecorder.resetSubject()
            ModelLayoutRecorder.resetSubject()
        }
    }

    /// Records a hidden check as it was evaluated (``ModelCheck``), held or not, after recording what
    /// the views show and how they are laid out at this moment, so the check can be compared with
    /// the records a preview is drawn from. Only on the main thread, where the views live.
    @_spi(CellSpecHarness) public static func checked(
        _ comparison: ModelComparison, held: Bool, left: Any?, line: Int
    ) {
        // A check in a loop must not flood the channel (ChannelSettings.lineLimit): the first ones are kept.
        guard isOpen, Thread.isMainThread, checksRecorded < checkLimit else { return }
        checksRecorded += 1
        // Read on the main thread only, where it was made.
        nonisolated(unsafe) let left = left
        MainActor.assumeIsolated {
            let subject = ModelPreviewRecorder.lastSubject
            let element = ModelLayoutRecorder.lastElement
            ModelLayoutRecorder.recordChanged()
            let check = ModelCheck(
                line: line, comparison: comparison, held: held, value: ModelCheckValue.value(of: left),
                subject: subject, element: element)
            send(.check(check))
        }
    }

    /// Records an error the example threw and did not handle, and ends the process.
    @_spi(CellSpecHarness) public static func uncaughtError(_ error: any Error) -> Never {
        fault(
            ModelEvent(
                kind: .fault, id: HarnessFinding.uncaughtError.id,
                message: "the example threw an error it did not handle: \(error)"))
    }

    /// Says the example ran its last statement: the views it showed are recorded as they are in
    /// the end (``ModelPreviewRecorder/exampleEnds()``). Called by the generated entry
    /// function after the example's statements, while its local views are still alive.
    @_spi(CellSpecHarness) @MainActor public static func exampleEnds() {
        ModelPreviewRecorder.exampleEnds()
    }

    /// Says the example returned normally: the last line of a run that finished.
    @_spi(CellSpecHarness) public static func finish() {
        send(.end)
    }

    /// Writes one line at once (one `write` of the whole line), so that it survives a crash that follows.
    static func send(_ line: ChannelLine) {
        if case .event(let event) = line, let findings = ModelFindings.current {
            findings.append(event)
            return
        }
        guard isOpen else {
            if case .event(let event) = line {
                let place = event.file.map { "\($0):\(event.line ?? 0): " } ?? ""
                let values = event.comparison.map { ": \($0.description)" } ?? ""
                FileHandle.standardError.write(
                    Data("\(place)\(event.kind.rawValue) [\(event.id)]: \(event.message)\(values)\n".utf8))
            }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var data = try? encoder.encode(line) else { return }
        data.append(UInt8(ascii: "\n"))
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
