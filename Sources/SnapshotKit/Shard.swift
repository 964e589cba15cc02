/// One of n parts of a suite, for a CI matrix: `--shard 2/4`. Scenes are sorted by name and
/// dealt round-robin, so every scene lands in exactly one shard and the split depends only on
/// the names.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// The names of `names` in this shard, in their original order.
    public func select(_ names: [String]) -> Set<String> {
        let sorted = names.sorted()
        return Set(sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
    }
}
