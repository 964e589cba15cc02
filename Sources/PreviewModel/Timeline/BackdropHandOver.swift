/// One backdrop handed from an entry to the entry that pushes it out (SwiftEntryKit's single
/// screen-background view, `EKRootViewController.swift`: on a pop hand-over it goes straight from
/// the old entry's style to the new one's, and it is cleared only when the last entry leaves).
///
/// When an entry leaves by its pop at the moment another of the same manager enters and both
/// have the same backdrop, the backdrop stays: the old entry's is gone from its pop on and the
/// new entry's is at full from its show. With different backdrops each keeps its own fades, a
/// crossfade standing in for UIKit's animation between two styles.
struct BackdropHandOver: Sendable {
    /// Items whose backdrop passed on.
    var givers: Set<Int> = []
    /// Items that took a backdrop over.
    var receivers: Set<Int> = []

    init(items: [SceneTimeline.Item], overlays: [TimelineOverlay]) {
        for (i, old) in items.enumerated() where old.schedule.leaveStyle == .pop {
            let p = overlays[old.overlay].presentation
            guard let hide = old.schedule.hideStart, let backdrop = p.backdrop else { continue }
            let taker = items.indices.first { j in
                let q = overlays[items[j].overlay].presentation
                return j != i && items[j].schedule.showStart == hide && q.route.identity == p.route.identity
                    && q.backdrop.map { $0.kind == backdrop.kind && $0.opacity == backdrop.opacity } == true
            }
            if let taker {
                givers.insert(i)
                receivers.insert(taker)
            }
        }
    }
}
