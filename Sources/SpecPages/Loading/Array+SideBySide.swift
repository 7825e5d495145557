import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map`, with `transform` run on the elements side by side on every processor
    /// (`DispatchQueue.concurrentPerform`) and the results in the elements' order. For independent
    /// work per element that is most of a step's time: reading and parsing pages, rendering them.
    public func mapSideBySide<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = transform(self[index])
            results.withLock { $0[index] = value }
        }
        return results.withLock { $0.map { $0! } }
    }
}
