// media-report: sizes, encoding times and mean errors of an animated scene's previews (APNG,
// GIF, lossless and lossy WebP), made from frames render-preview wrote, for the README's table
// (`scripts/media-sizes.sh`). A developer tool, not part of the product: it writes its files
// into the scene folder it measures, exactly as `render-preview` would.
//
//     media-report OUT/SCENE --width 260 [--write-gif-frames DIR] [--other-gif FILE]
//
// Prints one Markdown table row (and leaves `animation-no-dither.gif` beside the others). `--write-gif-frames` writes the frames the GIF shows, scaled,
// with their delays (`delays.txt`, centiseconds), for another encoder to compare with;
// `--other-gif` adds that encoder's GIF's size and mean error.
import AnimatedImageCodecs
import Dispatch
import Foundation
import PNGCodec
import PreviewKit
import Raster
import Typeset

struct Options {
    var scene = ""
    var width = 260
    var gifFrames: String?
    var otherGIF: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("media-report: " + message + "\n").utf8))
    exit(2)
}

func parse(_ arguments: [String]) -> Options {
    var o = Options(), rest = arguments[...]
    while let a = rest.popFirst() {
        switch a {
        case "--width":
            guard let w = rest.popFirst().flatMap(Int.init) else { fail("--width takes pixels") }
            o.width = w
        case "--write-gif-frames":
            guard let dir = rest.popFirst() else { fail("--write-gif-frames takes a folder") }
            o.gifFrames = dir
        case "--other-gif":
            guard let file = rest.popFirst() else { fail("--other-gif takes a file") }
            o.otherGIF = file
        default: o.scene = a
        }
    }
    if o.scene.isEmpty { fail("usage: media-report OUT/SCENE [--width 260] [--write-gif-frames DIR] [--other-gif FILE]") }
    return o
}

/// The scene's frames and frame rate, from the manifest one folder up.
func sceneFrames(_ folder: String) -> (frames: [SceneAnimation.Frame], fps: Int) {
    let url = URL(fileURLWithPath: folder).standardizedFileURL
    let name = url.lastPathComponent
    let manifest = url.deletingLastPathComponent().appendingPathComponent("manifest.json")
    guard let data = try? Data(contentsOf: manifest),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let scenes = json["scenes"] as? [[String: Any]],
        let scene = scenes.first(where: { ($0["name"] as? String) == name }),
        let fps = scene["fps"] as? Int, let frames = scene["frames"] as? [[String: Any]]
    else {
        fail("\(manifest.path) has no animated scene \(name)")
    }
    return (
        frames.map { SceneAnimation.Frame(file: URL(fileURLWithPath: $0["file"] as! String).lastPathComponent, time: $0["time"] as! Double) }, fps
    )
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
let (frames, fps) = sceneFrames(options.scene)
let folder = options.scene
func full(_ i: Int) throws -> Pixmap { try PNGDecoder.read(fileAt: folder + "/" + frames[i].file) }
func scaled(_ i: Int) throws -> Pixmap { AnimatedMediaPreviews.scaled(try full(i), width: options.width, pointWidth: Double(options.width)) }

/// The mean error of a decoded animation against the scaled source frames `picked`, each
/// compared with what is on screen when it starts.
func meanError(_ decoded: DecodedAnimation, picked: [Int], starts: [Int]) throws -> Double {
    var shown: [Pixmap] = [], expected: [Pixmap] = []
    for (k, i) in picked.enumerated() {
        shown.append(decoded.frame(atMilliseconds: starts[k])!)
        expected.append(try scaled(i))
    }
    return MeanError.of(shown, against: expected)
}

do {
    let fonts = FontCatalog(library: try FontLibrary.bundled.get())
    let readTime = try seconds { for i in frames.indices { _ = try scaled(i) } }
    let apng = PreviewOptions(animatedPNG: AnimatedPNGOptions(width: options.width))
    let apngTime = try seconds {
        try AnimationPreviews.write(frames: frames, fps: fps, options: apng, pointWidth: Double(options.width), in: folder, fonts: fonts)
    }
    let apngBytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + AnimationPreviews.animationFile)).count

    let gifOptions = GIFOptions(width: options.width)
    var gif: [UInt8] = []
    let gifTime = try seconds {
        gif = try AnimatedMediaPreviews.encodeGIF(frames: frames, fps: fps, options: gifOptions, pointWidth: Double(options.width), frame: full)
    }
    try Data(gif).write(to: URL(fileURLWithPath: folder + "/" + AnimatedMediaPreviews.gifFile))
    let gifTiming = AnimatedMediaPreviews.gifTiming(frames: frames, fps: fps, options: gifOptions)
    let gifStarts = AnimationClock.timestamps(starts: gifTiming.picked.map { frames[$0].time }, end: 0, unitsPerSecond: 100).starts.map { $0 * 10 }
    let gifDecoded = try AnimatedGIFDecoder.decode(gif)
    let gifError = try meanError(gifDecoded, picked: gifTiming.picked, starts: gifStarts)
    // The same without dithering, to weigh the default.
    let plain = try AnimatedMediaPreviews.encodeGIF(
        frames: frames, fps: fps, options: GIFOptions(width: options.width, dither: false),
        pointWidth: Double(options.width), frame: full)
    try Data(plain).write(to: URL(fileURLWithPath: folder + "/animation-no-dither.gif"))
    let plainError = try meanError(try AnimatedGIFDecoder.decode(plain), picked: gifTiming.picked, starts: gifStarts)

    func webp(_ o: WebPOptions) throws -> (bytes: Int, error: Double, time: Double) {
        var bytes: [UInt8] = []
        let time = try seconds {
            bytes = try AnimatedMediaPreviews.encodeWebP(frames: frames, fps: fps, options: o, pointWidth: Double(options.width), frame: full)
        }
        let timing = AnimatedMediaPreviews.webpTiming(frames: frames, fps: fps, options: o)
        return (bytes.count, try meanError(try AnimatedWebPDecoder.decode(bytes), picked: timing.picked, starts: timing.starts), time)
    }
    let lossless = try webp(WebPOptions(width: options.width))
    let lossy = try webp(WebPOptions(width: options.width, lossless: false, quality: 80))

    if let dir = options.gifFrames {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (k, i) in gifTiming.picked.enumerated() {
            try PNGFile.write(try scaled(i), to: dir + "/" + String(format: "f%04d.png", k))
        }
        try Data(gifTiming.centiseconds.map(String.init).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: dir + "/delays.txt"))
    }
    var other = ""
    if let path = options.otherGIF {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let error = try meanError(try AnimatedGIFDecoder.decode(bytes), picked: gifTiming.picked, starts: gifStarts)
        other = String(format: " %@ KB, %.2f |", String(format: "%.0f", Double(bytes.count) / 1000), error)
    }
    let name = URL(fileURLWithPath: folder).lastPathComponent
    func kb(_ n: Int) -> String { String(format: "%.0f KB", Double(n) / 1000) }
    print(
        String(
            format: "| %@ | %d (GIF %d) | %@ (%.2f s) | %@, %.2f (%.2f s) | %@, %.2f | %@, %.2f (%.2f s) | %@, %.2f (%.2f s) | %.2f s |",
            name, frames.count, gifTiming.picked.count, kb(apngBytes), apngTime, kb(gif.count), gifError, gifTime,
            kb(plain.count), plainError,
            kb(lossless.bytes), lossless.error, lossless.time, kb(lossy.bytes), lossy.error, lossy.time, readTime) + other)
} catch {
    fail("\(error)")
}
