import CGIFLib
import Raster

/// Pass two of an animated GIF: frames appended one at a time against a palette made in pass
/// one (`GIFPaletteBuilder`), so only the previous frame and one frame waiting for its successor
/// are held in memory.
///
/// The first frame is stored whole. After it, a frame stores only the bounding rectangle of the
/// pixels that changed since the previous frame (and whose palette index changed), with every
/// other pixel inside it written as the transparent index, and stays on screen afterwards
/// ("do not dispose"). A frame identical to the previous one lengthens its delay instead. A
/// pixel that turns transparent needs the screen cleared: the previous frame's rectangle is
/// grown to cover it and disposed "to background", and the new frame stores that rectangle in full.
///
///     let builder = GIFPaletteBuilder()
///     for frame in frames { try builder.add(frame) }
///     let encoder = try AnimatedGIFEncoder(width: w, height: h, plays: 0, palette: try builder.palette(dithering: 1))
///     for (frame, cs) in zip(frames, delays) { try encoder.append(frame, centiseconds: cs) }
///     let bytes = try encoder.finish()
public final class AnimatedGIFEncoder {
    public let width: Int
    public let height: Int
    private let palette: GIFPalette
    private let writer: GIFWriter
    /// The previous frame's pixels, and the palette index on screen at each pixel.
    private var previous: GIFPixels?
    private var shown: [UInt8]
    /// The last frame, written when the next one decides its delay and disposal.
    private var pending: Frame?
    /// One remapper per thread that remaps frames at once (`append(_:centiseconds:jobs:)`).
    private var remappers: [GIFRemapper] = []
    /// Frames written or waiting.
    public private(set) var frameCount = 0

    private struct Frame {
        var rect: GIFRect
        var indices: [UInt8]
        var centiseconds: Int
        var disposal: Int32 = Int32(DISPOSE_DO_NOT)
        var usesTransparency: Bool

        /// The same drawing in a larger rectangle: the new pixels draw nothing.
        mutating func grow(to larger: GIFRect, transparent: UInt8) {
            guard larger != rect else { return }
            var grown = [UInt8](repeating: transparent, count: larger.width * larger.height)
            for y in 0..<rect.height {
                for x in 0..<rect.width {
                    grown[(y + rect.y0 - larger.y0) * larger.width + x + rect.x0 - larger.x0] = indices[y * rect.width + x]
                }
            }
            rect = larger
            indices = grown
            usesTransparency = true
        }
    }

