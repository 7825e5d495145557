import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files nobody needs to survive a crash — a run's generated sources, a cache entry before
/// its rename — with `open` and `write`, and no `fsync`. Foundation's `write(to:)` syncs every file
/// to the disk, atomically written or not: about 0.4 ms a file here, a file per example before the
/// compiler could start. A build directory is removed with its run, and a cache entry is trusted
/// only when it decodes (``ResultCache``).
enum ScratchFile {
    /// Creates or truncates the file at `url` with `text` in UTF-8.
    static func write(_ text: String, to url: URL) throws {
        var text = text
        try text.withUTF8 { try write(bytes: $0, to: url) }
    }

    /// Creates or truncates the file at `url` with `data`.
    static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write(bytes: $0.bindMemory(to: UInt8.self), to: url) }
    }

    private static func write(bytes: UnsafeBufferPointer<UInt8>, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(url) }
        defer { close(descriptor) }
        var done = 0
        while done < bytes.count {
            let count = writeSome(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure(url) }
            done += count
        }
    }

    private static func failure(_ url: URL) -> RunnerError {
        .io("cannot write \(url.path): \(String(cString: strerror(errno)))")
    }
}

/// `write(2)`, named apart from ``ScratchFile``'s own `write` methods, which hide it there.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
