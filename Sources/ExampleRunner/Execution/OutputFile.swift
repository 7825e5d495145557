import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file a child writes one output stream to: created in the temporary directory and unlinked at
/// once, so it vanishes with its last descriptor however cellspec ends, killed or not.
struct OutputFile {
    let descriptor: Int32

    init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/cellspec-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw RunnerError.io(
                "cannot create a file in \(FileManager.default.temporaryDirectory.path) for a child's output: \(String(cString: strerror(errno))); set TMPDIR to a writable directory"
            )
        }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    /// The first `limit` bytes, and how many more were not kept.
    func read(limit: Int) -> String {
        var status = stat()
        let total = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        let wanted = min(total, limit)
        var data = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let count = data.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, wanted - done, off_t(done))
            }
            if count <= 0 { break }
            done += count
        }
        let text = String(decoding: data.prefix(done), as: UTF8.self)
        return total > limit ? text + "\n… (\(total - limit) more bytes not kept)" : text
    }

    func release() { close(descriptor) }
}
