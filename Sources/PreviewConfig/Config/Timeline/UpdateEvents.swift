import PreviewModel

/// `update` events: `{"update": {"id": "card", "text": {"title": "Done"}, "progress": {"bar": 1}}}`
/// changes the named texts and progress bars of an overlay from that moment on. Each update
/// becomes a new version of every show of the overlay: its view with all changes so far.
enum UpdateEvents {
    static func update(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        let read = o.required("update") { u in
            u.object { p -> Bool? in
                let id: String? = p.required("id") { $0.identifier() }
                var changes = ContentUpdates()
                changes.texts =
                    p.optional("text") { t in
                        t.object { m -> [String: String]? in
                            var out: [String: String] = [:]
                            for key in m.keys { if let v: String = m.required(key) { out[key] = v } }
                            return out
                        }
                    } ?? [:]
                changes.progress =
                    p.optional("progress") { t in
                        t.object { m -> [String: Double]? in
                            var out: [String: Double] = [:]
                            for key in m.keys { if let v = m.required(key, in: 0.0...1) { out[key] = v } }
                            return out
                        }
                    } ?? [:]
                guard let id else { return nil }
                if changes.texts.isEmpty, changes.progress.isEmpty {
                    p.report("an update changes `text` ({\"<text id>\": \"new text\"}) or `progress` ({\"<progress id>\": 0.5})")
                    return nil
                }
                state.use(id, p["id"]!)
                state.updates.append(EventReading.Update(at: at, id: id, changes: changes, node: u))
                return true
            }
        }
        return read == nil ? .failed : EventOutcome.nothing
    }

    /// The new versions of each show (by its index among the shows), in time order; reports
    /// texts and progress bars an update names that the overlay does not have.
    static func versions(_ updates: [EventReading.Update], shown: [Presentation], failed: inout Bool) -> [Int: [TimelineOverlay.Version]] {
        let sorted = updates.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        var cumulative: [String: ContentUpdates] = [:]
        var versions: [Int: [TimelineOverlay.Version]] = [:]
        for u in sorted {
            let c = (cumulative[u.id] ?? ContentUpdates()).merged(with: u.changes)
            cumulative[u.id] = c
            for (i, p) in shown.enumerated() where p.id == u.id {
                let names = p.view.updatableNames
                for key in u.changes.texts.keys.sorted() where !names.texts.contains(key) {
                    u.node.report(
                        "overlay \(ConfigText.quoted(u.id)) has no text with the id \(ConfigText.quoted(key))\(names.texts.isEmpty ? " (give a text an \"id\")" : " (text ids: \(ConfigText.listed(names.texts)))")",
                        kind: .unknownValue)
                    failed = true
                }
                for key in u.changes.progress.keys.sorted() where !names.progress.contains(key) {
                    u.node.report(
                        "overlay \(ConfigText.quoted(u.id)) has no progress bar with the id \(ConfigText.quoted(key))\(names.progress.isEmpty ? " (give a progress bar an \"id\")" : " (progress ids: \(ConfigText.listed(names.progress)))")",
                        kind: .unknownValue)
                    failed = true
                }
                versions[i, default: []].append(.init(at: u.at, view: p.view.applying(c)))
            }
        }
        return versions
    }
}
