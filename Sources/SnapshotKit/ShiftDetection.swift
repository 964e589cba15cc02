import Raster

/// Finds whether a change is the same content moved up, down, left or right by a few whole
/// pixels: cheap enough to run on every failing frame. It samples up to 4,096 of the differing
/// pixels and, for every move of up to `reach` pixels along one axis, counts how many of them
/// the expected image moved that way explains (every channel within 3 levels, so a gradient
/// behind the content does not hide the move). The best move is reported when it explains at
/// least 90 % of the sample (the rest: background the content uncovered).
enum ShiftDetection {
    /// The largest move looked for, in pixels.
    static let reach = 24
    static let sampleSize = 4096

    static func shift(expected e: [UInt8], actual a: [UInt8], width w: Int, height h: Int, box: PixelRect) -> Shift? {
        // The differing pixels in the box, every n-th of them.
        var changed: [Int] = []
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where !close(e, a, (y * w + x) * 4, (y * w + x) * 4) {
                changed.append(y * w + x)
            }
        }
        guard !changed.isEmpty else { return nil }
        let step = max(1, changed.count / sampleSize)
        let sample = stride(from: 0, to: changed.count, by: step).map { changed[$0] }
        var best: (shift: Shift, explained: Int)?
        for d in 1...reach {
            for (dx, dy) in [(0, d), (0, -d), (d, 0), (-d, 0)] {
                var explained = 0
                for p in sample {
                    let x = p % w - dx, y = p / w - dy
                    guard x >= 0, x < w, y >= 0, y < h else { continue }
                    if close(e, a, (y * w + x) * 4, p * 4) { explained += 1 }
                }
                if best == nil || explained > best!.explained { best = (Shift(dx: dx, dy: dy), explained) }
            }
        }
        guard let best, best.explained * 100 >= sample.count * 90 else { return nil }
        return best.shift
    }

    /// Whether expected pixel `i` and actual pixel `j` are within 3 levels in every channel.
    @inline(__always)
    private static func close(_ e: [UInt8], _ a: [UInt8], _ i: Int, _ j: Int) -> Bool {
        abs(Int(e[i]) - Int(a[j])) <= 3 && abs(Int(e[i + 1]) - Int(a[j + 1])) <= 3
            && abs(Int(e[i + 2]) - Int(a[j + 2])) <= 3 && abs(Int(e[i + 3]) - Int(a[j + 3])) <= 3
    }
}
