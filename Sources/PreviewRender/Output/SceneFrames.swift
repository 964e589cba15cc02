import Foundation
import PreviewModel
import Raster
import Typeset

/// A scene's frames and how to render each one, whatever the scene came from (a config, code,
/// the demo): what `render-preview render`, `check` and `record` and `PreviewTesting` all work
/// from. It also carries what the manifest says of the scene and the previews it asks for.
public struct SceneFrames: Sendable {
    /// The scene's name: its output and golden folder.
    public var name: String
    /// Each frame's file name and time.
    public var frames: [SceneAnimation.Frame]
    /// Renders `frames[i]`; safe to call from many threads.
    public var render: @Sendable (Int) -> Pixmap
    /// Lets go of what rendering made and keeps for the next frame (an animation's renderer:
    /// its base image and rasterized layers); a later `render` makes it again. Runs call it
    /// once a scene's frames are done, so memory holds the scenes being drawn, not every scene
    /// of the run.
    public var discardRenderer: @Sendable () -> Void = {}
    /// The same frames drawn over a fixed base image, when the scene has one (an animation):
    /// frame writers reuse one canvas and re-encode only the rows a frame drew on.
    public var layered: LayeredFrames?
    /// This scene's own check tolerance, overriding the check's.
    public var tolerance: Tolerance?
    /// What the manifest records of the scene.
    public var summary: Summary
    /// Previews written beside an animation's frames (`animation.png`, `contact-sheet.png`).
    public var previews = PreviewOptions()
    /// The scene's structure as text (`SceneStructure`): its laid-out tree and, for an
    /// animation, every overlay's motion; nil for frames drawn by a function alone.
    public var structure: (@Sendable () -> String)?
    /// What the scene varies along, for reports to filter by: `appearance`, `device`,
    /// `dynamicType`, `orientation`, `layoutDirection` (empty for frames drawn by a function).
    public var axes: [String: String] = [:]
    /// Its place in a config's `variants` matrix (nil: not one of a matrix's scenes).
    public var variant: VariantPlace?
    /// The matrix's comparison sheet is wanted (`VariantsSheet`).
    public var variantsSheet: VariantsSheetOptions?
    /// Fonts for the contact sheet's captions (nil: no previews).
    var fonts: FontCatalog?
    /// The system font a team supplied that draws the scene (`FontCatalog.systemFontIdentity`);
    /// nil: the bundled Inter. Goldens record it.
    public var systemFont: String?
    /// Screen width in points (the animated preview's default width in pixels).
    var pointWidth = 390.0

    /// The device, appearance and size the manifest records.
    public struct Summary: Sendable, Equatable {
        public var device: String
        public var appearance: String
        public var scale: Double
        public var width: Int
        public var height: Int
        /// Frames per second of an animation; nil for a still.
        public var fps: Int?

        public init(device: String, appearance: String, scale: Double, width: Int, height: Int, fps: Int? = nil) {
            self.device = device
            self.appearance = appearance
            self.scale = scale
            self.width = width
            self.height = height
            self.fps = fps
        }
    }

    /// Frames rendered by any function: a scene drawn by hand in a test, say.
    public init(
        name: String, frames: [SceneAnimation.Frame], summary: Summary, tolerance: Tolerance? = nil,
        render: @escaping @Sendable (Int) -> Pixmap
    ) {
        self.name = name
        self.frames = frames
        self.summary = summary
        self.tolerance = tolerance
        self.render = render
    }

