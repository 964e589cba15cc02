import AnimatedImageCodecs
import FileAccess
import PreviewModel
import Raster

/// The GIF and WebP previews of an animated scene (`animation.gif`, `animation.webp`), for
/// READMEs and chat tools that do not play animated PNGs. Sized like the animated PNG
/// (`AnimationPreviews.previewSize`), the last frame held `AnimationPreviews.finalHold`.
///
/// Frames come scaled from the copies kept while the frames were written (`PreviewFrameStore`), or
/// are read back from the PNG files already written, one at a time. The GIF needs every
/// frame twice (once for the palette's histogram, once to write it): it keeps the scaled frames
/// of the first pass up to `gifFrameMemory` bytes and reads the rest again, so memory stays
/// bounded however long the animation is.
package enum AnimatedMediaPreviews {
    package static let gifFile = "animation.gif"
    package static let webpFile = "animation.webp"

    /// The files `options` asks for.
    package static func files(for options: PreviewOptions) -> [String] {
        (options.gif == nil ? [] : [gifFile]) + (options.webp == nil ? [] : [webpFile])
    }

    /// The writing of the GIF and WebP asked for into `directory`, of the frames `source` gives,
    /// one task per file (`PreviewTasks`), the GIF first; the GIF remaps frames on up to `jobs`
    /// threads.
    static func tasks(
        frames: [SceneAnimation.Frame], fps: Int, options: PreviewOptions, pointWidth: Double,
        in directory: String, source: PreviewFrameSource, jobs: Int = 1
    ) -> [() throws -> Void] {
        guard !frames.isEmpty else { return [] }
        var tasks: [() throws -> Void] = []
        if let gif = options.gif {
            tasks.append {
                let bytes = try encodeGIF(frames: frames, fps: fps, options: gif, pointWidth: pointWidth, source: source, jobs: jobs)
                try AtomicFile.write(bytes, to: FilePath.joined(directory, gifFile))
            }
        }
        if let webp = options.webp {
            tasks.append {
                let bytes = try encodeWebP(frames: frames, fps: fps, options: webp, pointWidth: pointWidth, source: source)
                try AtomicFile.write(bytes, to: FilePath.joined(directory, webpFile))
            }
        }
        return tasks
    }

    /// The frames a GIF shows (at most 50 fps) and their delays in centiseconds.
    package static func gifTiming(frames: [SceneAnimation.Frame], fps: Int, options: GIFOptions) -> (picked: [Int], centiseconds: [Int]) {
        let picked = GIFFramePicking.picked(times: frames.map(\.time), step: GIFFramePicking.step(sceneFPS: fps, targetFPS: options.fps))
        let starts = picked.map { frames[$0].time }
        return (
            picked,
            AnimationClock.durations(
                starts: starts, end: starts.last.map { $0 + AnimationPreviews.finalHold } ?? 0,
                unitsPerSecond: 100)
        )
    }

    /// The frames a WebP shows (every n-th, each starting a millisecond or more after the one
    /// before) and their timestamps in milliseconds, with the end of the last.
    package static func webpTiming(frames: [SceneAnimation.Frame], fps: Int, options: WebPOptions) -> (picked: [Int], starts: [Int], end: Int) {
        let step = AnimationPreviews.frameStep(sceneFPS: fps, previewFPS: options.fps)
        let picked = AnimationClock.picked(times: frames.map(\.time), step: step, unitsPerSecond: 1000, minimumGap: 1)
        let starts = picked.map { frames[$0].time }
        let stamps = AnimationClock.timestamps(starts: starts, end: (starts.last ?? 0) + AnimationPreviews.finalHold, unitsPerSecond: 1000)
        return (picked, stamps.starts, stamps.end)
    }

    /// The GIF of `frames` (`frame(i)` reads frame i at full size): a palette from every shown
    /// frame, then the frames written against it, remapped on up to `jobs` threads. Up to
    /// `memory` bytes of scaled frames are kept between the two passes; past that, frames are
    /// read again. The bytes are the same whatever `memory` and `jobs`.
    package static func encodeGIF(
        frames: [SceneAnimation.Frame], fps: Int, options: GIFOptions, pointWidth: Double,
        keepingUpTo memory: Int = gifFrameMemory, jobs: Int = 1, frame: @escaping (Int) throws -> Pixmap
    ) throws -> [UInt8] {
        try encodeGIF(
            frames: frames, fps: fps, options: options, pointWidth: pointWidth, keepingUpTo: memory,
            source: PreviewFrameSource(store: nil, read: frame), jobs: jobs)
    }

    static func encodeGIF(
        frames: [SceneAnimation.Frame], fps: Int, options: GIFOptions, pointWidth: Double,
        keepingUpTo memory: Int = gifFrameMemory, source: PreviewFrameSource, jobs: Int = 1
    ) throws -> [UInt8] {
        let size = { (full: (Int, Int)) in scaledSize(of: full, width: options.width, pointWidth: pointWidth) }
        let (picked, delays) = gifTiming(frames: frames, fps: fps, options: options)
        let builder = GIFPaletteBuilder()
        // The scaled frames of pass one are kept for pass two while they fit in `memory` bytes;
        // past that, frames are read and scaled again (memory stays bounded, bytes the same).
        var kept: [Pixmap] = [], keptBytes = 0
        for i in picked {
            let image = try source.frame(i, size: size)
            try builder.add(image)
            keptBytes += image.bytes.count
            if keptBytes <= memory { kept.append(image) }
        }
        var encoder: AnimatedGIFEncoder?
        let palette = try builder.palette(dithering: options.dither ? 1 : 0)
        // A few frames per thread at a time: the threads remap side by side, memory stays small.
        let batch = jobs > 1 ? 4 * jobs : 1
        for start in stride(from: 0, to: picked.count, by: batch) {
            let ks = start..<min(start + batch, picked.count)
            let images = try ks.map { k in k < kept.count ? kept[k] : try source.frame(picked[k], size: size) }
            if encoder == nil {
                encoder = try AnimatedGIFEncoder(width: images[0].width, height: images[0].height, plays: options.loops, palette: palette)
            }
            try encoder!.append(images, centiseconds: ks.map { delays[$0] }, jobs: jobs)
        }
        return try encoder!.finish()
    }

    package static func encodeWebP(
        frames: [SceneAnimation.Frame], fps: Int, options: WebPOptions, pointWidth: Double,
        frame: @escaping (Int) throws -> Pixmap
    ) throws -> [UInt8] {
        try encodeWebP(frames: frames, fps: fps, options: options, pointWidth: pointWidth, source: PreviewFrameSource(store: nil, read: frame))
    }

    static func encodeWebP(
        frames: [SceneAnimation.Frame], fps: Int, options: WebPOptions, pointWidth: Double, source: PreviewFrameSource
    ) throws -> [UInt8] {
        let size = { (full: (Int, Int)) in scaledSize(of: full, width: options.width, pointWidth: pointWidth) }
        let (picked, starts, end) = webpTiming(frames: frames, fps: fps, options: options)
        var encoder: AnimatedWebPEncoder?
        for (k, i) in picked.enumerated() {
            let image = try source.frame(i, size: size)
            if encoder == nil {
                encoder = try AnimatedWebPEncoder(
                    width: image.width, height: image.height, plays: options.loops,
                    compression: WebPCompression(lossless: options.lossless, quality: options.quality))
            }
            try encoder!.append(image, at: starts[k])
        }
        return try encoder!.finish(at: end)
    }

    /// The most bytes of scaled frames a GIF keeps between its palette pass and its writing pass
    /// (128 MiB: about 100 frames of a 390 × 844 preview, 230 of a 260-pixel-wide one). Scenes
    /// render side by side, so a run with `--jobs N` may hold N times this.
    static let gifFrameMemory = 128 << 20

    /// A frame scaled to the preview's size: `width` pixels wide (default: the screen's width
    /// in points), as the animated PNG.
    package static func scaled(_ full: Pixmap, width: Int?, pointWidth: Double) -> Pixmap {
        let size = scaledSize(of: (full.width, full.height), width: width, pointWidth: pointWidth)
        return AnimationPreviews.resized(full, width: size.width, height: size.height)
    }

    /// The preview's size for full frames of `full` (width, height): `width` pixels wide (default:
    /// the screen's width in points), at most `AnimationPreviews.animationMaxSide` on a side.
    static func scaledSize(of full: (Int, Int), width: Int?, pointWidth: Double) -> PreviewFrameStore.Size {
        let side = AnimationPreviews.animationMaxSide
        let size = AnimationPreviews.previewSize(
            of: full.0, full.1, previewWidth: min(width ?? Int(pixel: pointWidth.rounded()), side), maxHeight: side)
        return PreviewFrameStore.Size(width: size.width, height: size.height)
    }
}
