import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

// A made-up schema, in the style the real config types will use.
private enum Theme: String, CaseIterable, ConfigEnum { case info, success, warning, error }

private struct Show: ConfigObject {
    var theme: Theme
    var title: String
    var subtitle: String?

    init?(config o: ObjectReader) {
        let theme: Theme? = o.required("theme")
        let title: String? = o.required("title")
        subtitle = o.optional("subtitle")
        guard let theme, let title else { return nil }
        (self.theme, self.title) = (theme, title)
    }
}

private struct Scene: ConfigObject {
    var name: String
    var fps: Int
    var duration: Double
    var background: String?
    var show: Show

    init?(config o: ObjectReader) {
        let name: String? = o.required("name")
        fps = o.optional("fps", in: 1...240) ?? 60
        duration = o.optional("duration") ?? 1
        background = o.optional("background")
        let show: Show? = o.required("show")
        guard let name, let show else { return nil }
        (self.name, self.show) = (name, show)
    }
}

private struct Document: ConfigObject {
    var scenes: [Scene]
    init?(config o: ObjectReader) {
        guard let scenes: [Scene] = o.required("scenes") else { return nil }
        self.scenes = scenes
    }
}

/// `ConfigDecoder`, `ConfigNode` and `ObjectReader`: typed decoding with every error collected.
@Suite struct ConfigSupportDecoderTests {
    private func decode<T: ConfigDecodable>(_ type: T.Type, _ text: String) throws -> Result<T, ConfigErrors> {
        let root = try JSONParser.parse(text, file: "card.json")
        do {
            return .success(try ConfigDecoder.decode(type, from: root, file: "card.json", baseDirectory: "/tmp"))
        } catch let errors as ConfigErrors {
            return .failure(errors)
        }
    }

    private func errors<T: ConfigDecodable>(_ type: T.Type, _ text: String) throws -> [ConfigError] {
        switch try decode(type, text) {
        case .success: return []
        case .failure(let e): return e.errors
        }
    }

    /// Runs `body` on a reader for `text` and returns the error lines.
    private func lines(_ text: String, _ body: (ConfigNode) -> Void) throws -> [String] {
        let decoder = ConfigDecoder(file: "c.json", baseDirectory: "/tmp")
        body(decoder.node(try JSONParser.parse(text, file: "c.json")))
        do {
            try decoder.finish()
            return []
        } catch let errors as ConfigErrors {
            return errors.errors.map(\.description)
        }
    }

    // MARK: - The five-mistake document

