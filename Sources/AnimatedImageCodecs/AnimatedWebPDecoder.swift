import CWebP
import Raster

/// Reads an animated (or still) WebP with libwebp's `WebPAnimDecoder` (libwebpdemux), which
/// composites every frame onto the canvas as browsers do.
public enum AnimatedWebPDecoder {
    /// The most canvas pixels times frames decoded (a bound on memory for hostile files).
    public static let maxTotalPixels = 400_000_000

    public static func decode(_ bytes: [UInt8]) throws -> DecodedAnimation {
        try bytes.withUnsafeBufferPointer { buffer -> DecodedAnimation in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw AnimatedImageError("libwebpdemux does not match its headers") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw AnimatedImageError("not a WebP libwebp can read") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw AnimatedImageError("libwebpdemux could not read the WebP's header") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            guard width > 0, height > 0, width * height * max(1, Int(info.frame_count)) <= maxTotalPixels else {
                throw AnimatedImageError("the WebP is too large to decode here (\(width)×\(height), \(info.frame_count) frames)")
            }
            var frames: [Pixmap] = [], durations: [Int] = [], previousEnd: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else {
                    throw AnimatedImageError("libwebpdemux could not decode frame \(frames.count)")
                }
                var rgba = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
                Premultiply.premultiplyInPlace(&rgba)
                frames.append(Pixmap(width: width, height: height, premultipliedBytes: rgba)!)
                // As browsers: a duration of 10 ms or less is shown as 100 ms.
                let ms = Int(end - previousEnd)
                durations.append(ms <= 10 ? 100 : ms)
                previousEnd = end
            }
            guard !frames.isEmpty else { throw AnimatedImageError("the WebP has no frames") }
            return DecodedAnimation(
                width: width, height: height, frames: frames, durations: durations,
                plays: Int(info.loop_count), storedLoopCount: Int(info.loop_count))
        }
    }
}
