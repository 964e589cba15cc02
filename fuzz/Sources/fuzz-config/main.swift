import Foundation
import FuzzDriver
import FuzzSupport

/// One input is one config file's text (invalid UTF-8 is repaired, as a reader of the file would
/// see it). Relative paths point into an empty temporary folder.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer's own `main` needs the name, though ours runs
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    FuzzRender.loadAndDraw(json: text, baseDirectory: ConfigInput.emptyFolder.folder)
    return 0
}

/// The folder relative paths of a fuzzed config start from: empty, so every path is missing.
enum ConfigInput {
    static let emptyFolder = FuzzScratchFile(fileName: "unused")
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzConfig))
