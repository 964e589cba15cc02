/// How different a frame may be from its golden and still pass. The default is exact: our
/// output is deterministic, so any difference is a real change.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// A pixel counts as different when one of its channels (straight RGBA, 0–255) differs by
    /// more than this.
    public var channel: Int
    /// The frame passes when at most this share (0–1) of its pixels differ.
    public var maxDifferingShare: Double

    public init(channel: Int = 0, maxDifferingShare: Double = 0) {
        self.channel = channel
        self.maxDifferingShare = maxDifferingShare
    }

    public static let exact = Tolerance()

    public var isExact: Bool { channel == 0 && maxDifferingShare == 0 }

    public var description: String {
        isExact ? "exact" : "channel ≤ \(channel), up to \(maxDifferingShare * 100)% of pixels"
    }
}
