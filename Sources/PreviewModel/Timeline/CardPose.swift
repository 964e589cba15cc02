import Raster

/// How a card (`CardSurface`) looks at one moment: its frame, and which page contents, accessory
/// and activity indicator are drawn at what opacity. A pure function of the card's first state,
/// its changes and time, so any frame can be drawn alone.
package struct CardPose: Sendable {
    /// A page's content or accessory drawn at an opacity.
    package struct Part: Sendable, Equatable {
        package var page: String
        package var opacity: Double

        package init(page: String, opacity: Double) {
            self.page = page
            self.opacity = opacity
        }
    }

    /// The card's frame in points, where layout puts it (before the presentation's own motion).
    package var frame: Rect
    /// Page contents, bottom first.
    package var contents: [Part]
    /// The accessory of a page, laid out in `frame` (nil: none drawn).
    package var accessory: Part?
    /// The activity indicator, centred in `frame`.
    package var spinner: (color: Color, opacity: Double)?

    /// The card at rest in `state`.
    package init(resting state: CardState, frame: (String) -> Rect) {
        self.frame = frame(state.page)
        contents = state.showsContent ? [Part(page: state.page, opacity: 1)] : []
        accessory = state.showsAccessory ? Part(page: state.page, opacity: 1) : nil
        spinner = state.spinner.map { ($0, 1) }
    }

    /// The card at `t`: starting in `initial`, moved by every change that has started by then. A
    /// change that starts while another runs starts from that one's end state (the library cuts the
    /// running chain). `frame` gives a page's laid-out frame.
    package init(initial: CardState, changes: [CardChange], at t: Double, frame: (String) -> Rect) {
        var from = initial
        var running: CardChange?
        for c in changes where c.at <= t {
            if let r = running { from = r.to }
            running = c
        }
        guard let change = running, t < change.at + change.transition.duration else {
            self.init(resting: running?.to ?? initial, frame: frame)
            return
        }
        self.init(from: from, to: change.to, transition: change.transition, elapsed: t - change.at, frame: frame)
    }

    /// A transition `elapsed` seconds in.
    init(from a: CardState, to b: CardState, transition: CardTransition, elapsed e: Double, frame: (String) -> Rect) {
        let contentA = a.showsContent ? 1.0 : 0, contentB = b.showsContent ? 1.0 : 0
        let accessoryA = a.showsAccessory ? 1.0 : 0, accessoryB = b.showsAccessory ? 1.0 : 0
        switch transition {
        case .staged(let fadeOut, let resize, let fadeIn):
            // The spinner stops at the start unless both states spin.
            spinner = b.spinner != nil && a.spinner != nil ? (b.spinner!, 1) : nil
            if e < fadeOut {
                let p = e / fadeOut
                self.frame = frame(a.page)
                contents = [Part(page: a.page, opacity: contentA * (1 - p))]
                accessory = Part(page: a.page, opacity: accessoryA)
            } else if e < fadeOut + resize {
                let p = (e - fadeOut) / resize
                self.frame = frame(a.page).interpolated(to: frame(b.page), by: p)
                contents = []
                accessory = Part(page: a.page, opacity: accessoryA)
            } else {
                let p = fadeIn > 0 ? min(1, (e - fadeOut - resize) / fadeIn) : 1
                self.frame = frame(b.page)
                contents = [Part(page: b.page, opacity: contentB * p)]
                accessory = Part(page: b.page, opacity: accessoryA + (accessoryB - accessoryA) * p)
                if b.spinner != nil, a.spinner == nil { spinner = (b.spinner!, p) }
            }
        case .together(let timing):
            let p = timing.progress(at: e)
            self.frame = frame(a.page).interpolated(to: frame(b.page), by: p)
            contents =
                a.page == b.page
                ? [Part(page: b.page, opacity: contentA + (contentB - contentA) * p)]
                : [Part(page: a.page, opacity: contentA * (1 - p)), Part(page: b.page, opacity: contentB * p)]
            accessory = Part(page: b.page, opacity: accessoryA + (accessoryB - accessoryA) * p)
            let spinA = a.spinner == nil ? 0.0 : 1, spinB = b.spinner == nil ? 0.0 : 1
            if let color = b.spinner ?? a.spinner { spinner = (color, spinA + (spinB - spinA) * p) } else { spinner = nil }
        }
        contents.removeAll { $0.opacity <= 0 }
        if let acc = accessory, acc.opacity <= 0 { accessory = nil }
        if let s = spinner, s.opacity <= 0 { spinner = nil }
    }
}
