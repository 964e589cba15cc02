/// Contrast as WCAG 2.2 defines it (success criteria 1.4.3 and 1.4.6): the relative luminance of
/// an sRGB colour, the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, and the
/// ratio text needs — 4.5:1 (AA) and 7:1 (AAA) for body text, 3:1 and 4.5:1 for large text (at
/// least 18 pt, or 14 pt bold). Powers come from `MotionMath` (the same bits on every machine).
public enum WCAGContrast {
    /// The relative luminance of an 8-bit sRGB colour, 0 (black) … 1 (white).
    public static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// Each 8-bit sRGB level as linear light (WCAG 2.2's formula, its 0.04045 threshold).
    private static let linear: [Double] = (0..<256).map { level in
        let c = Double(level) / 255
        return c <= 0.04045 ? c / 12.92 : MotionMath.pow((c + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two luminances, 1 … 21.
    public static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether text of this size and weight counts as large: 18 pt and up, or 14 pt and up at
    /// a bold weight (OS/2 weight class 700 or more). iOS points are CSS pixels here, as the
    /// guidelines for native apps read them.
    public static func isLarge(pointSize: Double, weightClass: Int) -> Bool {
        pointSize >= 18 || (pointSize >= 14 && weightClass >= 700)
    }

    /// The ratios text needs: (AA, AAA).
    public static func required(large: Bool) -> (aa: Double, aaa: Double) { large ? (3, 4.5) : (4.5, 7) }
}
