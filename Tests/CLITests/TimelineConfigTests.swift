import Foundation
import PNGCodec
import Testing

/// Timeline configs through the binary: animated scenes write every frame with its time, the
/// same pixels on any thread count. (Timeline mistakes are tested in-process in PreviewKitTests'
/// TimelineMistakeTests.)
@Suite struct TimelineConfigTests {
    static let card = #"{"text": "Saved", "modifiers": [{"padding": 12}, {"background": {"capsule": "systemGreen"}}]}"#

    static func scene(_ timeline: String, extra: String = "") -> String {
        """
        {
          "name": "anim",
          "device": {"custom": {"width": 200, "height": 120, "scale": 1}},
          "statusBar": false, "homeIndicator": false,\(extra)
          "timeline": \(timeline)
        }
        """
    }

    @Test func animatedSceneWritesEveryFrameWithItsTimeAndPreviews() throws {
        try withTemporaryDirectory { dir in
            let json = Self.scene(
                """
                [
                  {"at": 0, "show": {"id": "card", "position": "center", "duration": 0.2,
                                     "enter": {"fade": 0, "scale": 0.5, "duration": 0.2}, "exit": {"move": "bottom", "duration": 0.1},
                                     "custom": \(Self.card)}}
                ]
                """, extra: #" "fps": 20, "tail": 0.1, "animatedPreview": true, "contactSheet": 4,"#)
            let result = try ConfigRun.run(json, in: dir)
            #expect(result.status == 0, "\(result)")
            // 0.2 in + 0.2 shown + 0.1 out + 0.1 tail = 0.6 s at 20 fps: frames 0…12.
            let names = Files.names(in: dir.appendingPathComponent("out/anim"))
            #expect(names.filter { $0.hasPrefix("frame_") }.count == 13, "\(names)")
            #expect(names.contains("animation.png") && names.contains("contact-sheet.png"))
            let manifest = try JSONSerialization.jsonObject(with: Files.bytes(dir.appendingPathComponent("out/manifest.json"))) as? [String: Any]
            let scene = (manifest?["scenes"] as? [[String: Any]])?.first
            let frames = scene?["frames"] as? [[String: Any]] ?? []
            #expect(frames.map { $0["time"] as? Double } == (0...12).map { Double($0) / 20 })
            #expect(scene?["fps"] as? Int == 20)
            // The animated PNG holds the frames that differ (the last ones show nothing and merge).
            let apng = try [UInt8](Files.bytes(dir.appendingPathComponent("out/anim/animation.png")))
            let chunks = Self.chunkTypes(apng)
            #expect(chunks.first == "IHDR" && chunks[1] == "acTL" && chunks.last == "IEND")
            #expect(chunks.filter { $0 == "fcTL" }.count >= 5)
            #expect(chunks.filter { $0 == "fcTL" }.count == chunks.filter { $0 == "fdAT" }.count + 1)
            // The middle frame at rest: pixels of the card, not the background.
            let mid = try PNG.decode(dir.appendingPathComponent("out/anim/frame_0006.png"))
            let first = try PNG.decode(dir.appendingPathComponent("out/anim/frame_0000.png"))
            #expect(mid.bytes != first.bytes)
        }
    }

    @Test func framesAreTheSameOnOneThreadOrMany() throws {
        let example = ExampleGoldenTests.root.appendingPathComponent("examples/motion/spin-flip.json").path
        try withTemporaryDirectory { dir in
            let one = try CLI.run([example, "-o", "one", "--jobs", "1", "--scale", "0.5"], in: dir)
            let many = try CLI.run([example, "-o", "many", "--jobs", "8", "--scale", "0.5"], in: dir)
            #expect(one.status == 0 && many.status == 0, "\(one) \(many)")
            let a = try Files.bytes(dir.appendingPathComponent("one/manifest.json"))
            let b = try Files.bytes(dir.appendingPathComponent("many/manifest.json"))
            #expect(a == b)
            #expect(String(decoding: a, as: UTF8.self).components(separatedBy: "\"sha256\"").count > 40)
        }
    }

    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        return types
    }
}
