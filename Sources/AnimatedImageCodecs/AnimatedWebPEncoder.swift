import CWebP
import Raster

/// How the frames of an animated WebP are compressed.
public struct WebPCompression: Sendable, Hashable {
    /// Lossless: every pixel exact.
    public var lossless: Bool
    /// Lossy quality 0 … 100 (ignored when lossless).
    public var quality: Int

    public init(lossless: Bool = true, quality: Int = 80) {
        self.lossless = lossless
        self.quality = quality
    }
}

/// Builds an animated WebP with libwebp's `WebPAnimEncoder` (libwebpmux), frame by frame: the
/// encoder finds each frame's changed rectangle and merges unchanged frames itself.
///
/// Settings give identical bytes on every run (measured: each setting below, encoded repeatedly,
/// gives the same bytes): one thread (`thread_level` 0); every frame in the one compression asked
/// for (no `allow_mixed`, which picks lossy or lossless per frame by size); `method` 4; the
/// default key-frame spacing (no forced key frames: `kmax` 1 made the motion examples 40 % larger).
/// `minimize_size` (trying every way to store each sub-frame) is on for lossy frames only: there
/// it saves 4–5 % for 1.7× the time; lossless it saved 1–2 % for 2–4× the time.
public final class AnimatedWebPEncoder {
    public let width: Int
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var frames = 0

    /// Starts a WebP of `width × height` frames that plays `plays` times (0 = forever; WebP's
    /// loop count is the number of plays, as Chromium reads it).
    public init(width: Int, height: Int, plays: Int, compression: WebPCompression = WebPCompression()) throws {
        guard width > 0, height > 0, width <= 16_383, height <= 16_383 else {
            throw AnimatedImageError("a WebP is 1 to 16383 pixels a side, not \(width)×\(height)")
        }
        guard (0...65_535).contains(plays) else { throw AnimatedImageError("a WebP plays 0 (forever) to 65535 times, not \(plays)") }
        guard (0...100).contains(compression.quality) else { throw AnimatedImageError("WebP quality is 0 to 100, not \(compression.quality)") }
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw AnimatedImageError("libwebpmux does not match its headers") }
        options.anim_params.loop_count = Int32(plays)
        options.anim_params.bgcolor = 0x0000_0000
        options.allow_mixed = 0
        options.minimize_size = compression.lossless ? 0 : 1
        options.verbose = 0
        guard WebPConfigInit(&config) != 0 else { throw AnimatedImageError("libwebp does not match its headers") }
        config.thread_level = 0
        config.method = 4
        if compression.lossless {
            config.lossless = 1
            config.quality = 75  // lossless: effort, not fidelity
            config.exact = 0
        } else {
            config.lossless = 0
            config.quality = Float(compression.quality)
        }
        guard WebPValidateConfig(&config) != 0 else { throw AnimatedImageError("libwebp refused the settings") }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw AnimatedImageError("libwebpmux could not start an animation")
        }
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame starting `milliseconds` after the first (increasing).
    public func append(_ frame: Pixmap, at milliseconds: Int) throws {
        guard frame.width == width, frame.height == height else {
            throw AnimatedImageError("WebP frames must be \(width)×\(height), got \(frame.width)×\(frame.height)")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw AnimatedImageError("libwebp does not match its headers") }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let straight = Premultiply.unpremultiplied(frame.bytes)
        let imported = straight.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw AnimatedImageError("libwebp could not take a frame (out of memory)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: milliseconds), &config) != 0 else {
            throw AnimatedImageError("libwebpmux could not add frame \(frames): \(lastError)")
        }
        frames += 1
    }

    /// Ends the animation at `milliseconds` (the last frame lasts until then) and returns the file.
    public func finish(at milliseconds: Int) throws -> [UInt8] {
        guard frames > 0 else { throw AnimatedImageError("a WebP needs at least one frame") }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: milliseconds), nil) != 0 else {
            throw AnimatedImageError("libwebpmux could not end the animation: \(lastError)")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimatedImageError("libwebpmux could not assemble the animation: \(lastError)")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private var lastError: String { WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error" }
}
