import Typeset

/// Every preset key a `show` accepts, in one table: both `show` readers (a still scene's and a
/// timeline's) ask it, and the JSON Schema is checked against it (`SchemaAgreementTests`).
///
///     "show": {"custom": {…}, "position": "top"}
///     "show": {"id": "saved", "swiftMessages": {"layout": "cardView", "theme": "success", …}}
///
/// A show object names exactly one preset key; an unknown one gets "did you mean" with the list.
enum PresetRegistry {
    /// One preset: its key and how it reads a show object into a presentation.
    struct Entry: Sendable {
        let key: String
        /// Keys the preset reads from the show object itself, beside `id` and its own key.
        let showKeys: [String]
        let read: @Sendable (ObjectReader, PresetEnvironment) -> Presentation?

        init(key: String, showKeys: [String], read: @escaping @Sendable (ObjectReader, PresetEnvironment) -> Presentation?) {
            self.key = key
            self.showKeys = showKeys
            self.read = read
        }

        /// A preset whose options are all in one object under its key (`"snack": {…}`), read by
        /// `object` with the show's `id`, if it has one.
        init(objectKey key: String,
             read object: @escaping @Sendable (ObjectReader, PresetEnvironment, _ id: String?) -> Presentation?) {
            self.init(key: key, showKeys: []) { show, env in
                let id: String? = show.optional("id")
                return show.required(key) { n in n.object { object($0, env, id) } }
            }
        }
    }

    static let entries: [Entry] = [CustomPreset.entry, SwiftMessagesPreset.entry, YSnackbarPreset.entry, PlacardPreset.entry,
                                   SwiftEntryKitPreset.entry, BulletinBoardPreset.entry]

    static var keys: [String] { entries.map(\.key) }

    /// Keys every show object takes, whatever its preset.
    static let commonKeys = ["id"]

    /// The presentation a show object describes (errors recorded on the reader).
    static func presentation(_ o: ObjectReader, _ env: PresetEnvironment) -> Presentation? {
        o.allow("id")
        let known = Set(keys + commonKeys + entries.flatMap(\.showKeys))
        if !o.keys.contains(where: keys.contains) {
            // No preset named: say which keys could be one, with the list.
            let strangers = o.keys.filter { !known.contains($0) }
            for k in strangers {
                var message = "unknown preset `\(k)`"
                if let near = Suggestion.nearest(to: k, in: keys) { message += "; did you mean `\(near)`?" }
                o.report(message + " (presets: \(ConfigText.listed(keys)))", key: k, kind: .unknownKey)
                o.allow(k)
            }
            if strangers.isEmpty { o.report("a show names its preset: one of the keys \(keys.map { "`\($0)`" }.joined(separator: ", "))", kind: .missingKey) }
            for k in known { o.allow(k) }
            return nil
        }
        guard let key = o.exactlyOne(of: keys), let entry = entries.first(where: { $0.key == key }) else {
            for e in entries { for k in e.showKeys { o.allow(k) } }
            return nil
        }
        for other in entries where other.key != key {
            for k in other.showKeys where !entry.showKeys.contains(k) && o.contains(k) {
                o.report("`\(k)` belongs to `\(other.key)` overlays; a `\(key)` overlay sets it inside its own block", key: k)
            }
        }
        return entry.read(o, env)
    }

    /// The overlay's id: the show's `id`, or `fallback`.
    static func id(_ o: ObjectReader, fallback: String) -> String {
        o.optional("id") ?? fallback
    }
}
