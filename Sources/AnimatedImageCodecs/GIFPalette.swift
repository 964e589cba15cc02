import AnimatedImageShim
import CImageQuant
import Raster

/// Pass one of a GIF: a histogram of the colours of every frame (libimagequant's
/// `liq_histogram_add_image`), added one frame at a time so frames need not all be in memory,
/// then turned into one palette for the whole animation (`palette(dithering:)`).
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
        liq_set_dithering_level(result, min(max(dithering, 0), 1))
        return GIFPalette(attributes: liq_attr_copy(attributes), result: result)
    }
}

/// One palette for a whole GIF (at most 255 colours and a transparent index), and the
/// remapping of frames' pixels to it (libimagequant's `liq_write_remapped_image`).
public final class GIFPalette {
    private let attributes: OpaquePointer
    private let result: OpaquePointer
    /// The palette's opaque colours, RGB, in GIF index order.
    public let colors: [(r: UInt8, g: UInt8, b: UInt8)]
    /// The index no colour uses: unchanged (or transparent) pixels.
    public var transparentIndex: UInt8 { UInt8(colors.count) }
    /// libimagequant's index → the GIF's (its transparent entries → `transparentIndex`).
    private let indexMap: [UInt8]

    init(attributes: OpaquePointer, result: OpaquePointer) {
        self.attributes = attributes
        self.result = result
        let palette = liq_get_palette(result)!.pointee
        var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
        var map = [UInt8](repeating: 0, count: 256)
        withUnsafeBytes(of: palette.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            for i in 0..<Int(palette.count) where entries[i].a >= 128 {
                map[i] = UInt8(colors.count)
                colors.append((entries[i].r, entries[i].g, entries[i].b))
            }
            for i in 0..<Int(palette.count) where entries[i].a < 128 { map[i] = UInt8(colors.count) }
        }
        self.colors = colors
        indexMap = map
    }

    deinit {
        liq_result_destroy(result)
        liq_attr_destroy(attributes)
    }

    /// The GIF indices of `rect` of a frame's pixels, row by row (dithered within the rectangle).
    func remap(_ pixels: inout GIFPixels, _ rect: GIFRect) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height)
        let width = pixels.width
        quantizer_use_one_thread()
        let status = pixels.bytes.withUnsafeMutableBytes { raw -> liq_error in
            var rows: [UnsafeMutableRawPointer?] = (rect.y0..<rect.y1).map { raw.baseAddress! + ($0 * width + rect.x0) * 4 }
            return rows.withUnsafeMutableBufferPointer { rowPointers -> liq_error in
                guard let image = liq_image_create_rgba_rows(attributes, rowPointers.baseAddress!, Int32(rect.width), Int32(rect.height), 0) else {
                    return LIQ_INVALID_POINTER
                }
                defer { liq_image_destroy(image) }
                return out.withUnsafeMutableBytes { liq_write_remapped_image(result, image, $0.baseAddress!, $0.count) }
            }
        }
        guard status == LIQ_OK else { throw AnimatedImageError("libimagequant could not remap a frame (error \(status.rawValue))") }
        for i in out.indices { out[i] = indexMap[Int(out[i])] }
        return out
    }
}
