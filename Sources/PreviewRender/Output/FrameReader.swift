import Foundation
import PreviewModel
import Raster

/// One worker's way to the pixel hashes and straight RGBA of frames, for `check` and `record`:
/// the frame path `render` takes, without the PNG. An animation's frames are drawn on a canvas
/// kept from the worker's last frame of the same scene, over the scene's shared base image; only
/// the bands of rows a frame drew on are un-premultiplied, and the SHA-256 resumes at the first
/// band that differs from the worker's last frame (`FrameWriter`). A still (or a framed scene)
/// is rendered whole. Not shared between threads: each worker has its own, and keeps the last
/// scene's canvas and base until it moves on (memory: one frame's worth per worker).
package final class FrameReader {
    private var writer: FrameWriter?
    /// The scene `writer` was made for: its shared base (an animation), or its size (a still).
    private var owner: Owner?

    private enum Owner: Equatable {
        case layered(ObjectIdentifier)
        case whole(width: Int, height: Int)
    }

    package init() {}

    /// Frame `i` of `scene`: the SHA-256 of its straight RGBA (what `PixelHash.sha256` gives for
    /// `scene.render(i)`).
    package func hash(_ scene: SceneFrames, _ i: Int) -> String {
        if let layered = scene.layered {
            let base = layered.prepared.value
            let key = Owner.layered(ObjectIdentifier(base))
            if owner != key || writer == nil {
                writer = FrameWriter(hashingOnly: base.pixmap.width, height: base.pixmap.height, base: base)
                owner = key
            }
            // A hashing-only writer writes no file, so it cannot throw.
            return try! writer!.write(drawing: { layered.draw(i, &$0) }, to: nil)
        }
        let pixmap = scene.render(i)
        let key = Owner.whole(width: pixmap.width, height: pixmap.height)
        if owner != key || writer == nil {
            writer = FrameWriter(hashingOnly: pixmap.width, height: pixmap.height, base: nil)
            owner = key
        }
        return try! writer!.write(pixmap, to: nil)
    }

    /// The size of the frame last hashed.
    package var frameSize: (width: Int, height: Int)? { writer.map { ($0.bands.width, $0.bands.height) } }

    /// The straight RGBA of the frame last hashed, with its size.
    package func straightFrame() -> (bytes: [UInt8], width: Int, height: Int) {
        guard let writer else { return ([], 0, 0) }
        return (writer.straightFrame(), writer.bands.width, writer.bands.height)
    }

    /// Whether the frame last hashed is exactly `straight` (straight RGBA of its size), compared
    /// where its rows are, without assembling the frame.
    package func straightFrameEquals(_ straight: [UInt8]) -> Bool {
        guard let writer, !straight.isEmpty else { return false }
        return straight.withUnsafeBytes { writer.straightFrameEquals($0.baseAddress!, count: $0.count) }
    }
}
