import AnimatedImageShim
import CImageQuant

/// Frames' pixels to a `GIFPalette`'s indices, with Floyd–Steinberg dithering (libimagequant's
/// `liq_write_remapped_image`). A remapping changes state inside libimagequant's result, so each
/// thread that remaps needs a remapper of its own: each holds a result made from the palette's
/// colours alone, given as fixed colours (which remapping never moves), so every remapper — on
/// any thread, made in any order — remaps the same pixels to the same indices, and those indices
/// show exactly the colours the GIF stores.
final class GIFRemapper {
    private let attributes: OpaquePointer
    private let result: OpaquePointer
    private let indexMap: [UInt8]

    init(_ palette: GIFPalette, attributes: OpaquePointer) throws {
        let attributes = liq_attr_copy(attributes)!
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw AnimatedImageError("libimagequant could not start a palette")
        }
        defer { liq_histogram_destroy(histogram) }
        var status = LIQ_OK
        for color in palette.entries where status == LIQ_OK { status = liq_histogram_add_fixed_color(histogram, color, 0) }
        // A histogram needs one colour counted; one of the fixed ones adds nothing else.
        var one = liq_histogram_entry(color: palette.entries[0], count: 1)
        if status == LIQ_OK { status = liq_histogram_add_colors(histogram, attributes, &one, 1, 0) }
        var made: OpaquePointer?
        quantizer_use_one_thread()
        if status == LIQ_OK { status = liq_histogram_quantize(histogram, attributes, &made) }
        guard status == LIQ_OK, let made else {
            liq_attr_destroy(attributes)
            throw AnimatedImageError("libimagequant could not set up remapping (error \(status.rawValue))")
        }
        liq_set_dithering_level(made, palette.dithering)
        // The fixed colours come back in the order given: the same indices as the palette's.
        let back = liq_get_palette(made)!.pointee
        var same = Int(back.count) == palette.entries.count
        withUnsafeBytes(of: back.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            for (i, e) in palette.entries.enumerated() where same {
                same = entries[i].r == e.r && entries[i].g == e.g && entries[i].b == e.b && entries[i].a == e.a
            }
        }
        guard same else {
            liq_result_destroy(made)
            liq_attr_destroy(attributes)
            throw AnimatedImageError("libimagequant changed the palette's colours when asked to keep them")
        }
        self.attributes = attributes
        result = made
        indexMap = palette.indexMap
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
