import Foundation
import PNGCodec
import PreviewKit
import Raster
import Testing
import Typeset

/// Status bar and home indicator rendered on a grey screen, checked by simple pixel facts, and
/// written to `.build/test-artifacts/screen/` to be looked at.
@Suite struct ScreenChromeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/screen")
    static let grey = PremultipliedColor(r: 128, g: 128, b: 128, a: 255)
    static let catalog: FontCatalog = {
        guard case .success(let l) = FontLibrary.bundled else { fatalError("bundled fonts missing") }
        return FontCatalog(library: l)
    }()

    /// The whole screen, grey, with the chrome drawn on it at the device's scale.
    static func render(
        _ device: Device, _ appearance: Appearance, _ orientation: Orientation = .portrait,
        island: Bool = false
    ) throws -> Pixmap {
        let px = device.pixelSize(in: orientation)
        var canvas = try #require(Canvas(width: px.width, height: px.height))
        canvas.setTransform(.scale(device.scale, device.scale))
        let size = device.size(in: orientation)
        canvas.fill(
            Path(rect: Rect(x: 0, y: 0, width: size.width, height: size.height)),
            color: Color(r8: 128, g8: 128, b8: 128))
        try StatusBar.draw(
            on: &canvas, device: device, appearance: appearance, orientation: orientation,
            drawsDynamicIsland: island, fonts: catalog)
        HomeIndicator.draw(on: &canvas, device: device, appearance: appearance, orientation: orientation)
        return canvas.pixmap
    }

    /// Writes the full frame and crops of its top and bottom (easier to inspect).
    static func save(_ p: Pixmap, _ name: String, topPoints: Double, bottomPoints: Double, scale: Double) throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try PNGFile.write(p, to: artifacts.appendingPathComponent("\(name).png").path)
        let top = Int(topPoints * scale), bottom = Int(bottomPoints * scale)
        try PNGFile.write(crop(p, y0: 0, y1: top), to: artifacts.appendingPathComponent("\(name)-top.png").path)
        try PNGFile.write(crop(p, y0: p.height - bottom, y1: p.height), to: artifacts.appendingPathComponent("\(name)-bottom.png").path)
    }

    static func crop(_ p: Pixmap, y0: Int, y1: Int) -> Pixmap {
        let rowBytes = p.width * 4
        return Pixmap(width: p.width, height: y1 - y0, premultipliedBytes: Array(p.bytes[(y0 * rowBytes)..<(y1 * rowBytes)]))!
    }

    /// The bounding box, in pixels, of pixels that differ from the grey within a pixel rectangle.
    static func ink(_ p: Pixmap, x0: Int, y0: Int, x1: Int, y1: Int) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)? = nil
        for y in max(0, y0)..<min(p.height, y1) {
            for x in max(0, x0)..<min(p.width, x1) where p[x, y] != grey {
                if let b = box {
                    box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The middle of a pixel span in points.
    static func mid(_ lo: Int, _ hi: Int, _ scale: Double) -> Double {
        Double(lo + hi + 1) / 2 / scale
    }

    /// The darkest (light appearance) or brightest (dark) channel value in a box: the ink's colour.
    static func extreme(_ p: Pixmap, x0: Int, y0: Int, x1: Int, y1: Int, darkest: Bool) -> Int {
        var v = darkest ? 255 : 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let r = Int(p[x, y].r)
                v = darkest ? min(v, r) : max(v, r)
            }
        }
        return v
    }

    @Test(arguments: [Appearance.light, .dark])
    func iPhone15(_ appearance: Appearance) throws {
        let d = DeviceCatalog.iPhone15
        let s = d.scale
        let p = try Self.render(d, appearance)
        try Self.save(p, "iphone15-\(appearance.rawValue)", topPoints: 60, bottomPoints: 40, scale: s)
        let w = Int(393 * s), bar = Int(54 * s)
        let leftEarEnd = Int(133.5 * s), rightEarStart = Int(259.5 * s)

        // Time: ink in the left ear only, centred on the kit's 72.25 pt, digits centred near y = 33.
        let time = try #require(Self.ink(p, x0: 0, y0: 0, x1: leftEarEnd, y1: bar))
        #expect(abs(Self.mid(time.minX, time.maxX, s) - 72.25) < 1.5)
        #expect(abs(Self.mid(time.minY, time.maxY, s) - 33) < 1)
        let timeHeight = Double(time.maxY - time.minY + 1) / s
        #expect(timeHeight > 11 && timeHeight < 14)  // the digits of 17 pt text
        // Nothing where the island is (it is not drawn).
        #expect(Self.ink(p, x0: leftEarEnd, y0: 0, x1: rightEarStart, y1: bar) == nil)
        // Icons: in the right ear, ending at the kit's right edge, centred near y = 32.5.
        let icons = try #require(Self.ink(p, x0: rightEarStart, y0: 0, x1: w, y1: bar))
        let layout = try #require(StatusBar.layout(device: d))
        #expect(abs(Double(icons.maxX + 1) / s - layout.battery.maxX) < 0.5)
        #expect(abs(Double(icons.minX) / s - (layout.cellular?.minX ?? 0)) < 0.5)
        #expect(abs(Self.mid(icons.minY, icons.maxY, s) - 32.5) < 0.7)
        // The battery's charge is solid ink in the status bar's colour.
        let b = layout.battery
        let chargeX = Int((b.minX + 10) * s), chargeY = Int(b.midY * s)
        let ink = appearance == .light ? 0 : 255
        #expect(Int(p[chargeX, chargeY].r) == ink)
        // The outline is drawn at 35 %: between ink and grey.
        let outlineX = Int((b.minX + 0.5) * s), outlineY = Int(b.midY * s)
        let o = Int(p[outlineX, outlineY].r)
        let expectedOutline = 128 + (ink - 128) * 35 / 100
        #expect(o != 128 && abs(o - expectedOutline) <= 6)

        // Home indicator: 134 × 5 pt centred, 8 pt above the bottom, black or white.
        let home = try #require(Self.ink(p, x0: 0, y0: bar, x1: w, y1: p.height))
        #expect(home.minY == Int((852 - 13) * s) && home.maxY == Int((852 - 8) * s) - 1)
        #expect(home.maxX - home.minX + 1 == Int(134 * s))  // on the pixel grid: no partial columns
        #expect(abs(Self.mid(home.minX, home.maxX, s) - 393.0 / 2) <= 0.5 / s)
        let mid = p[w / 2, Int((852 - 10.5) * s)]
        #expect(Int(mid.r) == ink && Int(mid.g) == ink && Int(mid.b) == ink && mid.a == 255)
        // Nothing in between.
        #expect(Self.ink(p, x0: 0, y0: bar, x1: w, y1: home.minY) == nil)
    }

    @Test(arguments: [Appearance.light, .dark])
    func iPhoneSE(_ appearance: Appearance) throws {
        let d = DeviceCatalog.iPhoneSE3
        let s = d.scale
        let p = try Self.render(d, appearance)
        try Self.save(p, "iphonese-\(appearance.rawValue)", topPoints: 30, bottomPoints: 30, scale: s)
        let w = Int(375 * s), bar = Int(20 * s)
        // Time centred on the screen, within the 20-point bar.
        let time = try #require(Self.ink(p, x0: Int(120 * s), y0: 0, x1: Int(255 * s), y1: bar))
        #expect(abs(Self.mid(time.minX, time.maxX, s) - 187.5) < 1)
        #expect(abs(Self.mid(time.minY, time.maxY, s) - 10) < 1)
        // Battery at the right edge, cellular and Wi-Fi at the left.
        let right = try #require(Self.ink(p, x0: Int(300 * s), y0: 0, x1: w, y1: bar))
        #expect(abs(Double(right.maxX + 1) / s - (375 - 6)) < 0.5)
        let left = try #require(Self.ink(p, x0: 0, y0: 0, x1: Int(80 * s), y1: bar))
        #expect(abs(Double(left.minX) / s - 6) < 0.5)
        // Everything stays inside the bar, and there is no home indicator.
        #expect(Self.ink(p, x0: 0, y0: bar, x1: w, y1: p.height) == nil)
        let ink = appearance == .light ? 0 : 255
        #expect(Self.extreme(p, x0: time.minX, y0: time.minY, x1: time.maxX + 1, y1: time.maxY + 1, darkest: appearance == .light) == ink)
    }

    @Test func otherDevicesAndOrientations() throws {
        // Artifacts to look at, with a few facts each.
        let mini = try Self.render(DeviceCatalog.iPhone13Mini, .light)
        try Self.save(mini, "iphone13mini-light", topPoints: 50, bottomPoints: 40, scale: 3)
        let miniTime = try #require(Self.ink(mini, x0: 0, y0: 0, x1: Int(100 * 3), y1: Int(50 * 3)))
        let miniExpected = 375.0 / 6 - 10.5
        #expect(abs(Self.mid(miniTime.minX, miniTime.maxX, 3) - miniExpected) < 1.5)

        let pro = try Self.render(DeviceCatalog.iPhone16Pro, .dark, island: true)
        try Self.save(pro, "iphone16pro-dark-island", topPoints: 64, bottomPoints: 40, scale: 3)
        // The island is drawn black on request: its centre is black.
        let island = try #require(DeviceCatalog.iPhone16Pro.sensorHousing.rect)
        #expect(pro[Int(island.midX * 3), Int(island.midY * 3)] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))

        let pad = try Self.render(DeviceCatalog.iPad10, .light)
        try Self.save(pad, "ipad10-light", topPoints: 30, bottomPoints: 30, scale: 2)
        let padTime = try #require(Self.ink(pad, x0: 0, y0: 0, x1: Int(300 * 2), y1: Int(24 * 2)))
        #expect(abs(Double(padTime.minX) / 2 - 20) < 1.5)
        let padHome = try #require(Self.ink(pad, x0: 0, y0: Int(1100 * 2), x1: pad.width, y1: pad.height))
        #expect(padHome.maxX - padHome.minX + 1 == 315 * 2)

        // iPhones hide the status bar in landscape; the home indicator is wider there.
        let landscape = try Self.render(DeviceCatalog.iPhone15, .light, .landscape)
        try Self.save(landscape, "iphone15-landscape-light", topPoints: 40, bottomPoints: 30, scale: 3)
        #expect(Self.ink(landscape, x0: 0, y0: 0, x1: landscape.width, y1: Int(300 * 3)) == nil)
        let lHome = try #require(Self.ink(landscape, x0: 0, y0: 0, x1: landscape.width, y1: landscape.height))
        #expect(lHome.maxX - lHome.minX + 1 == 209 * 3)
        #expect(lHome.maxY + 1 == Int((393 - 8) * 3))
        #expect(StatusBar.layout(device: DeviceCatalog.iPhone15, orientation: .landscape) == nil)
    }

    @Test func deterministic() throws {
        let a = try Self.render(DeviceCatalog.iPhone15Pro, .light)
        let b = try Self.render(DeviceCatalog.iPhone15Pro, .light)
        #expect(a == b)
    }

    @Test func styleAndLayoutFacts() throws {
        #expect(StatusBar.Style.default.color(for: .light) == .black)
        #expect(StatusBar.Style.default.color(for: .dark) == .white)
        #expect(StatusBar.Style.lightContent.color(for: .light) == .white)
        #expect(StatusBar.Style.darkContent.color(for: .dark) == .black)
        #expect(HomeIndicator.color(for: .light) == .black && HomeIndicator.color(for: .dark) == .white)
        #expect(HomeIndicator.frame(device: DeviceCatalog.iPhoneSE3) == nil)
        #expect(HomeIndicator.frame(device: DeviceCatalog.iPhone15) == Rect(x: 389.0 / 3, y: 839, width: 134, height: 5))

        // On every Dynamic Island phone the time sits in the left ear and the icons in the right.
        for d in DeviceCatalog.all where d.hasDynamicIsland {
            let l = try #require(StatusBar.layout(device: d))
            let island = try #require(d.sensorHousing.rect)
            #expect(
                l.textX < island.minX && l.battery.maxX <= d.portraitSize.width - 16 && (l.cellular?.minX ?? 0) > island.maxX,
                "\(d.name)")
            #expect(l.fontSize == 17 && l.text == "9:41")
        }
        #expect(StatusBar.layout(device: DeviceCatalog.iPhoneSE3)?.text == "9:41 AM")
        #expect(StatusBar.layout(device: DeviceCatalog.iPhone15, time: "10:09")?.text == "10:09")
    }
}
