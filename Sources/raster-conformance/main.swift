// raster-conformance: draws every case of the reference raster suite into a folder and
// prints the comparison table against the near-exact renderings.
//
//   swift run raster-conformance [REFERENCE_DIR] [OUTPUT_DIR]
//
// REFERENCE_DIR defaults to ../shared/reference/raster (holding cases.json, exact/ and skia/),
// OUTPUT_DIR to out/raster-conformance. Exit 0 when every case meets its tolerance, 1 when one
// does not, 2 when the reference cannot be read or the output cannot be written.
// `scripts/check-determinism.sh` runs it from a debug and a release build and compares the PNGs.

import Foundation
import PNGCodec
import Raster
import RasterConformance

let arguments = Array(CommandLine.arguments.dropFirst())
let referenceDir = arguments.count > 0 ? arguments[0] : "../shared/reference/raster"
let outputDir = arguments.count > 1 ? arguments[1] : "out/raster-conformance"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("raster-conformance: \(message)\n".utf8))
    exit(2)
}

let cases: [RasterCase]
do {
    cases = try RasterCase.load(from: URL(fileURLWithPath: referenceDir + "/cases.json"))
} catch {
    fail("cannot read \(referenceDir)/cases.json: \(error)")
}
do {
    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(outputDir): \(error)")
}

print("case".padding(toLength: 33, withPad: " ", startingAt: 0) + "kind    max    mean      >2      >8     >32  ok")
var failing = 0
for c in cases {
    let pixmap: Pixmap
    do {
        pixmap = try c.render { file in try PNGDecoder.read(fileAt: referenceDir + "/" + file) }
        try PNGFile.write(pixmap, to: "\(outputDir)/\(c.name).png")
    } catch {
        fail("case \(c.name): \(error)")
    }
    let refPath = "\(referenceDir)/\(c.kind == .image ? "skia" : "exact")/\(c.name).png"
    guard let data = FileManager.default.contents(atPath: refPath),
        let expected = try? PNGDecoder.decodeStraightRGBA(Array(data)),
        expected.width == c.width, expected.height == c.height
    else {
        print(c.name.padding(toLength: 33, withPad: " ", startingAt: 0) + "no usable reference at \(refPath)")
        failing += 1
        continue
    }
    let m = ConformanceMetrics(expectedStraight: expected.bytes, actualStraight: Premultiply.unpremultiplied(pixmap.bytes))
    let ok = m.passes(c.kind)
    if !ok { failing += 1 }
    print(
        c.name.padding(toLength: 33, withPad: " ", startingAt: 0) + c.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            + String(format: "%4d %7.3f %6.2f%% %6.2f%% %6.2f%%  ", m.max, m.mean, m.over2 * 100, m.over8 * 100, m.over32 * 100)
            + (ok ? "ok" : "FAIL"))
}
print("\(cases.count - failing) of \(cases.count) cases within tolerance; renderings in \(outputDir)/")
exit(failing == 0 ? 0 : 1)
