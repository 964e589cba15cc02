import AnimatedImageShim
import CImageQuant

/// One palette for a whole GIF (at most 255 colours and a transparent index), made by
/// `GIFPaletteBuilder`, and the remapping of frames' pixels to it through `GIFRemapper`s: one
/// for remapping on the calling thread, and more made on demand for remapping on other threads
/// at once (`makeRemapper()`), each giving the same indices for the same pixels.
public final class GIFPalette {
    /// The palette's opaque colours, RGB, in GIF index order.
    public let colors: [(r: UInt8, g: UInt8, b: UInt8)]
    /// The index no colour uses: unchanged (or transparent) pixels.
    public var transparentIndex: UInt8 { UInt8(colors.count) }
    /// The quantized palette as libimagequant gave it (its order, transparent entries included).
    let entries: [liq_color]
    /// libimagequant's index → the GIF's (its transparent entries → `transparentIndex`).
    let indexMap: [UInt8]
    private let attributes: OpaquePointer
    let dithering: Float
    /// The remapper for the thread that owns the palette, made on first use.
    private var ownRemapper: GIFRemapper?

    init(quantized palette: liq_palette, attributes: OpaquePointer, dithering: Float) throws {
        var entries: [liq_color] = []
        withUnsafeBytes(of: palette.entries) { raw in
            entries = Array(raw.bindMemory(to: liq_color.self).prefix(Int(palette.count)))
        }
        guard !entries.isEmpty else { throw AnimatedImageError("libimagequant made an empty palette") }
        var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
        var map = [UInt8](repeating: 0, count: 256)
        for (i, e) in entries.enumerated() where e.a >= 128 {
            map[i] = UInt8(colors.count)
            colors.append((e.r, e.g, e.b))
        }
        for (i, e) in entries.enumerated() where e.a < 128 { map[i] = UInt8(colors.count) }
        self.entries = entries
        self.colors = colors
        indexMap = map
        self.attributes = liq_attr_copy(attributes)
        self.dithering = dithering
    }

    deinit { liq_attr_destroy(attributes) }

    /// A remapper of its own, for remapping on another thread.
    func makeRemapper() throws -> GIFRemapper { try GIFRemapper(self, attributes: attributes) }

    /// The GIF indices of `rect` of a frame's pixels, row by row (dithered within the rectangle),
    /// on the calling thread.
    func remap(_ pixels: inout GIFPixels, _ rect: GIFRect) throws -> [UInt8] {
        if ownRemapper == nil { ownRemapper = try makeRemapper() }
        return try ownRemapper!.remap(&pixels, rect)
    }
}
