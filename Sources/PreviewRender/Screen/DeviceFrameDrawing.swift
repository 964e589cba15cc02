import PreviewModel
import Raster

extension DeviceFrame {
    /// `screen` (a rendered frame of `device` in `orientation`) inside the device.
    public func framed(_ screen: Pixmap) -> Pixmap {
        framed(screen, over: body())
    }

    /// The device without its screen: side buttons, band and front — what `framed` draws the
    /// screen into, the same for every frame, so a scene's frames can share it.
    public func body() -> Pixmap {
        let (w, h) = pixelSize
        var canvas = Canvas(width: w, height: h)!
        let t = toImage
        let colors = DeviceFrameColors(style: style, device: device)
        let body = portraitBody, b = bezel
        let bodyRadius = device.displayCornerRadius + b.side + (device.hasHomeButton ? 34 : 0)

        for button in sideButtons(body: body) {
            canvas.fill(Path(roundedRect: button, radius: 1.5).applying(t), color: colors.button)
        }
        // Circular corners for the body's layers: each is then exactly the one outside it, inset
        // (continuous corners of different radii are not offsets of each other and would poke
        // through at the diagonal).
        canvas.fill(Path(roundedRect: body, radius: bodyRadius).applying(t), color: colors.bandEdge)
        canvas.fill(Path(roundedRect: body.insetBy(0.75), radius: bodyRadius - 0.75).applying(t), color: colors.band)
        let front = body.insetBy(band)
        canvas.fill(Path(roundedRect: front, radius: bodyRadius - band).applying(t), color: colors.front)
        return canvas.pixmap
    }

    /// `screen` inside the device, drawn over `body` (what `body()` gives).
    public func framed(_ screen: Pixmap, over body: Pixmap) -> Pixmap {
        precondition(body.width == pixelSize.width && body.height == pixelSize.height, "a body of another device")
        var canvas = Canvas(pixmap: body)
        let t = toImage
        let colors = DeviceFrameColors(style: style, device: device)
        let b = bezel
        let front = portraitBody.insetBy(band)
        let screenRect = Rect(
            x: portraitBody.minX + b.side, y: portraitBody.minY + b.top, width: device.portraitSize.width,
            height: device.portraitSize.height)
        let origin = screenOrigin
        // The screen through the display's rounded corners, pixel for pixel.
        let pixels = Rect(x: Double(origin.x), y: Double(origin.y), width: Double(screen.width), height: Double(screen.height))
        canvas.fill(
            Path(roundedRect: pixels, radius: device.displayCornerRadius * scale, style: .continuous),
            paint: .image(ImagePaint(image: screen, rect: pixels, filter: .nearest)))

        switch device.sensorHousing {
        case .dynamicIsland(let r):
            canvas.fill(Path(capsuleIn: r.offsetBy(dx: screenRect.minX, dy: screenRect.minY)).applying(t), color: .black)
        case .notch(let r):
            canvas.fill(notch(r.offsetBy(dx: screenRect.minX, dy: screenRect.minY)).applying(t), color: .black)
        case .none:
            break
        }
        if device.hasHomeButton { drawHomeButtonFront(on: &canvas, front: front, screen: screenRect, colors: colors, t: t) }
        return canvas.pixmap
    }
    /// The notch: flat against the top of the screen, its lower corners rounded, its upper
    /// corners flaring out into the screen's edge.
    private func notch(_ r: Rect) -> Path {
        let lower = min(20, r.height * 0.65), flare = 6.0
        var p = Path()
        p.move(to: Point(r.minX - flare, r.minY))
        p.quad(to: Point(r.minX, r.minY + flare), control: Point(r.minX, r.minY))
        p.line(to: Point(r.minX, r.maxY - lower))
        p.quad(to: Point(r.minX + lower, r.maxY), control: Point(r.minX, r.maxY))
        p.line(to: Point(r.maxX - lower, r.maxY))
        p.quad(to: Point(r.maxX, r.maxY - lower), control: Point(r.maxX, r.maxY))
        p.line(to: Point(r.maxX, r.minY + flare))
        p.quad(to: Point(r.maxX + flare, r.minY), control: Point(r.maxX, r.minY))
        p.close()
        return p
    }
    /// Volume and silent switch on the left, the side button on the right (phones); the top
    /// button and volume on the top and right edges (tablets). Portrait points.
    private func sideButtons(body: Rect) -> [Rect] {
        let d = Self.buttonDepth + 1
        if device.idiom == .pad {
            return [
                Rect(x: body.maxX - 90, y: body.minY - Self.buttonDepth, width: 50, height: d),
                Rect(x: body.maxX - 1, y: body.minY + 70, width: d, height: 44),
                Rect(x: body.maxX - 1, y: body.minY + 124, width: d, height: 44),
            ]
        }
        let top = body.minY + (device.hasHomeButton ? 60 : 110)
        return [
            Rect(x: body.minX - Self.buttonDepth, y: top, width: d, height: 26),
            Rect(x: body.minX - Self.buttonDepth, y: top + 56, width: d, height: 52),
            Rect(x: body.minX - Self.buttonDepth, y: top + 120, width: d, height: 52),
            Rect(x: body.maxX - 1, y: top + 80, width: d, height: 82),
        ]
    }
    /// A Home-button device's front: earpiece and camera above the screen, the round button below.
    private func drawHomeButtonFront(on canvas: inout Canvas, front: Rect, screen: Rect, colors: DeviceFrameColors, t: Transform) {
        let midX = screen.midX
        let chin = (screen.maxY + front.maxY) / 2, forehead = (front.minY + screen.minY) / 2
        let buttonRadius = device.idiom == .phone ? 31.0 : 26.0
        canvas.fill(Path(circleCenter: Point(midX, chin), radius: buttonRadius).applying(t), color: colors.homeRing)
        canvas.fill(Path(circleCenter: Point(midX, chin), radius: buttonRadius - 2).applying(t), color: colors.front)
        if device.idiom == .phone {
            canvas.fill(Path(capsuleIn: Rect(x: midX - 26, y: forehead - 3, width: 52, height: 6)).applying(t), color: colors.homeRing)
            canvas.fill(Path(circleCenter: Point(midX - 46, forehead), radius: 5).applying(t), color: colors.camera)
        } else {
            canvas.fill(Path(circleCenter: Point(midX, forehead), radius: 5).applying(t), color: colors.camera)
        }
    }
}

/// The colours of a device frame's parts.
struct DeviceFrameColors {
    package var band: Color
    var bandEdge: Color
    var button: Color
    var front: Color
    var homeRing: Color
    var camera: Color

    package init(style: DeviceFrame.Style, device: Device) {
        switch style {
        case .light:
            band = Color(hex: "#D9DADF")!
            bandEdge = Color(hex: "#A7A9B0")!
            button = Color(hex: "#B9BBC2")!
            // Face ID devices have black fronts in every finish; Home-button ones a white front.
            front = device.hasHomeButton ? Color(hex: "#F7F7F9")! : Color(hex: "#0A0A0B")!
            homeRing = Color(hex: "#C9CBD1")!
            camera = Color(hex: "#2C2C30")!
        case .dark:
            band = Color(hex: "#3A3A3E")!
            bandEdge = Color(hex: "#1C1C1F")!
            button = Color(hex: "#2A2A2D")!
            front = Color(hex: "#0A0A0B")!
            homeRing = Color(hex: "#3A3A3E")!
            camera = Color(hex: "#1E1E24")!
        }
    }
}
