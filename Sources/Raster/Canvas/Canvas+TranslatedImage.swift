/// Images moved by fractions of a pixel: a layer sliding in.
extension Canvas {
    /// Draws `image` with its top-left corner at device point `origin` (the transform is
    /// ignored, as for `blit`), resampled bilinearly: what `drawImage(_:projective:)` draws for a
    /// map that only translates, with the same anti-aliased edges, at a fraction of the cost
    /// (`TranslatedImageSampler`). A whole-pixel origin copies the pixels (`blit`).
    public mutating func drawImage(_ image: Pixmap, atDevicePoint origin: Point, opacity: Double = 1) {
        let alpha = PixelOps.fraction(of: opacity)
        guard alpha > 0 else { return }
        if origin.x == origin.x.rounded(), origin.y == origin.y.rounded(), abs(origin.x) < 1e9, abs(origin.y) < 1e9 {
            blit(image, atPixelX: Int(origin.x), y: Int(origin.y), opacity: opacity)
            return
        }
        guard let sampler = TranslatedImageSampler(image: image, x: origin.x, y: origin.y, opacity: alpha) else { return }
        fillDevice(
            Path(rect: Rect(x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height))),
            shader: .translatedImage(sampler), rule: .nonZero)
    }
}
