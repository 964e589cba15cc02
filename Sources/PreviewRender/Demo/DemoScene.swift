import PreviewModel
import Raster

/// The built-in demo: a message card sliding in from the top of an iPhone-sized screen
/// (390 × 844 pt), the same scene as the reference benchmark (`shared/bench/SCENE.md`).
///
/// It is drawn straight onto the canvas, without views, layout or text (the title and body are
/// placeholder bars), so `render-preview --demo` works with no config and the engine's own
/// speed can be measured on it (`raster-bench`). A config scene goes through `SceneFrames`.
package struct DemoScene: Sendable {
    /// Screen size in points.
    package static let screenSize = (width: 390.0, height: 844.0)
    /// Frames per second of the slide-in.
    package static let fps = 60
    /// Slide-in duration in seconds.
    package static let duration = 0.5

    /// Pixels per point.
    package let scale: Double
    /// Corner style of the card.
    package let cornerStyle: CornerStyle
    /// The background, drawn once and reused by every frame.
    package let background: Pixmap

    package var pixelWidth: Int { Int((Self.screenSize.width * scale).rounded()) }
    package var pixelHeight: Int { Int((Self.screenSize.height * scale).rounded()) }

    /// Frame `i` is at time `i / fps`; the last frame shows the card at rest.
    package var frameCount: Int { Int((Self.duration * Double(Self.fps)).rounded()) + 1 }

    package init(scale: Double = 3, cornerStyle: CornerStyle = .continuous) {
        self.scale = scale
        self.cornerStyle = cornerStyle
        let w = Int((Self.screenSize.width * scale).rounded()), h = Int((Self.screenSize.height * scale).rounded())
        var canvas = Canvas(width: w, height: h)!
        canvas.fill(
            Path(rect: Rect(x: 0, y: 0, width: Double(w), height: Double(h))),
            paint: .linearGradient(
                LinearGradient(
                    start: Point(0, 0), end: Point(0, Double(h)),
                    stops: [GradientStop(0, Color(hex: "#4A6FA5")!), GradientStop(1, Color(hex: "#16253D")!)])))
        background = canvas.pixmap
    }

    /// The time of frame `i` in seconds.
    package func time(ofFrame i: Int) -> Double { Double(i) / Double(Self.fps) }

    /// The card's top edge in points at time `t`: from just above the screen to the safe area.
    package func cardTop(at t: Double) -> Double {
        let progress = CubicBezierCurve.easeOut.value(at: t / Self.duration)
        return -110 + (59 + 110) * progress
    }

    /// Renders frame `i`.
    package func render(frame i: Int) -> Pixmap {
        var canvas = Canvas(pixmap: background)
        draw(frame: i, on: &canvas)
        return canvas.pixmap
    }

    /// Draws frame `i`'s card over a canvas holding `background`.
    package func draw(frame i: Int, on canvas: inout Canvas) {
        canvas.scale(scale, scale)
        let top = cardTop(at: time(ofFrame: i))
        let card = Rect(x: 10, y: top, width: 370, height: 110)
        let shape = Path(roundedRect: card, radius: 15, style: cornerStyle)
        canvas.drawShadow(
            of: shape, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25),
            sigma: Canvas.shadowSigma(layerShadowRadius: 3) * scale, offset: Point(0, 2 * scale))
        canvas.fill(shape, color: Color(hex: "#FFCC00")!)
        let ink = Color(hex: "#1F1F1F")!
        canvas.fill(Path(ellipseIn: Rect(x: card.x + 16, y: card.midY - 18, width: 36, height: 36)), color: ink)
        let textX = card.x + 16 + 36 + 12
        // Placeholder bars where the title (17 pt bold) and two body lines (15 pt) will go.
        for (y, w, h, alpha) in [(top + 21, 78.0, 13.0, 1.0), (top + 47, 262.0, 11.0, 0.75), (top + 67, 214.0, 11.0, 0.75)] {
            canvas.fill(Path(capsuleIn: Rect(x: textX, y: y, width: w, height: h)), color: ink.withAlphaMultiplied(by: alpha))
        }
    }
}
