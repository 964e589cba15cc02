import PreviewKit
import Raster
import Testing

@Suite struct PixelHashTests {
    @Test func knownVectors() {
        // FIPS 180-2 test vectors.
        #expect(PixelHash.sha256(bytes: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(PixelHash.sha256(bytes: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func hashesStraightAlphaPixels() {
        var p = Pixmap(width: 1, height: 1)!
        p[0, 0] = PremultipliedColor(r: 64, g: 0, b: 0, a: 128)
        // Straight alpha: 64 · 255 / 128 = 127.5 → 128.
        #expect(PixelHash.sha256(of: p) == PixelHash.sha256(bytes: [128, 0, 0, 128]))
    }
}
