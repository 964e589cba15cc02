import PreviewModel

/// Reads a scene's `timeline`: each event is an object with `at` and exactly one event-kind
/// key, read by that kind's entry in `EventReaders.entries`. Once every event is read, the ids
/// that hides, taps, drags and updates name are checked against the ids shown, and updates
/// become new versions of the overlays they change (`UpdateEvents`).
enum TimelineEvents {
    static var eventKinds: [String] { EventReaders.entries.map(\.key) }
    private static let readerByKind = Dictionary(uniqueKeysWithValues: EventReaders.entries.map { ($0.key, $0.read) })

    static func events(_ n: ConfigNode, env: PresetEnvironment) -> [TimedEvent<TimelineEvent>]? {
        let state = EventReading(env: env)
        let kinds = eventKinds
        let items = n.array { item -> EventOutcome? in
            item.object { o -> EventOutcome? in
                let at = o.required("at", in: 0.0...86_400)
                guard let kind = o.exactlyOne(of: kinds), let read = readerByKind[kind] else { return nil }
                guard let at else { _ = o[kind]; return nil }
                switch read(o, at, state) {
                case .failed: return nil
                case let outcome: return outcome
                }
            }
        }
        // References are checked in the same pass as everything else, so one run tells every
        // mistake; an id a failed show may have given is not reported (`checkIDs`).
        let idsKnown = checkIDs(state)
        let laterChecks = state.checksAfterShows.map { $0() }  // every one runs: each reports its own
        var failed = items == nil || !idsKnown || laterChecks.contains(false)
        guard !failed, let items else { return nil }
        let versions = UpdateEvents.versions(state.updates, shown: state.shown, failed: &failed)
        guard !failed else { return nil }
        var showIndex = 0
        return items.compactMap { outcome -> TimedEvent<TimelineEvent>? in
            guard case .event(let e) = outcome else { return nil }
            guard case .show(var overlay) = e.event else { return e }
            overlay.versions += versions[showIndex] ?? []
            showIndex += 1
            return TimedEvent(at: e.at, .show(overlay))
        }
    }

    /// Ids named by hides, taps, drags and updates must be shown somewhere; false when one is not.
    private static func checkIDs(_ state: EventReading) -> Bool {
        let ids = state.shown.map(\.id)
        var ok = true
        for use in state.uses where !ids.contains(use.id) && !state.failedShowIDs.contains(use.id) {
            let near = Suggestion.nearest(to: use.id, in: ids)
            // A show that could not be read, with no id written, may have given this one its
            // default id ("overlay-2"): only a near miss of an id written in a show is then
            // surely a mistake.
            if state.failedShowIDs.contains(nil), Suggestion.nearest(to: use.id, in: state.writtenIDs) == nil { continue }
            var message = "no overlay has the id \(ConfigText.quoted(use.id))"
            if let near { message += "; did you mean \(ConfigText.quoted(near))?" }
            message += ids.isEmpty ? " (no `show` event gives one)" : " (ids shown: \(ConfigText.listed(Array(Set(ids)).sorted())))"
            use.node.report(message, kind: .unknownValue)
            ok = false
        }
        return ok
    }
}

/// What the event readers of one timeline have gathered so far: the overlays shown, the ids
/// other events name (checked at the end), the updates (applied at the end).
final class EventReading {
    /// A reference to an overlay id, checked once every show is known.
    struct IDUse {
        var id: String
        var node: ConfigNode
    }

    /// An `update` event: the changes to the overlay `id` from `at` on.
    struct Update {
        var at: Double
        var id: String
        var changes: ContentUpdates
        var node: ConfigNode
    }

    let env: PresetEnvironment
    var shown: [Presentation] = []
    /// The `id` of each show that could not be read, as written (nil when it has none or it is
    /// no string): ids other events may rightly name.
    var failedShowIDs: [String?] = []
    /// Every `id` written in a show object, read or not.
    var writtenIDs: [String] = []
    var uses: [IDUse] = []
    var updates: [Update] = []
    /// A preset's checks of its own events that need every show (an item a card call names):
    /// each reports its mistakes and returns false when it found one.
    var checksAfterShows: [() -> Bool] = []

    init(env: PresetEnvironment) { self.env = env }

    /// Records that `node` names the overlay `id`.
    func use(_ id: String, _ node: ConfigNode) { uses.append(IDUse(id: id, node: node)) }

    /// Runs `check` once every show is read.
    func afterShows(_ check: @escaping () -> Bool) { checksAfterShows.append(check) }
}
