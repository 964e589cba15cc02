import Foundation
import FuzzDriver

// The parser is internal to the server; the fuzz build is a debug build, which allows it.
@testable import LivePreview

/// One input is the bytes a client sends: the head's end is looked for as the server reads, and
/// the head, when found within the server's limit, is parsed; whatever parses has a path.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer's own `main` needs the name, though ours runs
public func fuzzHTTP(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limit = LoopbackHTTPServer.Limits().maxHeadBytes
    let end = LoopbackHTTPServer.endOfHead(bytes, from: 0) ?? min(bytes.count, limit)
    if end <= limit, let head = try? HTTPRequestHead.parse(bytes[..<end]) {
        precondition(head.path.hasPrefix("/"), "a parsed head has an absolute path")
        _ = LoopbackHTTPServer.namesThisMachine(head.headers["host"])
    }
    return 0
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzHTTP))
