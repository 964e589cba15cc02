/// A gradient's colours precomputed at evenly spaced positions, premultiplied RGBA8.
///
/// Colours are interpolated with straight alpha between stops (as Skia and Core Graphics
/// do by default), then premultiplied. 1024 entries keep every step well under one level
/// for any pair of 8-bit colours.
struct GradientRamp {
    static let size = 1024
    private(set) var table: [UInt32]

    init(stops rawStops: [GradientStop], opacity: Double = 1) {
        var stops = rawStops.sorted { $0.location < $1.location }
        if stops.isEmpty { stops = [GradientStop(0, .clear)] }
        table = [UInt32](repeating: 0, count: GradientRamp.size)
        var k = 0
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            while k + 1 < stops.count, stops[k + 1].location <= t { k += 1 }
            let c: Color
            if t <= stops[0].location {
                c = stops[0].color
            } else if k + 1 >= stops.count {
                c = stops[stops.count - 1].color
            } else {
                let a = stops[k], b = stops[k + 1]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                c = Color(
                    red: a.color.red + (b.color.red - a.color.red) * f,
                    green: a.color.green + (b.color.green - a.color.green) * f,
                    blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                    alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            table[i] = PixelOps.pack(c.withAlphaMultiplied(by: opacity).premultiplied)
        }
    }

    /// The colour at position `t` (clamped to 0...1).
    @inline(__always)
    func color(at t: Double) -> UInt32 {
        let f = Clamp.unit(t) * Double(GradientRamp.size - 1) + 0.5
        return table[Int(f)]
    }
}
