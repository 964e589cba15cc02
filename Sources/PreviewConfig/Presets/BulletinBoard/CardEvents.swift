import PreviewModel

/// The events that call a BulletinBoard card's item manager, in the library's words:
///
///     {"at": 1.0, "displayNextItem": "bulletin"}
///     {"at": 2.0, "push": {"id": "bulletin", "item": "completion"}}
///     {"at": 3.0, "displayActivityIndicator": {"id": "bulletin", "color": "systemBlue"}}
///     {"at": 4.0, "popTo": {"id": "bulletin", "item": "intro", "orDismiss": true}}
///     {"at": 5.0, "dismissBulletin": "bulletin"}
///
/// The ids must name a `bulletinBoard` show and the items its items (checked once every event
/// is read, `itemUse`).
enum CardEvents {
    static let entries: [EventReader] = [
        EventReader("push") { item($0, "push", $1, $2) { .push(item: $0) } },
        EventReader("displayNextItem") { simple($0, "displayNextItem", $1, $2, .next) },
        EventReader("popItem") { simple($0, "popItem", $1, $2, .pop) },
        EventReader("popTo", read: popTo),
        EventReader("popToRootItem") { simple($0, "popToRootItem", $1, $2, .popToRoot) },
        EventReader("displayActivityIndicator", read: displayActivityIndicator),
        EventReader("hideActivityIndicator") { simple($0, "hideActivityIndicator", $1, $2, .hideActivity) },
        EventReader("dismissBulletin") { simple($0, "dismissBulletin", $1, $2, .dismiss) },
    ]

    static let itemKeys = ["id", "item"]
    static let popToKeys = ["id", "item", "orDismiss"]
    static let activityKeys = ["id", "color"]

    /// `{"popItem": "bulletin"}`: a call that takes nothing.
    private static func simple(_ o: ObjectReader, _ key: String, _ at: Double, _ state: EventReading, _ call: CardPager.Call) -> EventOutcome {
        guard let node = o[key], let id = node.identifier() else { return .failed }
        state.use(id, node)
        itemUse(state, id, "", key, node)
        return .event(TimedEvent(at: at, .call(id: id, PresetCall(call))))
    }

    /// `{"push": {"id": "bulletin", "item": "name"}}`.
    private static func item(
        _ o: ObjectReader, _ key: String, _ at: Double, _ state: EventReading,
        _ make: @escaping (String) -> CardPager.Call
    ) -> EventOutcome {
        let event = o.required(key) { n in
            n.object { e -> TimedEvent<TimelineEvent>? in
                e.declare(itemKeys)
                let id: String? = e.required("id") { $0.identifier() }
                let item: String? = e.required("item")
                guard let id, let item else { return nil }
                state.use(id, e["id"]!)
                itemUse(state, id, item, key, e["item"]!)
                return TimedEvent(at: at, .call(id: id, PresetCall(make(item))))
            }
        }
        return event.map(EventOutcome.event) ?? .failed
    }

    /// `{"popTo": {"id": "bulletin", "item": "name", "orDismiss": false}}`.
    private static func popTo(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        let event = o.required("popTo") { n in
            n.object { e -> TimedEvent<TimelineEvent>? in
                e.declare(popToKeys)
                let id: String? = e.required("id") { $0.identifier() }
                let item: String? = e.required("item")
                let orDismiss = e.optional("orDismiss", as: Bool.self) ?? false
                guard let id, let item else { return nil }
                state.use(id, e["id"]!)
                // `popTo` may name an item no longer in the stack, or any item (it then pops to the
                // root or dismisses): only the card's own items are accepted, so a typo is caught.
                itemUse(state, id, item, "popTo", e["item"]!)
                return TimedEvent(at: at, .call(id: id, PresetCall(CardPager.Call.popTo(item: item, orDismiss: orDismiss))))
            }
        }
        return event.map(EventOutcome.event) ?? .failed
    }

    /// `"bulletin"` or `{"id": "bulletin", "color": "systemBlue"}` (the default colour is `.label`).
    private static func displayActivityIndicator(_ o: ObjectReader, at: Double, _ state: EventReading) -> EventOutcome {
        let key = "displayActivityIndicator"
        guard let node = o[key] else { return .failed }
        let event = node.oneOf(
            .string { n -> TimedEvent<TimelineEvent>? in
                guard let id = n.identifier() else { return nil }
                state.use(id, n)
                itemUse(state, id, "", key, n)
                return TimedEvent(at: at, .call(id: id, PresetCall(CardPager.Call.showActivity(nil))))
            },
            .object { e -> TimedEvent<TimelineEvent>? in
                e.declare(activityKeys)
                let id: String? = e.required("id") { $0.identifier() }
                let color = e.optional("color") { $0.color(state.env.resolve) }
                guard let id else { return nil }
                state.use(id, e["id"]!)
                itemUse(state, id, "", key, e["id"]!)
                return TimedEvent(at: at, .call(id: id, PresetCall(CardPager.Call.showActivity(color))))
            })
        return event.map(EventOutcome.event) ?? .failed
    }

    /// Checks, once every show is read, that a card event names a card and that the item it
    /// names (none when empty) is one of that card's. Unknown ids are `checkIDs`' to report.
    private static func itemUse(_ state: EventReading, _ id: String, _ item: String, _ event: String, _ node: ConfigNode) {
        state.afterShows { [unowned state] in
            guard let shown = state.shown.last(where: { $0.id == id }) else { return true }
            guard let card = shown.card else {
                node.report(
                    "`\(event)` calls a BulletinBoard item manager; \(ConfigText.quoted(id)) is not a `bulletinBoard` show",
                    kind: .invalid)
                return false
            }
            guard !item.isEmpty, card.pages[item] == nil else { return true }
            let names = card.pages.keys.sorted()
            var message = "no item named \(ConfigText.quoted(item)) in \(ConfigText.quoted(id))"
            if let near = Suggestion.nearest(to: item, in: names) { message += "; did you mean \(ConfigText.quoted(near))?" }
            node.report(message + " (items: \(ConfigText.listed(names)))", kind: .unknownValue)
            return false
        }
    }
}
