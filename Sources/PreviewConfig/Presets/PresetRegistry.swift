import PreviewModel
import Typeset

/// Every preset, in one table: the key a `show` names it by (both `show` readers, a still
/// scene's and a timeline's, ask it), its own timeline events and its scene-level keys; the
/// JSON Schema is checked against it (`SchemaAgreementTests`).
///
///     "show": {"custom": {…}, "position": "top"}
///     "show": {"id": "saved", "swiftMessages": {"layout": "cardView", "theme": "success", …}}
///
/// A show object names exactly one preset key; an unknown one gets "did you mean" with the list.
enum PresetRegistry {
    /// One preset: its key, how it reads a show object into a presentation, and what else it
    /// adds to a config — its own timeline events and scene-level keys.
    struct Entry: Sendable {
        let key: String
        /// Keys the preset reads from the show object itself, beside `id` and its own key.
        let showKeys: [String]
        let read: @Sendable (ObjectReader, PresetEnvironment) -> Presentation?
        /// The preset's own timeline events (calls on its manager), beside the generic ones.
        var events: [EventReader] = []
        /// Keys the preset reads at a scene's top level, for all its overlays.
        var sceneSettings: [SceneSetting] = []

        init(
            key: String, showKeys: [String], events: [EventReader] = [], sceneSettings: [SceneSetting] = [],
            read: @escaping @Sendable (ObjectReader, PresetEnvironment) -> Presentation?
        ) {
            self.key = key
            self.showKeys = showKeys
            self.events = events
            self.sceneSettings = sceneSettings
            self.read = read
        }

        /// A preset whose options are all in one object under its key (`"snack": {…}`), read by
        /// `object` with the show's `id`, if it has one.
        init(
            objectKey key: String, events: [EventReader] = [], sceneSettings: [SceneSetting] = [],
            read object: @escaping @Sendable (ObjectReader, PresetEnvironment, _ id: String?) -> Presentation?
        ) {
            self.init(key: key, showKeys: [], events: events, sceneSettings: sceneSettings) { show, env in
                let id: String? = show.optional("id") { $0.identifier() }
                return show.required(key) { n in n.object { object($0, env, id) } }
            }
        }
    }

    /// A key a preset reads at a scene's top level for all its overlays (`"snackbarManager": {…}`):
    /// read before the shows, kept in `PresetEnvironment.sceneSettings` under its key.
    struct SceneSetting: Sendable {
        let key: String
        /// Only an animated scene takes it: without a `timeline` it is reported as a mistake.
        let animates: Bool
        let read: @Sendable (ConfigNode, PresetEnvironment) -> (any Sendable)?
    }

    /// Every preset, in the order messages list them: the one line a new preset adds.
    static let entries: [Entry] = [
        CustomPreset.entry, SwiftMessagesPreset.entry, YSnackbarPreset.entry, PlacardPreset.entry,
        SwiftEntryKitPreset.entry, BulletinBoardPreset.entry,
    ]

    /// Every preset's own timeline events.
    static var events: [EventReader] { entries.flatMap(\.events) }

    /// Every preset's scene-level keys.
    static var sceneSettings: [SceneSetting] { entries.flatMap(\.sceneSettings) }

    /// Reads the scene-level settings (those that need a timeline when `animated`) from the scene
    /// object into `env`.
    static func readSceneSettings(_ o: ObjectReader, animated: Bool, into env: inout PresetEnvironment) {
        for setting in sceneSettings where setting.animates == animated {
            let current = env
            if let value = o.optional(setting.key, { setting.read($0, current) }) { env.sceneSettings[setting.key] = value }
        }
    }

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
            if strangers.isEmpty {
                o.report("a show names its preset: one of the keys \(keys.map { "`\($0)`" }.joined(separator: ", "))", kind: .missingKey)
            }
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
        o.optional("id") { $0.identifier() } ?? fallback
    }
}
