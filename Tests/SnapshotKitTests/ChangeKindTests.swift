import Foundation
import PNGCodec
import PreviewKit
import Raster
import Testing
@testable import SnapshotKit

/// Failing frames are classified — anti-aliasing only, colour only, geometry — and the feature
/// gate fails a moved 1 px divider that a share tolerance alone would forgive, while scattered
/// speckle of the same size passes.
@Suite struct ChangeKindTests {
    static let width = 300, height = 600

    /// Straight RGBA of a white frame with a rounded card (and a 1 px divider at `dividerY`).
    static func frame(
        card: Rect = Rect(x: 40.3, y: 60.6, width: 200, height: 120), radius: Double = 14,
        color: Color = Color(red: 0.2, green: 0.45, blue: 0.9), dividerY: Int? = nil
    ) -> [UInt8] {
        var canvas = Canvas(width: width, height: height)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), color: Color(red: 1, green: 1, blue: 1))
        canvas.fill(Path(roundedRect: card, radius: radius, style: .continuous), color: color)
        if let y = dividerY {
            canvas.fill(Path(rect: Rect(x: 0, y: Double(y), width: Double(width), height: 1)), color: Color(red: 0.78, green: 0.78, blue: 0.8))
        }
        return Premultiply.unpremultiplied(canvas.pixmap.bytes)
    }

    static func difference(_ a: [UInt8], _ b: [UInt8]) -> FrameDifference {
        FrameDifference.between(expected: a, actual: b, width: width, height: height)!
    }

    @Test func aSubPixelNudgeIsAntiAliasingOnly() {
        let d = Self.difference(Self.frame(), Self.frame(card: Rect(x: 40.45, y: 60.7, width: 200, height: 120)))
        #expect(d.kind == .antiAliasing, "\(d.summary)")
        #expect(d.summary.hasPrefix("anti-aliasing only: "), "\(d.summary)")
    }

    @Test func aNewFillIsColourOnly() {
        let d = Self.difference(Self.frame(), Self.frame(color: Color(red: 0.2, green: 0.5, blue: 0.95)))
        #expect(d.kind == .colour, "\(d.summary)")
    }

    @Test func aMovedOrReshapedCardIsGeometry() {
        let moved = Self.difference(Self.frame(), Self.frame(card: Rect(x: 40.3, y: 64.6, width: 200, height: 120)))
        #expect(moved.kind == .geometry, "\(moved.summary)")
        let rounder = Self.difference(Self.frame(), Self.frame(radius: 22))
        #expect(rounder.kind == .geometry, "\(rounder.summary)")
    }

    @Test func aMovedDividerFailsThroughTheFeatureGateUnderAHalfPercentShare() {
        let d = Self.difference(Self.frame(dividerY: 300), Self.frame(dividerY: 301))
        #expect(d.share < 0.005, "\(d.share)")
        let shareOnly = Tolerance(share: 0.005)
        #expect(d.isTolerated(by: shareOnly), "the share alone forgives it")
        let gated = Tolerance(channel: 0, maxDifferingShare: 0.005, maxRegion: 4)
        #expect(!d.isTolerated(by: gated))
        #expect(d.largestRegion == 2 * Self.width, "\(d.largestRegion)")
        #expect(d.gateFailure(under: gated) == 4)
        #expect(d.kind == .geometry)
    }

    @Test func scatteredSpeckleOfTheSameSizePassesTheGate() {
        let a = Self.frame(dividerY: 300)
        var b = a
        // 600 single pixels, none touching another.
        for k in 0..<600 {
            let x = (k * 7) % Self.width, y = 200 + (k * 7 / Self.width) * 3 + (k % 2) * 0
            let i = (y * Self.width + x) * 4
            b[i] = b[i] &+ 9
        }
        let d = Self.difference(a, b)
        #expect(d.largestRegion == 1, "\(d.largestRegion)")
        #expect(d.isTolerated(by: Tolerance(channel: 0, maxDifferingShare: 0.005, maxRegion: 4)))
        #expect(d.isTolerated(by: Tolerance.exact.gated(maxRegion: 4)), "the gate alone allows any share")
        #expect(!d.isTolerated(by: .exact))
    }
}

/// A real engine change reads as what it is: the translation sampler (commit c37cf30) moved
/// some edge pixels of the interactions example by one level; its frame 18 from before that
/// change, against today's rendering, is anti-aliasing only. (The fixture was drawn when a
/// shadow's σ was half its radius: the example's shadow radius is halved here to draw the same
/// shadow.)
@Suite struct EngineUpgradeClassificationTests {
    @Test func theTranslationSamplerChangeIsAntiAliasingOnly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let before = try PNGDecoder.decodeStraightRGBA(
            Array(try Data(contentsOf: root.appendingPathComponent("Fixtures/interactions-frame_0018-before-translation-sampler.png"))))
        let example = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/motion/interactions.json")
        let json = try String(contentsOf: example, encoding: .utf8)
        let halved = json.replacingOccurrences(of: "\"radius\": 6,", with: "\"radius\": 3,")
        #expect(halved != json)
        let loaded = try SceneConfig.load(json: halved, name: "interactions", baseDirectory: example.deletingLastPathComponent().path)
        let frames = SceneFrames(loaded.scenes[0], fonts: loaded.fonts)
        #expect(frames.frames[18].file == "frame_0018.png")
        let now = frames.render(18)
        let d = try #require(
            FrameDifference.between(
                expected: before.bytes, actual: Premultiply.unpremultiplied(now.bytes),
                width: now.width, height: now.height))
        #expect(d.kind == .antiAliasing, "\(d.summary)")
        // 31 pixels before opacity was kept to 1/65536, 33 since (a fading layer's edge).
        #expect(d.maxDifference == 1 && d.pixels == 33, "\(d.summary)")
    }
}
