import Raster

/// How far a shown frame is from the frame it was made from: the mean absolute difference over
/// every pixel and every RGBA channel (straight alpha), in 8-bit levels. 0 is exact; 1 means
/// each channel is one level off on average.
public enum MeanError {
    /// The mean over pairs of same-sized frames, every pixel of every pair weighing the same.
    /// Pairs of different sizes make the result infinite.
    public static func of(_ shown: [Pixmap], against expected: [Pixmap]) -> Double {
        guard shown.count == expected.count, !shown.isEmpty else { return shown.isEmpty && expected.isEmpty ? 0 : .infinity }
        var total = 0, count = 0
        for (a, b) in zip(shown, expected) {
            guard a.width == b.width, a.height == b.height else { return .infinity }
            total += absoluteDifference(a, b)
            count += a.bytes.count
        }
        return Double(total) / Double(count)
    }

    /// The sum of |a − b| over every straight-alpha channel of two same-sized pixmaps.
    static func absoluteDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        let sa = Premultiply.unpremultiplied(a.bytes), sb = Premultiply.unpremultiplied(b.bytes)
        var sum = 0
        sa.withUnsafeBufferPointer { pa in
            sb.withUnsafeBufferPointer { pb in
                for i in 0..<pa.count { sum += abs(Int(pa[i]) - Int(pb[i])) }
            }
        }
        return sum
    }
}
