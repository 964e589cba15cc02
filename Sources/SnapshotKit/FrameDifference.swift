import Foundation
import PreviewKit
import Raster

/// How a rendered frame differs from its golden: both straight-alpha RGBA of the same size.
public struct FrameDifference: Sendable, Hashable {
    /// Pixels whose largest channel difference exceeds the tolerance's `channel`.
    public var pixels: Int
    public var totalPixels: Int
    /// The box holding them.
    public var box: PixelRect
    /// The largest channel difference of any pixel, 0–255.
    public var maxDifference: Int
    /// A whole element moved, when that explains the change (see `ShiftDetection`).
    public var shift: Shift?
    /// Pixels in the largest connected region of changed pixels (the feature gate's measure).
    public var largestRegion: Int
    /// What kind of change it is: anti-aliasing only, colour only, geometry (or, told by the
    /// structure golden, text content).
    public var kind: ChangeKind
    /// The feature gate this frame failed on (`Tolerance.maxRegion`), when its share alone was
    /// within the tolerance; set by the check.
    public var failedGate: Int?

    /// Share of the frame's pixels that differ.
    public var share: Double { totalPixels == 0 ? 0 : Double(pixels) / Double(totalPixels) }
    /// Share of the changed box's pixels that differ.
    public var shareOfBox: Double {
        let area = (box.x1 - box.x0) * (box.y1 - box.y0)
        return area <= 0 ? 0 : Double(pixels) / Double(area)
    }

    /// Compares two straight RGBA images of `width × height`; nil when no pixel differs by more
    /// than `channel`.
    public static func between(
        expected: [UInt8], actual: [UInt8], width: Int, height: Int,
        channel: Int = 0
    ) -> FrameDifference? {
        if channel == 0, expected.count == actual.count,
            expected.isEmpty
                || expected.withUnsafeBytes({ e in actual.withUnsafeBytes { memcmp(e.baseAddress!, $0.baseAddress!, e.count) == 0 } })
        {
            return nil
        }
        var count = 0, maxDiff = 0
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        expected.withUnsafeBufferPointer { e in
            actual.withUnsafeBufferPointer { a in
                for y in 0..<height {
                    var i = y * width * 4
                    for x in 0..<width {
                        let d = max(
                            max(abs(Int(e[i]) - Int(a[i])), abs(Int(e[i + 1]) - Int(a[i + 1]))),
                            max(abs(Int(e[i + 2]) - Int(a[i + 2])), abs(Int(e[i + 3]) - Int(a[i + 3]))))
                        if d > channel {
                            count += 1
                            if d > maxDiff { maxDiff = d }
                            if x < x0 { x0 = x }
                            if x >= x1 { x1 = x + 1 }
                            if y < y0 { y0 = y }
                            y1 = y + 1
                        }
                        i += 4
                    }
                }
            }
        }
        guard count > 0 else { return nil }
        let box = PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
        let shift = ShiftDetection.shift(expected: expected, actual: actual, width: width, height: height, box: box)
        var changed = [Bool](repeating: false, count: width * height)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = y * width + x
                changed[p] = ChangeKind.distance(expected, p, actual, p) > channel
            }
        }
        let kind = ChangeKind.classify(expected: expected, actual: actual, width: width, height: height, box: box, changed: changed)
        return FrameDifference(
            pixels: count, totalPixels: width * height, box: box, maxDifference: maxDiff, shift: shift,
            largestRegion: ChangedRegions.largest(changed, width: width, height: height), kind: kind)
    }

    /// Whether the difference is within `tolerance` (its share of differing pixels, of the frame or
    /// of the changed box as the tolerance says).
    public func isTolerated(by tolerance: Tolerance) -> Bool {
        (tolerance.shareOf == .frame ? share : shareOfBox) <= tolerance.maxDifferingShare
            && tolerance.maxRegion.map { largestRegion <= $0 } ?? true
    }

    /// The gate `tolerance` failed this difference on when its share alone was forgiven; nil otherwise.
    public func gateFailure(under tolerance: Tolerance) -> Int? {
        guard let gate = tolerance.maxRegion, largestRegion > gate,
            (tolerance.shareOf == .frame ? share : shareOfBox) <= tolerance.maxDifferingShare
        else { return nil }
        return gate
    }

    /// "geometry: 1,234 pixels differ in x 10..<200, y 40..<90, by up to 255 levels; content shifted 2 px down".
    public var summary: String {
        let count = pixels == 1 ? "1 pixel differs" : "\(pixels) pixels differ"
        var text =
            "\(kind.rawValue): \(count) (\(Self.percent(share))) in x \(box.x0)..<\(box.x1), y \(box.y0)..<\(box.y1), by up to \(maxDifference) \(maxDifference == 1 ? "level" : "levels")"
        if let shift { text += "; \(shift)" }
        if let failedGate {
            text +=
                "; a connected region of \(largestRegion) changed pixels, over the feature gate's \(failedGate) (the share alone was within the tolerance)"
        }
        return text
    }

    static func percent(_ share: Double) -> String {
        let p = share * 100
        if p >= 1 { return "\(Int(p.rounded()))%" }
        if p >= 0.01 { return "\((p * 100).rounded() / 100)%" }
        return "<0.01%"
    }
}

/// A move of the changed content by whole pixels.
public struct Shift: Sendable, Hashable, CustomStringConvertible {
    public var dx: Int
    public var dy: Int

    public var description: String {
        var parts: [String] = []
        if dy != 0 { parts.append("\(abs(dy)) px \(dy > 0 ? "down" : "up")") }
        if dx != 0 { parts.append("\(abs(dx)) px \(dx > 0 ? "right" : "left")") }
        return "content shifted " + parts.joined(separator: " and ")
    }
}
