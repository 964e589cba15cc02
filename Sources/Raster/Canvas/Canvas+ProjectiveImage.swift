/// Images drawn through a projective map (a layer turned in 3D with perspective).
extension Canvas {
    /// Draws `image` through `projective`, which maps image pixel coordinates (the image spans
    /// `0...width × 0...height`) to drawing coordinates; the current transform then maps those to
    /// device pixels as for any drawing.
    ///
    /// The quad the image lands on is filled with the exact-area coverage of every fill, so its
    /// edges are anti-aliased like any path; each covered pixel's centre is mapped back through
    /// the inverse homography (a perspective divide per pixel, arithmetic only) and the image
    /// sampled there, bilinearly on premultiplied colour with edge pixels repeated, as
    /// `drawImage(_:in:)` does. An image drawn at less than half its size is first halved
    /// (box filter) while both its sides are over twice the longer of the quad's matching edges.
    ///
    /// Nothing is drawn when the map is singular, or when the image would cross the horizon
    /// (some corner at w ≤ 0 and another at w ≥ 0): a layer reaching behind the eye.
    public mutating func drawImage(
        _ image: Pixmap, projective: Homography, filter: ImageFilter = .bilinear,
        opacity: Double = 1
    ) {
        let alpha = PixelOps.fraction(of: opacity)
        guard alpha > 0 else { return }
        let device = Homography(state.transform).concatenating(after: projective)
        let w = Double(image.width), h = Double(image.height)
        let corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map { device.homogeneous($0) }
        let allInFront = corners.allSatisfy { $0.w > 0 }, allBehind = corners.allSatisfy { $0.w < 0 }
        guard allInFront || allBehind, let inverse = device.inverted else { return }
        let quad = corners.map { Point($0.x / $0.w, $0.y / $0.w) }
        guard quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }

        var source = image
        if filter == .bilinear {
            let across = max((quad[1] - quad[0]).length, (quad[2] - quad[3]).length)
            let down = max((quad[3] - quad[0]).length, (quad[2] - quad[1]).length)
            while source.width > 1, source.height > 1,
                Double(source.width) > 2 * across, Double(source.height) > 2 * down
            {
                source = source.halved()
            }
        }
        let toSource = Homography(Transform.scale(Double(source.width) / w, Double(source.height) / h))
        let sampler = ProjectiveImageSampler(
            image: source, toImage: toSource.concatenating(after: inverse),
            filter: filter, opacity: alpha)
        var path = Path()
        path.move(to: quad[0])
        for p in quad.dropFirst() { path.line(to: p) }
        path.close()
        fillDevice(path, shader: .projectiveImage(sampler), rule: .nonZero)
    }
}
