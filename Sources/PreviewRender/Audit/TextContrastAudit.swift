import PreviewModel
import Raster
import Typeset

/// The contrast of every text a still scene's presentations show, against what is actually
/// drawn behind it: the scene is rendered once more without its text, and every pixel under the
/// text's frame is taken as it was composited there — fills with alpha, gradients, blur
/// materials, dims, a screenshot — with the text's colour (its alpha and its parents' opacity
/// included) blended over it. The worst pixel gives the verdict (WCAG 2.2, `WCAGContrast`); the
/// median says what most of the text sits on.
public enum TextContrastAudit {
    /// One text and its contrast.
    public struct Finding: Sendable {
        /// The nearest name its view was given (`View.named`), or "text".
        public let element: String
        /// What it says.
        public let text: String
        /// Its laid-out frame on screen, in points.
        public let frame: Rect
        public let pointSize: Double
        public let weightClass: Int
        /// The text's colour as drawn (alpha multiplied by its parents' opacity).
        public let color: Color
        /// The lowest ratio over the text's frame, and the composited colour behind it there.
        public let worst: Double
        public let worstBackground: (r: UInt8, g: UInt8, b: UInt8)
        /// The median ratio over the text's frame.
        public let median: Double

        public var isLarge: Bool { WCAGContrast.isLarge(pointSize: pointSize, weightClass: weightClass) }
        public var passesAA: Bool { worst >= WCAGContrast.required(large: isLarge).aa }
        public var passesAAA: Bool { worst >= WCAGContrast.required(large: isLarge).aaa }

        /// "AAA", "AA" or "fails AA".
        public var level: String { passesAAA ? "AAA" : passesAA ? "AA" : "fails AA" }
    }

    /// The findings of a still scene, in drawing order; nil for an animation (audited at rest in a
    /// later version).
    public static func findings(scene: Scene, fonts: FontCatalog) -> [Finding]? {
        guard scene.animation == nil else { return nil }
        var renderer = SceneRenderer(scene: scene, fonts: fonts)
        renderer.omitsText = true
        let behind = renderer.render()
        // Emoji are drawn in their own colours: no text colour to measure.
        return AuditedTexts.of(scene).filter { !AuditedTexts.isEmojiOnly($0.text) }.compactMap { measure($0, on: behind, scale: scene.scale) }
    }

    private static func measure(_ t: AuditedTexts.Text, on image: Pixmap, scale: Double) -> Finding? {
        // The pixels whose centres lie in the frame: a frame flush with its card's edge does not
        // reach the screen beyond it.
        let x0 = max(0, Int(pixel: (t.frame.minX * scale - 0.5).rounded(.up)))
        let y0 = max(0, Int(pixel: (t.frame.minY * scale - 0.5).rounded(.up)))
        let x1 = min(image.width, Int(pixel: (t.frame.maxX * scale - 0.5).rounded(.down)) + 1)
        let y1 = min(image.height, Int(pixel: (t.frame.maxY * scale - 0.5).rounded(.down)) + 1)
        guard x0 < x1, y0 < y1, !t.text.isEmpty else { return nil }
        var ratios: [Double] = []
        ratios.reserveCapacity((x1 - x0) * (y1 - y0))
        var worst = Double.infinity
        var worstBackground: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)
        var worstColor = t.colors[0]
        image.bytes.withUnsafeBufferPointer { px in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let k = (y * image.width + x) * 4
                    // A premultiplied pixel's RGB is the pixel over black; a screen behind a
                    // message is opaque, so this is the colour shown.
                    let bg = (r: px[k], g: px[k + 1], b: px[k + 2])
                    let lb = WCAGContrast.luminance(r: bg.r, g: bg.g, b: bg.b)
                    var pixelWorst = Double.infinity
                    for c in t.colors {
                        let fg = over(c, bg)
                        let r = WCAGContrast.ratio(WCAGContrast.luminance(r: fg.r, g: fg.g, b: fg.b), lb)
                        if r < pixelWorst { pixelWorst = r }
                        if r < worst {
                            worst = r
                            worstBackground = bg
                            worstColor = c
                        }
                    }
                    ratios.append(pixelWorst)
                }
            }
        }
        ratios.sort()
        return Finding(
            element: t.element, text: t.text, frame: t.frame, pointSize: t.pointSize, weightClass: t.weightClass,
            color: worstColor, worst: worst, worstBackground: worstBackground, median: ratios[ratios.count / 2])
    }

    /// `c` blended over `bg` as the canvas blends it, rounded to 8 bits.
    private static func over(_ c: Color, _ bg: (r: UInt8, g: UInt8, b: UInt8)) -> (r: UInt8, g: UInt8, b: UInt8) {
        let a = min(max(c.alpha, 0), 1)
        func channel(_ v: Double, _ under: UInt8) -> UInt8 {
            UInt8(min(max((min(max(v, 0), 1) * 255 * a + Double(under) * (1 - a)).rounded(), 0), 255))
        }
        return (channel(c.red, bg.r), channel(c.green, bg.g), channel(c.blue, bg.b))
    }
}
