import Foundation
import Raster

/// What a drawing that is the same in many frames (the status bar in one style) does to an
/// animated scene's base image, kept while its renderer lives: the rectangle it drew in and the
/// pixels there afterwards. A frame in which nothing was drawn in that rectangle yet, on a
/// canvas in its initial state, gets those pixels copied in — what drawing there again would
/// give, since a drawing's result depends only on the pixels it draws over. Otherwise it draws.
final class DrawnOverBase<Key: Hashable & Sendable>: @unchecked Sendable {
    /// A drawing's rectangle and the pixels there after it (nil: it drew nothing).
    private typealias Drawn = (region: PixelRect, pixels: Pixmap)?
    private let lock = NSLock()
    private var kept: [Key: Drawn] = [:]

    /// Draws what `drawing` draws for `key` on `canvas`, which started as `base`.
    func draw(_ key: Key, base: Pixmap, on canvas: inout Canvas, _ drawing: (inout Canvas) -> Void) {
        guard canvas.isAtInitialState else { return drawing(&canvas) }
        let drawn: Drawn
        if let found = lock.withLock({ kept[key] }) {
            drawn = found
        } else {
            var alone = Canvas(pixmap: base)
            drawing(&alone)
            let region = alone.drawnRegion?.intersection(PixelRect(x0: 0, y0: 0, x1: base.width, y1: base.height))
            drawn = region.flatMap { $0.isEmpty ? nil : ($0, alone.pixmap.cropped(to: $0)) }
            lock.withLock { kept[key] = drawn }
        }
        guard let drawn else { return }
        guard canvas.isUntouched(drawn.region) else { return drawing(&canvas) }
        canvas.replacePixels(with: drawn.pixels, atPixelX: drawn.region.x0, y: drawn.region.y0)
    }
}
