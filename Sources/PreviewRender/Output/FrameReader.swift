import Foundation
import PNGCodec
import PreviewModel
import Raster

/// One worker's way to the pixel hashes and straight RGBA of frames, for `check` and `record`:
/// the frame path `render` takes, without the PNG. An animation's frames are drawn on a canvas
/// kept from the worker's last frame of the same scene, over the scene's shared base image; only
/// the bands of rows a frame drew on are un-premultiplied, and the SHA-256 resumes at the first
/// band that differs from the worker's last frame (`FrameWriter`). A still (or a framed scene)
/// is rendered whole and only its straight pixels are held, so a run of stills keeps no frame
/// buffers. Not shared between threads: each worker has its own, and keeps an animation's canvas
/// and base until it moves on.
package final class FrameReader {
    /// For an animation: the writer over its scene's base.
    private var writer: FrameWriter?
    /// The shared base `writer` was made for, and the scene it belongs to (`LayeredFrames.prepared`).
    private var writerBase: ObjectIdentifier?
    private var writerScene: ObjectIdentifier?
    /// For a frame rendered whole (a still): its straight RGBA and size, held until the next frame.
    private var whole: (bytes: [UInt8], width: Int, height: Int)?
    /// Compresses kept frames (`encodedFrame`), made on first need.
    private var deflater: BandDeflater?

    package init() {}

    /// Frame `i` of `scene`: the SHA-256 of its straight RGBA (what `PixelHash.sha256` gives for
    /// `scene.render(i)`).
    package func hash(_ scene: SceneFrames, _ i: Int) -> String {
        if let layered = scene.layered {
            whole = nil
            // Another scene's writer (and the base it holds) is let go of before this scene's
            // base is made, so a worker never holds two scenes' frame buffers at once.
            if writerScene != ObjectIdentifier(layered.prepared) { dropWriter() }
            let base = layered.prepared.value
            if writerBase != ObjectIdentifier(base) || writer == nil {
                dropWriter()
                writer = FrameWriter(hashingOnly: base.pixmap.width, height: base.pixmap.height, base: base)
                writerBase = ObjectIdentifier(base)
                writerScene = ObjectIdentifier(layered.prepared)
            }
            // A hashing-only writer writes no file, so it cannot throw.
            return try! writer!.write(drawing: { layered.draw(i, &$0) }, to: nil)
        }
        // A still shares nothing with the worker's last frame worth keeping buffers for: it is
        // un-premultiplied and hashed whole, and only its straight pixels are held.
        dropWriter()
        whole = nil
        var pixmap = scene.render(i)
        // The rendered pixels are un-premultiplied where they are: moved out of the frame, they
        // are not shared, so no frame-sized copy is made.
        var straight: [UInt8] = []
        swap(&straight, &pixmap.bytes)
        straight.withUnsafeMutableBytes { p in
            if let base = p.baseAddress { Premultiply.unpremultiply(base, into: base, byteCount: p.count) }
        }
        whole = (straight, pixmap.width, pixmap.height)
        return PixelHash.sha256(bytes: straight)
    }

    private func dropWriter() {
        writer = nil
        writerBase = nil
        writerScene = nil
    }

    /// The size of the frame last hashed.
    package var frameSize: (width: Int, height: Int)? {
        if let whole { return (whole.width, whole.height) }
        return writer.map { ($0.bands.width, $0.bands.height) }
    }

    /// The straight RGBA of the frame last hashed, with its size.
    package func straightFrame() -> (bytes: [UInt8], width: Int, height: Int) {
        if let whole { return whole }
        guard let writer else { return ([], 0, 0) }
        return (writer.straightFrame(), writer.bands.width, writer.bands.height)
    }

    /// The frame last hashed as the PNG file `render` writes for it (`mode`'s zlib level, rows
    /// in bands; an animation's frame compressed from where its bands are, the base's bands
    /// shared): a golden's kept frame is the very file a render of its scene gives.
    package func encodedFrame(mode: FramePNGMode = .standard) throws -> [UInt8] {
        if deflater?.level != mode.zlibLevel { deflater = BandDeflater(level: mode.zlibLevel) }
        guard let deflater else { throw PNGError.encodingFailed("zlib could not start at level \(mode.zlibLevel)") }
        if let whole {
            return whole.bytes.withUnsafeBytes {
                FrameWriter.bandedPNG(straight: $0.baseAddress!, width: whole.width, height: whole.height, using: deflater)
            }
        }
        guard let writer else { throw PNGError.encodingFailed("no frame was read") }
        return writer.bandedPNG(using: deflater)
    }

    /// Whether the frame last hashed is exactly `straight` (straight RGBA of its size), compared
    /// where its rows are, without assembling the frame.
    package func straightFrameEquals(_ straight: [UInt8]) -> Bool {
        if let whole { return whole.bytes.count == straight.count && FrameReader.same(whole.bytes, straight) }
        guard let writer, !straight.isEmpty else { return false }
        return straight.withUnsafeBytes { writer.straightFrameEquals($0.baseAddress!, count: $0.count) }
    }

    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.isEmpty || a.withUnsafeBytes { x in b.withUnsafeBytes { memcmp(x.baseAddress!, $0.baseAddress!, x.count) == 0 } }
    }
}