    /// Starts a GIF of `width × height` frames. `plays` is how many times it plays in browsers
    /// (0 = forever): browsers play a GIF once more than its NETSCAPE2.0 loop count says, and
    /// once when the extension is absent, so 1 writes no extension and n > 1 writes n − 1.
    public init(width: Int, height: Int, plays: Int, palette: GIFPalette) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw AnimatedImageError("a GIF is 1 to 65535 pixels a side, not \(width)×\(height)")
        }
        guard (0...65_536).contains(plays) else { throw AnimatedImageError("a GIF plays 0 (forever) to 65536 times, not \(plays)") }
        self.width = width
        self.height = height
        self.palette = palette
        writer = try GIFWriter(width: width, height: height, colors: palette.colors, background: Int(palette.transparentIndex))
        shown = [UInt8](repeating: palette.transparentIndex, count: width * height)
        if plays != 1 { try writer.putLoopCount(plays == 0 ? 0 : plays - 1) }
    }

    /// Adds a frame shown for `centiseconds` (browsers show a delay below 2 as 10).
    public func append(_ frame: Pixmap, centiseconds: Int) throws {
        try append([frame], centiseconds: [centiseconds], jobs: 1)
    }

    /// Adds frames, each shown for its `centiseconds`, remapping them to the palette on up to
    /// `jobs` threads at once: the file is the same as when they are appended one at a time.
    public func append(_ frames: [Pixmap], centiseconds: [Int], jobs: Int) throws {
        guard frames.count == centiseconds.count else {
            throw AnimatedImageError("\(frames.count) GIF frames need as many delays, got \(centiseconds.count)")
        }
        for frame in frames where frame.width != width || frame.height != height {
            throw AnimatedImageError("GIF frames must be \(width)×\(height), got \(frame.width)×\(frame.height)")
        }
        let workers = max(1, min(jobs, frames.count))
        while remappers.count < workers { remappers.append(try palette.makeRemapper()) }
        let prepared = try GIFFrameBatch.prepare(frames, after: previous, remappers: Array(remappers.prefix(workers)))
        for (frame, cs) in zip(prepared, centiseconds) { try commit(frame, centiseconds: cs) }
    }

    /// Puts a prepared frame into the file: the rectangle that changes on screen, or a longer
    /// delay for the frame before.
    private func commit(_ frame: GIFFrameBatch.Prepared, centiseconds: Int) throws {
        var pixels = frame.pixels
        defer { previous = pixels }
        let full = GIFRect(x0: 0, y0: 0, x1: width, y1: height)
        guard let previous else {
            let indices = frame.remapped
            shown = indices
            try queue(
                Frame(
                    rect: full, indices: indices, centiseconds: centiseconds,
                    usesTransparency: indices.contains(palette.transparentIndex)))
            return
        }
        guard let changed = frame.changed else { return try lengthen(by: centiseconds) }
        let vanishing = GIFRect.bounding(within: changed, width: width) { !previous.isTransparent($0) && pixels.isTransparent($0) }
        if let vanishing, var last = pending {
            // Disposal clears only the previous frame's own rectangle, so it grows (with pixels
            // that draw nothing) to cover every pixel turning transparent; this frame then
            // redraws all of it.
            last.grow(to: last.rect.union(vanishing), transparent: palette.transparentIndex)
            last.disposal = Int32(DISPOSE_BACKGROUND)
            pending = last
            let rect = changed.union(last.rect)
            let indices = try palette.remap(&pixels, rect)
            store(indices, in: rect)
            try queue(
                Frame(
                    rect: rect, indices: indices, centiseconds: centiseconds,
                    usesTransparency: indices.contains(palette.transparentIndex)))
            return
        }
        let remapped = frame.remapped
        let t = palette.transparentIndex
        var indices = [UInt8](repeating: t, count: remapped.count)
        for y in changed.y0..<changed.y1 {
            for x in changed.x0..<changed.x1 {
                let i = y * width + x, k = (y - changed.y0) * changed.width + (x - changed.x0)
                if remapped[k] != shown[i] && !pixels.same(i, as: previous) { indices[k] = remapped[k] }
            }
        }
        // Only what really changes on screen is stored.
        let inner = GIFRect(x0: 0, y0: 0, x1: changed.width, y1: changed.height)
        guard let drawn = GIFRect.bounding(within: inner, width: changed.width, { indices[$0] != t }) else {
            return try lengthen(by: centiseconds)
        }
        let rect = GIFRect(x0: changed.x0 + drawn.x0, y0: changed.y0 + drawn.y0, x1: changed.x0 + drawn.x1, y1: changed.y0 + drawn.y1)
        var cropped = [UInt8](repeating: t, count: rect.width * rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width { cropped[y * rect.width + x] = indices[(y + drawn.y0) * changed.width + x + drawn.x0] }
        }
        store(cropped, in: rect)
        try queue(Frame(rect: rect, indices: cropped, centiseconds: centiseconds, usesTransparency: cropped.contains(t)))
    }

    /// Writes the last frame and returns the file.
    public func finish() throws -> [UInt8] {
        guard let last = pending else { throw AnimatedImageError("a GIF needs at least one frame") }
        try write(last)
        pending = nil
        return try writer.finish()
    }

    /// Puts drawn indices of `rect` on the screen copy (transparent ones keep what is there).
    private func store(_ indices: [UInt8], in rect: GIFRect) {
        let t = palette.transparentIndex
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let v = indices[y * rect.width + x]
                if v != t { shown[(y + rect.y0) * width + x + rect.x0] = v }
            }
        }
        // A full redraw after a clear leaves transparent pixels transparent.
        if pending?.disposal == Int32(DISPOSE_BACKGROUND) {
            for y in 0..<rect.height {
                for x in 0..<rect.width where indices[y * rect.width + x] == t { shown[(y + rect.y0) * width + x + rect.x0] = t }
            }
        }
    }

    /// The previous frame stays longer: nothing on screen changes.
    private func lengthen(by centiseconds: Int) throws {
        guard var last = pending else { return }
        if last.centiseconds + centiseconds <= 65_535 {
            last.centiseconds += centiseconds
            pending = last
            return
        }
        // A delay is 16 bits: a one-pixel frame that draws nothing carries the rest.
        try queue(
            Frame(
                rect: GIFRect(x0: 0, y0: 0, x1: 1, y1: 1), indices: [palette.transparentIndex],
                centiseconds: centiseconds, usesTransparency: true))
    }

    private func queue(_ frame: Frame) throws {
        if let last = pending { try write(last) }
        pending = frame
        frameCount += 1
    }

    private func write(_ frame: Frame) throws {
        try writer.putFrame(
            x: frame.rect.x0, y: frame.rect.y0, width: frame.rect.width, height: frame.rect.height,
            indices: frame.indices, centiseconds: min(frame.centiseconds, 65_535), disposal: frame.disposal,
            transparent: frame.usesTransparency ? Int(palette.transparentIndex) : nil)
    }
}
