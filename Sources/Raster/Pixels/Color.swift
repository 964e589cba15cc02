/// A colour with straight (not premultiplied) alpha, each channel 0...1, in sRGB.
///
/// This is how colours are written by users (`#RRGGBBAA`, UIKit's `UIColor(red:green:blue:alpha:)`).
public struct Color: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Eight-bit channels, straight alpha.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    /// Returns nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        // ASCII only: `isHexDigit` also accepts fullwidth digits, which `UInt8(_:radix:)` rejects.
        guard s.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let digits = s.map { UInt8(String($0), radix: 16)! }
        switch digits.count {
        case 3, 4:
            let v = digits.map { $0 * 17 }
            self.init(r8: v[0], g8: v[1], b8: v[2], a8: v.count == 4 ? v[3] : 255)
        case 6, 8:
            let v = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            self.init(r8: v[0], g8: v[1], b8: v[2], a8: v.count == 4 ? v[3] : 255)
        default:
            return nil
        }
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Premultiplied 8-bit channels, each rounded to nearest.
    public var premultiplied: PremultipliedColor {
        let a = Clamp.unit(alpha)
        func q(_ v: Double) -> UInt8 { UInt8((Clamp.unit(v) * a * 255).rounded()) }
        return PremultipliedColor(r: q(red), g: q(green), b: q(blue), a: UInt8((a * 255).rounded()))
    }
}

/// One premultiplied RGBA8 pixel value.
public struct PremultipliedColor: Sendable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
}
