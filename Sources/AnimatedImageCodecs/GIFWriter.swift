import CGIFLib

/// A GIF89a file written by giflib into memory (`EGifOpen` with a write callback): the screen
/// with its global palette, the NETSCAPE2.0 loop extension, then frames, each a graphic control
/// extension and an image of palette indices.
final class GIFWriter {
    /// The bytes giflib has written so far.
    private final class Sink { var bytes: [UInt8] = [] }
    private let sink = Sink()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Opens the file with a `width × height` screen and `colors` (padded to a power of two,
    /// at least 2) as its global palette; `background` is the screen's background index.
    init(width: Int, height: Int, colors: [(r: UInt8, g: UInt8, b: UInt8)], background: Int) throws {
        var error: Int32 = 0
        let write: OutputFunc = { gif, data, count in
            guard let gif, let data, count > 0 else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
            return count
        }
        guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
            throw AnimatedImageError("giflib could not start a GIF: \(Self.message(error))")
        }
        self.file = file
        EGifSetGifVersion(file, true)
        var size = 2
        while size < colors.count + 1 { size *= 2 }
        var entries = colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        entries += [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - entries.count)
        guard let map = GifMakeMapObject(Int32(size), entries) else { throw AnimatedImageError("giflib could not make a palette of \(size) colours") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, Int32(background), map), "the screen descriptor")
    }

    deinit {
        if let file { var error: Int32 = 0; EGifCloseFile(file, &error) }
    }

    /// The NETSCAPE2.0 application extension with `count` (0 = loop forever; n = repeat n
    /// times after the first pass).
    func putLoopCount(_ count: Int) throws {
        let file = try open()
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "the loop extension")
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(file, 11, $0.baseAddress) }, "the loop extension")
        let block: [UInt8] = [1, UInt8(count & 0xFF), UInt8((count >> 8) & 0xFF)]
        try check(block.withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) }, "the loop extension")
        try check(EGifPutExtensionTrailer(file), "the loop extension")
    }

    /// One frame: `indices` (row by row) at `x, y`, shown for `centiseconds`, then left in place
    /// (`disposal` 1) or cleared to transparent (2); `transparent` is the index that draws nothing.
    func putFrame(
        x: Int, y: Int, width: Int, height: Int, indices: [UInt8], centiseconds: Int,
        disposal: Int32, transparent: Int?
    ) throws {
        let file = try open()
        var control = GraphicsControlBlock(
            DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(centiseconds),
            TransparentColor: Int32(transparent ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(
            extensionBytes.withUnsafeBytes { EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) },
            "a frame's timing")
        try check(EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, nil), "a frame's descriptor")
        // giflib masks the indices in place, so it gets its own copy; written a row at a time, so
        // no count passed to it exceeds a 32-bit int whatever the frame's size.
        var line = indices
        guard width > 0, line.count == width * height else { throw AnimatedImageError("a GIF frame's indices do not fill its rectangle") }
        for row in 0..<height {
            try check(line.withUnsafeMutableBufferPointer { EGifPutLine(file, $0.baseAddress! + row * width, Int32(width)) }, "a frame's pixels")
        }
    }

    /// Ends the file (the trailer) and returns its bytes.
    func finish() throws -> [UInt8] {
        let file = try open()
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw AnimatedImageError("giflib could not end the GIF: \(Self.message(error))") }
        return sink.bytes
    }

    private func open() throws -> UnsafeMutablePointer<GifFileType> {
        guard let file else { throw AnimatedImageError("the GIF is finished already") }
        return file
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            throw AnimatedImageError("giflib could not write \(what): \(Self.message(file?.pointee.Error ?? 0))")
        }
    }

    static func message(_ error: Int32) -> String {
        GifErrorString(error).map { String(cString: $0) } ?? "error \(error)"
    }
}
