/// `GaussianBlur.blur(plane:…)` four lines at a time: four rows (then four columns) of the plane
/// side by side as the lanes of a `SIMD4<Double>`, each lane doing exactly what `LinePass` does
/// to one line — the same operations in the same order, so the same values — in a quarter of the
/// steps and, for columns, reading four neighbouring values at once. Memory is the plane's own
/// and a few line buffers.
enum FourLineBlur {
    static func blur(plane: inout [Double], width: Int, height: Int, sigma: Double, edge: GaussianBlur.Edge) {
        guard width > 0, height > 0 else { return }
        let n = max(width, height)
        var line = [SIMD4<Double>](repeating: .zero, count: n)
        var out = [SIMD4<Double>](repeating: .zero, count: n)
        let pass = Pass(sigma: sigma, edge: edge)
        plane.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { v in
                out.withUnsafeMutableBufferPointer { o in
                    // Rows y … y + 3 (past the last row, lanes repeat it and are not written back).
                    for y in stride(from: 0, to: height, by: 4) {
                        let rows = (0..<4).map { min(y + $0, height - 1) * width }
                        for x in 0..<width { v[x] = SIMD4(p[rows[0] + x], p[rows[1] + x], p[rows[2] + x], p[rows[3] + x]) }
                        pass.run(v, o, count: width)
                        for lane in 0..<min(4, height - y) {
                            for x in 0..<width { p[rows[lane] + x] = v[x][lane] }
                        }
                    }
                    // Columns x … x + 3.
                    for x in stride(from: 0, to: width, by: 4) {
                        let columns = (0..<4).map { min(x + $0, width - 1) }
                        for y in 0..<height {
                            let row = y * width
                            v[y] = SIMD4(p[row + columns[0]], p[row + columns[1]], p[row + columns[2]], p[row + columns[3]])
                        }
                        pass.run(v, o, count: height)
                        for lane in 0..<min(4, width - x) {
                            for y in 0..<height { p[y * width + columns[lane]] = v[y][lane] }
                        }
                    }
                }
            }
        }
    }

    /// One direction over four lines: `LinePass` (its kernel or its box passes), per lane.
    private struct Pass {
        let kernel: [Double]?
        let radius: Int
        let alpha: Double
        let edge: GaussianBlur.Edge

        init(sigma: Double, edge: GaussianBlur.Edge) {
            self.edge = edge
            (kernel, radius, alpha) = GaussianBlur.passParameters(sigma: sigma)
        }

        func run(_ v: UnsafeMutableBufferPointer<SIMD4<Double>>, _ o: UnsafeMutableBufferPointer<SIMD4<Double>>, count n: Int) {
            if let kernel {
                convolve(v, o, n, kernel)
                for i in 0..<n { v[i] = o[i] }
            } else {
                for _ in 0..<GaussianBlur.boxPasses {
                    box(v, o, n)
                    for i in 0..<n { v[i] = o[i] }
                }
            }
        }

        /// The values at `i`; beyond the line, zero or the edge's.
        @inline(__always)
        private func sample(_ v: UnsafeMutableBufferPointer<SIMD4<Double>>, _ i: Int, _ n: Int) -> SIMD4<Double> {
            if i >= 0 && i < n { return v[i] }
            switch edge {
            case .transparent: return .zero
            case .clamp: return v[i < 0 ? 0 : n - 1]
            }
        }

        private func convolve(
            _ v: UnsafeMutableBufferPointer<SIMD4<Double>>, _ o: UnsafeMutableBufferPointer<SIMD4<Double>>, _ n: Int, _ k: [Double]
        ) {
            let r = k.count / 2
            for i in 0..<n {
                var s = SIMD4<Double>.zero
                for j in 0..<k.count { s += k[j] * sample(v, i + j - r, n) }
                o[i] = s
            }
        }

        private func box(_ v: UnsafeMutableBufferPointer<SIMD4<Double>>, _ o: UnsafeMutableBufferPointer<SIMD4<Double>>, _ n: Int) {
            let r = radius
            let norm = 1 / (Double(2 * r + 1) + 2 * alpha)
            var sum = SIMD4<Double>.zero
            for j in -r...r { sum += sample(v, j, n) }
            for i in 0..<n {
                o[i] = (sum + alpha * (sample(v, i - r - 1, n) + sample(v, i + r + 1, n))) * norm
                sum += sample(v, i + r + 1, n) - sample(v, i - r, n)
            }
        }
    }
}
