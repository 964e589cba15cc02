#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reading with POSIX calls, so errors carry `strerror` text.
enum FileBytes {
    static func contents(of path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PNGError.fileUnreadable(path: path, reason: errorText(errno)) }
        defer { close(fd) }
        var result: [UInt8] = []
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0 { result.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                result.append(contentsOf: chunk[..<n])
            } else if n == 0 {
                return result
            } else if errno != EINTR {
                throw PNGError.fileUnreadable(path: path, reason: errorText(errno))
            }
        }
    }
}

/// `strerror` text for an errno value, e.g. "No such file or directory".
func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
