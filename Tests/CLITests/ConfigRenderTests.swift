import Foundation
import PNGCodec
import PreviewKit
import Raster
import Testing

// Rendering JSON configs through the built binary: scenes, variants, --scene, --scale,
// --dry-run, paths relative to the config, and byte-identical output.

/// Configs shared by the tests below.
enum RenderConfigs {
    /// Two entries in `scenes`; the second expands by `variants` into four scenes.
    static let scenesAndVariants = """
        {
          "scenes": [
            {
              "name": "banner",
              "device": "iPhone SE (3rd generation)",
              "show": {
                "position": "top",
                "custom": {
                  "text": "Saved",
                  "font": "headline",
                  "modifiers": [
                    { "padding": 16 },
                    { "background": { "roundedRectangle": { "cornerRadius": 12, "fill": "systemGreen" } } },
                    { "padding": 8 }
                  ]
                }
              }
            },
            {
              "name": "card",
              "variants": {
                "appearance": ["light", "dark"],
                "device": ["iPhone 15", "iPhone SE (3rd generation)"]
              },
              "show": {
                "position": "bottom",
                "custom": {
                  "hstack": {
                    "spacing": 10,
                    "children": [
                      { "icon": "checkmark", "color": "systemGreen", "size": 20 },
                      { "text": "Copied to clipboard", "font": { "style": "subheadline", "weight": "semibold" } }
                    ]
                  },
                  "modifiers": [
                    { "padding": { "horizontal": 18, "vertical": 12 } },
                    { "background": { "capsule": "secondarySystemBackground" } },
                    { "shadow": { "opacity": 0.2, "radius": 10, "offset": [0, 4] } },
                    { "padding": { "bottom": 16 } }
                  ]
                }
              }
            }
          ]
        }
        """

    /// What `scenesAndVariants` renders, in order: folder, device, appearance, scale, points.
    struct Expected {
        let name: String
        let device: String
        let appearance: String
        let scale: Double
        let points: (width: Int, height: Int)

        var pixels: (width: Int, height: Int) { (Int(Double(points.width) * scale), Int(Double(points.height) * scale)) }
    }

    static let se = "iPhone SE (3rd generation)"
    static let expected: [Expected] = [
        Expected(name: "banner", device: se, appearance: "light", scale: 2, points: (375, 667)),
        // Variants are named `<scene>-<value>-<value>` in the order the axes are written, first axis slowest.
        Expected(name: "card-light-iphone-15", device: "iPhone 15", appearance: "light", scale: 3, points: (393, 852)),
        Expected(name: "card-light-iphone-se-3rd-generation", device: se, appearance: "light", scale: 2, points: (375, 667)),
        Expected(name: "card-dark-iphone-15", device: "iPhone 15", appearance: "dark", scale: 3, points: (393, 852)),
        Expected(name: "card-dark-iphone-se-3rd-generation", device: se, appearance: "dark", scale: 2, points: (375, 667)),
    ]

    /// Writes `json` as `dir/config.json`.
    static func write(_ json: String = scenesAndVariants, in dir: URL) throws {
        try Data(json.utf8).write(to: dir.appendingPathComponent("config.json"))
    }

    static func manifest(in out: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
    }

    /// Every file under `root`, relative and sorted (folders left out).
    static func files(under root: URL) -> [String] {
        Files.tree(under: root).filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }
    }

    /// r + g + b of a pixel (straight alpha).
    static func brightness(_ image: StraightRGBAImage, x: Int, y: Int) -> Int {
        let i = (y * image.width + x) * 4
        return Int(image.bytes[i]) + Int(image.bytes[i + 1]) + Int(image.bytes[i + 2])
    }

    static func pixel(_ image: StraightRGBAImage, x: Int, y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.bytes[i..<i + 4])
    }
}

