/// Gaussian blur of single-channel planes and RGBA pixmaps, given σ in pixels.
///
/// Small σ (< `exactKernelLimit`) uses the sampled Gaussian kernel out to 4σ, normalised.
/// Larger σ uses four passes of an *extended box filter* (Gwosdek, Grewenig, Bruhn, Weickert,
/// "Theoretical Foundations of Gaussian Convolution by Extended Box Filtering", SSVM 2011):
/// a box of 2r + 1 taps plus a fractional weight α on the next tap on each side, with r and α
/// chosen so the passes' variances add up exactly to σ². Each pass is a running sum, so the cost
/// per pixel does not depend on σ; four passes keep a blurred edge (a shadow's outline) within
/// 1 % of full scale of the exact Gaussian's. A lone pixel's peak comes out about 3.6 % low
/// (7 % in 2D): four box passes have excess kurtosis −0.3.
public enum GaussianBlur {
    /// Below this σ the exact kernel is used (at most 2·⌈4σ⌉ + 1 = 17 taps).
    static let exactKernelLimit = 2.0
    /// Box passes for larger σ.
    static let boxPasses = 4

    /// The largest σ honoured, in pixels; larger values (and +∞) blur this much. Shadows of real
    /// interfaces stay far below it (Core Animation radius 20 pt at 3× is σ = 30 px), and the
    /// blurred area grows with σ: at this cap a small shape's plane is about 1 800 px square.
    public static let maxSigma = 250.0

    /// σ as the blur uses it: NaN, negative and tiny values mean no blur; at most `maxSigma`.
    public static func usableSigma(_ sigma: Double) -> Double {
        // Below 0.05 px the kernel is the identity to within e⁻²⁰⁰ (and σ² could underflow to 0).
        sigma >= 0.05 ? min(sigma, maxSigma) : 0
    }

    /// How far (in pixels) a blur of this σ spreads a value on each side.
    public static func reach(sigma requested: Double) -> Int {
        let sigma = usableSigma(requested)
        guard sigma > 0 else { return 0 }
        if sigma < exactKernelLimit { return Int(pixel: (4 * sigma).rounded(.up)) }
        let (r, _) = boxParameters(sigma: sigma)
        return boxPasses * (r + 1)
    }

    /// One box pass's radius r and edge weight α so that `boxPasses` passes have variance σ².
    static func boxParameters(sigma: Double) -> (Int, Double) {
        let v = sigma * sigma / Double(boxPasses)
        // A box of 2r + 1 taps has variance r(r + 1)/3; take the largest r not above v.
        var r = Int((((1 + 12 * v).squareRoot()) - 1) / 2)
        if Double(r * (r + 1)) / 3 > v { r -= 1 }
        r = max(r, 0)
        let rr = Double(r)
        // Variance of [α, 1 … 1, α] / (2r + 1 + 2α) equals v for this α.
        let alpha = (2 * rr + 1) * (3 * v - rr * (rr + 1)) / (6 * ((rr + 1) * (rr + 1) - v))
        return (r, alpha)
    }

    /// One pass's parameters for `sigma`: the exact kernel below `exactKernelLimit`, else the box
    /// radius r and edge weight α of each of the `boxPasses` passes.
    static func passParameters(sigma: Double) -> (kernel: [Double]?, radius: Int, alpha: Double) {
        if sigma < exactKernelLimit { return (kernel(sigma: sigma), 0, 0) }
        let (r, alpha) = boxParameters(sigma: sigma)
        return (nil, r, alpha)
    }

    /// The normalised Gaussian kernel out to ⌈4σ⌉ taps each side.
    static func kernel(sigma: Double) -> [Double] {
        let radius = Int(pixel: (4 * sigma).rounded(.up))
        var k = (-radius...radius).map { i in
            DeterministicMath.exp(-Double(i * i) / (2 * sigma * sigma))
        }
        let sum = k.reduce(0, +)
        for i in k.indices { k[i] /= sum }
        return k
    }

    /// Blurs `plane` (row-major, `width × height`) in place; values outside are `edge`:
    /// zero (`.transparent`) or the nearest value (`.clamp`). Rows, then columns, each through
    /// `LinePass`, four lines at a time (`FourLineBlur`: the values of `blurLineByLine`).
    public static func blur(plane: inout [Double], width: Int, height: Int, sigma requested: Double, edge: Edge) {
        let sigma = usableSigma(requested)
        guard sigma > 0, width > 0, height > 0 else { return }
        FourLineBlur.blur(plane: &plane, width: width, height: height, sigma: sigma, edge: edge)
    }

