import Foundation
import FuzzDriver
import FuzzSupport

/// One input is one font file, registered through a config's `fonts` and used for Latin,
/// Arabic, CJK and emoji text, so loading, shaping, fallback, outlines and colour bitmaps all
/// see it.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer's own `main` needs the name, though ours runs
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FontInput.file.write(data, size)
    FuzzRender.loadAndDraw(json: FontInput.config, baseDirectory: FontInput.file.folder)
    return 0
}

/// Where the font is written and the config that uses it.
enum FontInput {
    static let file = FuzzScratchFile(fileName: "Fuzzed.ttf")
    static let config = #"""
    { "name": "font", "device": "iPhone SE (3rd generation)", "statusBar": false, "fonts": ["Fuzzed.ttf"],
      "show": { "position": "center", "custom": { "vstack": [
        { "text": "Hamburgefonstiv fi ffl 0123", "font": { "name": "Fuzzed", "size": 30 } },
        { "text": "مرحبا بالعالم", "font": { "name": "Fuzzed", "size": 24, "weight": "bold" } },
        { "text": "漢字かな 😀👍🏽", "font": { "name": "Fuzzed", "size": 24 }, "lineLimit": 1 }
      ] } } }
    """#
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzFont))
