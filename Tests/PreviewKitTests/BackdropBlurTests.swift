import Foundation
import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewRender

/// An animated scene's backdrop blur of its base image is made once and shared by its frames
/// (`BackdropBlurs`), but only where nothing was drawn before the backdrop that frame: every
/// frame must be what a renderer made for it alone gives, in whatever order frames are drawn.
@Suite struct BackdropBlurTests {
    /// A toast at the top leaves at 0.5 s; a centred message with a blurred screen behind it
    /// comes at 0.1 s and is dragged. While the toast is on screen the blur must include it.
    static let config = """
        { "name": "blurred", "device": { "custom": { "width": 120, "height": 200, "scale": 2 } }, "fps": 20, "duration": 1.4,
          "background": { "linearGradient": { "colors": ["#FF6A00", "#2050FF"] } },
          "timeline": [
            { "at": 0, "show": { "id": "toast", "position": "top",
                "custom": { "text": "Toast", "padding": 6, "background": { "capsule": "#FFFFFF" } } } },
            { "at": 0.1, "show": { "id": "dialog", "swiftMessages": { "layout": "centeredView", "theme": "info",
                "title": "Hey", "body": "Blurred behind", "config": { "presentationStyle": "center",
                "dimMode": { "blur": { "style": "dark", "alpha": 1 } }, "duration": "forever" } } } },
            { "at": 0.5, "hide": "toast" },
            { "at": 0.9, "pan": { "id": "dialog", "distance": 20, "dx": 30, "duration": 0.3 } }
          ] }
        """

    static func scene() throws -> SceneFrames {
        let loaded = try SceneConfig.load(json: config, name: "blurred", baseDirectory: NSTemporaryDirectory())
        return SceneFrames(try #require(loaded.scenes.first), fonts: loaded.fonts)
    }

    @Test(arguments: [false, true])
    func everyFrameIsWhatARendererMadeForItAloneGives(backwards: Bool) throws {
        let shared = try Self.scene(), alone = try Self.scene()
        #expect(shared.frames.count == 29)
        let order = backwards ? Array(shared.frames.indices.reversed()) : Array(shared.frames.indices)
        var distinct = Set<String>()
        for i in order {
            alone.discardRenderer()
            let expected = PixelHash.sha256(of: alone.render(i))
            #expect(PixelHash.sha256(of: shared.render(i)) == expected, "frame \(i)")
            distinct.insert(expected)
        }
        // The toast's frames and the dragged message's differ: the scene really changes under the blur.
        #expect(distinct.count > 10)
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
}
