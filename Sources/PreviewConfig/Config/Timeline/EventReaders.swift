import PreviewModel

/// Every timeline event kind, in the order error messages list them: the generic ones here (a new
/// one adds its case in `TimelineEvent` and a line in the schema), then each preset's own
/// (`PresetRegistry.Entry.events`, which reach their manager as `TimelineEvent.call`).
enum EventReaders {
    static let entries: [EventReader] =
        [
            EventReader("show", read: show),
            EventReader("hide") { idEvent($0, "hide", $1, $2, TimelineEvent.hide(id:)) },
            EventReader("hideAll", read: hideAll),
            EventReader("hideCounted") { idEvent($0, "hideCounted", $1, $2, TimelineEvent.hideCounted(id:)) },
            EventReader("tap") { idEvent($0, "tap", $1, $2, TimelineEvent.tap(id:)) },
            EventReader("tapBackdrop") { idEvent($0, "tapBackdrop", $1, $2, TimelineEvent.tapBackdrop(id:)) },
            EventReader("update", read: UpdateEvents.update),
            EventReader("keyboard", read: keyboard),
            EventReader("pan", read: pan),
            EventReader("swipe", read: swipe),
        ] + PresetRegistry.events

    /// `{"show": {…}}`: a presentation of any preset.
    static func show(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        var env = state.env
        env.index = state.shown.count
        var written: String?
        if case .object(let show)? = o.object["show"]?.kind, case .string(let s)? = show["id"]?.kind { written = s }
        if let written { state.writtenIDs.append(written) }
        guard let p = o.required("show", { s in s.object { PresetRegistry.presentation($0, env) } }) else {
            state.failedShowIDs.append(written)
            return .failed
        }
        state.shown.append(p)
        return .event(TimedEvent(at: at, .show(TimelineOverlay(p))))
    }

    /// `{"hide": "card"}` and the other events that name one overlay.
    static func idEvent(
        _ o: ObjectReader, _ key: String, _ at: Double, _ state: EventReading,
        _ make: (String) -> TimelineEvent
    ) -> EventOutcome {
        guard let node = o[key], let id = node.identifier() else { return .failed }
        state.use(id, node)
        return .event(TimedEvent(at: at, make(id)))
    }

    /// `{"hideAll": true}`.
    static func hideAll(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        guard let b = o.required("hideAll", as: Bool.self) else { return .failed }
        return b ? .event(TimedEvent(at: at, .hideAll)) : .nothing
    }

    /// `{"swipe": "card"}` or `{"swipe": {"id": "card"}}`: a swipe towards the overlay's edge.
    static func swipe(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        guard let node = o["swipe"], let id = node.oneOf(.string { $0.identifier() }, .object { $0.required("id") { $0.identifier() } }) else {
            return .failed
        }
        state.use(id, node)
        return .event(TimedEvent(at: at, .pan(.swipe(id: id))))
    }

    /// `{"pan": {"id": "card", "distance": -30, "dx": 0, "duration": 0.4}}`: a drag.
    static func pan(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        let event = o.required("pan") { p in
            p.object { g -> TimedEvent<TimelineEvent>? in
                let id: String? = g.required("id") { $0.identifier() }
                let distance = g.required("distance", in: -10_000.0...10_000)
                let duration = g.optional("duration", in: 0.01...60) ?? 0.3
                let dx = g.optional("dx", in: -10_000.0...10_000) ?? 0
                guard let id, let distance else { return nil }
                state.use(id, g["id"]!)
                return TimedEvent(at: at, .pan(PanGesture(id: id, distance: distance, dx: dx, duration: duration)))
            }
        }
        return event.map(EventOutcome.event) ?? .failed
    }

    /// `"show"`, `"hide"` or `{"visible": true, "height": 336, "curve": …, "duration": …, "delay": …}`.
    static func keyboard(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        let event = o.required("keyboard") { n in
            n.oneOf(
                .string { s in
                    s.choice(["show": true, "hide": false]).map {
                        TimedEvent<TimelineEvent>(at: at, .keyboard(visible: $0, height: nil, timing: KeyboardMotion.defaultTiming))
                    }
                },
                .object { k in
                    let visible = k.optional("visible", as: Bool.self) ?? true
                    let height = k.optional("height", in: 1.0...2_000)
                    guard let timing = MotionConfig.timing(k, base: KeyboardMotion.defaultTiming) else { return nil }
                    return TimedEvent<TimelineEvent>(at: at, .keyboard(visible: visible, height: height, timing: timing))
                })
        }
        return event.map(EventOutcome.event) ?? .failed
    }
}

/// One event kind: its key and how to read an event object holding it.
typealias EventReader = KeyedReader<@Sendable (ObjectReader, Double, EventReading) -> EventOutcome>

/// What reading one event gave.
enum EventOutcome {
    /// An event for the timeline.
    case event(TimedEvent<TimelineEvent>)
    /// Valid, but nothing happens at that moment (`"hideAll": false`; an update, applied later).
    case nothing
    /// Invalid; the reason has been reported.
    case failed
}
