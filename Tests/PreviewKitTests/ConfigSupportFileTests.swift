import Foundation
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// `ConfigFile.read`, `ConfigDecoder.load` and file paths written in configs.
@Suite struct ConfigSupportFileTests {
    /// A fresh temporary folder, removed after `body`.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("config-support-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private func readError(_ path: String) -> ConfigError? {
        do {
            _ = try ConfigFile.read(path: path)
            Issue.record("\(path) should not be readable as a config")
            return nil
        } catch let error as ConfigError {
            return error
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    @Test func readsAndParsesAFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/card.json"
            try write(Array("{\"a\": [1, 2]}\n".utf8), to: path)
            let (value, bytes) = try ConfigFile.read(path: path)
            #expect(bytes.count == 14)
            #expect(value["a"]?[1]?.number?.value == 2)
        }
    }

    @Test func aDirectoryIsNotAConfig() throws {
        try withTemporaryFolder { folder in
            let error = readError(folder)
            #expect(error?.kind == .file)
            #expect(error?.location == nil)
            #expect(error?.description == "\(folder): \(folder) is a directory; pass a JSON file")
        }
    }

    @Test func aBinaryFileIsNotText() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/golden.png"
            try write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 64), to: path)
            let error = readError(path)
            #expect(error?.kind == .notText)
            #expect(error?.description == "\(path):1:1: not a text file: invalid UTF-8 at byte 0 (this looks like a PNG image)")
        }
    }

    @Test func anEmptyFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/empty.json"
            try write([], to: path)
            #expect(readError(path)?.description == "\(path): the file is empty; expected a JSON object")
        }
    }

    @Test func aMissingFileSuggestsANearbyName() throws {
        try withTemporaryFolder { folder in
            try write(Array("{}".utf8), to: folder + "/card.json")
            #expect(readError(folder + "/crad.json")?.message == "no such file; did you mean `card.json`?")
            #expect(readError(folder + "/zzzzzzzz.json")?.message == "no such file")
            #expect(readError(folder + "/card.json/x.json")?.message == "cannot read the file (Not a directory)")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/secret.json"
            try write(Array("{}".utf8), to: path)
            chmod(path, 0)
            #expect(readError(path)?.message == "permission denied: the file cannot be read")
        }
    }

    @Test func aTooLargeFileIsRejectedBeforeReading() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/huge.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 50 << 20)  // sparse: no 50 MB written
            try handle.close()
            let clock = ContinuousClock()
            var error: ConfigError?
            let elapsed = clock.measure { error = readError(path) }
            #expect(error?.kind == .limit)
            #expect(error?.message == "the file is 50 MiB, more than the limit of 16 MiB for a config file (--max-file-size raises it)")
            #expect(elapsed < .milliseconds(100))
        }
    }

    @Test func aStreamLongerThanTheLimitStopsAtTheLimit() {
        // /dev/zero has no size; reading must stop just past the limit.
        let limits = JSONParser.Limits(maxBytes: 1 << 20, maxDepth: 256)
        do {
            _ = try ConfigFile.read(path: "/dev/zero", limits: limits)
            Issue.record("/dev/zero should be too large")
        } catch let error as ConfigError {
            #expect(error.kind == .limit)
            #expect(error.message == "the file is larger than the limit of 1 MiB for a config file (--max-file-size raises it)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    // MARK: - Paths written in the config

    @Test func pathsResolveAgainstTheConfigFolder() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
            try write([1, 2, 3], to: folder + "/screens/home.png")
            let decoder = ConfigDecoder(file: folder + "/examples/../card.json")
            #expect(decoder.baseDirectory == folder)
            let root = try JSONParser.parse(
                #"{"a": "screens/home.png", "b": "./screens/../screens/home.png", "c": "screens/hme.png", "d": "screens", "e": "", "f": 3}"#,
                file: "card.json")
            let reader = try #require(decoder.object(root, at: .root))
            #expect(reader.requiredFile("a") == folder + "/screens/home.png")
            #expect(reader.requiredFile("b") == folder + "/screens/home.png")
            #expect(reader.requiredFile("c") == nil)
            #expect(reader.requiredFile("d") == nil)
            #expect(reader.requiredFile("e") == nil)
            #expect(reader.optionalFile("f") == nil)
            #expect(reader.optionalFile("absent") == nil)
            #expect(decoder.absolutePath("/x/./y/../z") == "/x/z")
            #expect(decoder.absolutePath("out") == folder + "/out")
            #expect(throws: ConfigErrors.self) { try decoder.finish() }
            #expect(
                decoder.errors.map(\.message) == [
                    "file not found: \"screens/hme.png\"; did you mean `home.png`? (resolved to \(folder)/screens/hme.png; paths are relative to the folder of \(folder)/examples/../card.json)",
                    "\"screens\" is a directory (\(folder)/screens); expected a file",
                    "expected a file path, found an empty string",
                    "expected a string, found a number 3",
                ])
            #expect(decoder.errors.map(\.path) == ["c", "d", "e", "f"])
            #expect(decoder.errors.map(\.kind) == [.missingFile, .missingFile, .invalid, .typeMismatch])
        }
    }

    @Test func relativeConfigPathsUseTheCurrentDirectory() {
        let decoder = ConfigDecoder(file: "examples/card.json")
        let cwd = FileManager.default.currentDirectoryPath
        #expect(decoder.baseDirectory == cwd + "/examples")
        #expect(ConfigDecoder(file: "card.json").baseDirectory == cwd)
    }

    // MARK: - Loading end to end

    private struct Card: ConfigObject {
        var title: String
        var image: String?
        init?(config o: ObjectReader) {
            let title: String? = o.required("title")
            image = o.optionalFile("image")
            guard let title else { return nil }
            self.title = title
        }
    }

    @Test func loadDecodesAFileAndResolvesItsPaths() throws {
        try withTemporaryFolder { folder in
            try write([0], to: folder + "/icon.png")
            try write(Array(#"{"title": "Hi", "image": "icon.png"}"#.utf8), to: folder + "/card.json")
            let card = try ConfigDecoder.load(Card.self, path: folder + "/card.json")
            #expect(card.title == "Hi")
            #expect(card.image == folder + "/icon.png")
        }
    }

    @Test func loadThrowsConfigErrorsForEveryKindOfFailure() throws {
        try withTemporaryFolder { folder in
            try write(Array("{\"title\": \"Hi\",}".utf8), to: folder + "/bad.json")
            try write(Array("{\"titl\": \"Hi\", \"image\": \"nope.png\"}".utf8), to: folder + "/wrong.json")
            func load(_ name: String) -> [String] {
                do {
                    _ = try ConfigDecoder.load(Card.self, path: folder + "/" + name)
                    return []
                } catch let errors as ConfigErrors {
                    return errors.errors.map { String($0.description.dropFirst(folder.count + 1)) }
                } catch {
                    return ["unexpected \(error)"]
                }
            }
            #expect(load("bad.json") == ["bad.json:1:15: trailing comma before `}`"])
            #expect(load("missing.json") == ["missing.json: no such file"])
            #expect(
                load("wrong.json") == [
                    "wrong.json:1:2: titl: unknown key `titl`; did you mean `title`?",
                    "wrong.json:1:25: image: file not found: \"nope.png\" (resolved to \(folder)/nope.png; paths are relative to the folder of \(folder)/wrong.json)",
                ])
        }
    }
}
