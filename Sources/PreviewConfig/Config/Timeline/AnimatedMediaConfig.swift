import AnimatedImageCodecs
import PreviewModel

/// Reads a scene's `gif` and `webp` keys (beside `animatedPreview`):
///
///     "gif": true                  or {"width": 390, "fps": 30, "loops": 0, "dither": true}
///     "webp": true                 or {"width": 390, "fps": 30, "loops": 0, "lossless": false, "quality": 80}
enum AnimatedMediaConfig {
    static let gifKeys = ["width", "fps", "loops", "dither"]
    static let webpKeys = ["width", "fps", "loops", "lossless", "quality"]

    /// `true`, `false` (none) or the options object.
    static func gif(_ n: ConfigNode) -> GIFOptions?? {
        n.oneOf(
            .bool { b in b.bool().map { $0 ? GIFOptions() : nil } },
            .object { p in
                p.declare(gifKeys)
                return GIFOptions(
                    width: p.optional("width", in: 16...4096), fps: gifFPS(p), loops: p.optional("loops", in: 0...1000) ?? 0,
                    dither: p.optional("dither", as: Bool.self) ?? GIFOptions().dither)
            })
    }

    static func webp(_ n: ConfigNode) -> WebPOptions?? {
        n.oneOf(
            .bool { b in b.bool().map { $0 ? WebPOptions() : nil } },
            .object { p in
                p.declare(webpKeys)
                let lossless = p.optional("lossless", as: Bool.self) ?? true
                let quality = p.optional("quality", in: 0...100)
                if quality != nil, lossless {
                    p.report(
                        "`quality` sets lossy compression; add \"lossless\": false (a lossless WebP is exact and has no quality)", key: "quality")
                }
                return WebPOptions(
                    width: p.optional("width", in: 16...4096), fps: p.optional("fps", in: 1...240),
                    loops: p.optional("loops", in: 0...1000) ?? 0, lossless: lossless, quality: quality ?? WebPOptions().quality)
            })
    }

    /// A GIF's `fps`: 1 to 50, since a GIF frame lasts at least 2 centiseconds.
    private static func gifFPS(_ p: ObjectReader) -> Int? {
        guard let fps = p.optional("fps", in: 1...240) else { return nil }
        guard fps <= GIFFramePicking.maxFPS else {
            p.report(
                "\(fps) fps is too fast for a GIF: browsers show a frame shorter than 2 centiseconds for 10, so a GIF plays at most \(GIFFramePicking.maxFPS) fps (leave `fps` out: a 60 fps scene then gives 30 fps)",
                key: "fps", kind: .outOfRange)
            return nil
        }
        return fps
    }
}