    @Test func fiveMistakesGiveFiveErrorsInSourceOrder() throws {
        let text = """
            {
              "scenes": [
                { "name": "ok", "fps": 30, "show": { "theme": "info", "title": "Hi" } },
                {
                  "name": "bad",
                  "fps": 500,
                  "duration": "12",
                  "backgrond": "#fff",
                  "show": { "theme": "warnign" }
                }
              ]
            }
            """
        guard case .failure(let thrown) = try decode(Document.self, text) else {
            Issue.record("the document should not decode")
            return
        }
        let errors = thrown.errors
        #expect(errors.count == 5)
        #expect(
            errors.map(\.path) == [
                "scenes[1].fps", "scenes[1].duration", "scenes[1].backgrond", "scenes[1].show", "scenes[1].show.theme",
            ])
        #expect(errors.map(\.kind) == [.outOfRange, .typeMismatch, .unknownKey, .missingKey, .unknownValue])
        #expect(errors.map { $0.location?.description ?? "" } == ["6:14", "7:19", "8:7", "9:15", "9:26"])
        #expect(
            thrown.description == """
                card.json:6:14: scenes[1].fps: 500 is out of range; expected an integer from 1 to 240
                card.json:7:19: scenes[1].duration: expected a number, found a string "12"
                card.json:8:7: scenes[1].backgrond: unknown key `backgrond`; did you mean `background`?
                card.json:9:15: scenes[1].show: missing required key `title`
                card.json:9:26: scenes[1].show.theme: unknown value "warnign"; did you mean "warning"? (expected one of: info, success, warning, error)
                5 errors
                """)
    }

    @Test func validDocumentDecodesWithDefaults() throws {
        let text =
            #"{"scenes": [{"name": "a", "show": {"theme": "error", "title": "T", "subtitle": null}}, {"name": "b", "fps": 24, "duration": 2.5, "background": "x", "show": {"theme": "info", "title": "U", "subtitle": "s"}}]}"#
        guard case .success(let doc) = try decode(Document.self, text) else {
            Issue.record("the document should decode")
            return
        }
        #expect(doc.scenes.map(\.name) == ["a", "b"])
        #expect(doc.scenes.map(\.fps) == [60, 24])
        #expect(doc.scenes.map(\.duration) == [1, 2.5])
        #expect(doc.scenes.map(\.background) == [nil, "x"])
        #expect(doc.scenes.map(\.show.theme) == [.error, .info])
        #expect(doc.scenes.map(\.show.subtitle) == [nil, "s"])
    }

    // MARK: - Keys

    @Test func aMisspelledRequiredKeyIsOneError() throws {
        let found = try errors(Show.self, #"{"theme": "info", "titel": "Hi"}"#)
        #expect(found.map(\.description) == ["card.json:1:19: titel: unknown key `titel`; did you mean `title`?"])
    }

    @Test func unknownKeyWithoutSuggestionListsTheKeys() throws {
        let found = try errors(Show.self, #"{"theme": "info", "title": "Hi", "colour": 3}"#)
        #expect(found.map(\.message) == ["unknown key `colour` (allowed keys: theme, title, subtitle)"])
        #expect(found.first?.path == "colour")
    }

    @Test func requiredNullIsATypeMismatchOptionalNullIsAbsent() throws {
        let found = try errors(Show.self, #"{"theme": null, "title": "Hi", "subtitle": null}"#)
        #expect(found.map(\.message) == ["expected a string (one of: info, success, warning, error), found null"])
    }

    @Test func wrongRootType() throws {
        let found = try errors(Document.self, "[1]")
        #expect(found.map(\.description) == ["card.json:1:1: expected an object, found an array"])
    }

    @Test func keysThatAreNotIdentifiersAreQuotedInPaths() throws {
        let out = try lines(#"{"brand blue": {"x": 1}, "list": [[0, {"y": true}]]}"#) { node in
            _ = node.object { o in
                _ = o.required("brand blue") { $0.object { _ in 1 } }
                _ = o.required("list") { $0.array { $0.array { $0.string() } } }
                return 1
            }
        }
        #expect(
            out == [
                "c.json:1:17: [\"brand blue\"].x: unknown key `x` (this object takes no keys)",
                "c.json:1:36: list[0][0]: expected a string, found a number 0",
                "c.json:1:39: list[0][1]: expected a string, found an object",
            ])
    }

    @Test func exactlyOneKeyChoosesTheVariant() throws {
        func event(_ text: String) throws -> [String] {
            try lines(text) { node in
                _ = node.object { o -> String? in
                    _ = o.required("at", in: 0.0...60)
                    guard let key = o.exactlyOne(of: ["show", "hide", "tap"]) else { return nil }
                    return o.required(key) { $0.string() }
                }
            }
        }
        #expect(try event(#"{"at": 1, "tap": "x"}"#) == [])
        #expect(try event(#"{"at": 1}"#) == ["c.json:1:1: expected one of the keys `show`, `hide`, `tap`"])
        #expect(try event(#"{"at": 1, "shwo": "x"}"#) == ["c.json:1:11: shwo: unknown key `shwo`; did you mean `show`?"])
        #expect(
            try event(#"{"at": 1, "show": "x", "tap": "y"}"#)
                == ["c.json:1:24: tap: `tap` cannot be used together with `show`; use only one of them"])
    }

    @Test func taggedObjects() throws {
        func show(_ text: String) throws -> (String?, [String]) {
            var result: String?
            let out = try lines(text) { node in
                result = node.tagged([
                    "swiftMessages": { $0.object { o in o.required("title", as: String.self) } },
                    "snackbar": { $0.object { o in o.required("message", as: String.self) } },
                ])
            }
            return (result, out)
        }
        #expect(try show(#"{"snackbar": {"message": "Copied"}}"#) == ("Copied", []))
        #expect(try show(#"{"snackbr": {"message": "Copied"}}"#).1 == ["c.json:1:2: snackbr: unknown key `snackbr`; did you mean `snackbar`?"])
        #expect(try show(#"{}"#).1 == ["c.json:1:1: expected one of the keys `swiftMessages`, `snackbar`"])
        #expect(try show(#""snackbar""#).1 == ["c.json:1:1: expected an object, found a string \"snackbar\""])
    }

    // MARK: - Values

    @Test func numbersIntegersAndRanges() throws {
        let out = try lines(#"{"a": 2.5, "b": 1e3, "c": 1e30, "d": -0.5, "e": 3, "f": "12", "g": 7}"#) { node in
            _ = node.object { o -> Int? in
                _ = o.required("a", in: 0...10)  // Int range: 2.5 is not an integer
                #expect(o.required("b", in: 0...Int.max) == 1000)
                _ = o.required("c", as: Int.self)
                _ = o.required("d", in: 0...Double.infinity)
                _ = o.required("e", in: 0.0...1)
                _ = o.required("f", as: Double.self)
                #expect(o.optional("g", in: 0.0...10) == 7)
                #expect(o.optional("absent", in: 0...1) == nil)
                return nil
            }
        }
        #expect(
            out == [
                "c.json:1:7: a: expected an integer, found a number 2.5",
                "c.json:1:27: c: 1e30 is out of range; expected an integer from \(Int.min) to \(Int.max)",
                "c.json:1:38: d: -0.5 is out of range; expected a number at least 0",
                "c.json:1:49: e: 3 is out of range; expected a number from 0 to 1",
                "c.json:1:57: f: expected a number, found a string \"12\"",
            ])
    }

    @Test func boolsStringsAndChoices() throws {
        enum Mode { case auto, never }
        let out = try lines(#"{"a": "yes", "b": 1, "c": "Never", "d": "nevr", "e": "zzz"}"#) { node in
            _ = node.object { o -> Int? in
                _ = o.required("a", as: Bool.self)
                _ = o.required("b", as: String.self)
                _ = o.required("c") { $0.choice(["auto": Mode.auto, "never": .never]) }
                _ = o.required("d") { $0.choice(["auto": Mode.auto, "never": .never]) }
                _ = o.required("e") { $0.enumCase(Theme.self) }
                return nil
            }
        }
        #expect(
            out == [
                "c.json:1:7: a: expected true or false, found a string \"yes\"",
                "c.json:1:19: b: expected a string, found a number 1",
                "c.json:1:27: c: unknown value \"Never\"; did you mean \"never\"? (expected one of: auto, never)",
                "c.json:1:41: d: unknown value \"nevr\"; did you mean \"never\"? (expected one of: auto, never)",
                "c.json:1:54: e: unknown value \"zzz\" (expected one of: info, success, warning, error)",
            ])
    }

    @Test func oneOfPicksTheShapeByType() throws {
        enum Duration: Equatable, ConfigDecodable {
            case automatic, forever, seconds(Double)
            static func decode(_ node: ConfigNode) -> Duration? {
                node.oneOf(
                    .number { $0.number(in: 0...60).map(Duration.seconds) },
                    .string { $0.choice(["automatic": .automatic, "forever": .forever]) },
                    .object { o in o.required("seconds", in: 0.0...60).map(Duration.seconds) })
            }
        }
        var decoded: [Duration]?
        let ok = try lines(#"[2, "forever", {"seconds": 1.5}]"#) { decoded = $0.decode([Duration].self) }
        #expect(ok == [])
        #expect(decoded == [.seconds(2), .forever, .seconds(1.5)])
        let bad = try lines(#"[true, "sometimes", {"secs": 1}, 90]"#) { decoded = $0.decode([Duration].self) }
        #expect(decoded == nil)
        #expect(
            bad == [
                "c.json:1:2: [0]: expected a number, a string or an object, found true",
                "c.json:1:8: [1]: unknown value \"sometimes\" (expected a number or an object, or one of: automatic, forever)",
                "c.json:1:21: [2]: missing required key `seconds`",
                "c.json:1:22: [2].secs: unknown key `secs` (allowed keys: seconds)",
                "c.json:1:34: [3]: 90 is out of range; expected a number from 0 to 60",
            ])
    }

    @Test func customRulesAndLowLevelReaders() throws {
        let decoder = ConfigDecoder(file: "c.json", baseDirectory: "/tmp")
        let root = try JSONParser.parse(#"{"from": 5, "to": 2, "extra": 1}"#, file: "c.json")
        let o = try #require(decoder.object(root, at: .root))
        let from = o.required("from", as: Int.self)
        let to = o.required("to", as: Int.self)
        if let from, let to, to < from { o.report("`to` (\(to)) must not be before `from` (\(from))", key: "to") }
        #expect(decoder.object(try JSONParser.parse("3", file: "c.json"), at: ConfigPath().appending("n")) == nil)
        // `finish()` finishes the reader, which reports `extra`.
        #expect(throws: ConfigErrors.self) { try decoder.finish() }
        let descriptions = decoder.errors.map(\.description)
        #expect(
            descriptions == [
                "c.json:1:19: to: `to` (2) must not be before `from` (5)",
                "c.json:1:1: n: expected an object, found a number 3",
                "c.json:1:22: extra: unknown key `extra` (allowed keys: from, to)",
            ])
    }

    // MARK: - Errors as a whole

    @Test func pathsPrintLikeJavaScript() {
        let path = ConfigPath().appending("scenes").appending(index: 1).appending("show").appending("theme")
        #expect(path.description == "scenes[1].show.theme")
        #expect(ConfigPath.root.description == "")
        #expect(ConfigPath().appending(index: 0).appending("a").description == "[0].a")
        #expect(ConfigPath().appending("a-b").appending("1x").appending("_ok$").description == #"["a-b"]["1x"]._ok$"#)
    }

    @Test func errorsAreSortedDeduplicatedAndCounted() {
        func error(_ offset: Int?, _ message: String, file: String = "a.json") -> ConfigError {
            ConfigError(
                .invalid, file: file, path: "p",
                location: offset.map { ConfigLocation(line: 1, column: $0 + 1, offset: $0) }, message: message)
        }
        let all = ConfigErrors([error(9, "late"), error(2, "early"), error(9, "late"), error(nil, "whole file"), error(0, "other", file: "b.json")])
        #expect(all.errors.map(\.message) == ["whole file", "early", "late", "other"])
        #expect(
            all.description == """
                a.json: p: whole file
                a.json:1:3: p: early
                a.json:1:10: p: late
                b.json:1:1: p: other
                4 errors
                """)
        #expect(ConfigErrors(error(1, "one")).description == "a.json:1:2: p: one\n1 error")
    }

    @Test func manyErrorsAreCappedButCounted() throws {
        let text = "[" + Array(repeating: "1", count: 1500).joined(separator: ",") + "]"
        let decoder = ConfigDecoder(file: "c.json", baseDirectory: "/tmp")
        _ = decoder.decode([String].self, from: try JSONParser.parse(text, file: "c.json"))
        do {
            try decoder.finish()
            Issue.record("expected errors")
        } catch let errors as ConfigErrors {
            #expect(errors.errors.count == ConfigDecoder.maxRecordedErrors)
            #expect(errors.count == 1500)
            let printed = errors.description.split(separator: "\n")
            #expect(printed.count == ConfigErrors.printedLimit + 2)
            #expect(printed[printed.count - 2] == "… and 1400 more")
            #expect(printed.last == "1500 errors")
        }
    }
}
