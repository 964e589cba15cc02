import Foundation
import PNGCodec
import Raster
import RasterConformance
import Testing

/// The same case gives the same bytes every time, on any thread, in any order.
@Suite struct RasterDeterminismTests {
    @Test func concurrentRenderingsAreByteIdentical() async throws {
        let cases = try RasterConformanceTests.loadCases()
        let sequential = try cases.map { try $0.render(imageLoader: RasterConformanceTests.imageLoader).bytes }
        // Render every case four times at once, in reverse order, on the cooperative pool.
        let concurrent = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<4 {
                for index in cases.indices.reversed() {
                    let c = cases[index]
                    group.addTask {
                        _ = round
                        return (index, try c.render(imageLoader: RasterConformanceTests.imageLoader).bytes)
                    }
                }
            }
            var results: [(Int, [UInt8])] = []
            for try await r in group { results.append(r) }
            return results
        }
        #expect(concurrent.count == cases.count * 4)
        for (index, bytes) in concurrent {
            #expect(bytes == sequential[index], "case \(cases[index].name) differs between renderings")
        }
    }
}
