import Foundation
import Testing

/// A config's own font files (`"fonts": [...]`, relative to the config) are usable by name.
@Suite struct ConfigFontTests {
    static let bundledFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fonts/faces")

    func config(font: String) -> String {
        """
        { "name": "brand", "device": "iPhone SE (3rd generation)", "statusBar": false,
          "fonts": ["assets/BrandSans.ttf"],
          "show": { "position": "center", "custom": { "text": "Brand", "font": { "name": "\(font)", "size": 40 } } } }
        """
    }

    @Test func aConfigsFontFileIsUsedByItsFileName() throws {
        try withTemporaryDirectory { dir in
            let project = dir.appendingPathComponent("project")
            try FileManager.default.createDirectory(at: project.appendingPathComponent("assets"), withIntermediateDirectories: true)
            // A "brand" font: DejaVu Sans Bold under another file name.
            try FileManager.default.copyItem(
                at: Self.bundledFonts.appendingPathComponent("DejaVuSans-Bold.ttf"),
                to: project.appendingPathComponent("assets/BrandSans.ttf"))
            try config(font: "BrandSans").write(to: project.appendingPathComponent("brand.json"), atomically: true, encoding: .utf8)
            try config(font: "DejaVuSans").write(to: project.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
            let brand = try CLI.run([project.appendingPathComponent("brand.json").path, "-o", "a", "--quiet"], in: dir)
            #expect(brand.status == 0, "\(brand)")
            let plain = try CLI.run([project.appendingPathComponent("plain.json").path, "-o", "b", "--quiet"], in: dir)
            #expect(plain.status == 0, "\(plain)")
            // Bold and regular DejaVu draw different pixels: the config's file was used.
            let a = try Data(contentsOf: dir.appendingPathComponent("a/brand/frame_0000.png"))
            let b = try Data(contentsOf: dir.appendingPathComponent("b/brand/frame_0000.png"))
            #expect(a != b)
        }
    }

    @Test func aMissingFontFileIsAnError() throws {
        try withTemporaryDirectory { dir in
            try config(font: "BrandSans").write(to: dir.appendingPathComponent("brand.json"), atomically: true, encoding: .utf8)
            let result = try CLI.run(["brand.json", "-o", "out"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("brand.json:2:13: fonts[0]"), "\(result)")
            #expect(result.stderr.contains("assets/BrandSans.ttf"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }
}
