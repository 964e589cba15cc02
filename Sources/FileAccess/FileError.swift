#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder that could not be read or written, with the system's reason.
///
/// `description` is a sentence for users: `golden/a/frame_0000.png: cannot read file (Is a directory)`.
public enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file could not be read: missing, unreadable, not a regular file.
    case unreadable(path: String, reason: String)
    /// A file is larger than the reader allows (`WholeFile.read(_:limit:streams:)`); `size` is
    /// nil when it grew past the limit while being read, or is a stream.
    case tooLarge(path: String, size: Int?, limit: Int)
    /// A file could not be written.
    case unwritable(path: String, reason: String)
    /// A folder could not be created.
    case folderUncreatable(path: String, reason: String)
    /// A folder could not be put in place of another.
    case folderUnreplaceable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "\(path): cannot read file (\(reason))"
        case .tooLarge(let path, _, _): return "\(path): the file is \(reason)"
        case .unwritable(let path, let reason): return "\(path): cannot write file (\(reason))"
        case .folderUncreatable(let path, let reason): return "cannot create folder \(path): \(reason)"
        case .folderUnreplaceable(let path, let reason): return "cannot replace \(path): \(reason)"
        }
    }

    /// What went wrong, without the path: "No such file or directory", "larger than the limit of
    /// 64 MiB (--max-file-size raises it)".
    public var reason: String {
        switch self {
        case .unreadable(_, let r), .unwritable(_, let r), .folderUncreatable(_, let r), .folderUnreplaceable(_, let r): return r
        case .tooLarge(_, let size?, let limit):
            return "\(FileSizeLimit.words(size)), more than the limit of \(FileSizeLimit.words(limit)) (\(FileSizeLimit.howToRaise))"
        case .tooLarge(_, nil, let limit):
            return "larger than the limit of \(FileSizeLimit.words(limit)) (\(FileSizeLimit.howToRaise))"
        }
    }

    /// `strerror` text for an errno value, e.g. "No such file or directory".
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
