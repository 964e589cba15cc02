import FileAccess
import PNGCodec
import Raster
import Testing

/// Fixtures written by Fixtures/make_fixtures.py (zlib + struct, no libpng):
/// each NAME.png comes with NAME.expected = width, height (big-endian
/// UInt32) and the straight RGBA8 pixels a decoder must produce.
@Suite struct FixtureDecodingTests {
    static let names = [
        "gray1", "gray2", "gray4", "gray8", "gray8_trns", "gray16", "graya8", "graya16",
        "pal1", "pal4", "pal8", "pal8_trns", "rgb8", "rgb8_trns", "rgb16_trns", "rgba8", "rgba16",
        "rgba8_interlaced", "pal4_interlaced", "gray16_interlaced",
    ]

    @Test(arguments: names)
    func decodesToExpectedStraightRGBA(name: String) throws {
        let expected = try Support.fixture(name + ".expected")
        let width = expected[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = expected[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let image = try PNGDecoder.decodeStraightRGBA(Support.fixture(name + ".png"))
        #expect(image.width == width)
        #expect(image.height == height)
        #expect(image.bytes == Array(expected[8...]))
    }

    @Test(arguments: names)
    func decodesToPremultipliedPixmap(name: String) throws {
        let png = try Support.fixture(name + ".png")
        var straight = try PNGDecoder.decodeStraightRGBA(png).bytes
        Premultiply.premultiplyInPlace(&straight)
        #expect(try PNGDecoder.decode(png).bytes == straight)
    }

    @Test func readsFilesAndNamesThemInErrors() throws {
        let path = Support.fixtures.appendingPathComponent("rgba8.png").path
        #expect(try PNGDecoder.read(fileAt: path).width == 7)

        let missing = Support.fixtures.appendingPathComponent("missing.png").path
        let error = #expect(throws: FileError.self) { try PNGDecoder.read(fileAt: missing) }
        #expect(error == .unreadable(path: missing, reason: "No such file or directory"))
        #expect(error?.description == "\(missing): cannot read file (No such file or directory)")

        let script = Support.fixtures.appendingPathComponent("make_fixtures.py").path
        let notPNG = #expect(throws: PNGError.self) { try PNGDecoder.read(fileAt: script) }
        #expect(notPNG == .inFile(path: script, .notPNG))
        #expect(notPNG?.withoutPath == .notPNG)
        #expect(notPNG?.description.hasPrefix("\(script): not a PNG file") == true)

        let directory = Support.fixtures.path
        let isDirectory = #expect(throws: FileError.self) { try PNGDecoder.read(fileAt: directory) }
        #expect(isDirectory == .unreadable(path: directory, reason: "Is a directory"))

        // A device or a FIFO would never end or never start: refused before reading.
        #expect(throws: FileError.unreadable(path: "/dev/zero", reason: "not a regular file but a character device")) {
            try PNGDecoder.read(fileAt: "/dev/zero")
        }
    }
}
