/// How the animated GIF preview (`animation.gif`) is made.
public struct GIFOptions: Sendable, Hashable {
    /// Width in pixels (the frames are scaled down to it); nil = the screen's width in points.
    public var width: Int?
    /// Frames per second (every n-th frame is used); nil = the scene's. A GIF plays at most
    /// 50 fps, so a faster scene uses every 2nd (or 3rd …) frame: 60 fps gives 30.
    public var fps: Int?
    /// Times it plays; 0 = forever.
    public var loops: Int
    /// Floyd–Steinberg dithering against the palette: smooth gradients and shadows instead of
    /// bands, at some cost in size.
    public var dither: Bool

    public init(width: Int? = nil, fps: Int? = nil, loops: Int = 0, dither: Bool = true) {
        self.width = width
        self.fps = fps
        self.loops = loops
        self.dither = dither
    }
}

/// How the animated WebP preview (`animation.webp`) is made.
public struct WebPOptions: Sendable, Hashable {
    /// Width in pixels (the frames are scaled down to it); nil = the screen's width in points.
    public var width: Int?
    /// Frames per second (every n-th frame is used); nil = the scene's.
    public var fps: Int?
    /// Times it plays; 0 = forever.
    public var loops: Int
    /// Lossless (every pixel exact) or lossy.
    public var lossless: Bool
    /// Lossy quality, 0 – 100 (only when not lossless).
    public var quality: Int

    public init(width: Int? = nil, fps: Int? = nil, loops: Int = 0, lossless: Bool = true, quality: Int = 80) {
        self.width = width
        self.fps = fps
        self.loops = loops
        self.lossless = lossless
        self.quality = quality
    }
}