    /// A scene built in code or loaded from a config: its still frame (one frame at t = 0), or
    /// its animation's selected frames. An animation's layers are rasterized on first use, once,
    /// so a scene filtered out costs nothing.
    public init(_ scene: Scene, fonts: FontCatalog, tolerance: Tolerance? = nil) {
        let (w, h) = scene.pixelSize
        let summary = Summary(
            device: scene.device.name, appearance: scene.appearance.rawValue, scale: scene.scale,
            width: w, height: h, fps: scene.animation?.fps)
        let tolerance = tolerance ?? scene.tolerance
        if let animation = scene.animation {
            let frames = animation.selectedFrames
            let renderer = OnceValue { AnimatedSceneRenderer(scene: scene, animation: animation, fonts: fonts) }
            self.init(
                name: scene.name, frames: frames, summary: summary, tolerance: tolerance,
                render: { renderer.value.render(at: frames[$0].time) })
            layered = LayeredFrames(
                base: { renderer.value.base },
                draw: { i, canvas in renderer.value.draw(at: frames[i].time, on: &canvas) })
            previews = animation.previews
            structure = { SceneStructure.text(layout: scene.layoutDump, motion: frames.map { ($0.time, renderer.value.motion(at: $0.time)) }) }
            discardRenderer = { [layered] in
                renderer.discard()
                layered?.prepared.discard()
            }
        } else {
            let renderer = SceneRenderer(scene: scene, fonts: fonts)
            self.init(
                name: scene.name, frames: [SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: 0), time: 0)],
                summary: summary, tolerance: tolerance, render: { _ in renderer.render() })
            structure = { SceneStructure.text(layout: scene.layoutDump, motion: nil) }
        }
        axes = [
            "appearance": scene.appearance.rawValue, "device": scene.device.name, "dynamicType": scene.dynamicType.rawValue,
            "orientation": scene.orientation.rawValue, "layoutDirection": scene.layoutDirection.rawValue,
        ]
        variant = scene.variant
        variantsSheet = scene.variantsSheet
        self.fonts = fonts
        systemFont = fonts.systemFontIdentity
        pointWidth = scene.size.width
        if let style = scene.deviceFrame {
            frame(in: DeviceFrame(device: scene.device, orientation: scene.orientation, style: style, scale: scene.scale))
        }
    }

    /// Draws `device` around every frame: the frames become the framed images (and the previews
    /// are made of those). Frames are then rendered whole, not over a shared base.
    public mutating func frame(in device: DeviceFrame) {
        let inner = render
        // The device around the screen is drawn once for the scene's frames, and let go of with
        // the renderer.
        let body = OnceValue { device.body() }
        render = { device.framed(inner($0), over: body.value) }
        let discard = discardRenderer
        discardRenderer = {
            discard()
            body.discard()
        }
        layered = nil
        (summary.width, summary.height) = device.pixelSize
        pointWidth = device.pointWidth
    }

    /// The built-in demo (`render-preview --demo`): a card sliding in, 31 frames at 60 fps.
    public static func demo(scale: Double) -> SceneFrames {
        let demo = DemoScene(scale: scale)
        let frames = (0..<demo.frameCount).map {
            SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: demo.time(ofFrame: $0))
        }
        var scene = SceneFrames(
            name: "demo", frames: frames,
            summary: Summary(
                device: "iPhone-sized 390 × 844 pt", appearance: "light", scale: scale,
                width: demo.pixelWidth, height: demo.pixelHeight, fps: DemoScene.fps),
            render: { demo.render(frame: $0) })
        scene.layered = LayeredFrames(base: { demo.background }, draw: { i, canvas in demo.draw(frame: i, on: &canvas) })
        // For the contact sheet's captions.
        if case .success(let library) = FontLibrary.bundled { scene.fonts = FontCatalog(library: library) }
        scene.pointWidth = DemoScene.screenSize.width
        return scene
    }

    /// The preview files this scene writes beside its frames (none for a still).
    public var previewFiles: [String] { summary.fps == nil ? [] : AnimationPreviews.files(for: previews) }

    /// Where the previews asked for keep the frames they use while the frames are written (nil:
    /// no previews).
    func previewFrameStore() -> PreviewFrameStore? {
        guard let fps = summary.fps, fonts != nil, previews != PreviewOptions() else { return nil }
        return PreviewFrameStore(
            frames: frames, fps: fps, options: previews, pointWidth: pointWidth,
            frameSize: PreviewFrameStore.Size(width: summary.width, height: summary.height))
    }

    /// Writes the previews asked for into a folder holding the frames, taking the frames kept in
    /// `store` from it, on up to `jobs` threads (one per file).
    func writePreviews(in directory: String, store: PreviewFrameStore? = nil, jobs: Int = 1) throws {
        guard let fps = summary.fps, let fonts, previews != PreviewOptions() else { return }
        try AnimationPreviews.write(
            frames: frames, fps: fps, options: previews, pointWidth: pointWidth, in: directory, fonts: fonts, store: store, jobs: jobs)
    }
}

/// Frames drawn over one base image: what `SceneFrames.render` gives, split so that a writer can
/// keep one canvas for many frames (`Canvas.reset(to:restoring:)`).
public struct LayeredFrames: Sendable {
    /// The image every frame starts from (made on first use; the same every call).
    public let base: @Sendable () -> Pixmap
    /// Draws frame `i` on a canvas that holds `base()`; `drawnRegion` then covers every pixel
    /// that can differ from it.
    public var draw: @Sendable (Int, inout Canvas) -> Void
    /// `base()` as frame writers and readers need it (straight rows, compressed bands), made on
    /// first use and shared by every worker until the scene's renderer is let go of.
    let prepared: OnceValue<SceneBase>

    public init(base: @escaping @Sendable () -> Pixmap, draw: @escaping @Sendable (Int, inout Canvas) -> Void) {
        self.base = base
        self.draw = draw
        prepared = OnceValue {
            let pixmap = base()
            return SceneBase(pixmap, bands: FrameBands(width: pixmap.width, height: pixmap.height))
        }
    }
}

/// A value made on first use, once, whatever the thread.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let v = make()
            made = v
            return v
        }
    }

    /// Forgets the value; the next `value` makes it again.
    func discard() { lock.withLock { made = nil } }
}
