import Foundation
import PNGCodec
import PreviewKit

/// A readable message for an error from the file system or the PNG codec: the POSIX reason
/// ("Permission denied", "Not a directory") rather than Foundation's generic sentence.
func describe(_ error: Error) -> String {
    if let e = error as? PNGError { return e.description }
    if let e = error as? OutputDirectory.CreationError { return e.description }
    if let e = error as? OutputDirectory.ReplaceError { return e.description }
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    return ns.localizedDescription
}

/// `base/name` without doubled slashes.
func joinPath(_ base: String, _ name: String) -> String {
    base.hasSuffix("/") ? base + name : base + "/" + name
}
