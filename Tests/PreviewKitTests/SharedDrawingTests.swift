import Foundation
import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// What an animated scene draws the same in many frames over its base image is made once and
/// shared by its frames — the backdrop blur (`BackdropBlurs`), the status bar (`DrawnOverBase`)
/// — but only where nothing was drawn before it that frame: every frame must be what a renderer
/// that draws everything in every frame gives, in whatever order frames are drawn.
@Suite struct SharedDrawingTests {
    /// A message at the top, under the status bar, leaves at 0.3 s; a centred message with a
    /// blurred screen behind it follows and is dragged; a toast at the bottom, under the blur,
    /// stays until 0.9 s. While something is under the status bar or the blur, they must be
    /// drawn over it, not copied.
    static let config = """
        { "name": "blurred", "device": { "custom": { "width": 120, "height": 200, "scale": 2 } }, "fps": 20, "duration": 2,
          "background": { "linearGradient": { "colors": ["#FF6A00", "#2050FF"] } },
          "timeline": [
            { "at": 0, "show": { "id": "top", "swiftMessages": { "layout": "messageView", "theme": "warning",
                "title": "Top", "body": "Under the status bar", "config": { "duration": "forever" } } } },
            { "at": 0, "show": { "id": "toast", "position": "bottom",
                "custom": { "text": "Toast", "padding": 6, "background": { "capsule": "#FFFFFF" } } } },
            { "at": 0.1, "show": { "id": "dialog", "swiftMessages": { "layout": "centeredView", "theme": "info",
                "title": "Hey", "body": "Blurred behind", "config": { "presentationStyle": "center",
                "dimMode": { "blur": { "style": "dark", "alpha": 1 } }, "duration": "forever" } } } },
            { "at": 0.3, "hide": "top" },
            { "at": 0.9, "hide": "toast" },
            { "at": 1.5, "pan": { "id": "dialog", "distance": 20, "dx": 30, "duration": 0.3 } }
          ] }
        """

    @Test(arguments: [false, true])
    func everyFrameIsWhatDrawingEverythingGives(backwards: Bool) throws {
        let loaded = try SceneConfig.load(json: Self.config, name: "blurred", baseDirectory: NSTemporaryDirectory())
        let scene = try #require(loaded.scenes.first), animation = try #require(scene.animation)
        let shared = AnimatedSceneRenderer(scene: scene, animation: animation, fonts: loaded.fonts)
        let reference = AnimatedSceneRenderer(scene: scene, animation: animation, fonts: loaded.fonts, sharesDrawings: false)
        let frames = animation.selectedFrames
        #expect(frames.count == 41)
        var distinct = Set<String>()
        for i in backwards ? Array(frames.indices.reversed()) : Array(frames.indices) {
            let expected = PixelHash.sha256(of: reference.render(at: frames[i].time))
            #expect(PixelHash.sha256(of: shared.render(at: frames[i].time)) == expected, "frame \(i)")
            distinct.insert(expected)
        }
        // The message's frames and the dragged one's differ: the scene really changes under the blur.
        #expect(distinct.count > 10)
    }

    /// A blur kept from a frame with nothing under it is not taken for a frame that drew
    /// something there first: that frame blurs its own pixels.
    @Test func aBlurOverSomethingDrawnIsMadeAgain() throws {
        var gradient = try #require(Canvas(width: 60, height: 80))
        let screen = Rect(x: 0, y: 0, width: 60, height: 80)
        let fill = Fill.linearGradient(stops: [GradientStop(0, .black), GradientStop(1, .white)], start: Point(0, 0), end: Point(1, 1))
        gradient.fill(Path(rect: screen), paint: fill.paint(in: screen))
        let base = gradient.pixmap
        let blur = Backdrop(
            kind: .blur(BlurMaterial(sigma: 6, tint: Color(red: 0, green: 0, blue: 0, alpha: 0.2))),
            fadeIn: .easeInOut(0.3), fadeOut: .easeInOut(0.3))
        func frame(drawingFirst: Bool, blurs: BackdropBlurs?) -> Pixmap {
            var canvas = Canvas(pixmap: base)
            if drawingFirst { canvas.fill(Path(rect: Rect(x: 10, y: 30, width: 40, height: 12)), color: .white) }
            BackdropRenderer.draw(blur, progress: 1, region: screen, scale: 1, on: &canvas, blurs: blurs)
            return canvas.pixmap
        }
        let blurs = BackdropBlurs()
        let plain = frame(drawingFirst: false, blurs: blurs)
        #expect(frame(drawingFirst: false, blurs: blurs) == plain)
        #expect(frame(drawingFirst: true, blurs: blurs) == frame(drawingFirst: true, blurs: nil))
        #expect(frame(drawingFirst: true, blurs: nil) != plain)
    }

    /// The kept blur is taken only for a region nothing was drawn on since the canvas started.
    @Test func aRegionIsUntouchedUntilSomethingIsDrawnOnIt() {
        var canvas = Canvas(width: 40, height: 40)!
        let left = PixelRect(x0: 0, y0: 0, x1: 20, y1: 40), right = PixelRect(x0: 20, y0: 0, x1: 40, y1: 40)
        #expect(canvas.isUntouched(left) && canvas.isUntouched(right))
        canvas.fill(Path(rect: Rect(x: 25, y: 5, width: 10, height: 10)), color: .black)
        #expect(canvas.isUntouched(left) && !canvas.isUntouched(right))
        canvas.beginLayer(opacity: 0.5)
        #expect(!canvas.isUntouched(left), "a layer's pixels are not the image the canvas started from")
        canvas.endLayer()
        #expect(canvas.isUntouched(left))
    }

    /// Shared pixels are copied in only on a canvas in the state a frame starts in, and replace
    /// what is there (a translucent copy is not blended), noting the rectangle drawn.
    @Test func replacedPixelsAreCopiedAsTheyAre() throws {
        var canvas = Canvas(width: 8, height: 8)!
        #expect(canvas.isAtInitialState)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 8)), color: .black)
        var half = Canvas(width: 2, height: 3)!
        half.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 3)), color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        canvas.replacePixels(with: half.pixmap, atPixelX: 5, y: 4)
        let crop = canvas.pixmap.cropped(to: PixelRect(x0: 5, y0: 4, x1: 7, y1: 7))
        #expect(crop.bytes == half.pixmap.bytes)
        #expect(canvas.pixmap.cropped(to: PixelRect(x0: 4, y0: 4, x1: 5, y1: 5)).bytes == [0, 0, 0, 255])
        canvas.save()
        #expect(!canvas.isAtInitialState)
        canvas.restore()
        canvas.scale(2, 2)
        #expect(!canvas.isAtInitialState)
    }
}
