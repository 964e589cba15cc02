/// How different a frame may be from its golden and still pass. The default is exact: our
/// output is deterministic, so any difference is a real change. It lives with the scene, not
/// with the check, because a scene's config can name its own (`"tolerance": {…}`); SnapshotKit
/// applies it.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// A pixel counts as different when one of its channels (straight RGBA, 0–255) differs by
    /// more than this.
    public var channel: Int
    /// The frame passes when at most this share (0–1) of its pixels differ.
    public var maxDifferingShare: Double
    /// What the share is of: the whole frame, or the box around the changed pixels.
    public var shareOf: ShareBase
    /// The feature gate: the frame fails when any connected region of changed pixels (touching
    /// sideways or corner to corner) holds more than this many pixels, whatever the share. A
    /// moved 1 px divider is one long region and fails; scattered single-pixel speckle passes.
    /// Nil: no gate.
    public var maxRegion: Int?

    /// What a tolerance's share of differing pixels is measured against.
    public enum ShareBase: String, Sendable, Hashable, CaseIterable {
        /// Every pixel of the frame: forgives any change small beside the screen, a recoloured
        /// icon included. For anti-aliasing noise spread over a whole frame.
        case frame
        /// The smallest box holding every changed pixel: a recoloured icon or a moved divider fills
        /// its box and fails; scattered single-pixel speckle across the frame does not.
        case changes
    }

    public init(channel: Int = 0, maxDifferingShare: Double = 0, shareOf: ShareBase = .frame, maxRegion: Int? = nil) {
        self.channel = channel
        self.maxDifferingShare = maxDifferingShare
        self.shareOf = shareOf
        self.maxRegion = maxRegion
    }

    /// The config's and the command line's names: a share of pixels, as `--tolerance 2:0.1%`.
    public init(channel: Int = 0, share: Double, of base: ShareBase = .frame) {
        self.init(channel: channel, maxDifferingShare: share, shareOf: base)
    }

    public static let exact = Tolerance()

    public var isExact: Bool { channel == 0 && maxDifferingShare == 0 }

    /// This tolerance with the feature gate `maxRegion`; a tolerance that allowed no differing
    /// pixel at all then allows any share, so the gate alone decides (speckle passes, features fail).
    public func gated(maxRegion: Int) -> Tolerance {
        var t = self
        t.maxRegion = maxRegion
        if t.maxDifferingShare == 0 { t.maxDifferingShare = 1 }
        return t
    }

    /// The one grammar for tolerances on the command line (`--tolerance 2:0.1%`):
    /// `CHANNEL`, `CHANNEL:SHARE` or `CHANNEL:SHARE:changes` (the share of the changed box,
    /// see `ShareBase`); nil when it does not parse.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let channel = Int(parts[0]), (0...255).contains(channel) else { return nil }
        var share = 0.0
        if parts.count >= 2 {
            guard let s = Self.share(parsing: String(parts[1])) else { return nil }
            share = s
        }
        var base = ShareBase.frame
        if parts.count == 3 {
            guard let b = ShareBase(rawValue: String(parts[2])) else { return nil }
            base = b
        }
        self.init(channel: channel, maxDifferingShare: share, shareOf: base)
    }

    /// What is wrong with a tolerance written as `channel[:share[:changes]]`, in words: the part
    /// at fault and what it may be. Nil when `Tolerance(parsing:)` reads it.
    public static func mistake(in text: String) -> String? {
        guard Tolerance(parsing: text) == nil else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(parts.count) else { return "expected at most three parts, channel:share:changes" }
        guard let channel = Int(parts[0]) else { return "the channel \"\(parts[0])\" is not a whole number of levels (0–255)" }
        guard channel >= 0 else { return "the channel is a number of levels from 0 to 255 (got \(channel))" }
        guard channel <= 255 else { return "the channel is at most 255 levels (got \(channel))" }
        if parts.count >= 2, share(parsing: parts[1]) == nil {
            if let v = Double(parts[1]), v > 1 {
                return "a share is a fraction or a percentage: \(parts[1]) is more than the whole frame; write \(parts[1])% or \(v / 100)"
            }
            return "a share is a fraction or a percentage from 0 to 1 (100%), such as 0.001 or 0.1%; got \"\(parts[1])\""
        }
        if parts.count == 3, ShareBase(rawValue: parts[2]) == nil {
            return "the third part may only be \"changes\" (the share of the box around the changed pixels); got \"\(parts[2])\""
        }
        return "expected channel[:share[:changes]]"
    }

    /// Above this channel tolerance, changed text and colours can pass as small differences.
    public static let hidingChannel = 64

    /// A share of pixels, `0.001` or `0.1%`, between 0 and 1; nil otherwise.
    public static func share(parsing text: String) -> Double? {
        let percent = text.hasSuffix("%")
        guard let v = Double(percent ? String(text.dropLast()) : text), v.isFinite, v >= 0 else { return nil }
        let share = percent ? v / 100 : v
        return share <= 1 ? share : nil
    }

    public var description: String {
        guard !isExact else { return "exact" }
        return "channel ≤ \(channel), up to \(maxDifferingShare * 100)% of the \(shareOf == .frame ? "frame's" : "changed box's") pixels"
            + (maxRegion.map { ", no changed region over \($0) pixels" } ?? "")
    }
}
