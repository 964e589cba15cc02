import CGIFLib
import Raster

/// Reads an animated GIF with giflib (`DGifOpen` from memory, `DGifSlurp`) and composites its
/// frames as browsers do: each drawn over the canvas with its transparent index skipped, then
/// left, cleared to transparent or restored according to its disposal. giflib reads the frames
/// but leaves compositing to its caller, so that is done here.
public enum AnimatedGIFDecoder {
    /// The most canvas pixels times frames decoded (a bound on memory for hostile files).
    public static let maxTotalPixels = 400_000_000

    public static func decode(_ bytes: [UInt8]) throws -> DecodedAnimation {
        final class Source { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let source = Source(bytes)
        let read: InputFunc = { gif, buffer, count in
            guard let gif, let buffer, count > 0 else { return 0 }
            let source = Unmanaged<Source>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
            let n = min(Int(count), source.bytes.count - source.offset)
            for i in 0..<n { buffer[i] = source.bytes[source.offset + i] }
            source.offset += n
            return Int32(n)
        }
        var error: Int32 = 0
        guard let gif = withExtendedLifetime(source, { DGifOpen(Unmanaged.passUnretained(source).toOpaque(), read, &error) }) else {
            throw AnimatedImageError("not a GIF: \(GIFWriter.message(error))")
        }
        defer { DGifCloseFile(gif, &error) }
        let status = withExtendedLifetime(source) { DGifSlurp(gif) }
        guard status == GIF_OK else { throw AnimatedImageError("giflib could not read the GIF: \(GIFWriter.message(gif.pointee.Error))") }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight), count = Int(gif.pointee.ImageCount)
        guard width > 0, height > 0, count > 0 else { throw AnimatedImageError("the GIF has no frames (\(width)×\(height), \(count) images)") }
        guard width * height * count <= maxTotalPixels else { throw AnimatedImageError("the GIF is too large to decode here") }

        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Pixmap] = [], durations: [Int] = []
        var loopCount: Int?
        for index in 0..<count {
            let image = gif.pointee.SavedImages[index]
            loopCount = loopCount ?? netscapeLoopCount(image.ExtensionBlocks, Int(image.ExtensionBlockCount))
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            let d = image.ImageDesc
            let map = d.ColorMap ?? gif.pointee.SColorMap
            let colors = map.map { m in (0..<Int(m.pointee.ColorCount)).map { m.pointee.Colors[$0] } } ?? []
            if let raster = image.RasterBits {
                for y in 0..<Int(d.Height) {
                    let cy = Int(d.Top) + y
                    guard cy >= 0, cy < height else { continue }
                    for x in 0..<Int(d.Width) {
                        let cx = Int(d.Left) + x
                        guard cx >= 0, cx < width else { continue }
                        let v = Int(raster[y * Int(d.Width) + x])
                        guard v != Int(control.TransparentColor), v < colors.count else { continue }
                        let k = (cy * width + cx) * 4
                        canvas[k] = colors[v].Red; canvas[k + 1] = colors[v].Green; canvas[k + 2] = colors[v].Blue; canvas[k + 3] = 255
                    }
                }
            }
            frames.append(Pixmap(width: width, height: height, premultipliedBytes: canvas)!)
            // As browsers: a delay under 2 cs is shown as 10 cs.
            let cs = Int(control.DelayTime)
            durations.append((cs < 2 ? 10 : cs) * 10)
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                let x0 = max(0, Int(d.Left)), x1 = min(width, Int(d.Left) + Int(d.Width))
                let y0 = max(0, Int(d.Top)), y1 = min(height, Int(d.Top) + Int(d.Height))
                if x0 < x1, y0 < y1 {
                    for y in y0..<y1 {
                        for k in (y * width + x0) * 4..<(y * width + x1) * 4 { canvas[k] = 0 }
                    }
                }
            case DISPOSE_PREVIOUS: if let saved { canvas = saved }
            default: break
            }
        }
        if loopCount == nil { loopCount = netscapeLoopCount(gif.pointee.ExtensionBlocks, Int(gif.pointee.ExtensionBlockCount)) }
        // Browsers play a GIF once more than its loop count (0: forever), once without one.
        let plays = loopCount.map { $0 == 0 ? 0 : $0 + 1 } ?? 1
        return DecodedAnimation(width: width, height: height, frames: frames, durations: durations, plays: plays, storedLoopCount: loopCount)
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) application extension among `blocks`.
    private static func netscapeLoopCount(_ blocks: UnsafeMutablePointer<ExtensionBlock>?, _ count: Int) -> Int? {
        guard let blocks, count > 1 else { return nil }
        for i in 0..<(count - 1) where blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11 {
            let name = String(decoding: UnsafeBufferPointer(start: blocks[i].Bytes, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0" else { continue }
            let sub = blocks[i + 1]
            guard sub.Function == CONTINUE_EXT_FUNC_CODE, sub.ByteCount >= 3, let b = sub.Bytes, b[0] == 1 else { continue }
            return Int(b[1]) | Int(b[2]) << 8
        }
        return nil
    }
}
