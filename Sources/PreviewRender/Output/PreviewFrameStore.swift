import Foundation
import PNGCodec
import PreviewModel
import Raster

/// Scaled copies of an animation's frames, made while its frames are written, for the previews
/// made after them (animated PNG, contact sheet, GIF, WebP). A preview takes a kept copy instead of
/// reading the frame's PNG back and scaling it. The pixels are the same: a copy is scaled from the
/// frame's straight RGBA premultiplied as the PNG decoder does it (`FrameWriter.premultipliedFrame`). A copy is kept compressed (its
/// premultiplied bytes as a zlib level 1 PNG, lossless): a preview frame is a tenth of the screen's
/// pixels and compresses about twentyfold, so a long animation's copies fit. Bounded: copies past
/// `budget` bytes are not kept, and the previews read those frames back as before.
package final class PreviewFrameStore: @unchecked Sendable {
    /// A preview frame's size in pixels.
    package struct Size: Hashable, Sendable {
        package var width: Int
        package var height: Int
    }

    /// The full frame's size.
    package let frameSize: Size
    /// The sizes each frame is wanted at, by frame index.
    private let wanted: [Int: Set<Size>]
    private let budget: Int
    private let lock = NSLock()
    private var kept: [Int: [Size: [UInt8]]] = [:]
    private var keptBytes = 0

    /// The most bytes of compressed copies a scene keeps by default: 32 MiB (about 500 frames of a
    /// 390 × 844 preview). Scenes render side by side, so a run with `--jobs N` may hold N times this.
    package static let defaultBudget = 32 << 20

    /// A store for the previews `options` asks of `frames` (nil when it asks for none).
    package init?(
        frames: [SceneAnimation.Frame], fps: Int, options: PreviewOptions, pointWidth: Double, frameSize: Size,
        budget: Int = defaultBudget
    ) {
        var wanted: [Int: Set<Size>] = [:]
        for (i, size) in AnimationPreviews.scaledFrames(
            frames: frames, fps: fps, options: options, pointWidth: pointWidth, frameSize: frameSize)
        {
            wanted[i, default: []].insert(size)
        }
        guard !wanted.isEmpty else { return nil }
        self.frameSize = frameSize
        self.wanted = wanted
        self.budget = budget
    }

    /// Whether frame `i` is wanted by a preview.
    package func wants(_ i: Int) -> Bool { wanted[i] != nil }

    /// Keeps frame `i`, given at full size as a PNG of it decodes (`FrameWriter.premultipliedFrame`),
    /// at every size it is wanted at, while the budget allows.
    package func keep(_ i: Int, frame full: Pixmap) {
        guard let sizes = wanted[i], lock.withLock({ keptBytes < budget }) else { return }
        var compressed: [Size: [UInt8]] = [:]
        for size in sizes {
            let scaled = AnimationPreviews.resized(full, width: size.width, height: size.height)
            compressed[size] = try? PNGEncoder.encodeStraightRGBA(
                bytes: scaled.bytes, width: scaled.width, height: scaled.height,
                options: PNGEncodingOptions(compressionLevel: 1, filter: .none))
        }
        let bytes = compressed.values.reduce(0) { $0 + $1.count }
        lock.withLock {
            guard keptBytes + bytes <= budget else { return }
            keptBytes += bytes
            kept[i] = compressed
        }
    }

    /// Frame `i` at `width × height`, when it was kept.
    package func scaled(_ i: Int, width: Int, height: Int) -> Pixmap? {
        guard let png = lock.withLock({ kept[i]?[Size(width: width, height: height)] }),
            let image = try? PNGDecoder.decodeStraightRGBA(png), image.width == width, image.height == height
        else { return nil }
        // The bytes are premultiplied already (stored as they are).
        return Pixmap(width: width, height: height, premultipliedBytes: image.bytes)
    }
}
