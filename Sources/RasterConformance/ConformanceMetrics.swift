/// The reference README's comparison metrics over premultiplied RGBA (0...255 levels).
public struct ConformanceMetrics: Sendable {
    public var max: Int
    public var mean: Double
    public var over2: Double
    public var over8: Double
    public var over32: Double

    /// (mean, share > 8, share > 32) that a case of each kind may reach.
    public static func tolerance(_ kind: RasterCase.Kind) -> (Double, Double, Double) {
        switch kind {
        case .shape: return (0.15, 0.002, 0.0005)
        case .shadow: return (0.3, 0.002, 0.0005)
        case .image: return (0.5, 0.01, 0.002)
        }
    }

    public func passes(_ kind: RasterCase.Kind) -> Bool {
        let (m, g8, g32) = ConformanceMetrics.tolerance(kind)
        return mean <= m && over8 <= g8 && over32 <= g32
    }

    /// Compares two straight-alpha RGBA8 images of the same size, premultiplying each as the
    /// reference script does (`rint(c · a / 255)`).
    public init(expectedStraight a: [UInt8], actualStraight b: [UInt8]) {
        precondition(a.count == b.count)
        func pm(_ p: [UInt8], _ i: Int) -> Int {
            let ch = i & 3
            if ch == 3 { return Int(p[i]) }
            let v = Double(p[i]) * Double(p[i - ch + 3]) / 255
            return Int(v.rounded(.toNearestOrEven))
        }
        var maxD = 0, sum = 0, n2 = 0, n8 = 0, n32 = 0
        let pixels = a.count / 4
        for px in 0..<pixels {
            var worst = 0
            for ch in 0..<4 {
                let d = abs(pm(a, px * 4 + ch) - pm(b, px * 4 + ch))
                sum += d
                worst = Swift.max(worst, d)
            }
            maxD = Swift.max(maxD, worst)
            if worst > 2 { n2 += 1 }
            if worst > 8 { n8 += 1 }
            if worst > 32 { n32 += 1 }
        }
        max = maxD
        mean = Double(sum) / Double(a.count)
        over2 = Double(n2) / Double(pixels)
        over8 = Double(n8) / Double(pixels)
        over32 = Double(n32) / Double(pixels)
    }
}
