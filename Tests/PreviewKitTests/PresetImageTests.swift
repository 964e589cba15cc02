import Foundation
import PNGCodec
import Testing

@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
@testable import Raster

/// The image files compiled into the program (`Sources/PresetImages`) and how presets draw them.
@Suite struct PresetImageTests {
    static let folder = URL(fileURLWithPath: PresetFixtures.repositoryRoot).appendingPathComponent("Sources/PresetImages")

    /// `preset_images.c` lists every PNG in the library folders, with the files' bytes, and
    /// each folder keeps its library's licence beside the files.
    @Test func theCompiledFilesAreTheFilesInTheFolders() throws {
        let fm = FileManager.default
        var onDisk: [String: [UInt8]] = [:]
        for library in try fm.contentsOfDirectory(atPath: Self.folder.path) {
            var isFolder: ObjCBool = false
            let dir = Self.folder.appendingPathComponent(library)
            guard fm.fileExists(atPath: dir.path, isDirectory: &isFolder), isFolder.boolValue, library != "include" else { continue }
            #expect(fm.fileExists(atPath: dir.appendingPathComponent("LICENSE.md").path), "\(library) has no LICENSE.md")
            for file in try fm.contentsOfDirectory(atPath: dir.path) where file.hasSuffix(".png") {
                onDisk["\(library)/\(file)"] = Array(try Data(contentsOf: dir.appendingPathComponent(file)))
            }
        }
        let compiled = PresetImageSets.files
        #expect(!compiled.isEmpty)
        #expect(compiled.map(\.name) == onDisk.keys.sorted(), "preset_images.c and the folders list different files")
        for file in compiled { #expect(file.bytes == onDisk[file.name], "\(file.name) differs from its file") }
    }

    /// UIKit's pick from an image set: the file for the screen's scale, else the next larger,
    /// else the largest.
    @Test func aScreenPicksTheFileForItsScale() throws {
        let image = try #require(PresetImageSets.image(named: "SwiftMessages/errorIcon"))
        for (screen, file) in [(1.0, 1.0), (2, 2), (3, 3), (1.5, 2), (2.5, 3), (4, 3), (0.5, 1)] {
            let picked = image.forScreen(scale: screen)
            #expect(picked.scale == file && picked.otherScales.isEmpty, "screen \(screen)")
            #expect(picked.source.width == [1.0: 33, 2: 66, 3: 99][file], "screen \(screen)")
        }
        #expect(PresetImageSets.image(named: "SwiftMessages/noSuchIcon") == nil)
    }

    /// SwiftMessages' error icon at 3×: the pixels are `errorIcon@3x.png` tinted white, copied
    /// one to one (unscaled) onto the theme's red — within a level of the exact blend.
    @Test func swiftMessagesDrawsItsOwnIconUnscaledAndTinted() throws {
        let scene = try PresetFixtures.scenes(
            """
            {"name": "m", "device": "iPhone 15", "statusBar": false, "homeIndicator": false, "background": "#FFFFFF",
             "show": {"swiftMessages": {"layout": "cardView", "theme": "error", "body": "B"}}}
            """)[0]
        let frame = PresetFixtures.frame("iconImageView", in: scene)
        let pixels = SceneRenderer(scene: scene, fonts: LayoutTests.catalog).render()
        let file = try PNGDecoder.decodeStraightRGBA(
            Array(Data(contentsOf: Self.folder.appendingPathComponent("SwiftMessages/errorIcon@3x.png"))))
        let x0 = Int((frame.minX * 3).rounded()), y0 = Int((frame.minY * 3).rounded())
        #expect(abs(frame.minX * 3 - Double(x0)) < 1e-9 && abs(frame.minY * 3 - Double(y0)) < 1e-9, "on the pixel grid: \(frame)")
        let red: [Double] = [249, 66, 47]
        var worst = 0.0
        for y in 0..<file.height {
            for x in 0..<file.width {
                let a = Double(file.bytes[(y * file.width + x) * 4 + 3]) / 255
                let p = pixels[x0 + x, y0 + y]
                let got: [UInt8] = [p.r, p.g, p.b]
                for c in 0..<3 {
                    let expected: Double = red[c] * (1 - a) + 255 * a
                    worst = max(worst, abs(Double(got[c]) - expected))
                }
            }
        }
        #expect(worst <= 1, "worst level difference \(worst)")
    }
}
