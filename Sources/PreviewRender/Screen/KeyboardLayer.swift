import PreviewModel
import Raster
import Typeset

/// The software keyboard drawn for scenes whose timeline shows it: an English QWERTY layout
/// with the suggestion bar, rasterized once per height and slid up from the bottom edge.
///
/// An approximation drawn from screenshots, not Apple's artwork: light keys (white letters on
/// #D1D3D9, grey function keys #ABB0BC with a 1 pt darker shadow under every key), dark keys
/// (#6B6B6B letters, #474747 function keys on #2B2B2B), 5 pt corners, 42 pt rows 12 pt apart
/// under a 44 pt suggestion bar, 22 pt letters. The default height is 336 pt on devices with a
/// home indicator and 260 pt otherwise (portrait), 209 pt in landscape; a `keyboard` event may
/// give its own.
struct KeyboardLayer: Sendable {
    private let images: [Double: Pixmap]
    private let scale: Double
    private let screenHeight: Double

    init(scene: Scene, fonts: FontCatalog, heights: [Double]) {
        scale = scene.scale
        screenHeight = scene.size.height
        var images: [Double: Pixmap] = [:]
        for h in heights where h > 0 {
            images[h] = Self.rasterize(width: scene.size.width, height: h, scene: scene, fonts: fonts)
        }
        self.images = images
    }

    /// Draws the keyboard `visible` (0…1) of the way up, on a canvas of device pixels.
    func draw(_ state: (height: Double, visible: Double), on canvas: inout Canvas) {
        guard state.visible > 0, let image = images[state.height] else { return }
        let top = (screenHeight - state.height * state.visible) * scale
        if abs(top - top.rounded()) < 1e-6 {
            canvas.blit(image, atPixelX: 0, y: Int(pixel: top.rounded()))
        } else {
            let map = Homography(Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: top))
            canvas.drawImage(image, projective: map)
        }
    }

    private static func rasterize(width: Double, height: Double, scene: Scene, fonts: FontCatalog) -> Pixmap {
        let dark = scene.appearance == .dark
        let w = Int(pixel: (width * scene.scale).rounded()), h = Int(pixel: (height * scene.scale).rounded())
        var canvas = Canvas(width: max(w, 1), height: max(h, 1))!
        canvas.scale(scene.scale, scene.scale)
        let panel = Color(hex: dark ? "#2B2B2B" : "#D1D3D9")!
        let letterKey = Color(hex: dark ? "#6B6B6B" : "#FFFFFF")!
        let functionKey = Color(hex: dark ? "#474747" : "#ABB0BC")!
        let keyShadow = Color(hex: dark ? "#000000" : "#898A8D")!
        let ink = Color(hex: dark ? "#FFFFFF" : "#000000")!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: width, height: height)), color: panel)

        let side = 3.0, gap = 6.0, rowHeight = 42.0, rowGap = 12.0, barHeight = 44.0
        let keyWidth = (width - 2 * side - 9 * gap) / 10
        let engine = LayoutEngine(scale: scene.scale), renderer = ViewRenderer(scale: scene.scale)
        func key(_ rect: Rect, _ label: String, _ fill: Color, size: Double = 22) {
            let shape = Path(roundedRect: rect, radius: 5, style: .circular)
            canvas.fill(Path(roundedRect: rect.offsetBy(dx: 0, dy: 1), radius: 5, style: .circular), color: keyShadow)
            canvas.fill(shape, color: fill)
            guard !label.isEmpty else { return }
            let text = View.text(TextContent(label, font: fonts.systemFont(size: size), color: ink))
            renderer.draw(engine.layout(text, in: rect, alignment: .center), on: &canvas)
        }
        var y = barHeight + 8
        for (row, letters) in ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"].enumerated() {
            let count = Double(letters.count)
            var x = (width - count * keyWidth - (count - 1) * gap) / 2
            if row == 2 {
                let wide = keyWidth * 1.3
                key(Rect(x: side, y: y, width: wide, height: rowHeight), "⇧", functionKey, size: 20)
                key(Rect(x: width - side - wide, y: y, width: wide, height: rowHeight), "⌫", functionKey, size: 20)
            }
            for ch in letters {
                key(Rect(x: x, y: y, width: keyWidth, height: rowHeight), String(ch), letterKey)
                x += keyWidth + gap
            }
            y += rowHeight + rowGap
        }
        let numbers = keyWidth * 2.55, ret = keyWidth * 2.55
        key(Rect(x: side, y: y, width: numbers, height: rowHeight), "123", functionKey, size: 16)
        key(Rect(x: side + numbers + gap, y: y, width: width - 2 * side - numbers - ret - 2 * gap, height: rowHeight), "space", letterKey, size: 16)
        key(Rect(x: width - side - ret, y: y, width: ret, height: rowHeight), "return", functionKey, size: 16)
        return canvas.pixmap
    }
}
