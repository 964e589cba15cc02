import AnimatedImageCodecs
import Raster

/// Frames drawn by hand (no drawing engine): a vertical gradient screen, and a rounded-off card
/// with a soft shadow and a stripe of "text" sliding down from the top — the kind of frame a
/// preview holds: smooth gradients, a soft shadow, sharp high-contrast detail, a mostly static screen.
enum TestFrames {
    static func card(width: Int = 160, height: Int = 120, cardTop: Int, alphaHole: Bool = false) -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let cx0 = 20, cx1 = width - 20, cy0 = cardTop, cy1 = cardTop + 40
        for y in 0..<height {
            for x in 0..<width {
                let k = (y * width + x) * 4
                // Screen: a blue-to-purple gradient.
                var r = 40.0 + 120.0 * Double(y) / Double(height), g = 60.0 + 40.0 * Double(x) / Double(width), b = 200.0
                // Shadow: darker with closeness to the card, 8 px soft, offset 4 px down.
                let dx = max(Double(cx0 - x), 0, Double(x - cx1)), dy = max(Double(cy0 + 4 - y), 0, Double(y - cy1 - 4))
                let d = (dx * dx + dy * dy).squareRoot()
                let shade = max(0, 1 - d / 8) * 0.35
                r *= 1 - shade; g *= 1 - shade; b *= 1 - shade
                // Card: white with a grey "text" stripe.
                if x >= cx0, x < cx1, y >= cy0, y < cy1 {
                    r = 250; g = 250; b = 252
                    if y >= cy0 + 15, y < cy0 + 22, x >= cx0 + 10, x < cx1 - 10, (x / 3) % 2 == 0 { r = 20; g = 20; b = 25 }
                }
                bytes[k] = UInt8(r.rounded()); bytes[k + 1] = UInt8(g.rounded()); bytes[k + 2] = UInt8(b.rounded()); bytes[k + 3] = 255
                if alphaHole, x < 30, y < 30 { bytes[k] = 0; bytes[k + 1] = 0; bytes[k + 2] = 0; bytes[k + 3] = 0 }
            }
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// `count` frames of the card sliding from above the screen to rest at y = 30.
    static func sliding(count: Int, width: Int = 160, height: Int = 120) -> [Pixmap] {
        (0..<count).map { i in card(width: width, height: height, cardTop: -40 + min(70, i * 70 / max(1, count / 2))) }
    }

    /// A GIF of `frames` at `times` (seconds), the last held `hold` seconds.
    /// With `jobs`, frames are appended `batch` at a time, remapped on up to `jobs` threads.
    static func gif(
        _ frames: [Pixmap], times: [Double], hold: Double = 1, plays: Int = 0, dithering: Float = 1, jobs: Int? = nil, batch: Int = 1
    ) throws -> [UInt8] {
        let builder = GIFPaletteBuilder()
        for f in frames { try builder.add(f) }
        let encoder = try AnimatedGIFEncoder(
            width: frames[0].width, height: frames[0].height, plays: plays,
            palette: try builder.palette(dithering: dithering))
        let delays = AnimationClock.durations(starts: times, end: times.last! + hold, unitsPerSecond: 100)
        if let jobs {
            for start in stride(from: 0, to: frames.count, by: batch) {
                let ks = start..<min(start + batch, frames.count)
                try encoder.append(Array(frames[ks]), centiseconds: Array(delays[ks]), jobs: jobs)
            }
        } else {
            for (f, cs) in zip(frames, delays) { try encoder.append(f, centiseconds: cs) }
        }
        return try encoder.finish()
    }

    static func webp(
        _ frames: [Pixmap], times: [Double], hold: Double = 1, plays: Int = 0,
        compression: WebPCompression = WebPCompression()
    ) throws -> [UInt8] {
        let encoder = try AnimatedWebPEncoder(width: frames[0].width, height: frames[0].height, plays: plays, compression: compression)
        let stamps = AnimationClock.timestamps(starts: times, end: times.last! + hold, unitsPerSecond: 1000)
        for (f, ms) in zip(frames, stamps.starts) { try encoder.append(f, at: ms) }
        return try encoder.finish(at: stamps.end)
    }
}
