import PreviewKit
import Raster
import Testing

/// The device drawn around a screen: where the screen lands, what is cut from it, what is
/// transparent, and how the config and a scene's frames carry it.
@Suite struct DeviceFrameTests {
    /// A screen of one colour, the device's size at `scale`.
    static func screen(_ device: Device, _ orientation: Orientation = .portrait, scale: Double = 1) -> Pixmap {
        let size = device.size(in: orientation)
        var canvas = Canvas(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)), color: Color(hex: "#33CC66")!)
        return canvas.pixmap
    }

    static let green = PremultipliedColor(r: 0x33, g: 0xCC, b: 0x66, a: 255)

    @Test func theScreenSitsInsideTheBodyPixelForPixel() {
        let device = DeviceCatalog.iPhone15
        let frame = DeviceFrame(device: device, orientation: .portrait, style: .light, scale: 1)
        let framed = frame.framed(Self.screen(device))
        #expect(framed.width == frame.pixelSize.width && framed.height == frame.pixelSize.height)
        #expect(framed.width > 393 + 30 && framed.height > 852 + 30)
        let (x, y) = frame.screenOrigin
        // The middle of the screen is the screen's own pixel; the middle of each edge too.
        #expect(framed[x + 196, y + 426] == Self.green)
        #expect(framed[x, y + 426] == Self.green)
        #expect(framed[x + 392, y + 426] == Self.green)
        #expect(framed[x + 196, y + 851] == Self.green)
    }

    @Test func cornersAreRoundAndOutsideIsTransparent() {
        let device = DeviceCatalog.iPhone15
        let frame = DeviceFrame(device: device, orientation: .portrait, style: .dark, scale: 1)
        let framed = frame.framed(Self.screen(device))
        let (x, y) = frame.screenOrigin
        // Near the screen's own corner the display's 55-point rounding cuts it away: the front shows.
        #expect(framed[x + 8, y + 8].r < 16 && framed[x + 8, y + 8].a == 255)
        #expect(framed[x + 60, y + 60] == Self.green)
        // The image's own corners are outside the rounded body.
        #expect(framed[0, 0].a == 0)
        #expect(framed[framed.width - 1, framed.height - 1].a == 0)
    }

    @Test func theDynamicIslandAndTheNotchAreBlackWhereTheHardwareIs() {
        for device in [DeviceCatalog.iPhone15, DeviceCatalog.iPhone14] {
            let frame = DeviceFrame(device: device, orientation: .portrait, style: .light, scale: 1)
            let framed = frame.framed(Self.screen(device))
            let housing = try! #require(device.sensorHousing.rect)
            let (x, y) = frame.screenOrigin
            let p = framed[x + Int(housing.midX), y + Int(housing.midY)]
            #expect(p.r < 16 && p.g < 16 && p.b < 16, "\(device.name)")
            #expect(framed[x + Int(housing.midX), y + Int(housing.maxY) + 4] == Self.green, "\(device.name): below the housing is screen")
        }
    }

    @Test func lightAndDarkDifferInTheBand() {
        let device = DeviceCatalog.iPhoneSE3
        let light = DeviceFrame(device: device, orientation: .portrait, style: .light, scale: 1).framed(Self.screen(device))
        let dark = DeviceFrame(device: device, orientation: .portrait, style: .dark, scale: 1).framed(Self.screen(device))
        let mid = light.height / 2
        // The band at the left edge (past the button depth): silver against graphite.
        #expect(Int(light[5, mid].r) > Int(dark[5, mid].r) + 100)
        // A Home-button phone's front is white in the light finish, black in the dark one.
        #expect(light[light.width / 2, 40].r > 200 && dark[dark.width / 2, 40].r < 40)
    }

    @Test func landscapeTurnsTheDeviceAQuarterToTheLeft() {
        let device = DeviceCatalog.iPhone15
        let portrait = DeviceFrame(device: device, orientation: .portrait, style: .light, scale: 2)
        let landscape = DeviceFrame(device: device, orientation: .landscape, style: .light, scale: 2)
        #expect(landscape.pixelSize.width == portrait.pixelSize.height && landscape.pixelSize.height == portrait.pixelSize.width)
        let framed = landscape.framed(Self.screen(device, .landscape, scale: 2))
        let (x, y) = landscape.screenOrigin
        #expect(framed[x + 852, y + 393] == Self.green)
        // The island is on the left edge, halfway down.
        let island = try! #require(device.sensorHousingRect(in: .landscape))
        let p = framed[x + Int(island.midX * 2), y + Int(island.midY * 2)]
        #expect(p.r < 16 && p.g < 16 && p.b < 16)
    }

    /// A tablet: an even bezel on every side, the screen whole inside it with its own rounded
    /// corners, the body's corners transparent, and landscape the same device turned.
    @Test func aTabletHasAnEvenBezelAndRoundCorners() {
        let device = DeviceCatalog.iPad10
        for orientation in [Orientation.portrait, .landscape] {
            let frame = DeviceFrame(device: device, orientation: orientation, style: .dark, scale: 1)
            let size = device.size(in: orientation)
            let framed = frame.framed(Self.screen(device, orientation))
            let (x, y) = frame.screenOrigin
            let (w, h) = (Int(size.width), Int(size.height))
            #expect(framed.width == w + 2 * x && framed.height == h + 2 * y, "\(orientation): the bezel is even")
            #expect(x >= 30 && y >= 30, "\(orientation)")
            for (px, py) in [(x + w / 2, y), (x + w / 2, y + h - 1), (x, y + h / 2), (x + w - 1, y + h / 2), (x + w / 2, y + h / 2)] {
                #expect(framed[px, py] == Self.green, "\(orientation): the screen at \(px), \(py)")
            }
            // The display's 18-point corners: its very corner is the front, a little inside is screen.
            #expect(framed[x + 1, y + 1] != Self.green && framed[x + 1, y + 1].a == 255, "\(orientation)")
            #expect(framed[x + 12, y + 12] == Self.green, "\(orientation)")
            #expect(framed[0, 0].a == 0 && framed[framed.width - 1, framed.height - 1].a == 0, "\(orientation)")
        }
    }

    @Test func aConfigFramesEveryFrameAndFollowsTheAppearance() throws {
        let json = """
            {"name": "f", "variants": {"appearance": ["light", "dark"]}, "device": "iPhone SE", "scale": 1,
             "deviceFrame": true, "show": {"custom": {"text": "Hi"}}}
            """
        let loaded = try SceneConfig.load(json: json, name: "f.json", baseDirectory: "/tmp")
        #expect(loaded.scenes.map(\.deviceFrame) == [.light, .dark])
        let frames = SceneFrames(loaded.scenes[0], fonts: loaded.fonts)
        let expected = DeviceFrame(device: DeviceCatalog.iPhoneSE3, orientation: .portrait, style: .light, scale: 1).pixelSize
        let image = frames.render(0)
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(frames.summary.width == expected.width && frames.layered == nil)
        let explicit = try SceneConfig.load(
            json: #"{"name": "g", "appearance": "light", "deviceFrame": "dark", "show": {"custom": {"text": "Hi"}}}"#,
            name: "g.json", baseDirectory: "/tmp")
        #expect(explicit.scenes[0].deviceFrame == .dark)
    }
}
