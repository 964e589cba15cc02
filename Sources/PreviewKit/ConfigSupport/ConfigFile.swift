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
public enum ConfigFile {
    /// The parsed document and the file's bytes (for hashing or re-reporting).
    /// `path` is used as written in every message.
    public static func read(path: String, limits: JSONParser.Limits = .standard) throws -> (value: JSONValue, bytes: [UInt8]) {
        func fail(_ kind: ConfigError.Kind, _ message: String) -> ConfigError {
            ConfigError(kind, file: path, location: nil, message: message)
        }
        if path.isEmpty { throw fail(.file, "no file name given; pass a JSON file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT:
                throw fail(.file, "no such file" + ConfigFileSystem.suggestion(forMissing: path))
            case EACCES:
                throw fail(.file, "permission denied: the file cannot be read")
            default:
                throw fail(.file, "cannot read the file (\(ConfigFileSystem.errorText(code)))")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw fail(.file, "cannot read the file (\(ConfigFileSystem.errorText(errno)))")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw fail(.file, "\(path) is a directory; pass a JSON file") }
        let size = Int(info.st_size)
        if type == S_IFREG, size > limits.maxBytes {
            throw fail(.limit, JSONParser.tooLargeMessage(size: size, limit: limits.maxBytes))
        }
        // Back to blocking reads (O_NONBLOCK only kept `open` from hanging on a FIFO with no writer).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let bytes: [UInt8]
        do {
            bytes = try ConfigFileSystem.readBytes(fd: fd, limit: limits.maxBytes, sizeHint: size)
        } catch {
            let reason = error.code == EISDIR ? "it is a directory" : ConfigFileSystem.errorText(error.code)
            throw fail(.file, "cannot read the file (\(reason))")
        }
        if bytes.count > limits.maxBytes {
            throw fail(.limit, "the file is larger than the limit of \(ConfigText.size(limits.maxBytes)) for a config file")
        }
        return (try JSONParser.parse(bytes: bytes, file: path, limits: limits), bytes)
    }
}
