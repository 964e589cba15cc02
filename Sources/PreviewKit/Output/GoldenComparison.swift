import Foundation
import PNGCodec
import Raster

/// The result of comparing a rendered frame with its golden PNG, exactly.
public enum GoldenComparison: Sendable, Equatable {
    /// Every pixel equal.
    case match
    /// No golden file exists at the path.
    case missing
    /// The golden file cannot be read as a PNG (the message says why).
    case unreadable(String)
    /// The golden has another size.
    case sizeMismatch(golden: (Int, Int), rendered: (Int, Int))
    /// Some pixels differ: how many, the box that holds them, and the largest channel difference.
    case different(pixels: Int, box: PixelRect, maxDifference: Int)

    public static func == (a: GoldenComparison, b: GoldenComparison) -> Bool {
        switch (a, b) {
        case (.match, .match), (.missing, .missing): return true
        case let (.unreadable(x), .unreadable(y)): return x == y
        case let (.sizeMismatch(g1, r1), .sizeMismatch(g2, r2)): return g1 == g2 && r1 == r2
        case let (.different(p1, b1, m1), .different(p2, b2, m2)): return p1 == p2 && b1 == b2 && m1 == m2
        default: return false
        }
    }

    /// Compares `rendered` with the PNG at `goldenPath`. Pixels are compared with straight alpha,
    /// as PNG stores them, so a match means the PNG a render would write is byte-for-byte the same image.
    public static func compare(_ rendered: Pixmap, goldenPath: String) -> GoldenComparison {
        guard FileManager.default.fileExists(atPath: goldenPath) else { return .missing }
        let golden: StraightRGBAImage
        do {
            golden = try PNGDecoder.decodeStraightRGBA(Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath))))
        } catch {
            return .unreadable(String(describing: error))
        }
        guard golden.width == rendered.width, golden.height == rendered.height else {
            return .sizeMismatch(golden: (golden.width, golden.height), rendered: (rendered.width, rendered.height))
        }
        let ours = Premultiply.unpremultiplied(rendered.bytes)
        if ours == golden.bytes { return .match }
        var count = 0, maxDiff = 0
        var box = PixelRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        for y in 0..<golden.height {
            for x in 0..<golden.width {
                let i = (y * golden.width + x) * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(ours[i + c]) - Int(golden.bytes[i + c]))) }
                guard d > 0 else { continue }
                count += 1
                maxDiff = max(maxDiff, d)
                box = PixelRect(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: max(box.y1, y + 1))
            }
        }
        return .different(pixels: count, box: box, maxDifference: maxDiff)
    }
}
