import Foundation

/// Hands out process-unique numbers, for values compared by identity (dynamic colors, color
/// transformers). Model internals.
enum ModelSerial {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
