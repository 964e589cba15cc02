import CLibCrypto
import FileAccess
import Foundation
import PNGCodec
import PreviewModel
import Raster

/// One worker's way from frames to PNG files and pixel hashes — or to pixel hashes and straight
/// RGBA alone (`check`, `record`: `FrameReader`) — doing again only what changed since the last
/// frame it took.
///
/// A layered scene (an animation) is drawn on one canvas kept for the whole run: each frame puts
/// back the base image where the last one drew, then draws. The frame is then taken in bands of
/// rows (`FrameBands`), each band once, while it is in cache:
/// - a band the frame did not draw on is the base's: its straight rows and its compressed bytes
///   are shared by every frame (`SceneBase`);
/// - any other band is un-premultiplied into the writer's buffer and compared with the same band
///   of the last frame (and of the base): when equal, its compressed bytes are reused;
/// - only a band that really changed is compressed (`BandDeflater`).
/// The SHA-256 of the frame's straight RGBA is resumed from the last frame's digest state at the
/// first band that differs from it, so an unchanged top of the screen (or an unchanged frame) is
/// not hashed again. The PNG is assembled from the bands (`BandedPNG`) in a reused buffer. The
/// bytes written are the same whatever was reused: a band's bytes depend on its rows alone.
final class FrameWriter {
    /// Time spent in each step, for `raster-bench`'s split (nil: not measured).
    var clock: StepClock?

    let bands: FrameBands
    private let mode: FramePNGMode
    /// Nil for a writer that only hashes (`init(hashingOnly:)`).
    private let deflater: BandDeflater?
    private let base: SceneBase?
    private var canvas: Canvas?
    private var current: FrameBuffer
    private var previous: FrameBuffer
    /// The last frame's bands, nil before the first.
    private var last: [Band]?
    private var lastDigest = ""
    private var file: [UInt8] = []

    /// A band of the frame being written: its compressed bytes (nil when only hashing), whether
    /// its rows are the base's (else they are in the writer's buffer), and the hash state before
    /// its rows.
    private struct Band {
        var png: PNGBand?
        var isBase: Bool
        var hashBefore: SHA256_CTX
    }

    init(width: Int, height: Int, mode: FramePNGMode, base: SceneBase?) {
        bands = FrameBands(width: width, height: height)
        self.mode = mode
        deflater = BandDeflater(level: mode.zlibLevel)!
        self.base = base
        current = FrameBuffer(count: width * height * 4)
        previous = FrameBuffer(count: width * height * 4)
    }

    /// A writer that hashes frames and keeps their straight RGBA (`straightFrame()`) but
    /// compresses and writes nothing.
    init(hashingOnly width: Int, height: Int, base: SceneBase?) {
        bands = FrameBands(width: width, height: height)
        mode = .standard
        deflater = nil
        self.base = base
        current = FrameBuffer(count: width * height * 4)
        previous = FrameBuffer(count: width * height * 4)
    }

    /// Draws a frame with `draw` on the kept canvas (holding the base image), writes it to `path`
    /// (a hashing-only writer: nil) and returns the SHA-256 of its straight RGBA.
    func write(drawing draw: (inout Canvas) -> Void, to path: String?) throws -> String {
        guard let base else { preconditionFailure("a drawn frame needs the scene's base image") }
        clock?.start()
        var canvas = self.canvas.take() ?? Canvas(pixmap: base.pixmap)
        canvas.reset(to: base.pixmap, restoring: canvas.drawnRegion)
        draw(&canvas)
        clock?.lap(.compose)
        let drawn = canvas.drawnRegion.map { $0.y0..<$0.y1 } ?? 0..<0
        let digest = try canvas.pixmap.bytes.withUnsafeBytes { try write($0.baseAddress!, drawnRows: drawn, to: path) }
        self.canvas = canvas
        return digest
    }

    /// Writes a frame rendered on its own (premultiplied, of the writer's size) to `path` (a
    /// hashing-only writer: nil) and returns the SHA-256 of its straight RGBA.
    func write(_ pixmap: Pixmap, to path: String?) throws -> String {
        precondition(pixmap.width == bands.width && pixmap.height == bands.height, "a frame of another size")
        return try pixmap.bytes.withUnsafeBytes { try write($0.baseAddress!, drawnRows: 0..<bands.height, to: path) }
    }

