import PreviewModel
import Raster
import Typeset

/// Draws a laid-out view tree on a canvas whose transform maps points to device pixels.
package struct ViewRenderer: Sendable {
    /// Device pixels per point (for shadows, whose blur and offset are in device pixels).
    package let scale: Double
    /// Draws everything but text (what lies behind the text, for the accessibility audit).
    package var omitsText = false

    package init(scale: Double, omitsText: Bool = false) {
        self.scale = scale
        self.omitsText = omitsText
    }

    package func draw(_ node: LayoutNode, on canvas: inout Canvas) {
        let f = node.frame
        switch node.content {
        case .group:
            for child in node.children { draw(child, on: &canvas) }
        case .text(let layout, let color):
            if !omitsText { TextRenderer.draw(layout, at: Point(f.x, f.y), color: color, on: &canvas) }
        case .image(let image):
            drawImage(image, in: f, on: &canvas)
        case .shape(let s):
            let path = s.kind.path(in: f)
            if let fill = s.fill { canvas.fill(path, paint: fill.paint(in: f), rule: s.kind.fillRule) }
            if let stroke = s.stroke, s.strokeWidth > 0 {
                canvas.stroke(path, paint: stroke.paint(in: f), style: StrokeStyle(width: s.strokeWidth))
            }
        case .divider(let color):
            canvas.fill(Path(rect: f), color: color)
        case .progress(let bar):
            // UIProgressView's bar style: a capsule track, the filled part a capsule from the leading end.
            canvas.fill(Path(capsuleIn: f), color: bar.track)
            let width = f.width * min(max(bar.fraction, 0), 1)
            let filled = Rect(x: bar.fillsFromRight ? f.maxX - width : f.x, y: f.y, width: width, height: f.height)
            if filled.width > 0 { canvas.fill(Path(capsuleIn: filled), color: bar.tint) }
        case .modifier(let m):
            drawModified(node, m, on: &canvas)
        case .reflected:
            canvas.save()
            canvas.concatenate(Transform(a: -1, b: 0, c: 0, d: 1, tx: f.minX + f.maxX, ty: 0))
            for child in node.children { draw(child, on: &canvas) }
            canvas.restore()
        }
    }

    private func drawModified(_ node: LayoutNode, _ m: ViewModifier, on canvas: inout Canvas) {
        let f = node.frame
        let main = node.children.first
        switch m {
        case .background:
            if node.children.count > 1 { draw(node.children[1], on: &canvas) }
            if let main { draw(main, on: &canvas) }
        case .overlay:
            if let main { draw(main, on: &canvas) }
            if node.children.count > 1 { draw(node.children[1], on: &canvas) }
        case .clip(let shape):
            canvas.save()
            canvas.clip(to: shape.path(in: f), rule: shape.fillRule)
            if let main { draw(main, on: &canvas) }
            canvas.restore()
        case .border(let fill, let width, let shape):
            if let main { draw(main, on: &canvas) }
            // Inside the edge, as `CALayer.borderWidth` and SwiftUI's `border` draw it.
            let inset = Rect(x: f.x + width / 2, y: f.y + width / 2, width: max(0, f.width - width), height: max(0, f.height - width))
            canvas.stroke(shape.insetCorners(by: width / 2).path(in: inset), paint: fill.paint(in: f), style: StrokeStyle(width: width))
        case .shadow(let spec):
            let color = spec.color.withAlphaMultiplied(by: spec.opacity)
            let sigma = Canvas.shadowSigma(layerShadowRadius: spec.radius) * scale
            let offset = Point(spec.offset.x * scale, spec.offset.y * scale)
            if let shape = spec.shape {
                canvas.drawShadow(of: shape.path(in: f), color: color, sigma: sigma, offset: offset)
                if let main { draw(main, on: &canvas) }
            } else {
                canvas.beginLayer(opacity: 1)
                if let main { draw(main, on: &canvas) }
                canvas.endLayer(castingShadow: color, sigma: sigma, offset: offset)
            }
        case .opacity(let value):
            canvas.beginLayer(opacity: value)
            if let main { draw(main, on: &canvas) }
            canvas.endLayer()
        case .offset(let x, let y):
            canvas.save()
            canvas.translate(x, y)
            if let main { draw(main, on: &canvas) }
            canvas.restore()
        case .padding, .frame, .fixedSize, .layoutPriority, .named, .hugWidth, .flipsForRightToLeft:
            if let main { draw(main, on: &canvas) }
        }
    }

    private func drawImage(_ image: ImageContent, in f: Rect, on canvas: inout Canvas) {
        var pixmap = image.pixmap
        if let tint = image.tint {
            // A template image: every pixel becomes the tint, keeping its alpha.
            for i in stride(from: 0, to: pixmap.bytes.count, by: 4) {
                let a = pixmap.bytes[i + 3]
                let c = tint.withAlphaMultiplied(by: Double(a) / 255).premultiplied
                pixmap.bytes[i] = c.r; pixmap.bytes[i + 1] = c.g; pixmap.bytes[i + 2] = c.b; pixmap.bytes[i + 3] = c.a
            }
        }
        let natural = image.naturalSize
        var rect = f
        if image.resizable, image.contentMode == .fill, natural.width > 0, natural.height > 0 {
            let s = max(f.width / natural.width, f.height / natural.height)
            let w = natural.width * s, h = natural.height * s
            rect = Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
            canvas.save()
            canvas.clip(to: Path(rect: f))
            canvas.drawImage(pixmap, in: rect)
            canvas.restore()
            return
        }
        canvas.drawImage(pixmap, in: rect)
    }
}
