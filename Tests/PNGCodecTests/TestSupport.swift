import Foundation
import PNGCodec
import Raster

/// Helpers shared by the PNGCodec tests.
enum Support {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    /// A random valid premultiplied pixmap: every channel <= alpha, with the
    /// interesting alphas 0, 1, 254 and 255 well represented.
    static func randomPixmap(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let alphas: [UInt8] = [0, 1, 254, 255, UInt8.random(in: 0...255, using: &rng)]
                let a = alphas.randomElement(using: &rng)!
                func c() -> UInt8 { UInt8.random(in: 0...a, using: &rng) }
                pixmap[x, y] = PremultipliedColor(r: c(), g: c(), b: c(), a: a)
            }
        }
        return pixmap
    }

    /// Smooth, compressible content (a gradient with a few flat areas).
    static func gradient(width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let flat = (x / 32 + y / 32) % 3 == 0
                pixmap[x, y] =
                    flat
                    ? PremultipliedColor(r: 20, g: 40, b: 60, a: 255)
                    : PremultipliedColor(r: UInt8(x % 256), g: UInt8(y % 256), b: UInt8((x + y) / 2 % 256), a: 255)
            }
        }
        return pixmap
    }

    // MARK: PNG surgery

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Signature plus a valid IHDR for an 8-bit RGBA image of the given size.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// The chunks of a PNG: type, offset of the data, length of the data.
    static func chunks(_ png: [UInt8]) -> [(type: String, dataOffset: Int, length: Int)] {
        var result: [(String, Int, Int)] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            result.append((type, offset + 8, length))
            offset += 12 + length
        }
        return result
    }

    /// Recomputes the CRC of the chunk whose data starts at `dataOffset`.
    static func fixCRC(_ png: inout [UInt8], dataOffset: Int, length: Int) {
        let crc = crc32(png[dataOffset - 4..<dataOffset + length])
        png.replaceSubrange(dataOffset + length..<dataOffset + length + 4, with: bigEndian(crc))
    }

    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard haystack.count >= n.count else { return false }
        return (0...haystack.count - n.count).contains { haystack[$0..<$0 + n.count].elementsEqual(n) }
    }

    // MARK: Files

    /// A new empty directory, removed after `body`.
    static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "pngcodec-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    static func listing(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}

/// A small seeded generator, so failures are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
