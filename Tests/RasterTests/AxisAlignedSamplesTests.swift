@testable import Raster
import Testing

/// An image scaled and moved (no rotation or skew) is sampled from per-column and per-row tables
/// (`AxisAlignedSamples`): the bytes must be those of mapping every pixel on its own.
@Suite struct AxisAlignedSamplesTests {
    /// Rows of `sampler`, both ways, over spans that start and end outside the image (edges
    /// repeated) and change from row to row (the column tables are found again).
    private func rows(_ sampler: ImageSampler, width: Int, height: Int) -> (tables: [UInt32], perPixel: [UInt32]) {
        var tables: [UInt32] = [], perPixel: [UInt32] = []
        var out = [UInt32](repeating: 0, count: width)
        for y in 0..<height {
            let x0 = y % 3, count = width - x0 - (y % 2)
            out.withUnsafeMutableBufferPointer { sampler.sample(y: y, x0: x0, count: count, into: $0.baseAddress!) }
            tables += out[0..<count]
            out.withUnsafeMutableBufferPointer { sampler.samplePerPixel(y: y, x0: x0, count: count, into: $0.baseAddress!) }
            perPixel += out[0..<count]
        }
        return (tables, perPixel)
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 30, height: 25),  // the image's own size: every weight zero
        Rect(x: 3.25, y: -2.5, width: 61.3, height: 47.9),  // enlarged, fractional
        Rect(x: -4.7, y: 6.1, width: 13.2, height: 9.75),  // shrunk
        Rect(x: 2, y: 2, width: 90, height: 75),  // three times, whole pixels (a backdrop's upsampling)
    ])
    func tablesGiveTheBytesOfMappingEveryPixel(rect: Rect) throws {
        for image in [
            ProjectiveImageTests.checkerboard(width: 23, height: 19, cell: 3),
            ProjectiveImageTests.gradientImage(width: 30, height: 25),
        ] {
            for filter in [ImageFilter.bilinear, .nearest] {
                for opacity in [1.0, 0.55] {
                    for transform in [
                        Transform.identity, Transform(a: 1.5, b: 0, c: 0, d: 0.75, tx: 2.25, ty: -1),
                        // Flipped: negative scales (and signed zeros in the mapping).
                        Transform(a: -1.25, b: -0.0, c: 0, d: -1, tx: 70, ty: 58.5),
                    ] {
                        let paint = ImagePaint(image: image, rect: rect, filter: filter, opacity: opacity)
                        let sampler = try #require(ImageSampler(paint: paint, transform: transform))
                        let (tables, perPixel) = rows(sampler, width: 70, height: 60)
                        #expect(tables == perPixel, "\(rect) \(filter) \(opacity) \(transform)")
                    }
                }
            }
        }
    }
}
