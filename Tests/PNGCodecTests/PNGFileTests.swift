import FileAccess
import Foundation
import PNGCodec
import Raster
import Testing

@Suite struct PNGFileTests {
    @Test func pngFileWritesAndReadsBack() throws {
        try Support.withTemporaryDirectory { dir in
            let pixmap = Support.randomPixmap(width: 20, height: 11, seed: 99)
            let path = dir + "/image.png"
            try PNGFile.write(pixmap, to: path)
            #expect(try PNGDecoder.read(fileAt: path) == pixmap)
            try PNGFile.write(Pixmap(width: 1, height: 1)!, to: path)
            #expect(try PNGDecoder.read(fileAt: path).width == 1)
            #expect(try Support.listing(dir) == ["image.png"])

        }
    }
}
