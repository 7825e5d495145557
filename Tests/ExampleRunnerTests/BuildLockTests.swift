import Foundation
import Testing

@testable import ExampleRunner

/// ``BuildLock``: one holder at a time per file; the next waits, without a thread blocked, until the
/// holder releases it.
@Suite struct BuildLockTests {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("build-lock-\(UUID().uuidString)")

    actor Flag {
        var isSet = false
        func set() { isSet = true }
    }

    @Test func aSecondHolderWaitsUntilTheFirstReleases() async throws {
        defer { try? FileManager.default.removeItem(at: file) }
        let first = try await BuildLock.acquire(file)
        let acquired = Flag()
        let second = Task { [file] in
            let lock = try await BuildLock.acquire(file, poll: .milliseconds(10))
            await acquired.set()
            lock.release()
        }
        // However long the first holds it, the second cannot have it meanwhile.
        try await Task.sleep(for: .milliseconds(300))
        #expect(await acquired.isSet == false)
        first.release()
        try await second.value
        #expect(await acquired.isSet)
    }

    @Test func aCancelledWaiterStopsWaiting() async throws {
        defer { try? FileManager.default.removeItem(at: file) }
        let held = try await BuildLock.acquire(file)
        let waiter = Task { [file] in _ = try await BuildLock.acquire(file, poll: .milliseconds(10)) }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        held.release()
    }
}
