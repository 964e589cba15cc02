import CLibCrypto
import Raster

/// SHA-256 of a frame's pixels as a PNG decoder returns them: straight-alpha RGBA8, rows top to
/// bottom. Two frames with the same hash look the same, whatever their PNG compression.
package enum PixelHash {
    /// Lower-case hex SHA-256 of the straight RGBA bytes of `pixmap`.
    package static func sha256(of pixmap: Pixmap) -> String {
        sha256(bytes: Premultiply.unpremultiplied(pixmap.bytes))
    }

    /// Lower-case hex SHA-256 of raw bytes (OpenSSL's `EVP_Digest`).
    package static func sha256(bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBytes { raw in
            EVP_Digest(raw.baseAddress, raw.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(ok == 1 && length == 32, "EVP_Digest failed")
        return hex(digest)
    }

    /// Lower-case hex of a digest.
    package static func hex(_ digest: [UInt8]) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(digest.count * 2)
        for b in digest {
            out.append(hex[Int(b >> 4)])
            out.append(hex[Int(b & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
