import FileAccess
import PreviewModel
import Raster

/// Turns a parsed `JSONValue` into typed config, collecting *every* problem instead of
/// stopping at the first, each with the file, JSON path and position.
///
/// Decoding functions return optionals: `nil` means "this value is unusable and the reason
/// has been recorded". Nothing throws until `finish()`, which throws `ConfigErrors`.
///
///     let decoder = ConfigDecoder(file: "examples/card.json")
///     let config = decoder.decode(Config.self, from: root)
///     try decoder.finish()          // throws ConfigErrors if anything was recorded
///
/// or in one step: `try ConfigDecoder.load(Config.self, path: "examples/card.json")`.
/// Not thread-safe: one decoder per config file, used on one thread.
package final class ConfigDecoder {
    /// The config file as the user named it, used in every error.
    package let file: String
    /// The absolute folder that relative file paths in the config are resolved against
    /// (by default the folder of `file`).
    package let baseDirectory: String
    /// Beyond this many errors, further ones are only counted.
    package static let maxRecordedErrors = 1000

    /// Unicode scalars of every string read so far: a scene's share of it bounds the text it
    /// lays out (`SceneConfig.maxSceneCharacters`).
    package var charactersRead = 0

    /// Every input file the config named (fonts, images, screenshots), absolute, in the order
    /// first named — those that could not be found too, since creating one changes the result.
    package private(set) var filesNamed: [String] = []

    /// The images this config has read, by absolute path (`deferredImage`).
    private var deferredImagesRead: [String: DeferredImage] = [:]

    /// The errors recorded so far, in the order they were found.
    package private(set) var errors: [ConfigError] = []
    private var unrecordedCount = 0
    private var openReaders: [ObjectReader] = []

    /// - Parameters:
    ///   - file: the config's path as the user wrote it (shown in messages).
    ///   - baseDirectory: where relative paths in the config point from; default: `file`'s folder.
    package init(file: String, baseDirectory: String? = nil) {
        self.file = file
        self.baseDirectory = baseDirectory.map(ConfigFileSystem.absolute) ?? ConfigFileSystem.directory(of: file)
    }

    /// The PNG at `path` (absolute), read and checked now, its pixels made when drawn
    /// (`DecodedImages.deferredImage`): a screenshot behind scenes or an image in their views.
    /// Every scene of the config that names the file shares one, and every config its pixels.
    package func deferredImage(at path: String) throws -> DeferredImage {
        if let image = deferredImagesRead[path] { return image }
        let image = try DecodedImages.shared.deferredImage(at: path)
        deferredImagesRead[path] = image
        return image
    }

    /// True once anything has been recorded.
    package var hasErrors: Bool { !errors.isEmpty || unrecordedCount > 0 }

    /// A decoding handle on `value`, which sits at `path`.
    package func node(_ value: JSONValue, at path: ConfigPath = .root) -> ConfigNode {
        ConfigNode(value: value, path: path, decoder: self)
    }

    /// Decodes the whole document (or any value) as `T`.
    package func decode<T: ConfigDecodable>(_ type: T.Type = T.self, from value: JSONValue, at path: ConfigPath = .root) -> T? {
        T.decode(node(value, at: path))
    }

    /// A reader for the object `value`, or nil (with "expected an object, found …" recorded).
    /// Its unknown keys are reported by `ObjectReader.finish()`, or at the latest by `finish()`.
    /// (`ConfigNode.object { … }` finishes the reader for you.)
    package func object(_ value: JSONValue, at path: ConfigPath) -> ObjectReader? {
        let reader = node(value, at: path).reader()
        if let reader { openReaders.append(reader) }
        return reader
    }

    /// Records a problem. Prefer `ConfigNode.report(_:)` and `ObjectReader.report(_:key:)`,
    /// which fill in the path and position.
    package func report(_ message: String, kind: ConfigError.Kind = .invalid, at path: ConfigPath, location: ConfigLocation?) {
        record(ConfigError(kind, file: file, path: path.description, location: location, message: message))
    }

    /// Records a ready-made error (e.g. one from a nested file).
    package func record(_ error: ConfigError) {
        if errors.count >= Self.maxRecordedErrors {
            unrecordedCount += 1
        } else {
            errors.append(error)
        }
    }

    /// Finishes any open object readers (reporting their unknown keys), then throws
    /// `ConfigErrors` if anything was recorded.
    package func finish() throws {
        let readers = openReaders
        openReaders = []
        for reader in readers { reader.finish() }
        if hasErrors { throw ConfigErrors(errors, unrecordedCount: unrecordedCount) }
    }

    // MARK: - File paths

    /// `written` made absolute: relative paths start from `baseDirectory`; `.` and `..` are folded.
    /// Does not check that anything exists (use it for outputs).
    package func absolutePath(_ written: String) -> String {
        ConfigFileSystem.normalize(written.hasPrefix("/") ? written : FilePath.joined(baseDirectory, written))
    }

    /// The absolute path of an input file named in the config at `path`, or nil with an error
    /// naming both the written and the resolved path when there is no such file.
    package func resolvePath(_ written: String, at path: ConfigPath, location: ConfigLocation?) -> String? {
        if written.isEmpty {
            report("expected a file path, found an empty string", kind: .invalid, at: path, location: location)
            return nil
        }
        let resolved = absolutePath(written)
        if !filesNamed.contains(resolved) { filesNamed.append(resolved) }
        switch WholeFile.entry(at: resolved) {
        case .file, .other:
            return resolved
        case .folder:
            report(
                "\(ConfigText.quoted(written, limit: 200)) is a directory (\(resolved)); expected a file",
                kind: .missingFile, at: path, location: location)
        case .missing:
            var message = "file not found: \(ConfigText.quoted(written, limit: 200))" + ConfigFileSystem.suggestion(forMissing: resolved)
            message += " (resolved to \(resolved); paths are relative to the folder of \(file)"
            message += written.hasPrefix("~") ? "; `~` is not expanded)" : ")"
            report(message, kind: .missingFile, at: path, location: location)
        }
        return nil
    }

    // MARK: - One-step decoding

    /// Decodes `value` as `T`, throwing `ConfigErrors` with every problem found.
    package static func decode<T: ConfigDecodable>(
        _ type: T.Type = T.self, from value: JSONValue, file: String, baseDirectory: String? = nil
    ) throws -> T {
        let decoder = ConfigDecoder(file: file, baseDirectory: baseDirectory)
        let result = decoder.decode(type, from: value)
        try decoder.finish()
        guard let result else {
            // A decoder returned nil without saying why: still an answer, never a crash.
            throw ConfigErrors(
                ConfigError(
                    .invalid, file: file, location: value.location,
                    message: "the config could not be read (no details were given)"))
        }
        return result
    }

    /// Reads, parses and decodes the config file at `path`. Every failure, from "no such
    /// file" to a bad enum value, is thrown as `ConfigErrors`.
    package static func load<T: ConfigDecodable>(
        _ type: T.Type = T.self, path: String, limits: JSONParser.Limits = .standard
    ) throws -> T {
        let value: JSONValue
        do {
            value = try ConfigFile.read(path: path, limits: limits).value
        } catch let error as ConfigError {
            throw ConfigErrors(error)
        }
        return try decode(type, from: value, file: path)
    }
}
