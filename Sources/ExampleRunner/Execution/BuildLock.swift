import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock on a file, held while one process builds what every run in a work directory
/// shares (the model library), so that runs starting together — CI shards on one machine, a test
/// suite's many checks — wait for one build instead of each compiling the same thing beside the
/// others.
///
/// The lock is `flock(2)` on a file of its own: the kernel releases it when its holder exits, so a
/// run that is killed mid-build never leaves the others waiting. Waiting polls without blocking a
/// thread, and stops when the waiting task is cancelled. The holder calls ``release()`` when done.
final class BuildLock {
    private var descriptor: Int32

    /// Waits until this process holds the lock on the file at `url`, made if missing.
    static func acquire(_ url: URL, poll: Duration = .milliseconds(200)) async throws -> BuildLock {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RunnerError.modelBuildFailed(
                "cannot open the lock file \(url.path): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR else {
                close(descriptor)
                throw RunnerError.modelBuildFailed(
                    "cannot lock \(url.path): \(String(cString: strerror(failure)))")
            }
            do {
                try await Task.sleep(for: poll)
            } catch {
                close(descriptor)
                throw error
            }
        }
        return BuildLock(descriptor: descriptor)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Lets the next waiting run have the lock. Releasing twice does nothing.
    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
