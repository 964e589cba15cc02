import FuzzDriver
import Foundation
import PNGCodec

/// One input is one PNG file's bytes, decoded both ways the product reads images (premultiplied
/// for drawing, straight for goldens) under the default limits.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer's own `main` needs the name, though ours runs
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let pixmap = try? PNGDecoder.decode(bytes) {
        precondition(pixmap.width > 0 && pixmap.height > 0, "a decoded image has pixels")
    }
    _ = try? PNGDecoder.decodeStraightRGBA(bytes)
    return 0
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzPNG))
