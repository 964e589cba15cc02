import PreviewModel

/// A value in the config together with its JSON path and the decoder collecting errors.
///
/// Every reading method returns nil after recording a precise error when the value does not
/// fit: "expected a number, found a string "12"", "300 is out of range; expected an integer
/// from 1 to 240", "unknown value "warnign"; did you mean "warning"? (…)".
package struct ConfigNode {
    package let value: JSONValue
    package let path: ConfigPath
    package let decoder: ConfigDecoder
    /// The other types `oneOf` would have taken here ("a number"), named when a word is unknown:
    /// "(expected a number, or one of: infinity)".
    package var otherShapes: [String] = []

    package init(value: JSONValue, path: ConfigPath, decoder: ConfigDecoder) {
        self.value = value
        self.path = path
        self.decoder = decoder
    }

    /// Where the value starts in the file.
    package var location: ConfigLocation { value.location }
    package var isNull: Bool { value.isNull }

    // MARK: - Reporting

    /// Records a problem with this value (kind `.invalid` unless told otherwise).
    package func report(_ message: String, kind: ConfigError.Kind = .invalid) {
        decoder.report(message, kind: kind, at: path, location: location)
    }

    /// Records "expected `expected`, found …" (e.g. `expected a number, found a string "12"`).
    package func reportMismatch(expected: String) {
        report("expected \(expected), found \(value.foundDescription)", kind: .typeMismatch)
    }

    private func mismatch<T>(_ expected: String) -> T? {
        reportMismatch(expected: expected)
        return nil
    }

    // MARK: - Scalars

    /// This value as `T`.
    package func decode<T: ConfigDecodable>(_ type: T.Type = T.self) -> T? { T.decode(self) }

    /// A string ("expected a string, found …" otherwise).
    package func string() -> String? {
        if case .string(let s) = value.kind {
            decoder.charactersRead += s.unicodeScalars.count
            return s
        }
        return mismatch("a string")
    }

    /// A string that names something rather than being laid out — an id, a colour, a path, a
    /// font or device name: read as `string()` is, but not counted toward the scene's text budget
    /// (`SceneConfig.maxSceneCharacters` bounds only text that is laid out).
    package func identifier() -> String? {
        if case .string(let s) = value.kind { return s }
        return mismatch("a string")
    }

    /// `true` or `false`.
    package func bool() -> Bool? {
        if case .bool(let b) = value.kind { return b }
        return mismatch("true or false")
    }

    /// A number, optionally within `range` (use `±.infinity` for an open end).
    package func number(in range: ClosedRange<Double>? = nil) -> Double? {
        guard case .number(let n) = value.kind else { return mismatch("a number") }
        let bounds = range.map { describe($0) } ?? ""
        if let range, !range.contains(n.value) {
            report("\(n.literal) is out of range; expected a number\(bounds)", kind: .outOfRange)
            return nil
        }
        return n.value
    }

    /// A whole number (`3`, `3.0` or `3e0`), optionally within `range`.
    package func int(in range: ClosedRange<Int>? = nil) -> Int? {
        guard case .number(let n) = value.kind, n.isIntegral else { return mismatch("an integer") }
        let bounds = describe(range ?? Int.min...Int.max)
        guard let i = n.int, range?.contains(i) ?? true else {
            let allowed = bounds.isEmpty ? " from \(Int.min) to \(Int.max)" : bounds
            report("\(n.literal) is out of range; expected an integer\(allowed)", kind: .outOfRange)
            return nil
        }
        return i
    }

    // MARK: - Words

    /// A case of a string enum, with "did you mean …?" and the list of choices on a miss.
    package func enumCase<T: CaseIterable & RawRepresentable>(_ type: T.Type = T.self) -> T? where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let index = word(among: names) else { return nil }
        return T(rawValue: names[index])
    }

    /// One of a fixed set of words, each mapped to a value: `node.choice(["auto": .auto, "never": .never])`.
    package func choice<T>(_ choices: KeyValuePairs<String, T>) -> T? {
        guard let index = word(among: choices.map(\.key)) else { return nil }
        return choices[index].value
    }

    /// The index of this string in `words`, or nil with an error.
    private func word(among words: [String]) -> Int? {
        let list = ConfigText.listed(words)
        guard case .string(let s) = value.kind else {
            return mismatch("a string (one of: \(list))")
        }
        if let index = words.firstIndex(of: s) { return index }
        // A number in quotes where a number is also taken: say so, rather than list the words.
        if otherShapes.contains(JSONValue.ValueType.number.withArticle), Self.isJSONNumber(s) {
            report("expected a number, found a string \(ConfigText.quoted(s)); write the number without quotes: \(s)", kind: .typeMismatch)
            return nil
        }
        var message = "unknown value \(ConfigText.quoted(s))"
        if let near = Suggestion.nearest(to: s, in: words) { message += "; did you mean \(ConfigText.quoted(near))?" }
        let others = otherShapes.isEmpty ? "" : otherShapes.joined(separator: " or ") + ", or "
        report(message + " (expected \(others)one of: \(list))", kind: .unknownValue)
        return nil
    }

    /// Whether `s` is written as JSON writes a number (`-1.5`, `2e3`; not `+5`, `5.`, `0x10`).
    static func isJSONNumber(_ s: String) -> Bool {
        var rest = Substring(s)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        func digits() -> Int { let n = rest.prefix { $0.isASCII && $0.isNumber }.count; rest = rest.dropFirst(n); return n }
        let whole = rest
        guard digits() > 0 else { return false }
        if whole.hasPrefix("0") && whole.count > 1 && whole.dropFirst().first?.isNumber == true { return false }
        if rest.hasPrefix(".") { rest = rest.dropFirst(); guard digits() > 0 else { return false } }
        if rest.hasPrefix("e") || rest.hasPrefix("E") {
            rest = rest.dropFirst()
            if rest.hasPrefix("+") || rest.hasPrefix("-") { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }

    // MARK: - Containers

    /// An array whose elements are read by `element`; nil if it is not an array or any element fails
    /// (every element is still checked, so all their errors are recorded).
    package func array<T>(_ element: (ConfigNode) -> T?) -> [T]? {
        guard case .array(let items) = value.kind else { return mismatch("an array") }
        var result: [T] = []
        result.reserveCapacity(items.count)
        var failed = false
        for (i, item) in items.enumerated() {
            if let v = element(ConfigNode(value: item, path: path.appending(index: i), decoder: decoder)) {
                result.append(v)
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }

    /// An object read by `body`; afterwards its unknown keys are reported.
    package func object<T>(_ body: (ObjectReader) -> T?) -> T? {
        guard let reader = reader() else { return nil }
        let result = body(reader)
        reader.finish()
        return result
    }

    func reader() -> ObjectReader? {
        guard case .object(let o) = value.kind else { return mismatch("an object") }
        return ObjectReader(node: self, object: o)
    }

    /// A value with several accepted shapes, chosen by JSON type:
    ///
    ///     node.oneOf(.number { $0.number(in: 0...60).map(Duration.seconds) },
    ///                .string { $0.choice(["automatic": .automatic, "forever": .forever]) },
    ///                .object { o in o.required("seconds", in: 0...60).map(Duration.seconds) })
    ///
    /// Any other type gives "expected a number, a string or an object, found true".
    package func oneOf<T>(_ shapes: ConfigShape<T>...) -> T? {
        if let shape = shapes.first(where: { $0.type == value.type }) {
            var node = self
            node.otherShapes = shapes.filter { $0.type != value.type }.map(\.type.withArticle)
            return shape.decode(node)
        }
        var names: [String] = []
        for shape in shapes where !names.contains(shape.type.withArticle) { names.append(shape.type.withArticle) }
        let expected =
            names.count <= 1
            ? (names.first ?? "nothing")
            : names.dropLast().joined(separator: ", ") + " or " + names.last!
        return mismatch(expected)
    }

    /// An object with exactly one key, naming the variant: `{ "snackbar": { … } }`.
    /// Each case decodes the value under its key. An unknown key gets "did you mean …?";
    /// none or several known keys are errors too.
    package func tagged<T>(_ cases: KeyValuePairs<String, (ConfigNode) -> T?>) -> T? {
        object { o in
            guard let key = o.exactlyOne(of: cases.map(\.key)),
                let decode = cases.first(where: { $0.key == key })?.value
            else { return nil }
            return o.required(key, decode)
        }
    }

    // MARK: - Files

    /// A string naming an existing file, resolved against the config file's folder.
    package func filePath() -> String? {
        guard let s = identifier() else { return nil }
        return decoder.resolvePath(s, at: path, location: location)
    }

    // MARK: - Message pieces

    /// " from 1 to 240", " at least 0", " at most 5" or "" (unbounded).
    private func describe(_ r: ClosedRange<Double>) -> String {
        switch (r.lowerBound == -.infinity, r.upperBound == .infinity) {
        case (true, true): return ""
        case (false, true): return " at least \(ConfigText.number(r.lowerBound))"
        case (true, false): return " at most \(ConfigText.number(r.upperBound))"
        case (false, false): return " from \(ConfigText.number(r.lowerBound)) to \(ConfigText.number(r.upperBound))"
        }
    }

    private func describe(_ r: ClosedRange<Int>) -> String {
        switch (r.lowerBound == Int.min, r.upperBound == Int.max) {
        case (true, true): return ""
        case (false, true): return " at least \(r.lowerBound)"
        case (true, false): return " at most \(r.upperBound)"
        case (false, false): return " from \(r.lowerBound) to \(r.upperBound)"
        }
    }
}
