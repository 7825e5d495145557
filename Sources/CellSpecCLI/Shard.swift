import ArgumentParser
import ExampleRunner
import SpecPages

/// One of `count` parts of a suite's examples (`--shard 2/4`), for running a check on several machines.
///
/// An example's part is decided by the hash of its page and id alone, so it does not move when other
/// examples are added, removed or reordered; `cellspec merge` puts the parts' reports back together.
public struct Shard: Hashable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the example is in this shard, by its page's file name and its id: not by the path as
    /// given, so every machine of a fleet splits the same way wherever its checkout is.
    public func contains(_ example: SpecExample) -> Bool {
        let page = example.location.file.split(separator: "/").last.map(String.init) ?? example.location.file
        return Int(StableHash.of(page, example.id) % UInt64(count)) == index - 1
    }
}
