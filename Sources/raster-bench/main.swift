// raster-bench: times the raster engine's main costs on an iPhone-sized frame
// (1170 × 2532 px), each as a median of several runs and as a ratio to copying the
// frame's bytes, measured in the same run (a floor no renderer can beat); and the layout of
// stacks nested 10, 50 and 200 deep, as a ratio to depth 10 (linear work would be 5× and 20×).
//
//   swift run -c release raster-bench [--runs N]
//   swift run -c release raster-bench --frames CONFIG [--runs N] [--png fast]   (FrameSplit.swift)

import Foundation
import PNGCodec
import PreviewKit
import Raster

if let i = CommandLine.arguments.firstIndex(of: "--frames"), i + 1 < CommandLine.arguments.count {
    let args = CommandLine.arguments
    let fast = args.firstIndex(of: "--png").map { $0 + 1 < args.count && args[$0 + 1] == "fast" } ?? false
    let runCount = args.firstIndex(of: "--runs").flatMap { $0 + 1 < args.count ? Int(args[$0 + 1]) : nil } ?? 5
    do {
        try frameSplit(config: args[i + 1], runs: runCount, mode: fast ? .fast : .standard)
        exit(0)
    } catch {
        print("raster-bench: cannot load \(args[i + 1]): \(error)")
        exit(1)
    }
}

let width = 1170, height = 2532
let runs: Int = {
    if let i = CommandLine.arguments.firstIndex(of: "--runs"), i + 1 < CommandLine.arguments.count,
        let n = Int(CommandLine.arguments[i + 1]), n > 0
    {
        return n
    }
    return 15
}()

/// Median wall time of `body` in milliseconds over `runs` runs, after one warm-up.
func measure(runs: Int = runs, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let d = clock.measure(body)
        times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
    }
    times.sort()
    return times[times.count / 2]
}

let full = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
let gradient = Paint.linearGradient(
    LinearGradient(
        start: Point(0, 0), end: Point(0, Double(height)),
        stops: [GradientStop(0, Color(hex: "#4A6FA5")!), GradientStop(1, Color(hex: "#16253D")!)]))
let card = Path(roundedRect: Rect(x: 30, y: 177, width: 1110, height: 330), radius: 45, style: .continuous)

var background = Canvas(width: width, height: height)!
background.fill(Path(rect: full), paint: gradient)
var frame = background
frame.drawShadow(of: card, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), sigma: 9, offset: Point(0, 6))
frame.fill(card, color: Color(hex: "#FFCC00")!)
let finished = frame.pixmap

var sink = 0
let copyMs = measure {
    var copy = finished.bytes
    copy.withUnsafeMutableBufferPointer { $0[0] &+= 1 }  // force a real copy
    sink &+= Int(copy[1])
}
let gradientMs = measure {
    var c = Canvas(width: width, height: height)!
    c.fill(Path(rect: full), paint: gradient)
    sink &+= Int(c.pixmap.bytes[0])
}
let cardMs = measure {
    var c = background
    c.drawShadow(of: card, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), sigma: 9, offset: Point(0, 6))
    c.fill(card, color: Color(hex: "#FFCC00")!)
    sink &+= Int(c.pixmap.bytes[0])
}
var pngBytes = 0
let encodeMs = measure {
    let png = try! PNGEncoder.encode(finished)
    pngBytes = png.count
}
let encodeFastMs = measure {
    _ = try! PNGEncoder.encode(finished, options: PNGEncodingOptions(compressionLevel: 1))
}
var filterRows: [(String, Double, Int)] = []
for (name, filter) in [("up", PNGFilter.up), ("sub", PNGFilter.sub), ("paeth", PNGFilter.paeth), ("none", PNGFilter.none)] {
    for level in [1, 3, 6] {
        var size = 0
        let ms = measure { size = try! PNGEncoder.encode(finished, options: PNGEncodingOptions(compressionLevel: level, filter: filter)).count }
        let label = name == "none" && level == 6 ? "encode PNG, level 6, no filter (frames)" : "encode PNG, level \(level), filter \(name)"
        filterRows.append((label, ms, size))
    }
}
let demo = DemoScene()
let demoFrameMs = measure { sink &+= Int(demo.render(frame: 15).bytes[0]) }

func row(_ name: String, _ ms: Double, _ note: String = "") {
    let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    print(padded + String(format: "%9.2f ms %9.1f×", ms, ms / copyMs) + (note.isEmpty ? "" : "  " + note))
}
print("raster-bench: \(width)×\(height) px, median of \(runs) runs; ratio = time / time of copying the frame")
print("step".padding(toLength: 44, withPad: " ", startingAt: 0) + "     time     ratio")
row("copy the frame's bytes (reference)", copyMs)
row("fill the screen with a linear gradient", gradientMs)
row("shadowed continuous-corner card (σ 9 px)", cardMs)
row("encode PNG, level 6, adaptive filters", encodeMs, "\(pngBytes / 1024) KiB")
row("encode PNG, level 1, adaptive filters", encodeFastMs)
row("demo frame 15 (copy background + card)", demoFrameMs)
for (name, ms, size) in filterRows { row(name, ms, "\(size / 1024) KiB") }

/// Stacks nested `depth` deep, alternating axes, each with padding, a fixed box and a spacer.
func nested(_ depth: Int) -> View {
    let box = View.shape(ShapeContent(.rectangle, fill: .color(Color(hex: "#000000")!)))
    var view = box
    for level in 0..<depth {
        let axis: StackContent.Axis = level % 2 == 0 ? .vertical : .horizontal
        view = View.stack(StackContent(axis, spacing: 2, children: [box.frame(width: 4, height: 4), view, .spacer(minLength: 1)]))
            .padding(EdgeInsets(1))
    }
    return view
}
let engine = LayoutEngine(scale: 3)
let screen = Rect(x: 0, y: 0, width: 390, height: 5_000)
let nesting = [10, 50, 200].map { depth in
    let view = nested(depth)
    return (depth, measure { sink &+= Int(engine.layout(view, in: screen).frame.height) })
}
print("")
print("layout of nested stacks (each level: a stack, its padding, a box and a spacer)")
for (depth, ms) in nesting {
    print(
        "depth \(depth)".padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(format: "%9.3f ms %9.1f× depth 10", ms, ms / nesting[0].1))
}
if sink == 42 { print("") }  // keeps the work observable
