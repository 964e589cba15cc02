import Raster
import Testing
import Typeset
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// Frames of animated scenes, checked by pixel facts: where the overlay's ink is.
@Suite struct AnimatedRenderTests {
    static let fonts = ScreenChromeTests.catalog
    static let device = Device.custom(name: "Test", width: 200, height: 300, scale: 1, safeArea: EdgeInsets(), cornerRadius: 0)

    /// A red box at the top, up to 100 pt wide and 40 pt tall (it takes less width when offered
    /// less), entering with `enter`, alone on a black screen.
    static func renderer(enter: OverlayMotion, keyboardAt: Double? = nil) -> AnimatedSceneRenderer {
        let box = View.shape(ShapeContent(.rectangle, fill: .color(Color(red: 1, green: 0, blue: 0))))
            .frame(FrameSpec(height: 40, maxWidth: 100))
        var events = [TimedEvent(at: 0, TimelineEvent.show(TimelineOverlay(id: "box", position: .top, view: box, enter: enter)))]
        if let k = keyboardAt {
            events.append(TimedEvent(at: k, .keyboard(visible: true, height: 100, timing: AnimationTiming(curve: .linear, duration: 0.5))))
        }
        let timeline = SceneTimeline(events: events, keyboardHeight: 100) { _ in 40 }
        let scene = Scene(
            name: "t", device: device, background: .fill(.color(Color(red: 0, green: 0, blue: 0))),
            showsStatusBar: false, showsHomeIndicator: false, overlays: [])
        return AnimatedSceneRenderer(scene: scene, animation: SceneAnimation(timeline: timeline, fps: 10), fonts: fonts)
    }

    /// The box of pixels with any red.
    static func redBox(_ p: Pixmap) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<p.height {
            for x in 0..<p.width where p[x, y].r > 0 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == Int.max ? nil : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    @Test func slideInIsOffScreenThenAtRestExactly() {
        let r = Self.renderer(
            enter: .transition(LayerTransition(parts: [.init(.offscreen(.top), timing: AnimationTiming(curve: .linear, duration: 1))])))
        #expect(Self.redBox(r.render(at: 0)) == nil)
        #expect(Self.redBox(r.render(at: 0.5)) == PixelRect(x0: 50, y0: 0, x1: 150, y1: 20))
        #expect(Self.redBox(r.render(at: 1)) == PixelRect(x0: 50, y0: 0, x1: 150, y1: 40))
        // At rest the layer is copied, not resampled: the same pixels as any later frame.
        #expect(r.render(at: 1).bytes == r.render(at: 5).bytes)
    }

    @Test func frameAnimationLaysTheContentOutAgain() {
        // Grows from 20 pt wide (centred) to its own 100 pt.
        let r = Self.renderer(
            enter: .transition(LayerTransition(parts: [.init(.frame(PartialFrame(width: 20)), timing: AnimationTiming(curve: .linear, duration: 1))]))
        )
        #expect(Self.redBox(r.render(at: 0)) == PixelRect(x0: 90, y0: 0, x1: 110, y1: 40))
        #expect(Self.redBox(r.render(at: 0.5)) == PixelRect(x0: 70, y0: 0, x1: 130, y1: 40))
        #expect(Self.redBox(r.render(at: 1)) == PixelRect(x0: 50, y0: 0, x1: 150, y1: 40))
    }

    @Test func perspectiveTurnNarrowsOneEdge() {
        let r = Self.renderer(
            enter: .transition(
                LayerTransition(parts: [
                    .init(.rotation3D(axis: .y, degrees: 60, distance: 200), timing: AnimationTiming(curve: .linear, duration: 1))
                ])))
        let p = r.render(at: 0)
        let box = Self.redBox(p)!
        #expect(box.x1 - box.x0 < 60)  // cos 60° · 100 = 50, with perspective a little off
        // One vertical edge is taller than the other.
        func height(atX x: Int) -> Int { (0..<p.height).filter { p[x, $0].r > 200 }.count }
        #expect(abs(height(atX: box.x0 + 1) - height(atX: box.x1 - 2)) >= 2)
    }

    @Test func framesDoNotDependOnRenderOrder() {
        let r = Self.renderer(
            enter: .transition(
                LayerTransition(parts: [
                    .init(.transform(.scale(-0.01, -0.01)), timing: AnimationTiming(curve: .easeInOut, duration: 1)),
                    .init(.opacity(0), timing: AnimationTiming(curve: .linear, duration: 0.5)),
                ])), keyboardAt: 0.2)
        let times = (0..<12).map { Double($0) / 10 }
        let forward = times.map { PixelHash.sha256(of: r.render(at: $0)) }
        let backward = times.reversed().map { PixelHash.sha256(of: r.render(at: $0)) }
        #expect(forward == Array(backward.reversed()))
        #expect(Set(forward).count > 8)
    }

    /// Previews follow their own size, not the screen's shape: a phone frame keeps its width and
    /// aspect; a very tall one is shrunk to the height limit instead of growing with the screen.
    @Test func previewSizesAreBoundedWhateverTheScreensShape() {
        #expect(AnimationPreviews.previewSize(of: 1179, 2556, previewWidth: 240, maxHeight: 1_040) == (240, 520))
        let tall = AnimationPreviews.previewSize(of: 8, 80_000, previewWidth: 240, maxHeight: 1_040)
        #expect(tall.height == 1_040 && tall.width == 1)
        let wide = AnimationPreviews.previewSize(of: 80_000, 8, previewWidth: 4_096, maxHeight: 4_096)
        #expect(wide == (4_096, 1))
    }
}
