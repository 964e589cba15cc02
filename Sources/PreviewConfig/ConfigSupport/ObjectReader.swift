import PreviewModel

/// Reads the fields of one JSON object by name and, when finished, reports every key that
/// was never asked for: "unknown key `them`; did you mean `theme`?", or the list of allowed
/// keys when nothing is close. A missing required key that an unknown key was probably
/// meant to be (a typo) is reported once, as the typo.
///
/// `required` records "missing required key `…`" when the key is absent; `optional` treats
/// an absent key and `null` alike. Both return nil when the value is unusable (the reason is
/// recorded), so `?? default` gives defaults and `guard let` collects the required ones:
///
///     let name: String? = o.required("name")
///     let fps = o.optional("fps", in: 1...240) ?? 60
///     let theme = o.optional("theme", as: Theme.self) ?? .info
///     let image = o.optionalFile("image")              // absolute, checked to exist
///     guard let name else { return nil }
package final class ObjectReader {
    /// The object itself, with its path and decoder.
    package let node: ConfigNode
    package let object: JSONObject
    private var allowed: [String] = []
    private var allowedSet: Set<String> = []
    private var missing: [(keys: [String], message: String)] = []
    private var finished = false

    init(node: ConfigNode, object: JSONObject) {
        self.node = node
        self.object = object
    }

    package var path: ConfigPath { node.path }
    package var decoder: ConfigDecoder { node.decoder }
    /// The keys present, in source order (for map-like objects; reading them marks them known).
    package var keys: [String] { object.keys }

    // MARK: - Fields

    /// The keys this object may have, when its reader declared them (`declare(_:)`).
    private var declared: Set<String>?

    /// Declares every key the reader reads, from the table the JSON Schema is checked against
    /// (`SchemaAgreementTests`): reading any other key is a programming error, caught in debug
    /// builds. Marks them known.
    package func declare(_ keys: [String]) {
        declared = Set(keys)
        for key in keys { allow(key) }
    }

    /// The value under `key` (marking the key as known), or nil when absent.
    package subscript(key: String) -> ConfigNode? {
        assert(declared?.contains(key) ?? true, "`\(key)` is read but missing from the reader's key table")
        allow(key)
        guard let value = object[key] else { return nil }
        return ConfigNode(value: value, path: path.appending(key), decoder: decoder)
    }

    /// Whether `key` is present (marking it as known).
    package func contains(_ key: String) -> Bool {
        assert(declared?.contains(key) ?? true, "`\(key)` is read but missing from the reader's key table")
        allow(key)
        return object[key] != nil
    }

    /// Marks keys as known without reading them (they will not be reported as unknown).
    package func allow(_ keys: String...) {
        for key in keys { allow(key) }
    }

    /// A key the library has and the config may set, checked as `decode` reads it, that changes
    /// nothing a picture shows (haptics, VoiceOver, orientations): the one rule for such keys,
    /// so that a typo in their values is still an error and their effect is visibly none.
    package func acceptedWithoutEffect<T>(_ key: String, _ decode: (ConfigNode) -> T?) {
        _ = optional(key, decode)
    }

    private func allow(_ key: String) {
        if allowedSet.insert(key).inserted { allowed.append(key) }
    }

    /// A required field of any `ConfigDecodable` type (inferred, or given with `as:`).
    package func required<T: ConfigDecodable>(_ key: String, as type: T.Type = T.self) -> T? {
        required(key, T.decode)
    }

    /// An optional field of any `ConfigDecodable` type; absent or `null` gives nil without an error.
    package func optional<T: ConfigDecodable>(_ key: String, as type: T.Type = T.self) -> T? {
        optional(key, T.decode)
    }

    /// A required field read by a custom closure: `o.required("show") { $0.tagged([...]) }`.
    package func required<T>(_ key: String, _ decode: (ConfigNode) -> T?) -> T? {
        guard let field = self[key] else {
            missing.append(([key], "missing required key `\(key)`"))
            return nil
        }
        return decode(field)
    }

    /// An optional field read by a custom closure; absent or `null` gives nil without an error.
    package func optional<T>(_ key: String, _ decode: (ConfigNode) -> T?) -> T? {
        guard let field = self[key], !field.isNull else { return nil }
        return decode(field)
    }

    /// A required number within `range` (`0...Double.infinity` for "at least 0").
    package func required(_ key: String, in range: ClosedRange<Double>) -> Double? {
        required(key) { $0.number(in: range) }
    }

    package func optional(_ key: String, in range: ClosedRange<Double>) -> Double? {
        optional(key) { $0.number(in: range) }
    }

    /// A required integer within `range` (`1...Int.max` for "at least 1").
    package func required(_ key: String, in range: ClosedRange<Int>) -> Int? {
        required(key) { $0.int(in: range) }
    }

    package func optional(_ key: String, in range: ClosedRange<Int>) -> Int? {
        optional(key) { $0.int(in: range) }
    }

    /// A required path to an existing file, made absolute against the config file's folder.
    package func requiredFile(_ key: String) -> String? {
        required(key) { $0.filePath() }
    }

    /// An optional path to an existing file, made absolute against the config file's folder.
    package func optionalFile(_ key: String) -> String? {
        optional(key) { $0.filePath() }
    }

    /// Which one of `keys` is present, for objects whose variant is chosen by a key
    /// (`{ "at": 1, "show": … }` vs `{ "at": 2, "tap": … }`). None present records
    /// "expected one of the keys …"; several present records an error on each extra one.
    /// The keys become known but are not read: read the returned one next.
    package func exactlyOne(of keys: [String]) -> String? {
        for key in keys { allow(key) }
        let present = object.members.filter { keys.contains($0.key) }
        guard let first = present.first else {
            let list = keys.map { "`\($0)`" }.joined(separator: ", ")
            missing.append((keys, "expected one of the keys \(list)"))
            return nil
        }
        for extra in present.dropFirst() {
            decoder.report(
                "`\(extra.key)` cannot be used together with `\(first.key)`; use only one of them",
                kind: .invalid, at: path.appending(extra.key), location: extra.keyLocation)
        }
        return first.key
    }

    /// Records a problem with the value under `key` (or with the object when `key` is nil
    /// or absent), e.g. a rule linking two fields.
    package func report(_ message: String, key: String? = nil, kind: ConfigError.Kind = .invalid) {
        if let key, let value = object[key] {
            decoder.report(message, kind: kind, at: path.appending(key), location: value.location)
        } else {
            node.report(message, kind: kind)
        }
    }

    // MARK: - Finishing

    /// Reports unknown keys and missing required keys. Called for you by `ConfigNode.object`,
    /// `ConfigObject` and `ConfigDecoder.finish()`; calling it twice does nothing.
    package func finish() {
        guard !finished else { return }
        finished = true
        let absent = allowed.filter { object[$0] == nil }
        var explained = Set<String>()
        for member in object.members where !allowedSet.contains(member.key) {
            let name = displayKey(member.key)
            var message = "unknown key \(name)"
            if let near = Suggestion.nearest(to: member.key, in: absent) {
                message += "; did you mean `\(near)`?"
                explained.insert(near)
            } else if allowed.isEmpty {
                message += " (this object takes no keys)"
            } else {
                message += " (allowed keys: \(ConfigText.listed(allowed)))"
            }
            decoder.report(message, kind: .unknownKey, at: path.appending(member.key), location: member.keyLocation)
        }
        for (keys, message) in missing where explained.isDisjoint(with: keys) {
            node.report(message, kind: .missingKey)
        }
    }

    private func displayKey(_ key: String) -> String {
        let plain = !key.isEmpty && key.count <= 40 && key.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "`" }
        return plain ? "`\(key)`" : ConfigText.quoted(key)
    }
}
