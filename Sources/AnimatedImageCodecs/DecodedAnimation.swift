import Raster

/// An animated GIF or WebP as a browser shows it: every frame composited onto the canvas, how
/// long each stays, and how many times the animation plays.
public struct DecodedAnimation: Sendable {
    public var width: Int
    public var height: Int
    /// The canvas after each frame is drawn (premultiplied, as everywhere in Raster).
    public var frames: [Pixmap]
    /// How long each frame stays, in milliseconds.
    public var durations: [Int]
    /// Times the animation plays, as Chromium reads the file; 0 = forever.
    public var plays: Int
    /// The loop count stored in the file: GIF's NETSCAPE2.0 value (nil when the extension is
    /// absent), WebP's ANIM loop count.
    public var storedLoopCount: Int?

    public init(width: Int, height: Int, frames: [Pixmap], durations: [Int], plays: Int, storedLoopCount: Int?) {
        self.width = width
        self.height = height
        self.frames = frames
        self.durations = durations
        self.plays = plays
        self.storedLoopCount = storedLoopCount
    }

    /// The frame on screen `milliseconds` after the animation started (its first pass).
    public func frame(atMilliseconds milliseconds: Int) -> Pixmap? {
        var end = 0
        for (i, d) in durations.enumerated() {
            end += d
            if milliseconds < end { return frames[i] }
        }
        return frames.last
    }

    /// The whole animation's length, one pass, in milliseconds.
    public var totalMilliseconds: Int { durations.reduce(0, +) }
}
