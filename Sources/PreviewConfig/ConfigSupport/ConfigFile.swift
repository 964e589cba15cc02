import PreviewModel
import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and parses a config file, turning every way the file itself can be wrong into a
/// `ConfigError` that names it: no such file (with a nearby name suggested), a folder,
/// unreadable, larger than the limit (checked before reading), not UTF-8 text, bad JSON.
package enum ConfigFile {
    /// The parsed document and the file's bytes (for hashing or re-reporting).
    /// `path` is used as written in every message.
    package static func read(path: String, limits: JSONParser.Limits = .standard) throws -> (value: JSONValue, bytes: [UInt8]) {
        func fail(_ kind: ConfigError.Kind, _ message: String) -> ConfigError {
            ConfigError(kind, file: path, location: nil, message: message)
        }
        if path.isEmpty { throw fail(.file, "no file name given; pass a JSON file") }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(path, limit: limits.maxBytes, streams: true)
        } catch .tooLarge(_, let size?, let limit) {
            throw fail(.limit, JSONParser.tooLargeMessage(size: size, limit: limit))
        } catch .tooLarge(_, nil, let limit) {
            throw fail(.limit, "the file is larger than the limit of \(FileSizeLimit.words(limit)) for a config file (\(FileSizeLimit.howToRaise))")
        } catch .unreadable(_, let reason) {
            switch reason {
            case FileError.reason(ENOENT): throw fail(.file, "no such file" + ConfigFileSystem.suggestion(forMissing: path))
            case FileError.reason(EISDIR): throw fail(.file, "\(path) is a directory; pass a JSON file")
            case FileError.reason(EACCES): throw fail(.file, "permission denied: the file cannot be read")
            default: throw fail(.file, "cannot read the file (\(reason))")
            }
        } catch {
            throw fail(.file, "cannot read the file (\(error.reason))")
        }
        return (try JSONParser.parse(bytes: bytes, file: path, limits: limits), bytes)
    }
}
