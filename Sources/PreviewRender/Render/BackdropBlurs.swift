import Foundation
import Raster

/// An animated scene's backdrop blurs of its base image, kept while its renderer lives: a blur
/// over pixels nothing has drawn on yet this frame is a blur of the base image's, the same in
/// every frame that asks for it with the same region and radius (a dimmed, blurred screen
/// behind a card that is dragged about), so it is made once and shared by every worker. Only
/// the newest is kept (a screen-sized blur is 12 MB at 3×), so a backdrop fading in, whose
/// radius changes every frame, costs no more than before, and a run's peak memory hardly more.
final class BackdropBlurs: @unchecked Sendable {
    private struct Key: Equatable {
        var region: PixelRect
        var sigma: UInt64
    }
    private let lock = NSLock()
    /// Newest last.
    private var kept: [(key: Key, blurred: BackdropRenderer.Blurred)] = []
    private static let capacity = 1

    /// The blur of `region` by `sigma` of the base image, made by `make` when not kept.
    func blurred(_ region: PixelRect, sigma: Double, make: () -> BackdropRenderer.Blurred) -> BackdropRenderer.Blurred {
        let key = Key(region: region, sigma: sigma.bitPattern)
        if let found = lock.withLock({ kept.first(where: { $0.key == key })?.blurred }) { return found }
        let blurred = make()
        lock.withLock {
            guard !kept.contains(where: { $0.key == key }) else { return }
            kept.append((key, blurred))
            if kept.count > Self.capacity { kept.removeFirst() }
        }
        return blurred
    }
}
