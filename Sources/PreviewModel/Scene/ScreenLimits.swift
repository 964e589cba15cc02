import PNGCodec
import Raster

/// How large a screen render-preview draws. A frame is held whole while it is drawn (4 bytes a
/// pixel), and frames are read back whole — for previews, and by `check` as goldens — so a
/// screen stays within what the PNG reader accepts: 64 Mi pixels and 32 768 a side.
package enum ScreenLimits {
    package static let maxPixels = PNGDecodingLimits.default.maxPixels
    package static let maxSide = PNGDecodingLimits.default.maxSide

    /// Why a screen of `size` points at `scale` pixels per point cannot be rendered, or nil.
    package static func problem(points size: Size, scale: Double) -> String? {
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        if width * height > Double(maxPixels) {
            return
                "the screen would be \(Int(pixel: width))×\(Int(pixel: height)) pixels (\(Int(pixel: (width * height / 1_000_000).rounded())) million); at most 64 Mi (67.1 million) are rendered"
        }
        if max(width, height) > Double(maxSide) {
            return
                "the screen would be \(Int(pixel: width))×\(Int(pixel: height)) pixels; at most \(maxSide) a side are rendered (frames are read back for previews and checks)"
        }
        return nil
    }

    /// Why `scene` cannot be rendered at its scale, or nil: its screen, and with a device frame
    /// the framed image, which is what is written and read back.
    package static func problem(of scene: Scene) -> String? {
        if let problem = problem(points: scene.size, scale: scene.scale) { return problem }
        guard let style = scene.deviceFrame else { return nil }
        let framed = DeviceFrame(device: scene.device, orientation: scene.orientation, style: style, scale: scene.scale).pixelSize
        return problem(points: Size(Double(framed.width) / scene.scale, Double(framed.height) / scene.scale), scale: scene.scale)
            .map { $0.replacingOccurrences(of: "the screen would be", with: "the screen in its device frame would be") }
    }
}
