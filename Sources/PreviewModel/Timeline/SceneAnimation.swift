/// What makes a scene an animation: its timeline, frame rate, length, which frames to write and
/// the previews to make of them.
public struct SceneAnimation: Sendable {
    /// How long the scene runs.
    public enum Length: Sendable, Hashable {
        /// Exactly this many seconds.
        case seconds(Double)
        /// Until everything has settled (every overlay gone or at rest, every animation over),
        /// plus `tail` seconds.
        case automatic(tail: Double)
    }

    /// Which frames are written.
    public enum Frames: Sendable, Hashable {
        /// Every frame, 0 to the end.
        case all
        /// Frames `first...last` (clamped to the scene).
        case range(first: Int, last: Int)
        /// Stills at these times, in seconds.
        case times([Double])
    }

    /// One frame to write: its file name and time.
    public struct Frame: Sendable, Hashable {
        public var file: String
        public var time: Double

        public init(file: String, time: Double) {
            self.file = file
            self.time = time
        }
    }

    package var timeline: SceneTimeline
    public var fps: Int
    public var length: Length
    public var frames: Frames
    public var previews: PreviewOptions

    package init(
        timeline: SceneTimeline, fps: Int = 60, length: Length = .automatic(tail: 0.5), frames: Frames = .all,
        previews: PreviewOptions = PreviewOptions()
    ) {
        self.timeline = timeline
        self.fps = fps
        self.length = length
        self.frames = frames
        self.previews = previews
    }

    /// The scene's length in seconds.
    public var seconds: Double {
        switch length {
        case .seconds(let s): return s
        case .automatic(let tail): return timeline.settled + tail
        }
    }

    /// Frames in the whole scene: 0 … ⌊seconds · fps⌋, frame i at exactly i / fps.
    public var frameCount: Int { Int(pixel: (seconds * Double(fps) + 1e-9).rounded(.down)) + 1 }

    /// The time of frame `i`: i / fps, computed from the integers (no drift).
    public func time(ofFrame i: Int) -> Double { Double(i) / Double(fps) }

    /// The frames to write, in order.
    public var selectedFrames: [Frame] {
        switch frames {
        case .all:
            return (0..<frameCount).map { Frame(file: Self.fileName(ofFrame: $0), time: time(ofFrame: $0)) }
        case .range(let first, let last):
            let lo = max(0, first), hi = min(last, frameCount - 1)
            guard lo <= hi else { return [] }
            return (lo...hi).map { Frame(file: Self.fileName(ofFrame: $0), time: time(ofFrame: $0)) }
        case .times(let times):
            return times.map { Frame(file: Self.fileName(ofTime: $0), time: $0) }
        }
    }

    /// `frame_0042.png`.
    public static func fileName(ofFrame i: Int) -> String {
        let digits = String(i)
        return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// The index of the time in `times` nearest to `time` (the first of equals), or nil when
    /// `times` is empty or the nearest is further than `within` seconds.
    public static func nearest(to time: Double, in times: [Double], within: Double = .infinity) -> Int? {
        guard let i = times.indices.min(by: { abs(times[$0] - time) < abs(times[$1] - time) }),
            abs(times[i] - time) <= within
        else { return nil }
        return i
    }

    /// `time_1.250s.png`: a still at a time, in milliseconds' precision.
    public static func fileName(ofTime t: Double) -> String {
        let ms = Int(pixel: (t * 1000).rounded())
        let s = String(ms / 1000), frac = String(ms % 1000)
        return "time_" + s + "." + String(repeating: "0", count: 3 - frac.count) + frac + "s.png"
    }
}

/// The animated previews made of a scene's frames for documentation.
public struct PreviewOptions: Sendable, Hashable {
    /// An animated PNG of the frames (`animation.png`), if set.
    public var animatedPNG: AnimatedPNGOptions?
    /// A contact sheet (`contact-sheet.png`): this many evenly spaced frames in a row with their
    /// times, if set.
    public var contactSheetFrames: Int?
    /// An animated GIF of the frames (`animation.gif`), if set.
    public var gif: GIFOptions?
    /// An animated WebP of the frames (`animation.webp`), if set.
    public var webp: WebPOptions?

    public init(animatedPNG: AnimatedPNGOptions? = nil, contactSheetFrames: Int? = nil, gif: GIFOptions? = nil, webp: WebPOptions? = nil) {
        self.animatedPNG = animatedPNG
        self.contactSheetFrames = contactSheetFrames
        self.gif = gif
        self.webp = webp
    }
}

/// How the animated PNG preview is made.
public struct AnimatedPNGOptions: Sendable, Hashable {
    /// Width in pixels (the frames are scaled down to it); nil = the screen's width in points.
    public var width: Int?
    /// Frames per second of the preview (every n-th frame is used); nil = the scene's.
    public var fps: Int?
    /// Times it plays; 0 = forever.
    public var loops: Int

    public init(width: Int? = nil, fps: Int? = nil, loops: Int = 0) {
        self.width = width
        self.fps = fps
        self.loops = loops
    }
}