@Suite("Config render")
struct ConfigRenderTests {
    /// Two scenes, one with a 2 × 2 variants matrix: five folders named as documented, frames
    /// of each device's pixel size, a manifest listing each scene with its device, appearance and
    /// scale, and the dark variants darker than the light ones.
    @Test func scenesAndVariantsRenderAsDocumented() throws {
        try withTemporaryDirectory { dir in
            try RenderConfigs.write(in: dir)
            let result = try CLI.run(["config.json", "-o", "out"], in: dir)
            try #require(result.status == 0, "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(result.stdout.contains("wrote 5 frames of 5 scenes (1179×2556, 750×1334) to out/"), "\(result)")

            let out = dir.appendingPathComponent("out")
            let expected = RenderConfigs.expected
            #expect(Files.names(in: out) == (expected.map(\.name) + ["manifest.json"]).sorted())
            #expect(Files.names(in: dir) == ["config.json", "out"], "nothing written outside out/")
            #expect(Files.leftoverTemporaries(under: out).isEmpty)

            let manifest = try RenderConfigs.manifest(in: out)
            #expect(manifest.version == 1)
            #expect(manifest.scenes.map(\.name) == expected.map(\.name), "manifest lists the scenes in config order")
            var images: [String: StraightRGBAImage] = [:]
            for (want, scene) in zip(expected, manifest.scenes) {
                #expect(Files.names(in: out.appendingPathComponent(want.name)) == ["frame_0000.png"], "\(want.name)")
                let image = try PNG.decode(out.appendingPathComponent(want.name + "/frame_0000.png"))
                images[want.name] = image
                #expect(
                    image.width == want.pixels.width && image.height == want.pixels.height,
                    "\(want.name) is \(image.width)×\(image.height), expected \(want.pixels.width)×\(want.pixels.height)")
                #expect(scene.device == want.device, "\(want.name)")
                #expect(scene.appearance == want.appearance, "\(want.name)")
                #expect(scene.scale == want.scale, "\(want.name)")
                #expect(scene.width == want.pixels.width && scene.height == want.pixels.height, "\(want.name)")
                #expect(scene.frames.count == 1)
                if let frame = scene.frames.first {
                    #expect(frame.index == 0 && frame.time == 0)
                    #expect(frame.file == want.name + "/frame_0000.png")
                    #expect(frame.sha256 == PixelHash.sha256(bytes: image.bytes), "\(frame.file)")
                }
            }
            #expect(Set(manifest.scenes.flatMap(\.frames).map(\.sha256)).count == 5, "every scene is a different picture")

            // The background (systemBackground) halfway down the left edge, clear of the overlays.
            for device in ["iphone-15", "iphone-se-3rd-generation"] {
                let light = try #require(images["card-light-" + device]), dark = try #require(images["card-dark-" + device])
                let (x, y) = (2, light.height / 2)
                #expect(
                    RenderConfigs.brightness(dark, x: x, y: y) < RenderConfigs.brightness(light, x: x, y: y) - 300,
                    "\(device): dark \(RenderConfigs.pixel(dark, x: x, y: y)) vs light \(RenderConfigs.pixel(light, x: x, y: y))")
            }
        }
    }

    /// `--scene` keeps exactly the named scenes (a trailing `*` matches a prefix; repeatable),
    /// and the manifest lists only those.
    @Test(arguments: [
        (["--scene", "banner"], ["banner"]),
        (["--scene", "card-dark-iphone-15"], ["card-dark-iphone-15"]),
        (["--scene", "card-light*"], ["card-light-iphone-15", "card-light-iphone-se-3rd-generation"]),
        (["--scene", "card*"], RenderConfigs.expected.dropFirst().map(\.name)),
        (["--scene", "banner", "--scene", "card-dark-iphone-se*"], ["banner", "card-dark-iphone-se-3rd-generation"]),
    ])
    func sceneFilter(_ filters: [String], _ names: [String]) throws {
        try withTemporaryDirectory { dir in
            try RenderConfigs.write(in: dir)
            let result = try CLI.run(["config.json", "-o", "out", "--scale", "0.5", "--quiet"] + filters, in: dir)
            try #require(result.status == 0, "\(result)")
            let out = dir.appendingPathComponent("out")
            #expect(Files.names(in: out) == (names + ["manifest.json"]).sorted(), "\(result)")
            #expect(try RenderConfigs.manifest(in: out).scenes.map(\.name) == names)
        }
    }

    /// `--scale 1` overrides every device's scale: frames are the screen size in points.
    @Test func scaleOverride() throws {
        try withTemporaryDirectory { dir in
            try RenderConfigs.write(in: dir)
            let result = try CLI.run(["config.json", "-o", "out", "--scale", "1", "--quiet"], in: dir)
            try #require(result.status == 0, "\(result)")
            let out = dir.appendingPathComponent("out")
            let manifest = try RenderConfigs.manifest(in: out)
            #expect(manifest.scenes.map(\.name) == RenderConfigs.expected.map(\.name))
            for (want, scene) in zip(RenderConfigs.expected, manifest.scenes) {
                let image = try PNG.decode(out.appendingPathComponent(want.name + "/frame_0000.png"))
                #expect(
                    image.width == want.points.width && image.height == want.points.height,
                    "\(want.name) is \(image.width)×\(image.height)")
                #expect(scene.scale == 1 && scene.width == want.points.width && scene.height == want.points.height, "\(want.name)")
                #expect(scene.device == want.device)
            }
        }
    }

    /// `--dry-run` lists exactly the files that `render` then writes, and writes nothing itself.
    @Test func dryRunListsExactlyWhatRenderWrites() throws {
        try withTemporaryDirectory { dir in
            try RenderConfigs.write(in: dir)
            for filters in [[], ["--scene", "card-dark*"]] {
                let out = "out" + String(filters.count)
                let dry = try CLI.run(["config.json", "-o", out, "--dry-run", "--scale", "0.5"] + filters, in: dir)
                try #require(dry.status == 0, "\(dry)")
                #expect(dry.stderr.isEmpty, "\(dry)")
                #expect(!Files.exists(dir.appendingPathComponent(out)), "--dry-run wrote \(out)/")
                let listed = dry.stdoutLines
                #expect(Set(listed).count == listed.count, "no path listed twice: \(listed)")

                let render = try CLI.run(["config.json", "-o", out, "--quiet", "--scale", "0.5"] + filters, in: dir)
                try #require(render.status == 0, "\(render)")
                let written = RenderConfigs.files(under: dir.appendingPathComponent(out)).map { out + "/" + $0 }
                #expect(listed.sorted() == written, "dry run listed \(listed), render wrote \(written)")
                #expect(listed.last == out + "/manifest.json")
            }
        }
    }

    /// Paths in a config are relative to the config's folder, whatever the working directory;
    /// `-o` is relative to the working directory.
    @Test func pathsAreRelativeToTheConfigFile() throws {
        try withTemporaryDirectory { dir in
            let project = dir.appendingPathComponent("project/configs")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try writeSolidPNG(
                to: project.appendingPathComponent("img/bg.png"), width: 8, height: 8,
                color: PremultipliedColor(r: 200, g: 30, b: 40, a: 255))
            let json = """
                {
                  "name": "photo",
                  "device": "iPhone SE",
                  "statusBar": false,
                  "homeIndicator": false,
                  "background": { "image": "img/bg.png", "contentMode": "fill" },
                  "show": { "position": "center", "custom": { "text": "Hello", "color": "white" } }
                }
                """
            try Data(json.utf8).write(to: project.appendingPathComponent("card.json"))
            let elsewhere = dir.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

            let result = try CLI.run(["../project/configs/card.json", "-o", "out", "--scale", "1", "--quiet"], in: elsewhere)
            try #require(result.status == 0, "\(result)")
            #expect(Files.names(in: elsewhere.appendingPathComponent("out")) == ["manifest.json", "photo"])
            #expect(Files.names(in: project) == ["card.json", "img"], "nothing written beside the config")
            let image = try PNG.decode(elsewhere.appendingPathComponent("out/photo/frame_0000.png"))
            #expect(image.width == 375 && image.height == 667)
            // The image fills the screen: a corner pixel is the image's colour.
            for (x, y) in [(0, 0), (374, 666), (10, 333)] {
                #expect(RenderConfigs.pixel(image, x: x, y: y) == [200, 30, 40, 255], "(\(x), \(y))")
            }

            // The same config by an absolute path from a third folder gives the same pixels.
            let absolute = try CLI.run([project.appendingPathComponent("card.json").path, "-o", "out2", "--scale", "1", "--quiet"], in: dir)
            try #require(absolute.status == 0, "\(absolute)")
            #expect(
                try Files.bytes(dir.appendingPathComponent("out2/photo/frame_0000.png"))
                    == (try Files.bytes(elsewhere.appendingPathComponent("out/photo/frame_0000.png"))))
        }
    }

    /// The same config rendered twice, and with one job or two, gives the same PNG and manifest
    /// bytes.
    @Test func rendersAreByteIdentical() throws {
        try withTemporaryDirectory { dir in
            try RenderConfigs.write(in: dir)
            var outputs: [URL] = []
            for (i, jobs) in ["1", "2", "2"].enumerated() {
                let out = dir.appendingPathComponent("run\(i)")
                let result = try CLI.run(["config.json", "-o", out.lastPathComponent, "--jobs", jobs, "--quiet"], in: dir)
                try #require(result.status == 0, "\(result)")
                outputs.append(out)
            }
            let files = RenderConfigs.files(under: outputs[0])
            #expect(files.count == RenderConfigs.expected.count + 1, "\(files)")
            #expect(files.contains("manifest.json"))
            for out in outputs.dropFirst() {
                #expect(RenderConfigs.files(under: out) == files, "\(out.lastPathComponent)")
                for file in files {
                    #expect(
                        try Files.bytes(out.appendingPathComponent(file)) == (try Files.bytes(outputs[0].appendingPathComponent(file))),
                        "\(file): \(outputs[0].lastPathComponent) vs \(out.lastPathComponent)")
                }
            }
        }
    }
}