    /// `blur(plane:…)` one line at a time: the definition its four-line form is held to (tests).
    static func blurLineByLine(plane: inout [Double], width: Int, height: Int, sigma requested: Double, edge: Edge) {
        let sigma = usableSigma(requested)
        guard sigma > 0, width > 0, height > 0 else { return }
        let n = max(width, height)
        var line = [Double](repeating: 0, count: n)
        var out = [Double](repeating: 0, count: n)
        let pass = LinePass(sigma: sigma)
        for y in 0..<height {
            for x in 0..<width { line[x] = plane[y * width + x] }
            pass.run(&line, &out, count: width, edge: edge)
            for x in 0..<width { plane[y * width + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = plane[y * width + x] }
            pass.run(&line, &out, count: height, edge: edge)
            for y in 0..<height { plane[y * width + x] = line[y] }
        }
    }

    /// What lies beyond the edges of the blurred area.
    public enum Edge: Sendable {
        /// Nothing: zero coverage (for shadow masks).
        case transparent
        /// The edge pixels repeated (for backdrop blur of a screen).
        case clamp
    }

    /// Blurs every channel of a premultiplied pixmap (backdrop blur), edges clamped.
    public static func blur(_ pixmap: inout Pixmap, sigma requested: Double) {
        let sigma = usableSigma(requested)
        guard sigma > 0 else { return }
        let w = pixmap.width, h = pixmap.height
        var plane = [Double](repeating: 0, count: w * h)
        for ch in 0..<4 {
            for i in 0..<(w * h) { plane[i] = Double(pixmap.bytes[i * 4 + ch]) }
            blur(plane: &plane, width: w, height: h, sigma: sigma, edge: .clamp)
            for i in 0..<(w * h) { pixmap.bytes[i * 4 + ch] = UInt8(Clamp.level(plane[i]) + 0.5) }
        }
        // Keep colour ≤ alpha, as premultiplied pixels must be.
        for i in stride(from: 0, to: w * h * 4, by: 4) {
            let a = pixmap.bytes[i + 3]
            pixmap.bytes[i] = min(pixmap.bytes[i], a)
            pixmap.bytes[i + 1] = min(pixmap.bytes[i + 1], a)
            pixmap.bytes[i + 2] = min(pixmap.bytes[i + 2], a)
        }
    }
}

/// One direction of a blur over a single line of values.
private struct LinePass {
    let kernel: [Double]?
    let radius: Int
    let alpha: Double

    init(sigma: Double) {
        (kernel, radius, alpha) = GaussianBlur.passParameters(sigma: sigma)
    }

    func run(_ line: inout [Double], _ out: inout [Double], count n: Int, edge: GaussianBlur.Edge) {
        line.withUnsafeMutableBufferPointer { v in
            out.withUnsafeMutableBufferPointer { o in
                if let kernel {
                    convolve(v, o, n, kernel, edge)
                    for i in 0..<n { v[i] = o[i] }
                } else {
                    for _ in 0..<GaussianBlur.boxPasses {
                        box(v, o, n, edge)
                        for i in 0..<n { v[i] = o[i] }
                    }
                }
            }
        }
    }

    @inline(__always)
    private func sample(_ v: UnsafeMutableBufferPointer<Double>, _ i: Int, _ n: Int, _ edge: GaussianBlur.Edge) -> Double {
        if i >= 0 && i < n { return v[i] }
        switch edge {
        case .transparent: return 0
        case .clamp: return v[i < 0 ? 0 : n - 1]
        }
    }

    private func convolve(
        _ v: UnsafeMutableBufferPointer<Double>, _ o: UnsafeMutableBufferPointer<Double>, _ n: Int,
        _ k: [Double], _ edge: GaussianBlur.Edge
    ) {
        let r = k.count / 2
        for i in 0..<n {
            var s = 0.0
            for j in 0..<k.count { s += k[j] * sample(v, i + j - r, n, edge) }
            o[i] = s
        }
    }

    private func box(
        _ v: UnsafeMutableBufferPointer<Double>, _ o: UnsafeMutableBufferPointer<Double>, _ n: Int,
        _ edge: GaussianBlur.Edge
    ) {
        let r = radius
        let norm = 1 / (Double(2 * r + 1) + 2 * alpha)
        var sum = 0.0
        for j in -r...r { sum += sample(v, j, n, edge) }
        for i in 0..<n {
            o[i] = (sum + alpha * (sample(v, i - r - 1, n, edge) + sample(v, i + r + 1, n, edge))) * norm
            sum += sample(v, i + r + 1, n, edge) - sample(v, i - r, n, edge)
        }
    }
}
