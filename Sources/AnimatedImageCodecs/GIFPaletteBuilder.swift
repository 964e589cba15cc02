import AnimatedImageShim
import CImageQuant
import Raster

/// Pass one of a GIF: a histogram of the colours of every frame (libimagequant's
/// `liq_histogram_add_image`), added one frame at a time so frames need not all be in memory,
/// then turned into one palette for the whole animation (`palette(dithering:)`). Every frame
/// counts whole, however little of it changed: a still background weighs as long as it is
/// shown. (Counting only each frame's changed rectangle made this pass about three times
/// faster and tripled the GIFs' mean error — 0.05 → 0.16 levels on the motion examples, 0.42 →
/// 0.91 on a gradient — so it is not done.)
public final class GIFPaletteBuilder {
    /// The most colours a palette gets; the 256th index is kept for transparency.
    public static let maxColors = 255
    private let attributes: OpaquePointer
    private let histogram: OpaquePointer
    private var size: (width: Int, height: Int)?

    public init() {
        quantizer_use_one_thread()
        attributes = liq_attr_create()
        liq_set_max_colors(attributes, Int32(Self.maxColors))
        histogram = liq_histogram_create(attributes)
    }

    deinit {
        liq_histogram_destroy(histogram)
        liq_attr_destroy(attributes)
    }

    /// Adds a frame's colours (every frame must have the size of the first).
    public func add(_ frame: Pixmap) throws {
        if let size, size != (frame.width, frame.height) {
            throw AnimatedImageError("GIF frames must all be \(size.width)×\(size.height), got \(frame.width)×\(frame.height)")
        }
        size = (frame.width, frame.height)
        let pixels = GIFPixels(frame)
        quantizer_use_one_thread()
        let status = pixels.bytes.withUnsafeBytes { raw -> liq_error in
            guard let image = liq_image_create_rgba(attributes, raw.baseAddress!, Int32(frame.width), Int32(frame.height), 0) else {
                return LIQ_INVALID_POINTER
            }
            defer { liq_image_destroy(image) }
            return liq_histogram_add_image(histogram, attributes, image)
        }
        guard status == LIQ_OK else { throw AnimatedImageError("libimagequant could not read a frame (error \(status.rawValue))") }
    }

    /// The palette for every frame added, remapping with Floyd–Steinberg dithering (`dithering`
    /// 0 … 1; 0 = nearest colour only).
    public func palette(dithering: Float) throws -> GIFPalette {
        guard size != nil else { throw AnimatedImageError("a GIF needs at least one frame") }
        // Right before the k-means: OpenMP's thread count decides how its sums are split.
        quantizer_use_one_thread()
        var result: OpaquePointer?
        let status = liq_histogram_quantize(histogram, attributes, &result)
        guard status == LIQ_OK, let result else {
            throw AnimatedImageError("libimagequant could not make a palette (error \(status.rawValue))")
        }
        defer { liq_result_destroy(result) }
        return try GIFPalette(quantized: liq_get_palette(result)!.pointee, attributes: attributes, dithering: min(max(dithering, 0), 1))
    }
}
