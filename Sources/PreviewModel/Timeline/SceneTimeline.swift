import Raster

/// A scene's events turned into what is on screen when: which overlays, at which point of their
/// entrance or exit, pressed or dragged, and where the keyboard is. Built once; `moments(at:)`
/// and `keyboard.state(at:)` are pure functions of time, so any frame can be rendered alone, in
/// any order, on any thread.
package struct SceneTimeline: Sendable {
    /// An overlay that reached the screen, and what happened to it there.
    package struct Item: Sendable {
        /// Index into `overlays`.
        package var overlay: Int
        package var schedule: ScheduledItem
        /// Taps on it while it was on screen.
        package var taps: [Double]
        /// Drags on it while it was on screen, with their start times.
        package var pans: [(at: Double, gesture: PanGesture, dismissed: Bool)]
    }

    /// An item at one moment.
    package struct Moment: Sendable {
        package var item: Int
        package var overlay: Int
        /// The content version shown.
        package var version: Int
        package var phase: Phase
        /// Seconds since the latest tap, while its press runs.
        package var pressElapsed: Double?
        /// Points the drags have moved it towards its edge.
        package var dragTravel: Double
        /// Where a free drag (`PanBehavior.physics`) has moved and turned it, if one has.
        package var dragPose: LayerPose? = nil
    }

    /// Where an item is in its life.
    package enum Phase: Sendable, Equatable {
        case entering(elapsed: Double)
        case presented
        /// Leaving, `elapsed` seconds into its exit; `enterElapsed` is how far its entrance had
        /// run when the exit began (the exit starts from there).
        case leaving(elapsed: Double, enterElapsed: Double)
    }

    package let overlays: [TimelineOverlay]
    package let items: [Item]
    package let keyboard: KeyboardMotion
    /// When the last thing moves: every entrance, exit, press, drag and keyboard change done.
    package let settled: Double
    /// Items (by index) whose backdrop passed to the item that pushed them out, and the items
    /// that took it over (`BackdropHandOver`).
    let handOver: BackdropHandOver

    /// Builds the timeline. `height` gives an overlay's laid-out height in points (drags that
    /// travel a third of it dismiss).
    /// `frame` (optional) gives an overlay's laid-out frame and `screen` the screen's bounds,
    /// for flung cards (when they have left the screen).
    package init(
        events: [TimedEvent<TimelineEvent>], keyboardHeight: Double, screen: Rect? = nil,
        frame: ((TimelineOverlay) -> Rect)? = nil, height: (TimelineOverlay) -> Double
    ) {
        var overlays: [TimelineOverlay] = []
        var showAt: [Double] = []
        var keyboardChanges: [KeyboardMotion.Change] = []
        for e in events {
            switch e.event {
            case .show(let o): overlays.append(o); showAt.append(e.at)
            case .keyboard(let visible, let h, let timing):
                keyboardChanges.append(KeyboardMotion.Change(at: e.at, visible: visible, height: h, timing: timing))
            default: break
            }
        }
        self.overlays = overlays
        self.keyboard = KeyboardMotion(changes: keyboardChanges, defaultHeight: keyboardHeight)

        // Each overlay laid out once, for drags and stacking managers.
        let heights = overlays.map(height)

        // Taps and drags that dismiss become hide requests at the moment they act.
        let firstWithID = Dictionary(overlays.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var requests: [TimedEvent<ManagerInput>] = []
        // When each dismissing drag asks its manager to hide (by event index).
        var dismissRequestAt: [Int: Double] = [:]
        for (index, e) in events.enumerated() {
            switch e.event {
            case .hide(let id): requests.append(TimedEvent(at: e.at, .id(id)))
            case .hideAll: requests.append(TimedEvent(at: e.at, .all))
            case .hideCounted(let id): requests.append(TimedEvent(at: e.at, .counted(id)))
            case .tap(let id):
                if let o = firstWithID[id], overlays[o].tap.restartsTimer { requests.append(TimedEvent(at: e.at, .touched(id))) }
                guard let o = firstWithID[id], overlays[o].tap.action == .dismiss else { continue }
                requests.append(TimedEvent(at: e.at + overlays[o].tap.delayToAction, .gesture(id)))
            case .tapBackdrop(let id):
                guard let o = firstWithID[id], overlays[o].presentation.backdrop?.interactive == true else { continue }
                requests.append(TimedEvent(at: e.at, .gesture(id)))
            case .pan(let g):
                guard let o = firstWithID[g.id] else { continue }
                let overlay = overlays[o]
                guard overlay.pan.isEnabled else { continue }
                requests.append(TimedEvent(at: e.at, .dragBegan(g.id)))
                guard Self.dismisses(g, overlay, height: heights[o]) else {
                    requests.append(TimedEvent(at: e.at + g.duration, .dragEnded(g.id)))
                    continue
                }
                var after = g.duration
                if let physics = overlay.pan.physics {
                    // A flung card hides once it has left the screen.
                    let f = frame?(overlay) ?? Rect(x: 0, y: 0, width: 0, height: 0)
                    after +=
                        physics.secondsToLeave(
                            g, center: Point(f.midX, f.midY), size: Size(f.width, f.height),
                            screen: screen ?? f) + physics.hideDelay
                }
                requests.append(TimedEvent(at: e.at + after, .gesture(g.id)))
                dismissRequestAt[index] = e.at + after
            case .call(let id, let call): requests.append(TimedEvent(at: e.at, .call(id, call)))
            default: break
            }
        }

        var schedules = Self.schedule(overlays: overlays, showAt: showAt, inputs: requests, heights: heights)
        schedules.sort { ($0.showStart, $0.event) < ($1.showStart, $1.event) }

        // Taps and drags act on the items with their id on screen at the time.
        var items: [Item] = []
        for s in schedules {
            let o = overlays[s.event]
            let end = s.hideStart ?? .infinity
            var item = Item(overlay: s.event, schedule: s, taps: [], pans: [])
            for (index, e) in events.enumerated() where e.at >= s.showStart && e.at < end {
                switch e.event {
                case .tap(let id) where id == o.id: item.taps.append(e.at)
                case .pan(let g) where g.id == o.id:
                    var dismissed = Self.dismisses(g, o, height: heights[s.event])
                    if dismissed, o.presentation.route.mayRefuseGestures {
                        // A manager that refused the hide (a card not dismissable then) lets it spring back.
                        dismissed = dismissRequestAt[index].map { at in s.hideStart.map { abs($0 - at) < 1e-9 } ?? false } ?? false
                    }
                    item.pans.append((e.at, g, dismissed))
                default: break
                }
            }
            items.append(item)
        }
        self.items = items
        self.handOver = BackdropHandOver(items: items, overlays: overlays)

        var settled = keyboard.end
        for e in events { settled = max(settled, e.at) }
        for item in items {
            let o = overlays[item.overlay]
            settled = max(settled, item.schedule.removal ?? (item.schedule.showStart + o.enter.duration))
            for t in item.taps { settled = max(settled, t + o.tap.pressDuration) }
            for move in item.schedule.moves { settled = max(settled, move.start + move.timing.totalDuration) }
            for change in item.schedule.cardChanges { settled = max(settled, change.at + change.transition.duration) }
            let back = o.pan.physics?.snapBack.totalDuration ?? o.pan.pullBack.totalDuration
            for p in item.pans { settled = max(settled, p.at + p.gesture.duration + (p.dismissed ? 0 : back)) }
        }
        self.settled = settled
    }

    /// A timeline from schedules already made (what the public initializer builds from events):
    /// for tests of what the timeline does with a manager's decisions.
    init(overlays: [TimelineOverlay], items: [Item], keyboard: KeyboardMotion, settled: Double) {
        self.overlays = overlays
        self.items = items
        self.keyboard = keyboard
        self.settled = settled
        self.handOver = BackdropHandOver(items: items, overlays: overlays)
    }

    /// Whether a drag on `overlay` ends by hiding it.
    static func dismisses(_ g: PanGesture, _ overlay: TimelineOverlay, height: Double) -> Bool {
        if let physics = overlay.pan.physics { return overlay.pan.isEnabled && physics.flings(g) }
        return overlay.pan.dismisses(travel: overlay.pan.travel(forFinger: g.distance), velocity: g.velocity, height: height)
    }

    /// Every item on screen at `t`, bottom first: in order of showing, except that an item
    /// whose content a manager swapped comes to the front at the swap.
    package func moments(at t: Double) -> [Moment] {
        var result: [(raised: Double, moment: Moment)] = []
        for (index, item) in items.enumerated() {
            let s = item.schedule
            guard let phase = s.phase(at: t) else { continue }
            let o = overlays[item.overlay]
            let mapped: Phase
            switch phase {
            case .entering: mapped = .entering(elapsed: t - s.showStart)
            case .presented: mapped = .presented
            case .leaving:
                let hide = s.hideStart ?? t
                mapped = .leaving(elapsed: t - hide, enterElapsed: hide - s.showStart)
            }
            let press = item.taps.last(where: { $0 <= t }).map { t - $0 }.flatMap { $0 < o.tap.pressDuration ? $0 : nil }
            // The content a manager swapped in by now, if any (its own versions apply within it).
            let shown = s.contentSwitches.last(where: { $0.at <= t })?.overlay ?? item.overlay
            let raised = s.contentSwitches.last(where: { $0.at <= t })?.at ?? -.infinity
            result.append(
                (
                    raised,
                    Moment(
                        item: index, overlay: shown, version: overlays[shown].version(at: t), phase: mapped,
                        pressElapsed: press, dragTravel: o.pan.physics == nil ? dragTravel(of: item, at: t) : 0,
                        dragPose: dragPose(of: item, at: t))
                ))
        }
        return result.enumerated().sorted { ($0.element.raised, $0.offset) < ($1.element.raised, $1.offset) }.map(\.element.moment)
    }

    /// Where an item's latest free drag has put it at `t` (nil without a free drag).
    private func dragPose(of item: Item, at t: Double) -> LayerPose? {
        let o = overlays[item.overlay]
        guard let physics = o.pan.physics, o.pan.isEnabled, let p = item.pans.last(where: { $0.at <= t }) else { return nil }
        return physics.pose(p.gesture, flung: p.dismissed, at: t - p.at)
    }

    /// Points an item's drags have moved it towards its edge at `t`.
    private func dragTravel(of item: Item, at t: Double) -> Double {
        let o = overlays[item.overlay]
        var travel = 0.0
        for p in item.pans where p.at <= t {
            let g = p.gesture
            let release = p.at + g.duration
            if t < release {
                travel = o.pan.travel(forFinger: g.distance * (t - p.at) / g.duration)
            } else {
                let atRelease = o.pan.travel(forFinger: g.distance)
                travel = p.dismissed ? atRelease : atRelease * (1 - o.pan.pullBack.progress(at: t - release))
            }
        }
        return travel
    }

    /// The pose of a moment's layer: entrance or exit, press and drag, and the lift that keeps
    /// it above the keyboard. `frame` is its laid-out frame, `ink` what it draws (shadows
    /// included), `screen` the screen's bounds; all in points.
    package func pose(of m: Moment, at t: Double, frame: Rect, ink: Rect, screen: Rect) -> LayerPose {
        let o = overlays[m.overlay]
        var pose: LayerPose
        switch m.phase {
        case .entering(let e):
            pose = o.enter.pose(at: e, entering: true, frame: frame, ink: ink, screen: screen)
        case .presented:
            pose = .identity
        case .leaving(let e, let enterElapsed):
            let frozen =
                enterElapsed < o.enter.duration
                ? o.enter.pose(at: enterElapsed, entering: true, frame: frame, ink: ink, screen: screen) : .identity
            // Pushed out by a newer overlay (a manager's pop), it plays its pop motion if it has one.
            let exit = items[m.item].schedule.leaveStyle == .pop ? (o.presentation.pop ?? o.exit) : o.exit
            pose = frozen.then(exit.pose(at: e, entering: false, frame: frame, ink: ink, screen: screen))
        }
        for move in items[m.item].schedule.moves {
            pose = pose.then(LayerPose(offset: move.offset(at: t)))
        }
        if let press = m.pressElapsed { pose = pose.then(o.tap.pose(at: press)) }
        if let drag = m.dragPose { pose = pose.then(drag) }
        if m.dragTravel != 0 {
            let d = o.dismissDirection
            pose = pose.then(LayerPose(offset: Point(d.x * m.dragTravel, d.y * m.dragTravel)))
        }
        if o.avoidsKeyboard {
            let k = keyboard.state(at: t)
            let keyboardTop = screen.maxY - k.height * k.visible
            let lift =
                o.presentation.keyboardLiftsByHalf
                ? (k.height + o.keyboardSpacing) / 2 * k.visible
                : max(0, frame.maxY + o.keyboardSpacing * k.visible - keyboardTop)
            if lift > 0 { pose = pose.then(LayerPose(offset: Point(0, -lift))) }
        }
        return pose
    }

    /// How far a moment's backdrop has come in (0 none … 1 full): its fade-in from the start of
    /// the entrance, its fade-out from the start of the exit (from where the fade-in had got to).
    package func backdropProgress(of m: Moment) -> Double {
        guard let b = overlays[m.overlay].presentation.backdrop else { return 0 }
        let inherited = handOver.receivers.contains(m.item)
        if case .leaving = m.phase, handOver.givers.contains(m.item) { return 0 }
        switch m.phase {
        case .entering where inherited, .presented: return 1
        case .leaving(let e, _) where inherited: return 1 - b.fadeOut.progress(at: e)
        case .entering(let e): return b.fadeIn.progress(at: e)
        case .leaving(let e, let enterElapsed):
            let from = b.fadeIn.progress(at: enterElapsed)
            return from * (1 - b.fadeOut.progress(at: e))
        }
    }
}
