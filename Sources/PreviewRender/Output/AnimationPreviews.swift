import FileAccess
import Foundation
import PNGCodec
import PreviewModel
import Raster
import Typeset

/// The documentation previews of an animated scene, made from its frames once they are written:
/// `animation.png`, an animated PNG, and `contact-sheet.png`, evenly spaced frames side by side
/// with their times; `animation.gif` and `animation.webp` are `AnimatedMediaPreviews`'.
package enum AnimationPreviews {
    package static let animationFile = "animation.png"
    package static let contactSheetFile = "contact-sheet.png"
    /// The last frame of the animated preview stays this long before it loops, so the end
    /// state can be seen.
    package static let finalHold = 1.0
    /// Width of a contact sheet thumbnail, in pixels.
    package static let thumbnailWidth = 240.0
    /// The tallest a thumbnail gets (a very tall screen gives a narrower one), in pixels.
    package static let thumbnailMaxHeight = 1_040
    /// The largest side of an animated preview's frames, in pixels.
    package static let animationMaxSide = 4_096

    /// A preview of a `width × height` frame: `previewWidth` wide at the frame's aspect ratio,
    /// shrunk as a whole so that it is at most `maxHeight` tall — memory follows the preview's
    /// size, never the screen's shape.
    package static func previewSize(of width: Int, _ height: Int, previewWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let w = max(1, previewWidth)
        let h = Double(height) * Double(w) / Double(max(width, 1))
        guard h > Double(maxHeight) else { return (w, max(1, Int(pixel: h.rounded()))) }
        return (max(1, Int(pixel: (Double(width) * Double(maxHeight) / Double(max(height, 1))).rounded())), maxHeight)
    }

    /// Every how many frames of a `sceneFPS` animation a preview at `previewFPS` (nil: the
    /// scene's) uses one.
    package static func frameStep(sceneFPS: Int, previewFPS: Int?) -> Int {
        max(1, Int(pixel: (Double(sceneFPS) / Double(previewFPS ?? sceneFPS)).rounded()))
    }

    /// The preview files `options` asks for.
    package static func files(for options: PreviewOptions) -> [String] {
        (options.animatedPNG == nil ? [] : [animationFile]) + (options.contactSheetFrames == nil ? [] : [contactSheetFile])
            + AnimatedMediaPreviews.files(for: options)
    }

    /// Writes the previews into `directory`, which holds `frames` already.
    /// `pointWidth` is the screen's width in points (the default preview width in pixels).
    /// Frames kept in `store` while they were written are taken from it; the others are read
    /// back from their PNG files and scaled — the same pixels either way.
    package static func write(
        frames: [SceneAnimation.Frame], fps: Int, options: PreviewOptions, pointWidth: Double,
        in directory: String, fonts: FontCatalog, store: PreviewFrameStore? = nil, jobs: Int = 1
    ) throws {
        guard !frames.isEmpty else { return }
        let source = PreviewFrameSource(store: store) { try PNGDecoder.read(fileAt: FilePath.joined(directory, frames[$0].file)) }
        // The GIF takes longest (two passes and a palette): listed first, it starts first.
        var tasks = AnimatedMediaPreviews.tasks(
            frames: frames, fps: fps, options: options, pointWidth: pointWidth, in: directory, source: source, jobs: jobs)
        if let apng = options.animatedPNG {
            tasks.insert(
                { try writeAnimatedPNG(frames: frames, fps: fps, options: apng, pointWidth: pointWidth, in: directory, source: source) },
                at: min(1, tasks.count))
        }
        if let count = options.contactSheetFrames {
            tasks.append { try writeContactSheet(frames: frames, asked: count, in: directory, fonts: fonts, source: source) }
        }
        try PreviewTasks.run(tasks, jobs: jobs)
    }

    private static func writeAnimatedPNG(
        frames: [SceneAnimation.Frame], fps: Int, options apng: AnimatedPNGOptions, pointWidth: Double, in directory: String,
        source: PreviewFrameSource
    ) throws {
        let picked = animatedPNGFrames(count: frames.count, fps: fps, options: apng)
        var encoder: AnimatedPNGEncoder?
        for (k, i) in picked.enumerated() {
            let image = try source.frame(i) { animatedPNGSize(of: $0, options: apng, pointWidth: pointWidth) }
            if encoder == nil { encoder = AnimatedPNGEncoder(width: image.width, height: image.height, loops: UInt32(apng.loops)) }
            // Delays in milliseconds: the gap to the next picked frame, the last held longer.
            let next = k + 1 < picked.count ? frames[picked[k + 1]].time : frames[i].time + finalHold
            let ms = UInt16(min(max((next - frames[i].time) * 1000, 1), 65_000).rounded())
            try encoder!.append(image, delay: ms, over: 1000)
        }
        if let encoder { try AtomicFile.write(try encoder.encoded(), to: FilePath.joined(directory, animationFile)) }
    }

    private static func writeContactSheet(
        frames: [SceneAnimation.Frame], asked count: Int, in directory: String, fonts: FontCatalog, source: PreviewFrameSource
    ) throws {
        var thumbs: [FilmstripFrame] = []
        for i in contactSheetFrames(count: frames.count, asked: count) {
            // Each frame is shrunk as it is read: the sheet holds thumbnails, not frames.
            thumbs.append(
                FilmstripFrame(
                    image: try source.frame(i, size: thumbnailSize), caption: String(format: "t = %.3f s", frames[i].time)))
        }
        let sheet = filmstrip(thumbs, fonts: fonts)
        try PNGFile.write(sheet, to: FilePath.joined(directory, contactSheetFile), options: PNGEncodingOptions(compressionLevel: 9))
    }

    /// Every frame a preview of `options` uses, with the size it uses it at (a frame may be listed
    /// at several sizes): what `PreviewFrameStore` keeps while the frames are written.
    static func scaledFrames(
        frames: [SceneAnimation.Frame], fps: Int, options: PreviewOptions, pointWidth: Double, frameSize: PreviewFrameStore.Size
    ) -> [(Int, PreviewFrameStore.Size)] {
        guard !frames.isEmpty else { return [] }
        let full = (frameSize.width, frameSize.height)
        var out: [(Int, PreviewFrameStore.Size)] = []
        if let apng = options.animatedPNG {
            let size = animatedPNGSize(of: full, options: apng, pointWidth: pointWidth)
            out += animatedPNGFrames(count: frames.count, fps: fps, options: apng).map { ($0, size) }
        }
        if let count = options.contactSheetFrames {
            let size = thumbnailSize(of: full)
            out += contactSheetFrames(count: frames.count, asked: count).map { ($0, size) }
        }
        if let gif = options.gif {
            let size = AnimatedMediaPreviews.scaledSize(of: full, width: gif.width, pointWidth: pointWidth)
            out += AnimatedMediaPreviews.gifTiming(frames: frames, fps: fps, options: gif).picked.map { ($0, size) }
        }
        if let webp = options.webp {
            let size = AnimatedMediaPreviews.scaledSize(of: full, width: webp.width, pointWidth: pointWidth)
            out += AnimatedMediaPreviews.webpTiming(frames: frames, fps: fps, options: webp).picked.map { ($0, size) }
        }
        return out
    }

    /// The frames of the animated PNG: every n-th for its frame rate.
    static func animatedPNGFrames(count: Int, fps: Int, options: AnimatedPNGOptions) -> [Int] {
        Array(stride(from: 0, to: count, by: frameStep(sceneFPS: fps, previewFPS: options.fps)))
    }

    /// The animated PNG's frame size for full frames of `full` (width, height).
    static func animatedPNGSize(of full: (Int, Int), options: AnimatedPNGOptions, pointWidth: Double) -> PreviewFrameStore.Size {
        let (w, h) = previewSize(
            of: full.0, full.1, previewWidth: min(options.width ?? Int(pixel: pointWidth.rounded()), animationMaxSide),
            maxHeight: animationMaxSide)
        return PreviewFrameStore.Size(width: w, height: h)
    }

    /// The contact sheet's frames: `asked` of `count`, evenly spaced, the first and the last in.
    static func contactSheetFrames(count: Int, asked: Int) -> [Int] {
        let n = min(asked, count)
        return n <= 1 ? [0] : (0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) }
    }

    /// A contact sheet thumbnail's size for full frames of `full` (width, height).
    static func thumbnailSize(of full: (Int, Int)) -> PreviewFrameStore.Size {
        let (w, h) = previewSize(of: full.0, full.1, previewWidth: Int(thumbnailWidth), maxHeight: thumbnailMaxHeight)
        return PreviewFrameStore.Size(width: w, height: h)
    }

    /// Frames scaled to `thumbnailWidth` in a row on a light grey sheet, each with its caption
    /// under it; highlighted frames get a red frame and a red caption.
    package static func filmstrip(_ frames: [FilmstripFrame], fonts: FontCatalog) -> Pixmap {
        let label = Color(hex: "#3C3C43")!, red = Color(hex: "#FF3B30")!
        let cells = frames.map { f -> View in
            let size = previewSize(of: f.image.width, f.image.height, previewWidth: Int(thumbnailWidth), maxHeight: thumbnailMaxHeight)
            let thumb = resized(f.image, width: size.width, height: size.height)
            // A hairline around a screen; none around a device frame (transparent corners), whose
            // outline is its own edge — unless the frame is highlighted.
            let framed = drawsOwnOutline(thumb)
            let picture = View.image(ImageContent(pixmap: thumb, scale: 1))
                .modifier(
                    .border(
                        .color(f.highlighted ? red : Color(hex: framed ? "#00000000" : "#C7C7CC")!),
                        width: f.highlighted ? 4 : framed ? 0 : 1, shape: .rectangle))
            let caption = View.text(
                TextContent(
                    f.caption, font: fonts.systemFont(size: 15, weight: f.highlighted ? .bold : .medium),
                    color: f.highlighted ? red : label))
            return View.stack(StackContent(.vertical, spacing: 8, children: [picture, caption]))
        }
        let row = View.stack(StackContent(.horizontal, alignment: .top, spacing: 16, children: cells)).modifier(.padding(EdgeInsets(20)))
        let engine = LayoutEngine(scale: 1)
        let size = engine.layout(row, in: Rect(x: 0, y: 0, width: 1e5, height: 1e5), alignment: .topLeading).frame
        var canvas = Canvas(width: Int(pixel: size.width.rounded(.up)), height: Int(pixel: size.height.rounded(.up)))!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: size.width, height: size.height)), color: Color(hex: "#F2F2F7")!)
        ViewRenderer(scale: 1).draw(engine.layout(row, in: Rect(x: 0, y: 0, width: size.width, height: size.height)), on: &canvas)
        return canvas.pixmap
    }

    /// Whether `image` draws its own outline — a device frame, with transparent corners — so a
    /// sheet puts no hairline around it.
    package static func drawsOwnOutline(_ image: Pixmap) -> Bool {
        image.width > 0 && image.height > 0 && image[0, 0].a < 255
    }

    /// `image` scaled to `width × height` pixels (box-filtered halving, then bilinear).
    package static func resized(_ image: Pixmap, width: Int, height: Int) -> Pixmap {
        if image.width == width, image.height == height { return image }
        var canvas = Canvas(width: width, height: height)!
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return canvas.pixmap
    }
}

/// Where previews get their frames: kept in a `PreviewFrameStore` while they were written, else
/// read at full size and scaled.
struct PreviewFrameSource {
    let store: PreviewFrameStore?
    /// Frame i at full size.
    let read: (Int) throws -> Pixmap

    init(store: PreviewFrameStore?, read: @escaping (Int) throws -> Pixmap) {
        self.store = store
        self.read = read
    }

    /// Frame `i` at the size `size` gives for the full frame's (width, height).
    func frame(_ i: Int, size: ((Int, Int)) -> PreviewFrameStore.Size) throws -> Pixmap {
        if let store {
            let s = size((store.frameSize.width, store.frameSize.height))
            if let kept = store.scaled(i, width: s.width, height: s.height) { return kept }
        }
        let full = try read(i)
        let s = size((full.width, full.height))
        return AnimationPreviews.resized(full, width: s.width, height: s.height)
    }
}

/// One frame of a filmstrip: the full-size frame, its caption, and whether to mark it.
package struct FilmstripFrame: Sendable {
    package var image: Pixmap
    package var caption: String
    package var highlighted: Bool

    package init(image: Pixmap, caption: String, highlighted: Bool = false) {
        self.image = image
        self.caption = caption
        self.highlighted = highlighted
    }
}