    private func write(_ pixels: UnsafeRawPointer, drawnRows: Range<Int>, to path: String?) throws -> String {
        precondition((path == nil) == (deflater == nil), "a hashing-only writer writes no file, and a writer writes one")
        let rowBytes = bands.rowBytes
        var frame: [Band] = []
        frame.reserveCapacity(bands.count)
        var context = SHA256_CTX()
        // True while every band so far is the same as the last frame's: hashing resumes after them.
        var unchangedSoFar = last != nil
        if !unchangedSoFar { SHA256_Init(&context) }
        for b in 0..<bands.count {
            let rows = bands.rows(of: b)
            let offset = rows.lowerBound * rowBytes, count = rows.count * rowBytes
            let previousBand = last?[b]
            var png: PNGBand?
            let isBase: Bool
            let same: Bool
            if let base, !rows.overlaps(drawnRows) {
                isBase = true
                same = previousBand.map { $0.isBase || equal(previous.bytes + offset, base.straight.bytes + offset, count) } ?? false
                if same { png = previousBand?.png }
            } else {
                Premultiply.unpremultiply(pixels + offset, into: current.bytes + offset, byteCount: count)
                clock?.lap(.unpremultiply)
                if let p = previousBand,
                    equal(current.bytes + offset, (p.isBase ? base!.straight.bytes : previous.bytes) + offset, count)
                {
                    png = p.png
                    isBase = p.isBase
                    same = true
                } else {
                    isBase = base.map { equal(current.bytes + offset, $0.straight.bytes + offset, count) } ?? false
                    same = false
                }
                clock?.lap(.compare)
            }
            let source = UnsafeRawPointer(isBase ? base!.straight.bytes : current.bytes) + offset
            // Hash.
            let hashBefore: SHA256_CTX
            if unchangedSoFar, same, let p = previousBand {
                hashBefore = p.hashBefore
            } else {
                if unchangedSoFar {
                    unchangedSoFar = false
                    context = previousBand!.hashBefore
                }
                hashBefore = context
                SHA256_Update(&context, source, count)
            }
            clock?.lap(.hash)
            // Compress.
            let compressed = deflater.map { deflater in
                png
                    ?? (isBase
                        ? base!.band(b, using: deflater)
                        : deflater.compress(source, stride: rowBytes, rowBytes: rowBytes, rows: rows.count))
            }
            frame.append(Band(png: compressed, isBase: isBase, hashBefore: hashBefore))
            clock?.lap(.compress)
        }
        let digest = unchangedSoFar ? lastDigest : Self.hex(finishing: &context)
        if let path {
            BandedPNG.assemble(
                width: bands.width, height: bands.height, level: mode.zlibLevel,
                bands: frame.map { $0.png! }, into: &file)
            clock?.lap(.assemble)
            try AtomicFile.write(file, to: path)
            clock?.lap(.write)
        }
        swap(&current, &previous)
        last = frame
        lastDigest = digest
        return digest
    }

    /// The straight RGBA of the frame last taken: each band from the base or the writer's buffer.
    func straightFrame() -> [UInt8] {
        guard let last else { return [] }
        let rowBytes = bands.rowBytes
        return [UInt8](unsafeUninitializedCapacity: bands.height * rowBytes) { out, count in
            for b in 0..<bands.count {
                let rows = bands.rows(of: b)
                let offset = rows.lowerBound * rowBytes
                let source = last[b].isBase ? base!.straight.bytes : previous.bytes
                memcpy(out.baseAddress! + offset, source + offset, rows.count * rowBytes)
            }
            count = bands.height * rowBytes
        }
    }

    /// The frame last taken as the PNG file `write(_:to:)` writes for it at `deflater`'s level:
    /// a band of the base is the base's shared compressed band, any other band is compressed
    /// from the writer's buffer. (A hashing-only writer keeps no compressed bands, so a kept
    /// golden frame is compressed here, once.)
    func bandedPNG(using deflater: BandDeflater) -> [UInt8] {
        guard let last else { return [] }
        return Self.bandedPNG(bands, using: deflater) { b, rows in
            last[b].isBase ? base!.band(b, using: deflater) : rows(UnsafeRawPointer(previous.bytes))
        }
    }

    /// The PNG file `write(_:to:)` writes for `straight` (straight RGBA, `width` × `height`), a
    /// frame that shares no band with another: every band compressed at `deflater`'s level.
    static func bandedPNG(straight: UnsafeRawPointer, width: Int, height: Int, using deflater: BandDeflater) -> [UInt8] {
        bandedPNG(FrameBands(width: width, height: height), using: deflater) { _, rows in rows(straight) }
    }

    /// A PNG of `bands`, each band given by `band(b, compress)`, where `compress(frame)` compresses
    /// band b's rows of a frame-sized straight buffer.
    private static func bandedPNG(
        _ bands: FrameBands, using deflater: BandDeflater,
        band: (Int, (UnsafeRawPointer) -> PNGBand) -> PNGBand
    ) -> [UInt8] {
        let rowBytes = bands.rowBytes
        let compressed = (0..<bands.count).map { b in
            band(b) { frame in
                let rows = bands.rows(of: b)
                return deflater.compress(frame + rows.lowerBound * rowBytes, stride: rowBytes, rowBytes: rowBytes, rows: rows.count)
            }
        }
        var png: [UInt8] = []
        BandedPNG.assemble(width: bands.width, height: bands.height, level: deflater.level, bands: compressed, into: &png)
        return png
    }

    /// The frame last taken as a PNG of it decodes: its straight RGBA premultiplied again (an
    /// opaque pixel is itself; a translucent one may round), band by band from where the rows are.
    func premultipliedFrame() -> Pixmap? {
        guard let last else { return nil }
        let rowBytes = bands.rowBytes
        let bytes = [UInt8](unsafeUninitializedCapacity: bands.height * rowBytes) { out, count in
            for b in 0..<bands.count {
                let rows = bands.rows(of: b)
                let offset = rows.lowerBound * rowBytes
                let source = last[b].isBase ? base!.straight.bytes : previous.bytes
                Premultiply.premultiply(source + offset, into: out.baseAddress! + offset, byteCount: rows.count * rowBytes)
            }
            count = bands.height * rowBytes
        }
        return Pixmap(width: bands.width, height: bands.height, premultipliedBytes: bytes)
    }

    /// Whether the frame last taken is `count` bytes of straight RGBA equal to `other`'s, compared
    /// band by band where the bands are (no copy of the frame).
    func straightFrameEquals(_ other: UnsafeRawPointer, count: Int) -> Bool {
        guard let last, count == bands.height * bands.rowBytes else { return false }
        let rowBytes = bands.rowBytes
        for b in 0..<bands.count {
            let rows = bands.rows(of: b)
            let offset = rows.lowerBound * rowBytes
            let source = last[b].isBase ? base!.straight.bytes : previous.bytes
            if !equal(source + offset, other + offset, rows.count * rowBytes) { return false }
        }
        return true
    }

    private func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    private static func hex(finishing context: inout SHA256_CTX) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        SHA256_Final(&digest, &context)
        return PixelHash.hex(digest)
    }
}
