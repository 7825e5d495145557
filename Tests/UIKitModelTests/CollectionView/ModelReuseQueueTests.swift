import Foundation
import Testing

@testable import UIKitModel

/// The reuse queue shared by collection and table views: last in, first out per key, and
/// `prepareForReuse()` on the way out.
@MainActor @Suite struct ModelReuseQueueTests {
    @Test func dequeuesTheLastViewOfItsKeyPreparedForReuse() {
        let queue = ModelReuseQueue<UICollectionReusableView>()
        let first = ModelCountingCell(frame: .zero)
        let second = ModelCountingCell(frame: .zero)
        queue.enqueue(first, key: "cell|a")
        queue.enqueue(second, key: "cell|a")
        #expect(queue.dequeue(key: "cell|b") == nil, "another key has its own queue")
        #expect(queue.dequeue(key: "cell|a") === second)
        #expect(second.reuseCount == 1 && first.reuseCount == 0)
        #expect(queue.dequeue(key: "cell|a") === first)
        #expect(queue.dequeue(key: "cell|a") == nil)
    }
}
